import { AppError } from '../../../contracts/errors';
import {
  CHUNK_MODES,
  type ParseJobDetail,
  ParseJobFields,
  type ParseJobSummary,
  type ParseResponse,
} from '../../../contracts/workbench';
import { chunkPages } from '../../../engine/chunk/chunk-pages';
import { ocrMarkFor } from '../../../engine/chunk/ocr-mark';
import type { OcrPageEvent } from '../../../engine/parse';
import type { AppDb } from '../../db/client';
import type { JobContext } from '../../jobs/job-definition';
import { notQueuedReason } from '../../jobs/errors';
import type { JobSystem } from '../../jobs/job-system';
import type { ReductoClient } from '../../integrations/reducto.client';
import type { FileStore } from '../../storage/file-store';
import { formError, formErrorsOf } from '../../web/forms';
import { type DocumentRow, findDocument, updateDocumentStatusFrom } from '../documents/documents.repo';
import { getDocument } from '../documents/documents.service';
import { readDocumentText } from '../documents/document-text.service';
import {
  type ParseJobRow,
  type ParseJobWithCount,
  deleteParseJob,
  findParseJob,
  findParseJobById,
  insertParseJob,
  listRawChunks,
  saveParseResult,
  updateParseJob,
} from './parse-jobs.repo';

export type ParseJobDeps = { db: AppDb; files: FileStore; jobs: JobSystem };
export const PARSE_DOCUMENT_JOB = 'parse-document';

export function serializeParseJob(row: ParseJobWithCount): ParseJobSummary {
  return {
    id: row.id,
    job_id: row.jobId,
    name: row.name,
    status: row.status,
    chunk_size: row.chunkSize,
    chunk_mode: row.chunkMode,
    start_page: row.startPage,
    end_page: row.endPage,
    error: row.error,
    chunks_count: row.chunksCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The parse job with its response and raw chunks, as the edit page shows it. */
export async function parseJobDetail(db: AppDb, documentId: number, id: number): Promise<ParseJobDetail> {
  const row = await getParseJob(db, documentId, id);
  const raw = await listRawChunks(db, row.id);
  return {
    ...serializeParseJob(row),
    response_payload: row.responsePayload,
    raw_chunks: raw.map((c) => ({ id: c.id, page_number: c.pageNumber ?? 0, content: c.content })),
  };
}

export async function getParseJob(db: AppDb, documentId: number, id: number): Promise<ParseJobWithCount> {
  const row = Number.isSafeInteger(id) ? await findParseJob(db, documentId, id) : null;
  if (!row) throw new AppError('not_found', 'No such parse job.');
  return row;
}

/** Validates parse job fields against the document (pages within 1..page count, a file to parse). */
export function validateParseJobFields(document: DocumentRow, input: unknown): ParseJobFields {
  const parsed = ParseJobFields.safeParse(input);
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The parse job could not be saved.');
  const fields = parsed.data;
  if (!document.fileKey) throw formError({ base: 'Attach a file to the document before parsing it.' });
  const pageCount = document.pageCount ?? 0;
  if (fields.end_page > pageCount) {
    throw formError({ end_page: `End page must be at most ${pageCount}, the document's page count.` });
  }
  return fields;
}

/** Creates a parse job and queues it; the document shows "creating chunks" while it runs. */
export async function createParseJob(
  deps: ParseJobDeps,
  documentId: number,
  input: unknown,
  userId: number,
): Promise<ParseJobRow> {
  const document = await getDocument(deps.db, documentId);
  const fields = validateParseJobFields(document, input);
  const row = await insertParseJob(deps.db, {
    documentId,
    name: fields.name ?? '',
    chunkSize: fields.chunk_size,
    chunkMode: fields.chunk_mode,
    startPage: fields.start_page,
    endPage: fields.end_page,
  });
  try {
    return await queueParseJob(deps, row, userId);
  } catch (error) {
    // Nothing was queued: a new job the worker will never run is not kept.
    await deleteParseJob(deps.db, documentId, row.id);
    throw error;
  }
}

/** Saves new settings on a parse job and runs it again (its raw chunks are replaced). */
export async function updateAndRerunParseJob(
  deps: ParseJobDeps,
  documentId: number,
  id: number,
  input: unknown,
  userId: number,
): Promise<ParseJobRow> {
  const document = await getDocument(deps.db, documentId);
  await getParseJob(deps.db, documentId, id);
  const fields = validateParseJobFields(document, input);
  const row = await updateParseJob(deps.db, id, {
    name: fields.name ?? '',
    chunkSize: fields.chunk_size,
    chunkMode: fields.chunk_mode,
    startPage: fields.start_page,
    endPage: fields.end_page,
    status: 'pending',
    error: null,
  });
  if (!row) throw new AppError('not_found', 'No such parse job.');
  return queueParseJob(deps, row, userId);
}

/**
 * Queues a parse job whose row is already `pending` (the worker may finish it before this returns, so
 * only the job id is written afterwards); when it cannot be queued, the row says so.
 */
export async function queueParseJob(deps: ParseJobDeps, row: ParseJobRow, userId: number | null): Promise<ParseJobRow> {
  let jobId: string;
  try {
    jobId = await deps.jobs.enqueue(
      PARSE_DOCUMENT_JOB,
      { parseJobId: row.id },
      { userId: userId ?? undefined, subject: { type: 'parse_job', id: row.id } },
    );
  } catch (error) {
    await updateParseJob(deps.db, row.id, { status: 'failed', error: notQueuedReason(error) });
    throw error;
  }
  return (await updateParseJob(deps.db, row.id, { jobId })) ?? row;
}

/** The job: parse the file, drop running headers/footers, cut the page range into raw chunks, save them. */
export async function runParseJob(
  deps: { db: AppDb; files: FileStore; reducto?: ReductoClient | null },
  parseJobId: number,
  ctx: Pick<JobContext, 'progress' | 'signal'>,
) {
  const started = Date.now();
  const job = await findParseJobById(deps.db, parseJobId);
  if (!job) return { skipped: 'parse job deleted' };
  const document = await findDocument(deps.db, job.documentId);
  if (!document) return { skipped: 'document deleted' };

  await updateParseJob(deps.db, job.id, { status: 'processing', error: null });
  await updateDocumentStatusFrom(deps.db, document.id, ['pending', 'uploaded', 'processing', 'failed'], {
    status: 'creating_chunks',
    statusReason: null,
  });
  await ctx.progress(5, `Reading ${document.fileName ?? 'the file'}`);

  let lastReported = 0;
  // The text layer is read in the first fifth of the reading; recognising pages without one takes the rest.
  const text = await readDocumentText(deps.files, document, {
    signal: ctx.signal,
    reducto: deps.reducto,
    onProgress: (done, total) => {
      const now = Date.now();
      if (now - lastReported < 250 && done < total) return;
      lastReported = now;
      void ctx.progress(5 + Math.round((done / Math.max(total, 1)) * 15), `Parsed page ${done} of ${total}`);
    },
    onOcrPage: (event) => void ctx.progress(20 + Math.round((event.done / Math.max(event.total, 1)) * 60), ocrPageMessage(event)),
  });
  const endPage = Math.min(job.endPage, text.pages.length);
  const inRange = text.pages.filter((p) => p.number >= job.startPage && p.number <= endPage);
  await ctx.progress(85, `Cutting pages ${job.startPage}-${endPage} into chunks (${job.chunkMode}, ${job.chunkSize} characters)`);
  const raw = chunkPages(text.pages, {
    chunkSize: job.chunkSize,
    mode: job.chunkMode,
    startPage: job.startPage,
    endPage,
  });
  const response: ParseResponse = {
    parser: text.parser,
    page_count: text.pages.length,
    pages_parsed: inRange.length,
    pages_without_text: inRange.filter((p) => !p.hasTextLayer).map((p) => p.number),
    ocr_pages: inRange.flatMap((p) => (p.ocr ? [{ page: p.number, characters: p.text.trim().length, confidence: p.ocr.confidence }] : [])),
    removed_lines: text.removedLines,
    chunks: raw.length,
    characters: raw.reduce((sum, c) => sum + c.content.length, 0),
    warnings: text.warnings,
    duration_ms: Date.now() - started,
  };
  const recognised = response.ocr_pages ?? [];
  const marked = raw.map((c) => {
    const ocr = ocrMarkFor([c.pageNumber], recognised);
    return ocr ? { ...c, metadata: { ocr } } : c;
  });
  const saved = await saveParseResult(deps.db, job, marked, response);
  await updateDocumentStatusFrom(deps.db, document.id, ['creating_chunks'], { status: 'processing', statusReason: null });
  await ctx.progress(99, `Saved ${saved} chunks`);
  return { chunks: saved, pages: inRange.length };
}

/** The processing log's line for one recognised page; a page where OCR found nothing is named as such. */
export function ocrPageMessage(event: OcrPageEvent): string {
  const head = `Recognised page ${event.page} by OCR (${event.done} of ${event.total})`;
  if (event.characters === 0) return `${head}: no text found on page ${event.page}`;
  const confidence = event.confidence === null ? '' : `, confidence ${Math.round(event.confidence)}%`;
  return `${head}: ${event.characters.toLocaleString('en-US')} characters${confidence}`;
}

/** Records a parse job's final failure on the job and, with the reason, on its document. */
export async function failParseJob(db: AppDb, parseJobId: number, reason: string): Promise<void> {
  const job = await updateParseJob(db, parseJobId, { status: 'failed', error: reason });
  if (!job) return;
  await updateDocumentStatusFrom(db, job.documentId, ['pending', 'uploaded', 'creating_chunks', 'processing'], {
    status: 'failed',
    statusReason: `Parse job #${job.id} failed: ${reason}`,
  });
}

export const chunkModes = (): string[] => [...CHUNK_MODES];
