import type { FastifyInstance } from 'fastify';
import { currentUserOf } from '../../auth/auth.hooks';
import { setFlash } from '../../web/flash';
import { startIndexing } from '../search/indexing.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { markCompleted } from './publishing.service';

export function registerPublishingRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  app.post('/documents/:id/complete', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await markCompleted(deps.db, documentId);
    setFlash(reply, { notice: 'Document marked completed.' });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  const upload = async (documentId: number, collectionId: number | null, body: unknown, userId: number) => {
    const municipalityId = (body as Record<string, unknown> | undefined)?.municipality_id;
    const { jobId } = await startIndexing(deps, { documentId, municipalityId, collectionId, userId });
    return { status: 'ok', success: true, job_id: jobId, message: 'Upload to the search index started.' };
  };

  // Fetch calls: the page follows the job on JobProgressChannel.
  app.post('/documents/:id/upload_document_chunks', async (request) =>
    upload(idParam(request, 'id', 'document'), null, request.body, currentUserOf(request).id),
  );
  app.post('/documents/:id/chunk_collections/:cid/upload_document_chunks', async (request) =>
    upload(idParam(request, 'id', 'document'), idParam(request, 'cid', 'chunk collection'), request.body, currentUserOf(request).id),
  );
}

