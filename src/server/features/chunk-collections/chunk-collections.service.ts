import { AppError } from '../../../contracts/errors';
import { type ChunkCollectionSummary, ChunkCollectionFields, type ParseResponse } from '../../../contracts/workbench';
import { chunkPagesOf, ocrMarkFor } from '../../../engine/chunk/ocr-mark';
import { sectionChunks } from '../../../engine/chunk/section-chunks';
import type { PageMark } from '../../../engine/structure';
import type { AppDb } from '../../db/client';
import { isRowId } from '../../lib/validate';
import { formError, formErrorsOf } from '../../web/forms';
import { getDocument } from '../documents/documents.service';
import { rowsToTree } from '../extract-jobs/divisor-tree';
import { listDivisors } from '../extract-jobs/divisors.repo';
import { findExtractJob, listExtractJobs } from '../extract-jobs/extract-jobs.repo';
import { findParseJob, listParseJobs } from '../parse-jobs/parse-jobs.repo';
import {
  type ChunkCollectionWithCount,
  type CollectionChunk,
  findChunkCollection,
  insertCollectionWithChunks,
  listChunkCollections,
  rawChunksOfParseJob,
  updateCollectionWithChunks,
} from './chunk-collections.repo';

export function serializeChunkCollection(row: ChunkCollectionWithCount): ChunkCollectionSummary {
  return {
    id: row.id,
    name: row.name,
    parse_job_id: row.parseJobId,
    extract_job_id: row.extractJobId,
    chunks_count: row.chunksCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The document's collection with its chunk count, or a 404. */
export async function getChunkCollection(db: AppDb, documentId: number, id: number): Promise<ChunkCollectionWithCount> {
  const row = isRowId(id) ? await findChunkCollection(db, documentId, id) : null;
  if (!row) throw new AppError('not_found', 'No such chunk collection.');
  return row;
}

/**
 * Cuts a collection's chunks: with an extract job, section-aware chunks of its divisor tree (a chunk
 * never straddles two sections; each cites its divisor path) within the parse job's pages and chunk
 * size; without one, a copy of the parse job's raw chunks. Reads only: nothing is stored.
 */
async function collectionChunks(db: AppDb, documentId: number, jobs: { parseJobId: number; extractJobId: number | null }): Promise<CollectionChunk[]> {
  const document = await getDocument(db, documentId);
  const parseJob = await findParseJob(db, documentId, jobs.parseJobId);
  if (!parseJob) throw new AppError('validation_failed', 'The collection’s parse job is gone.');
  if (jobs.extractJobId === null) {
    const raw = await rawChunksOfParseJob(db, parseJob.id);
    return raw.map((c) => ({ pageNumber: c.pageNumber, content: c.content, citation: c.citation, metadata: c.metadata }));
  }
  const extractJob = await findExtractJob(db, documentId, jobs.extractJobId);
  if (!extractJob || extractJob.status !== 'completed') {
    throw new AppError('validation_failed', 'The extract job has not finished: run it before building the collection.');
  }
  const front = ((extractJob.responsePayload ?? {}) as { front_matter?: { text: string; pageMarks: PageMark[]; startPage: number; endPage: number } })
    .front_matter ?? { text: '', pageMarks: [], startPage: extractJob.startPage, endPage: extractJob.endPage };
  const tree = rowsToTree(await listDivisors(db, extractJob.id), front);
  const recognised = (parseJob.responsePayload as ParseResponse | null)?.ocr_pages ?? [];
  return sectionChunks(tree, { chunkSize: parseJob.chunkSize, documentName: document.name })
    .filter((c) => c.pageNumber >= parseJob.startPage && c.pageNumber <= parseJob.endPage)
    .map((c) => {
      // A chunk whose pages were read by OCR says so, with their confidence: the workbench and citations show it.
      const ocr = ocrMarkFor(chunkPagesOf(c.pageNumber, c.metadata), recognised);
      return { pageNumber: c.pageNumber, content: c.content, citation: c.citation, metadata: { ...c.metadata, ...(ocr ? { ocr } : {}) } };
    });
}

function parseCollectionFields(input: Record<string, unknown>): ChunkCollectionFields {
  const parsed = ChunkCollectionFields.safeParse(input);
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The chunk collection could not be saved.');
  return parsed.data;
}

async function checkJobs(db: AppDb, documentId: number, fields: ChunkCollectionFields): Promise<void> {
  if (!isRowId(fields.parse_job_id) || !(await findParseJob(db, documentId, fields.parse_job_id))) throw formError({ parse_job_id: 'Choose a parse job of this document.' });
  if (fields.extract_job_id !== null && (!isRowId(fields.extract_job_id) || !(await findExtractJob(db, documentId, fields.extract_job_id)))) {
    throw formError({ extract_job_id: 'Choose an extract job of this document.' });
  }
}

/** Creates a collection and cuts its chunks; when they cannot be cut, nothing is stored. */
export async function createChunkCollection(db: AppDb, documentId: number, input: Record<string, unknown>): Promise<ChunkCollectionWithCount> {
  await getDocument(db, documentId);
  const fields = parseCollectionFields(input);
  await checkJobs(db, documentId, fields);
  const jobs = { parseJobId: fields.parse_job_id, extractJobId: fields.extract_job_id };
  const rows = await collectionChunks(db, documentId, jobs);
  return insertCollectionWithChunks(db, { documentId, name: fields.name, ...jobs }, rows);
}

/** Changes a collection and cuts its chunks again; when they cannot be cut, the collection stays as it was. */
export async function editChunkCollection(db: AppDb, documentId: number, id: number, input: Record<string, unknown>): Promise<ChunkCollectionWithCount> {
  await getChunkCollection(db, documentId, id);
  const fields = parseCollectionFields(input);
  await checkJobs(db, documentId, fields);
  const jobs = { parseJobId: fields.parse_job_id, extractJobId: fields.extract_job_id };
  const rows = await collectionChunks(db, documentId, jobs);
  const row = await updateCollectionWithChunks(db, id, { name: fields.name, ...jobs }, rows);
  if (!row) throw new AppError('not_found', 'No such chunk collection.');
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
    const jobs = { parseJobId: parse.id, extractJobId: extract.id };
    const name = extract.name || parse.name || `Pages ${extract.startPage}-${extract.endPage}`;
    const row = await insertCollectionWithChunks(db, { documentId, name, ...jobs }, await collectionChunks(db, documentId, jobs));
    taken.add(`${parse.id}:${extract.id}`);
    chunks += row.chunksCount;
    created += 1;
  }
  return { created, chunks };
}
