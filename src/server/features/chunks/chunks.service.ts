import { AppError } from '../../../contracts/errors';
import {
  ChunkFields,
  type ChunkRow,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type Paging,
} from '../../../contracts/workbench';
import type { AppDb } from '../../db/client';
import { isRowId } from '../../lib/validate';
import { formError, formErrorsOf } from '../../web/forms';
import { getDocument } from '../documents/documents.service';
import { type ChunkRowDb, type ChunkSort, deleteChunks, findChunk, insertChunk, pageChunks, updateChunk } from './chunks.repo';

export function serializeChunk(row: ChunkRowDb): ChunkRow {
  return {
    id: row.id,
    page_number: row.pageNumber,
    citation: row.citation,
    content: row.content,
    embed: row.embed,
    metadata: row.metadata,
    parse_job_id: row.parseJobId,
    chunk_collection_id: row.chunkCollectionId,
    size: row.content.length,
  };
}

/** Reads page, per_page and sort from a query string, falling back to the spec's defaults. */
export function chunkListQuery(query: Record<string, unknown>): { page: number; perPage: number; sort: ChunkSort } {
  const perPage = Number(query.per_page);
  const page = Number(query.page);
  return {
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sort: query.sort === 'size' ? 'size' : 'page',
  };
}

export async function listChunksPage(
  db: AppDb,
  documentId: number,
  query: { page: number; perPage: number; sort: ChunkSort },
): Promise<{ chunks: ChunkRow[]; paging: Paging }> {
  const { rows, total } = await pageChunks(db, documentId, query);
  const totalPages = Math.max(1, Math.ceil(total / query.perPage));
  return {
    chunks: rows.map(serializeChunk),
    paging: { current_page: query.page, total_pages: totalPages, per_page: query.perPage, total_count: total },
  };
}

export async function getChunk(db: AppDb, documentId: number, id: number): Promise<ChunkRowDb> {
  const row = Number.isSafeInteger(id) ? await findChunk(db, documentId, id) : null;
  if (!row) throw new AppError('not_found', 'No such chunk.');
  return row;
}

/** Metadata arrives as an object or as JSON text; text that is not a JSON object becomes {} (spec admin-tool §5). */
function metadataOf(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string' || !value.trim()) return {};
  try {
    const parsed = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function parseChunkFields(input: Record<string, unknown>): ChunkFields {
  const parsed = ChunkFields.safeParse({
    ...input,
    page_number: input.page_number === '' ? null : input.page_number,
    metadata: metadataOf(input.metadata),
  });
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The chunk could not be saved.');
  return parsed.data;
}

export async function createChunk(db: AppDb, documentId: number, input: Record<string, unknown>): Promise<ChunkRowDb> {
  await getDocument(db, documentId);
  const fields = parseChunkFields(input);
  return insertChunk(db, {
    documentId,
    pageNumber: fields.page_number ?? null,
    citation: fields.citation,
    content: fields.content,
    embed: fields.embed,
    metadata: fields.metadata,
  });
}

export async function editChunk(
  db: AppDb,
  documentId: number,
  id: number,
  input: Record<string, unknown>,
): Promise<ChunkRowDb> {
  await getChunk(db, documentId, id);
  const fields = parseChunkFields(input);
  const row = await updateChunk(db, documentId, id, {
    pageNumber: fields.page_number ?? null,
    citation: fields.citation,
    content: fields.content,
    embed: fields.embed,
    metadata: fields.metadata,
  });
  if (!row) throw new AppError('not_found', 'No such chunk.');
  return row;
}

/** Deletes a selection of chunks; every id must be a positive integer. */
export async function removeChunks(db: AppDb, documentId: number, ids: unknown): Promise<number> {
  const list = Array.isArray(ids) ? ids : typeof ids === 'string' ? ids.split(',') : [];
  const numbers = list.map(Number);
  if (numbers.length === 0) throw new AppError('validation_failed', 'Select at least one chunk.');
  if (!numbers.every(isRowId)) throw new AppError('validation_failed', 'chunk_ids must be chunk ids.');
  return deleteChunks(db, documentId, numbers);
}
