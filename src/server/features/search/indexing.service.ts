import { AppError } from '../../../contracts/errors';
import type { EmbeddingModel } from '../../../engine/ai';
import { prepareChunk } from '../../../engine/retrieve';
import type { AppDb } from '../../db/client';
import { isRowId } from '../../lib/validate';
import type { JobContext } from '../../jobs/job-definition';
import type { JobSystem } from '../../jobs/job-system';
import { findDocument, updateDocument } from '../documents/documents.repo';
import { getDocument } from '../documents/documents.service';
import { findMunicipalityById } from '../municipalities/municipalities.repo';
import { associate } from '../municipality-documents/municipality-documents.repo';
import { getChunkCollection } from '../chunk-collections/chunk-collections.service';
import { type NewDefinitionRow, type NewSearchRow, publishableChunks, replaceSearchRows } from './search.repo';
import { scheduleWarmSearch } from './warm-up.service';

export const INDEX_DOCUMENT_JOB = 'index-document';
export const NOT_COMPLETED_MESSAGE = 'This document is not completed yet: check its chunks and Mark Completed before uploading it to a search index.';

/** Checks the request and queues indexing ("vectorize") of a completed document's chunks for a municipality. */
export async function startIndexing(
  deps: { db: AppDb; jobs: JobSystem },
  input: { documentId: number; municipalityId: unknown; collectionId?: number | null; userId: number },
): Promise<{ jobId: string }> {
  const document = await getDocument(deps.db, input.documentId);
  const municipalityId = Number(input.municipalityId);
  if (!input.municipalityId || !Number.isSafeInteger(municipalityId)) throw new AppError('validation_failed', 'Please select a municipality first');
  if (!isRowId(municipalityId) || !(await findMunicipalityById(deps.db, municipalityId))) throw new AppError('not_found', 'No such municipality.');
  if (!document.completed) throw new AppError('validation_failed', NOT_COMPLETED_MESSAGE);
  if (input.collectionId) await getChunkCollection(deps.db, document.id, input.collectionId);
  // Marked before the job is queued: a job that finishes at once must not have its result overwritten.
  await updateDocument(deps.db, document.id, { vectorizedStatus: 'vectorizing' });
  try {
    const jobId = await deps.jobs.enqueue(
      INDEX_DOCUMENT_JOB,
      { documentId: document.id, municipalityId, collectionId: input.collectionId ?? null },
      { userId: input.userId, subject: { type: 'document', id: document.id } },
    );
    return { jobId };
  } catch (error) {
    await updateDocument(deps.db, document.id, { vectorizedStatus: document.vectorizedStatus });
    throw error;
  }
}

export const EMBEDDING_BATCH_SIZE = 64;
// Well under the 8k-token input limit of common embedding models.
const EMBEDDING_INPUT_CHARS = 8_000;

/**
 * The job: tokenize each published chunk for BM25 (and embed it when an embedding model is
 * configured), then replace the document's rows in the municipality's index at once.
 */
export async function runIndexing(
  db: AppDb,
  payload: { documentId: number; municipalityId: number; collectionId: number | null },
  ctx: Pick<JobContext, 'progress'> & { signal?: AbortSignal },
  embeddings: EmbeddingModel | null = null,
) {
  const document = await findDocument(db, payload.documentId);
  if (!document) return { skipped: 'document deleted' };
  await associate(db, payload.municipalityId, document.id);
  const source = await publishableChunks(db, document.id, payload.collectionId);
  await ctx.progress(5, `Preparing ${source.length} chunks (5%)`);
  const rows: NewSearchRow[] = [];
  const definitions: NewDefinitionRow[] = [];
  let lastReported = 5;
  for (const [i, chunk] of source.entries()) {
    const meta = chunk.metadata as { heading?: string; section_number?: string; section_label?: string; context?: string[] };
    const prepared = prepareChunk({
      content: chunk.content,
      heading: meta.heading ?? null,
      citation: chunk.citation,
      sectionNumber: meta.section_number ?? null,
      context: meta.context?.join('\n') ?? null,
    });
    for (const d of prepared.definitions) {
      definitions.push({ municipalityId: payload.municipalityId, documentId: document.id, chunkId: chunk.id, term: d.term, key: d.key, genus: d.genus, bodyTerms: d.bodyTerms });
    }
    rows.push({
      municipalityId: payload.municipalityId,
      documentId: document.id,
      chunkId: chunk.id,
      documentName: document.name,
      citation: chunk.citation,
      heading: meta.heading ?? null,
      sectionNumber: prepared.sectionNumber,
      sectionLabel: meta.section_label ?? null,
      pageNumber: chunk.pageNumber,
      content: chunk.content,
      terms: prepared.terms,
      headingTerms: prepared.headingTerms,
      citationTerms: prepared.citationTerms,
      definedTerms: prepared.definedTerms,
      contextTerms: prepared.contextTerms,
      references: prepared.references,
      length: prepared.length,
    });
    const percentage = 5 + Math.floor(((i + 1) / source.length) * (embeddings ? 30 : 80));
    if (percentage >= lastReported + 10) {
      lastReported = percentage;
      await ctx.progress(percentage, `Prepared ${i + 1} of ${source.length} chunks (${percentage}%)`);
    }
  }
  if (embeddings) await embedRows(rows, embeddings, ctx);
  await ctx.progress(90, `Writing ${rows.length} chunks to the search index (90%)`);
  await replaceSearchRows(db, { municipalityId: payload.municipalityId, documentId: document.id, chunkIds: payload.collectionId ? rows.map((r) => r.chunkId) : null }, rows, definitions);
  await updateDocument(db, document.id, { vectorizedStatus: 'vectorize_completed', vectorizedAt: new Date() });
  scheduleWarmSearch(db, payload.municipalityId);
  return { chunks: rows.length };
}

/** Embeds the rows in batches (heading path and text), before the index transaction so it stays short. */
async function embedRows(rows: NewSearchRow[], model: EmbeddingModel, ctx: Pick<JobContext, 'progress'> & { signal?: AbortSignal }) {
  for (let i = 0; i < rows.length; i += EMBEDDING_BATCH_SIZE) {
    const batch = rows.slice(i, i + EMBEDDING_BATCH_SIZE);
    const vectors = await model.embed(batch.map(embeddingInput), ctx.signal);
    batch.forEach((row, k) => {
      row.embedding = vectors[k];
    });
    const done = i + batch.length;
    const percentage = 35 + Math.floor((done / rows.length) * 53);
    await ctx.progress(percentage, `Embedded ${done} of ${rows.length} chunks with ${model.name} (${percentage}%)`);
  }
}

function embeddingInput(row: NewSearchRow): string {
  return [row.citation, row.heading, row.content].filter(Boolean).join('\n').slice(0, EMBEDDING_INPUT_CHARS);
}

export async function failIndexing(db: AppDb, documentId: number): Promise<void> {
  await updateDocument(db, documentId, { vectorizedStatus: 'vectorize_failed' });
}
