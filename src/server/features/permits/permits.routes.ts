import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../contracts/errors';
import { MAX_PERMIT_FILE_BYTES, PERMIT_MESSAGES, ProcessPermitFields } from '../../../contracts/permits';
import { currentUserOf, requireUser } from '../../auth/auth.hooks';
import { idParam, parseInput } from '../../lib/validate';
import { readFormBody } from '../../web/multipart';
import { getPermitReview, listRecentPermitReviews, serializePermitReview, submitPermit, waitForPermitReview, type PermitDeps } from './permits.service';

/** How long `process_pdf` waits for the review before answering 202 with the review to poll. */
export const PERMIT_WAIT_MS = 25_000;

/** Route guard: 401 unless signed in, 403 unless the user has permit_mvp or is a super admin (spec §6). */
async function requirePermitAccess(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = currentUserOf(request);
  if (user.role !== 'super_admin' && !user.permitMvp) throw new AppError('forbidden', PERMIT_MESSAGES.forbidden);
}

/** Permit Assistant: review a submitted PDF, the user's recent reviews, one review and its PDF. */
export function registerPermitRoutes(app: FastifyInstance, deps: PermitDeps & { waitMs?: number }): void {
  app.post('/api/v1/permits/process_pdf', { preHandler: requirePermitAccess }, async (request, reply) => {
    const user = currentUserOf(request);
    const form = await readFormBody(request, deps.files, { fileField: 'file', maxBytes: MAX_PERMIT_FILE_BYTES });
    if (!form.file) throw new AppError('validation_failed', PERMIT_MESSAGES.fileRequired, { file: PERMIT_MESSAGES.fileRequired });
    let fields: ProcessPermitFields;
    try {
      fields = parseInput(ProcessPermitFields, { municipality_id: form.fields.municipality_id ?? '', context: form.fields.context });
    } catch (error) {
      await deps.files.discard(form.file.staged);
      throw error;
    }
    const review = await submitPermit(deps, { userId: user.id, file: form.file, fields, requestId: request.id });
    const settled = await waitForPermitReview(deps, review.id, deps.waitMs ?? PERMIT_WAIT_MS);
    if (settled.status === 'failed') throw new AppError('internal', PERMIT_MESSAGES.failed, { id: settled.id });
    return reply.status(settled.status === 'completed' ? 200 : 202).send(serializePermitReview(settled));
  });

  app.get('/api/v1/permits/reviews', { preHandler: requirePermitAccess }, async (request) => listRecentPermitReviews(deps.db, currentUserOf(request).id));

  app.get('/api/v1/permits/reviews/:id', { preHandler: requirePermitAccess }, async (request) =>
    serializePermitReview(await getPermitReview(deps.db, idParam(request, 'id', 'permit review'), currentUserOf(request).id)),
  );

  app.get('/api/v1/permits/reviews/:id/file', { preHandler: requirePermitAccess }, async (request, reply) => {
    const review = await getPermitReview(deps.db, idParam(request, 'id', 'permit review'), currentUserOf(request).id);
    const safeName = review.fileName.replace(/[^\w.\- ]+/g, '_');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${safeName}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(deps.files.stream(review.fileKey));
  });
}
