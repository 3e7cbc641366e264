import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../contracts/errors';
import { GRANT_MESSAGES, type GrantImportStarted, type GrantImportStatus, GrantSearchQuery, SummarizeGrantEligibilityBody } from '../../../contracts/grants';
import type { AiModels } from '../../../engine/ai';
import { MAX_GRANT_FILE_BYTES } from '../../../engine/grants';
import { currentUserOf, requireUser } from '../../auth/auth.hooks';
import { loadLexicon } from '../../lexicon/wordnet';
import type { AppDb } from '../../db/client';
import type { JobSystem } from '../../jobs/job-system';
import { parseInput } from '../../lib/validate';
import type { FileStore } from '../../storage/file-store';
import { readFormBody } from '../../web/multipart';
import { summarizeEligibility } from './grant-eligibility.service';
import { IMPORT_GRANTS_JOB, readGrantFile } from './grant-import.service';
import { hasActiveJob } from './grants.repo';
import { getGrantFilterOptions, searchGrants } from './grants.service';

export type GrantRouteDeps = { db: AppDb; files: FileStore; jobs: JobSystem; ai: AiModels };

/** Route guard: 401 unless signed in, 403 unless the user has grant_access or is a super admin (spec §6). */
async function requireGrantAccess(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = currentUserOf(request);
  if (user.role !== 'super_admin' && !user.grantAccess) throw new AppError('forbidden', GRANT_MESSAGES.forbidden);
}

/** Route guard: 401 unless signed in, 403 unless a super admin (the only role that imports listings). */
async function requireGrantImporter(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (currentUserOf(request).role !== 'super_admin') throw new AppError('forbidden', GRANT_MESSAGES.uploadForbidden);
}

const ImportParams = z.object({ jobId: z.uuid() });

/** Grant Finder: search, filter choices, the listings import and its report, the eligibility summary. */
export function registerGrantRoutes(app: FastifyInstance, deps: GrantRouteDeps): void {
  app.get('/grants.json', { preHandler: requireGrantAccess }, async (request) => {
    const query = parseInput(GrantSearchQuery, request.query);
    return searchGrants({ db: deps.db, embeddings: deps.ai.embeddings, lexicon: await loadLexicon(), log: request.log }, query);
  });

  app.get('/grants/filters.json', { preHandler: requireGrantAccess }, async () =>
    getGrantFilterOptions(deps.db, await hasActiveJob(deps.db, IMPORT_GRANTS_JOB)),
  );

  app.post('/grants', { preHandler: requireGrantImporter }, async (request, reply) => {
    const user = currentUserOf(request);
    const form = await readFormBody(request, deps.files, { fileField: 'file', maxBytes: MAX_GRANT_FILE_BYTES }).catch((error: unknown) => {
      // The issue asks for a 422 for every file that cannot be imported, an oversized one included.
      if (error instanceof AppError && error.code === 'payload_too_large') throw new AppError('validation_failed', error.message, error.details);
      throw error;
    });
    if (!form.file) throw new AppError('validation_failed', GRANT_MESSAGES.fileRequired, { file: GRANT_MESSAGES.fileRequired });
    const staged = form.file.staged;
    let rows: number;
    try {
      rows = readGrantFile(form.file.fileName, new Uint8Array(await deps.files.readStaged(staged))).rowCount;
    } catch (error) {
      await deps.files.discard(staged);
      throw error;
    }
    const storageKey = await deps.files.commit(staged);
    const jobId = await deps.jobs.enqueue(IMPORT_GRANTS_JOB, { source: 'upload', storageKey, fileName: form.file.fileName }, { userId: user.id, requestId: request.id });
    const started: GrantImportStarted = { job_id: jobId, file_name: form.file.fileName, rows };
    return reply.status(202).send(started);
  });

  app.get('/grants/imports/:jobId', { preHandler: requireGrantImporter }, async (request): Promise<GrantImportStatus> => {
    const params = ImportParams.safeParse({ jobId: (request.params as { jobId: string }).jobId.replace(/\.json$/, '') });
    if (!params.success) throw new AppError('not_found', 'No such import.');
    const job = await deps.jobs.getJob(params.data.jobId).catch(() => null);
    if (!job || job.kind !== IMPORT_GRANTS_JOB) throw new AppError('not_found', 'No such import.');
    return {
      job_id: job.id,
      status: job.status,
      progress: job.progress,
      message: job.message,
      error: job.error,
      report: job.status === 'completed' ? (job.result as GrantImportStatus['report']) : null,
    };
  });

  app.post('/api/v1/completions/summarize_grant_eligibility', { preHandler: requireGrantAccess }, async (request) =>
    summarizeEligibility(
      { db: deps.db, model: deps.ai.structured, log: request.log.child({ module: 'completions' }) },
      parseInput(SummarizeGrantEligibilityBody, request.body).grant_eligibility_summary,
    ),
  );
}
