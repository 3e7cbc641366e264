import { AppError } from '../../../contracts/errors';
import { SplitJobFields, type SplitJobSummary, StartPages } from '../../../contracts/workbench';
import { InvalidInputError, findStartPages, parseSplitRules } from '../../../engine/split';
import type { AppDb } from '../../db/client';
import { notQueuedReason } from '../../jobs/errors';
import type { JobContext } from '../../jobs/job-definition';
import type { JobSystem } from '../../jobs/job-system';
import type { FileStore } from '../../storage/file-store';
import { formError, formErrorsOf } from '../../web/forms';
import { type DocumentRow, findDocument } from '../documents/documents.repo';
import { getDocument } from '../documents/documents.service';
import { readDocumentText } from '../documents/document-text.service';
import { type SplitJobRow, deleteSplitJob, findSplitJob, findSplitJobById, insertSplitJob, updateSplitJob } from './split-jobs.repo';

export type SplitJobDeps = { db: AppDb; files: FileStore; jobs: JobSystem };
export const SPLIT_DOCUMENT_JOB = 'split-document';
export const RESULTS_SAVED_MESSAGE = 'Results saved to database';

export function serializeSplitJob(row: SplitJobRow): SplitJobSummary {
  return {
    id: row.id,
    job_id: row.jobId,
    name: `Pages ${row.startPage}-${row.endPage}`,
    header_search_string: row.headerSearchString,
    split_rules: row.splitRules,
    start_page: row.startPage,
    end_page: row.endPage,
    start_pages: row.startPages,
    status: row.status,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getSplitJob(db: AppDb, documentId: number, id: number): Promise<SplitJobRow> {
  const row = Number.isSafeInteger(id) ? await findSplitJob(db, documentId, id) : null;
  if (!row) throw new AppError('not_found', 'No such split job.');
  return row;
}

/** Reads the split job form; empty or invalid page numbers fall back to 1 and the page count (spec). */
export function validateSplitJobFields(document: DocumentRow, input: Record<string, unknown>): SplitJobFields {
  const pageCount = document.pageCount ?? 1;
  const pageOr = (value: unknown, fallback: number) => {
    const n = Number(value);
    return value === '' || value === null || value === undefined || !Number.isFinite(n) ? fallback : value;
  };
  let startPages: unknown = input.start_pages;
  if (typeof startPages === 'string') {
    if (!startPages.trim()) startPages = null;
    else {
      try {
        startPages = JSON.parse(startPages);
      } catch {
        throw formError({ start_pages: 'Invalid JSON! Please check your syntax.' });
      }
    }
  }
  const parsed = SplitJobFields.safeParse({
    ...input,
    start_page: pageOr(input.start_page, 1),
    end_page: pageOr(input.end_page, pageCount),
    start_pages: startPages,
  });
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The split job could not be saved.');
  if (parsed.data.split_rules) {
    try {
      parseSplitRules(parsed.data.split_rules);
    } catch (error) {
      if (error instanceof InvalidInputError) throw formError({ split_rules: error.message });
      throw error;
    }
  }
  if (!document.fileKey) throw formError({ base: 'Attach a file to the document before splitting it.' });
  if (parsed.data.end_page > pageCount) {
    throw formError({ end_page: `End page must be at most ${pageCount}, the document's page count.` });
  }
  return parsed.data;
}

/** Creates a split job and queues the search for section start pages. */
export async function createSplitJob(
  deps: SplitJobDeps,
  documentId: number,
  input: Record<string, unknown>,
  userId: number,
): Promise<SplitJobRow> {
  const document = await getDocument(deps.db, documentId);
  const fields = validateSplitJobFields(document, input);
  const row = await insertSplitJob(deps.db, {
    documentId,
    startPage: fields.start_page,
    endPage: fields.end_page,
    headerSearchString: fields.header_search_string,
    splitRules: fields.split_rules,
    startPages: fields.start_pages ?? null,
  });
  if (fields.start_pages) return (await updateSplitJob(deps.db, row.id, { status: 'completed' })) ?? row;
  try {
    return await queueSplitJob(deps, row, userId);
  } catch (error) {
    // Nothing was queued: a new job the worker will never run is not kept.
    await deleteSplitJob(deps.db, documentId, row.id);
    throw error;
  }
}

/** Saves the form; given start pages it stores them as the result, otherwise it searches again. */
export async function updateSplitJobFromForm(
  deps: SplitJobDeps,
  documentId: number,
  id: number,
  input: Record<string, unknown>,
  userId: number,
): Promise<SplitJobRow> {
  const document = await getDocument(deps.db, documentId);
  await getSplitJob(deps.db, documentId, id);
  const fields = validateSplitJobFields(document, input);
  const row = await updateSplitJob(deps.db, id, {
    startPage: fields.start_page,
    endPage: fields.end_page,
    headerSearchString: fields.header_search_string,
    splitRules: fields.split_rules,
    ...(fields.start_pages
      ? { startPages: fields.start_pages, status: 'completed' as const, error: null }
      : { startPages: null, status: 'pending' as const, error: null }),
  });
  if (!row) throw new AppError('not_found', 'No such split job.');
  return fields.start_pages ? row : queueSplitJob(deps, row, userId);
}

/** The split editor's Save JSON: stores an edited start-page map on the split job. */
export async function saveStartPages(db: AppDb, documentId: number, id: number, input: unknown): Promise<SplitJobRow> {
  await getSplitJob(db, documentId, id);
  const parsed = StartPages.safeParse(input);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'start_pages must be an object of page numbers to section titles.');
  }
  const row = await updateSplitJob(db, id, { startPages: parsed.data, status: 'completed', error: null });
  if (!row) throw new AppError('not_found', 'No such split job.');
  return row;
}

/**
 * Queues a split job whose row is already `pending` (the worker may finish it before this returns, so
 * only the job id is written afterwards); when it cannot be queued, the row says so.
 */
async function queueSplitJob(deps: SplitJobDeps, row: SplitJobRow, userId: number): Promise<SplitJobRow> {
  let jobId: string;
  try {
    jobId = await deps.jobs.enqueue(SPLIT_DOCUMENT_JOB, { splitJobId: row.id }, { userId, subject: { type: 'split_job', id: row.id } });
  } catch (error) {
    await updateSplitJob(deps.db, row.id, { status: 'failed', error: notQueuedReason(error) });
    throw error;
  }
  return (await updateSplitJob(deps.db, row.id, { jobId })) ?? row;
}

/** The job: read the pages and mark where sections start, logging each step on the live channel. */
export async function runSplitJob(deps: { db: AppDb; files: FileStore }, splitJobId: number, ctx: JobContext) {
  const job = await findSplitJobById(deps.db, splitJobId);
  if (!job) return { skipped: 'split job deleted' };
  const document = await findDocument(deps.db, job.documentId);
  if (!document) return { skipped: 'document deleted' };
  await updateSplitJob(deps.db, job.id, { status: 'processing', error: null });
  await ctx.progress(2, `Reading ${document.fileName ?? 'the file'} (pages ${job.startPage} to ${job.endPage})`);
  const text = await readDocumentText(deps.files, document, { signal: ctx.signal });
  await ctx.progress(40, `Read ${text.pages.length} pages; searching for section starts`);
  const startPages = findStartPages(text.pages, {
    headerSearchString: job.headerSearchString ?? '',
    splitRules: job.splitRules ?? '',
    startPage: job.startPage,
    endPage: Math.min(job.endPage, text.pages.length),
  });
  const found = Object.entries(startPages).filter(([, title]) => title !== 'no');
  for (const [index, [page, title]] of found.slice(0, 200).entries()) {
    await ctx.progress(40 + Math.round(((index + 1) / found.length) * 50), `Page ${page}: ${title}`);
  }
  await updateSplitJob(deps.db, job.id, { startPages, status: 'completed', error: null });
  await ctx.progress(99, `${RESULTS_SAVED_MESSAGE}: ${found.length} section start(s) found`);
  return { sections: found.length };
}

export async function failSplitJob(db: AppDb, splitJobId: number, reason: string): Promise<void> {
  await updateSplitJob(db, splitJobId, { status: 'failed', error: reason });
}
