import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { serializeChunk } from '../chunks/chunks.service';
import { getDocument, serializeDocument } from '../documents/documents.service';
import { listExtractJobs, findExtractJob } from '../extract-jobs/extract-jobs.repo';
import { serializeExtractJob } from '../extract-jobs/extract-jobs.service';
import { municipalitySummaries } from '../municipality-documents/municipality-documents.service';
import { findParseJob, listParseJobs } from '../parse-jobs/parse-jobs.repo';
import { serializeParseJob } from '../parse-jobs/parse-jobs.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { nested } from '../workbench/workbench.hooks';
import { deleteAllChunkCollections, deleteChunkCollection, listCollectionChunks } from './chunk-collections.repo';
import {
  createChunkCollection,
  createMatchingCollections,
  editChunkCollection,
  getChunkCollection,
  serializeChunkCollection,
} from './chunk-collections.service';

export function registerChunkCollectionRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;
  const formProps = async (documentId: number) => {
    const [document, parseJobs, extractJobs] = await Promise.all([getDocument(db, documentId), listParseJobs(db, documentId), listExtractJobs(db, documentId)]);
    return { document: serializeDocument(document), parse_jobs: parseJobs.map(serializeParseJob), extract_jobs: extractJobs.map(serializeExtractJob) };
  };
  const summaryOf = async (documentId: number, id: number) => serializeChunkCollection(await getChunkCollection(db, documentId, id));

  app.post('/documents/:id/create_chunk_collections', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const result = await createMatchingCollections(db, documentId);
    setFlash(
      reply,
      result.created > 0
        ? { notice: `Created ${result.created} chunk collection(s) with ${result.chunks} chunks.` }
        : { alert: 'No finished parse and extract jobs cover the same pages (or they are already collected).' },
    );
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.get('/documents/:id/chunk_collections/new', async (request, reply) =>
    reply.inertia('ChunkCollectionNew', { ...(await formProps(idParam(request, 'id', 'document'))), chunk_collection: null }),
  );

  app.post('/documents/:id/chunk_collections', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return withFormErrors(
      reply,
      async () => {
        const row = await createChunkCollection(db, documentId, nested(request.body, 'chunk_collection'));
        setFlash(reply, { notice: 'Chunk collection was successfully created.' });
        return reply.inertiaRedirect(`/documents/${documentId}/chunk_collections/${row.id}`);
      },
      async () => ({
        component: 'ChunkCollectionNew',
        props: { ...(await formProps(documentId)), chunk_collection: null },
        url: `/documents/${documentId}/chunk_collections/new`,
      }),
    );
  });

  app.get('/documents/:id/chunk_collections/:cid', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'cid', 'chunk collection');
    const collection = await getChunkCollection(db, documentId, id);
    const [document, parseJob, extractJob, chunks, municipalities] = await Promise.all([
      getDocument(db, documentId),
      findParseJob(db, documentId, collection.parseJobId),
      collection.extractJobId ? findExtractJob(db, documentId, collection.extractJobId) : null,
      listCollectionChunks(db, id),
      municipalitySummaries(db),
    ]);
    return reply.inertia('ChunkCollectionShow', {
      document: serializeDocument(document),
      chunk_collection: serializeChunkCollection(collection),
      parse_job: parseJob ? serializeParseJob(parseJob) : null,
      extract_job: extractJob ? serializeExtractJob(extractJob) : null,
      chunks: chunks.map(serializeChunk),
      municipalities,
    });
  });

  app.get('/documents/:id/chunk_collections/:cid/edit', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'cid', 'chunk collection');
    return reply.inertia('ChunkCollectionEdit', { ...(await formProps(documentId)), chunk_collection: await summaryOf(documentId, id) });
  });

  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'cid', 'chunk collection');
    return withFormErrors(
      reply,
      async () => {
        await editChunkCollection(db, documentId, id, nested(request.body, 'chunk_collection'));
        setFlash(reply, { notice: 'Chunk collection was successfully updated.' });
        return reply.inertiaRedirect(`/documents/${documentId}/chunk_collections/${id}`);
      },
      async () => ({
        component: 'ChunkCollectionEdit',
        props: { ...(await formProps(documentId)), chunk_collection: await summaryOf(documentId, id) },
        url: `/documents/${documentId}/chunk_collections/${id}/edit`,
      }),
    );
  };
  app.put('/documents/:id/chunk_collections/:cid', update);
  app.patch('/documents/:id/chunk_collections/:cid', update);

  app.delete('/documents/:id/chunk_collections/:cid', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'cid', 'chunk collection');
    await getChunkCollection(db, documentId, id);
    await deleteChunkCollection(db, documentId, id);
    setFlash(reply, { notice: 'Chunk collection was deleted.' });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.delete('/documents/:id/destroy_all_chunk_collections', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(db, documentId);
    const n = await deleteAllChunkCollections(db, documentId);
    setFlash(reply, { notice: `Deleted ${n} chunk collection(s).` });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });
}
