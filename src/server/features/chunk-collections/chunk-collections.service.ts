import { AppError } from '../../../contracts/errors';
import { type ChunkCollectionSummary, ChunkCollectionFields } from '../../../contracts/workbench';
import { sectionChunks } from '../../../engine/chunk/section-chunks';
import type { PageMark } from '../../../engine/structure';
import type { AppDb } from '../../db/client';
import { formError, formErrorsOf } from '../../web/forms';
import { getDocument } from '../documents/documents.service';
import { rowsToTree } from '../extract-jobs/divisor-tree';
import { listDivisors } from '../extract-jobs/divisors.repo';
import { findExtractJob, listExtractJobs } from '../extract-jobs/extract-jobs.repo';
import { findParseJob, listParseJobs } from '../parse-jobs/parse-jobs.repo';
import {
  type ChunkCollectionRow,
  findChunkCollection,
  insertChunkCollection,
  listChunkCollections,
  rawChunksOfParseJob,
  replaceCollectionChunks,
  updateChunkCollection,
} from './chunk-collections.repo';

export function serializeChunkCollection(row: ChunkCollectionRow & { chunksCount: number }): ChunkCollectionSummary {
  return {
    id: row.id,
    name: row.name,
    parse_job_id: row.parseJobId,
    extract_job_id: row.extractJobId,
    chunks_count: row.chunksCount,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getChunkCollection(db: AppDb, documentId: number, id: number): Promise<ChunkCollectionRow> {
  const row = Number.isSafeInteger(id) ? await findChunkCollection(db, documentId, id) : null;
  if (!row) throw new AppError('not_found', 'No such chunk collection.');
  return row;
}

/**
 * Cuts a collection's chunks: with an extract job, section-aware chunks of its divisor tree (a chunk
 * never straddles two sections; each cites its divisor path) within the parse job's pages and chunk
 * size; without one, a copy of the parse job's raw chunks.
 */
export async function buildCollectionChunks(db: AppDb, collection: ChunkCollectionRow): Promise<number> {
  const document = await getDocument(db, collection.documentId);
  const parseJob = await findParseJob(db, collection.documentId, collection.parseJobId);
  if (!parseJob) throw new AppError('validation_failed', 'The collection’s parse job is gone.');
  if (collection.extractJobId === null) {
    const raw = await rawChunksOfParseJob(db, parseJob.id);
    return replaceCollectionChunks(
      db,
      collection,
      raw.map((c) => ({ pageNumber: c.pageNumber, content: c.content, citation: c.citation, metadata: c.metadata })),
    );
  }
  const extractJob = await findExtractJob(db, collection.documentId, collection.extractJobId);
  if (!extractJob || extractJob.status !== 'completed') {
    throw new AppError('validation_failed', 'The extract job has not finished: run it before building the collection.');
  }
  const front = ((extractJob.responsePayload ?? {}) as { front_matter?: { text: string; pageMarks: PageMark[]; startPage: number; endPage: number } })
    .front_matter ?? { text: '', pageMarks: [], startPage: extractJob.startPage, endPage: extractJob.endPage };
  const tree = rowsToTree(await listDivisors(db, extractJob.id), front);
  const pieces = sectionChunks(tree, { chunkSize: parseJob.chunkSize, documentName: document.name }).filter(
    (c) => c.pageNumber >= parseJob.startPage && c.pageNumber <= parseJob.endPage,
  );
  return replaceCollectionChunks(
    db,
    collection,
    pieces.map((c) => ({ pageNumber: c.pageNumber, content: c.content, citation: c.citation, metadata: { ...c.metadata } })),
  );
}

function parseCollectionFields(input: Record<string, unknown>): ChunkCollectionFields {
  const parsed = ChunkCollectionFields.safeParse(input);
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The chunk collection could not be saved.');
  return parsed.data;
}

async function checkJobs(db: AppDb, documentId: number, fields: ChunkCollectionFields): Promise<void> {
  if (!(await findParseJob(db, documentId, fields.parse_job_id))) throw formError({ parse_job_id: 'Choose a parse job of this document.' });
  if (fields.extract_job_id !== null && !(await findExtractJob(db, documentId, fields.extract_job_id))) {
    throw formError({ extract_job_id: 'Choose an extract job of this document.' });
  }
}

export async function createChunkCollection(db: AppDb, documentId: number, input: Record<string, unknown>): Promise<ChunkCollectionRow> {
  await getDocument(db, documentId);
  const fields = parseCollectionFields(input);
  await checkJobs(db, documentId, fields);
  const row = await insertChunkCollection(db, {
    documentId,
    name: fields.name,
    parseJobId: fields.parse_job_id,
    extractJobId: fields.extract_job_id,
  });
  await buildCollectionChunks(db, row);
  return row;
}

export async function editChunkCollection(db: AppDb, documentId: number, id: number, input: Record<string, unknown>) {
  await getChunkCollection(db, documentId, id);
  const fields = parseCollectionFields(input);
  await checkJobs(db, documentId, fields);
  const row = await updateChunkCollection(db, id, { name: fields.name, parseJobId: fields.parse_job_id, extractJobId: fields.extract_job_id });
  if (!row) throw new AppError('not_found', 'No such chunk collection.');
  await buildCollectionChunks(db, row);
  return row;
}

/** Pairs every finished extract job with the finished parse job over the same pages, one collection per pair not yet collected. */
export async function createMatchingCollections(db: AppDb, documentId: number): Promise<{ created: number; chunks: number }> {
  await getDocument(db, documentId);
  const [parseJobs, extractJobs, existing] = await Promise.all([
    listParseJobs(db, documentId),
    listExtractJobs(db, documentId),
    listChunkCollections(db, documentId),
  ]);
  const taken = new Set(existing.map((c) => `${c.parseJobId}:${c.extractJobId}`));
  let created = 0;
  let chunks = 0;
  for (const extract of extractJobs.filter((j) => j.status === 'completed')) {
    const parse = parseJobs.find(
      (p) => p.status === 'completed' && p.startPage === extract.startPage && p.endPage === extract.endPage && !taken.has(`${p.id}:${extract.id}`),
    );
    if (!parse) continue;
    const row = await insertChunkCollection(db, {
      documentId,
      name: extract.name || parse.name || `Pages ${extract.startPage}-${extract.endPage}`,
      parseJobId: parse.id,
      extractJobId: extract.id,
    });
    taken.add(`${parse.id}:${extract.id}`);
    chunks += await buildCollectionChunks(db, row);
    created += 1;
  }
  return { created, chunks };
}
