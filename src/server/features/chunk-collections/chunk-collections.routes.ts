import type { FastifyInstance } from 'fastify';
import { setFlash } from '../../web/flash';
import { getDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../workbench/workbench.hooks';
import { deleteAllChunkCollections } from './chunk-collections.repo';

export function registerChunkCollectionRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  app.delete('/documents/:id/destroy_all_chunk_collections', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(deps.db, documentId);
    const n = await deleteAllChunkCollections(deps.db, documentId);
    setFlash(reply, { notice: `Deleted ${n} chunk collection(s).` });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });
}
