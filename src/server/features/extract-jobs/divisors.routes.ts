import type { FastifyInstance } from 'fastify';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { getDocument, serializeDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { backTo, nested } from '../workbench/workbench.hooks';
import { serializeDivisors } from './divisor-tree';
import { listDivisors } from './divisors.repo';
import { createDivisor, editDivisor, getDivisor, removeDivisors } from './divisors.service';
import { getExtractJob, serializeExtractJob } from './extract-jobs.service';

export function registerDivisorRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;
  const base = '/documents/:id/extract_jobs/:jobId/divisors';
  const context = async (documentId: number, jobId: number) => {
    const [document, job] = await Promise.all([getDocument(db, documentId), getExtractJob(db, documentId, jobId)]);
    return { document, job };
  };
  const formProps = async (documentId: number, jobId: number) => {
    const { document, job } = await context(documentId, jobId);
    const rows = await listDivisors(db, job.id);
    return {
      document: serializeDocument(document),
      extract_job: serializeExtractJob(job),
      parent_options: rows.filter((r) => r.divisorType !== 'subsection').map((r) => ({ id: r.id, title: r.title, divisor_type: r.divisorType })),
    };
  };
  const ids = (request: Parameters<typeof idParam>[0]) => ({
    documentId: idParam(request, 'id', 'document'),
    jobId: idParam(request, 'jobId', 'extract job'),
  });
  const indexUrl = (documentId: number, jobId: number) => `/documents/${documentId}/extract_jobs/${jobId}/divisors`;

  app.get(base, async (request, reply) => {
    const { documentId, jobId } = ids(request);
    const { document, job } = await context(documentId, jobId);
    const filter = String((request.query as Record<string, unknown>).divisor_type ?? '').trim() || null;
    const all = await listDivisors(db, job.id);
    const rows = filter ? all.filter((r) => r.divisorType === filter) : all;
    return reply.inertia('DivisorsIndex', {
      document: serializeDocument(document),
      extract_job: serializeExtractJob(job),
      divisors: serializeDivisors(rows, { flat: Boolean(filter) }),
      divisor_types: [...new Set(all.map((r) => r.divisorType))],
      filter: { divisor_type: filter },
    });
  });

  app.get(`${base}/new`, async (request, reply) => {
    const { documentId, jobId } = ids(request);
    return reply.inertia('DivisorNew', { ...(await formProps(documentId, jobId)), divisor: null });
  });

  app.post(base, async (request, reply) => {
    const { documentId, jobId } = ids(request);
    return withFormErrors(
      reply,
      async () => {
        const { job } = await context(documentId, jobId);
        await createDivisor(db, job, nested(request.body, 'divisor'));
        setFlash(reply, { notice: 'Divisor was successfully created.' });
        return reply.inertiaRedirect(indexUrl(documentId, jobId));
      },
      async () => ({ component: 'DivisorNew', props: { ...(await formProps(documentId, jobId)), divisor: null }, url: `${indexUrl(documentId, jobId)}/new` }),
    );
  });

  // Registered before `${base}/:divisorId` so "delete_multiple" is not read as an id.
  app.delete(`${base}/delete_multiple`, async (request, reply) => {
    const { documentId, jobId } = ids(request);
    await context(documentId, jobId);
    const n = await removeDivisors(db, jobId, (request.body as Record<string, unknown> | undefined)?.divisor_ids);
    setFlash(reply, { notice: `Deleted ${n} divisor(s).` });
    return reply.inertiaRedirect(backTo(request, indexUrl(documentId, jobId), indexUrl(documentId, jobId)));
  });

  app.get(`${base}/:divisorId/edit`, async (request, reply) => {
    const { documentId, jobId } = ids(request);
    const divisor = await getDivisor(db, jobId, idParam(request, 'divisorId', 'divisor'));
    const [node] = serializeDivisors([divisor], { flat: true });
    return reply.inertia('DivisorEdit', { ...(await formProps(documentId, jobId)), divisor: node });
  });

  app.put(`${base}/:divisorId`, async (request, reply) => {
    const { documentId, jobId } = ids(request);
    const divisorId = idParam(request, 'divisorId', 'divisor');
    return withFormErrors(
      reply,
      async () => {
        await context(documentId, jobId);
        await editDivisor(db, jobId, divisorId, nested(request.body, 'divisor'));
        setFlash(reply, { notice: 'Divisor was successfully updated.' });
        return reply.inertiaRedirect(indexUrl(documentId, jobId));
      },
      async () => {
        const [node] = serializeDivisors([await getDivisor(db, jobId, divisorId)], { flat: true });
        return { component: 'DivisorEdit', props: { ...(await formProps(documentId, jobId)), divisor: node }, url: `${indexUrl(documentId, jobId)}/${divisorId}/edit` };
      },
    );
  });

  app.delete(`${base}/:divisorId`, async (request, reply) => {
    const { documentId, jobId } = ids(request);
    await context(documentId, jobId);
    const divisor = await getDivisor(db, jobId, idParam(request, 'divisorId', 'divisor'));
    await removeDivisors(db, jobId, [divisor.id]);
    setFlash(reply, { notice: 'Divisor was deleted.' });
    return reply.inertiaRedirect(backTo(request, indexUrl(documentId, jobId), indexUrl(documentId, jobId)));
  });
}
