import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../contracts/errors';
import { setFlash } from '../../web/flash';
import { getDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../workbench/workbench.hooks';
import { deleteAllExtractJobs, deleteExtractJob } from './extract-jobs.repo';

export function registerExtractJobRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;

  app.delete('/documents/:id/extract_jobs/:jobId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const deleted = await deleteExtractJob(db, documentId, idParam(request, 'jobId', 'extract job'));
    if (!deleted) throw new AppError('not_found', 'No such extract job.');
    setFlash(reply, { notice: 'Extract job was deleted.' });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.delete('/documents/:id/extract_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(db, documentId);
    const n = await deleteAllExtractJobs(db, documentId);
    setFlash(reply, { notice: `Deleted ${n} extract job(s).` });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });
}
