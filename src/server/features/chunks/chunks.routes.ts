import type { FastifyInstance } from 'fastify';
import { setFlash } from '../../web/flash';
import { municipalitySummaries } from '../municipality-documents/municipality-documents.service';
import { withFormErrors } from '../../web/forms';
import { getDocument, serializeDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { backTo, nested } from '../workbench/workbench.hooks';
import { chunkListQuery, createChunk, editChunk, getChunk, listChunksPage, removeChunks, serializeChunk } from './chunks.service';

export function registerChunkRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;
  const documentProps = async (documentId: number) => ({ document: serializeDocument(await getDocument(db, documentId)) });

  app.get('/documents/:id/chunks', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const query = chunkListQuery(request.query as Record<string, unknown>);
    const [document, page, municipalities] = await Promise.all([
      documentProps(documentId),
      listChunksPage(db, documentId, query),
      municipalitySummaries(db),
    ]);
    return reply.inertia('ChunksIndex', { ...document, ...page, sort: query.sort, municipalities });
  });

  app.get('/documents/:id/chunks/new', async (request, reply) =>
    reply.inertia('ChunkNew', { ...(await documentProps(idParam(request, 'id', 'document'))), chunk: null }),
  );

  app.post('/documents/:id/chunks', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return withFormErrors(
      reply,
      async () => {
        await createChunk(db, documentId, nested(request.body, 'chunk'));
        setFlash(reply, { notice: 'Chunk was successfully created.' });
        return reply.inertiaRedirect(`/documents/${documentId}/chunks`);
      },
      async () => ({
        component: 'ChunkNew',
        props: { ...(await documentProps(documentId)), chunk: null },
        url: `/documents/${documentId}/chunks/new`,
      }),
    );
  });

  app.get('/documents/:id/chunks/:chunkId/edit', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const chunk = await getChunk(db, documentId, idParam(request, 'chunkId', 'chunk'));
    return reply.inertia('ChunkEdit', { ...(await documentProps(documentId)), chunk: serializeChunk(chunk) });
  });

  app.put('/documents/:id/chunks/:chunkId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'chunkId', 'chunk');
    return withFormErrors(
      reply,
      async () => {
        await editChunk(db, documentId, id, nested(request.body, 'chunk'));
        setFlash(reply, { notice: 'Chunk was successfully updated.' });
        return reply.inertiaRedirect(`/documents/${documentId}/chunks`);
      },
      async () => ({
        component: 'ChunkEdit',
        props: { ...(await documentProps(documentId)), chunk: serializeChunk(await getChunk(db, documentId, id)) },
        url: `/documents/${documentId}/chunks/${id}/edit`,
      }),
    );
  });

  app.delete('/documents/:id/chunks/:chunkId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'chunkId', 'chunk');
    await getChunk(db, documentId, id);
    await removeChunks(db, documentId, [id]);
    setFlash(reply, { notice: 'Chunk was deleted.' });
    return reply.inertiaRedirect(backTo(request, `/documents/${documentId}/chunks`, `/documents/${documentId}/`));
  });

  app.post('/documents/:id/chunks/destroy_multiple', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(db, documentId);
    const n = await removeChunks(db, documentId, (request.body as Record<string, unknown> | undefined)?.chunk_ids);
    setFlash(reply, { notice: `Deleted ${n} chunk(s).` });
    return reply.inertiaRedirect(backTo(request, `/documents/${documentId}/chunks`, `/documents/${documentId}/`));
  });
}
