import { AppError } from '../../../contracts/errors';
import { MAX_PERMIT_FILE_BYTES, PERMIT_MESSAGES, type PermitResult, type PermitReviewSummary, type ProcessPermitFields } from '../../../contracts/permits';
import { isEngineError, parseDocument, type PageRecogniser } from '../../../engine/parse';
import { applicationText } from '../../../engine/permits';
import type { AppDb } from '../../db/client';
import type { JobSystem } from '../../jobs/job-system';
import { formRecogniser } from '../../ocr';
import type { FileStore } from '../../storage/file-store';
import type { UploadedFile } from '../../web/multipart';
import { findMunicipalityById } from '../municipalities/municipalities.repo';
import { deletePermitReview, findPermitReview, insertPermitReview, listPermitReviews, setPermitReviewJob, type PermitReviewWithMunicipality } from './permits.repo';
import { REVIEW_PERMIT_JOB } from './review-permit.service';

export type PermitDeps = { db: AppDb; files: FileStore; jobs: JobSystem };

/** How many recent reviews the history lists. */
export const PERMIT_HISTORY_LIMIT = 20;

/**
 * Checks a submitted permit PDF (a PDF by content, readable, not encrypted, with a text layer) and the municipality,
 * then stores the file and the review and queues the review job. Bad input throws a 4xx AppError and stores nothing.
 */
export async function submitPermit(
  deps: PermitDeps,
  input: { userId: number; file: UploadedFile; fields: ProcessPermitFields; requestId: string },
): Promise<PermitReviewWithMunicipality> {
  const { file, fields } = input;
  let text: string;
  let pageCount: number;
  try {
    if (!(await findMunicipalityById(deps.db, fields.municipality_id))) throw new AppError('validation_failed', PERMIT_MESSAGES.unknownMunicipality, { municipality_id: PERMIT_MESSAGES.unknownMunicipality });
    const bytes = new Uint8Array(await deps.files.readStaged(file.staged));
    ({ text, pageCount } = await readPermitPdf(bytes));
  } catch (error) {
    await deps.files.discard(file.staged);
    throw error;
  }
  const fileKey = await deps.files.commit(file.staged);
  const review = await insertPermitReview(deps.db, {
    userId: input.userId,
    municipalityId: fields.municipality_id,
    fileKey,
    fileName: file.fileName.slice(0, 300),
    fileSize: file.staged.size,
    pageCount,
    context: fields.context,
    applicationText: text,
  });
  try {
    const jobId = await deps.jobs.enqueue(REVIEW_PERMIT_JOB, { reviewId: review.id }, { userId: input.userId, requestId: input.requestId, subject: { type: 'permit_review', id: review.id } });
    await setPermitReviewJob(deps.db, review.id, jobId);
  } catch (error) {
    await deletePermitReview(deps.db, review.id);
    throw error;
  }
  return (await findPermitReview(deps.db, review.id))!;
}

/**
 * The application's text and page count; pages without a text layer (a scanned application) are read by OCR.
 * A file that is not a readable PDF, or with no text even after OCR, is refused with a 4xx.
 */
export async function readPermitPdf(bytes: Uint8Array, ocr: PageRecogniser | null = formRecogniser()): Promise<{ text: string; pageCount: number }> {
  if (bytes.length > MAX_PERMIT_FILE_BYTES) throw new AppError('payload_too_large', `The file is larger than the ${MAX_PERMIT_FILE_BYTES / (1024 * 1024)} MB limit.`);
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new AppError('unsupported_media_type', PERMIT_MESSAGES.pdfOnly, { file: PERMIT_MESSAGES.pdfOnly });
  try {
    // A form's fields and side-by-side labels are read as such (fillable values, tab-separated columns).
    const parsed = await parseDocument(bytes, 'pdf', { ocr, formFields: true, columnGaps: true });
    return { text: applicationText(parsed.pages), pageCount: parsed.pages.length };
  } catch (error) {
    if (!isEngineError(error)) throw error;
    // A scan OCR could not read gets the assistant's own wording; OCR missing on the server keeps the engine's install hint.
    const message = error.code === 'no_text' && error.details.ocr !== 'unavailable' ? PERMIT_MESSAGES.noTextLayer : error.message;
    throw new AppError('validation_failed', message, { file: message, reason: error.code });
  }
}

/** Waits (polling) until the review is no longer processing or the time is up; returns the review as it then stands. */
export async function waitForPermitReview(deps: Pick<PermitDeps, 'db'>, id: number, timeoutMs: number, signal?: AbortSignal): Promise<PermitReviewWithMunicipality> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const review = (await findPermitReview(deps.db, id))!;
    if (review.status !== 'processing' || Date.now() >= deadline || signal?.aborted) return review;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** One of the user's reviews; 404 when it is not theirs or does not exist. */
export async function getPermitReview(db: AppDb, id: number, userId: number): Promise<PermitReviewWithMunicipality> {
  const review = await findPermitReview(db, id, userId);
  if (!review) throw new AppError('not_found', PERMIT_MESSAGES.notFound);
  return review;
}

/** The user's recent reviews, newest first. */
export async function listRecentPermitReviews(db: AppDb, userId: number): Promise<PermitReviewSummary[]> {
  return (await listPermitReviews(db, userId, PERMIT_HISTORY_LIMIT)).map((r) => ({
    id: r.id,
    file_name: r.fileName,
    municipality_name: r.municipalityName,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    advice_status: (r.adviceStatus as PermitReviewSummary['advice_status']) ?? null,
  }));
}

/** A stored review as the API returns it (spec §3 permit result, plus the review's id and citations). */
export function serializePermitReview(review: PermitReviewWithMunicipality): PermitResult {
  const result = review.result;
  return {
    id: review.id,
    status: review.status,
    job_id: review.jobId,
    municipality_id: review.municipalityId,
    municipality_name: review.municipalityName,
    file_name: review.fileName,
    context: review.context,
    created_at: review.createdAt.toISOString(),
    error: review.status === 'failed' ? PERMIT_MESSAGES.failed : null,
    combined_output: result?.combinedOutput ?? '',
    context_items: (result?.contextItems ?? []).map((c) => ({ title: c.title, text: c.text, chunk_id: c.chunkId })),
    approval_advice: result ? result.advice : null,
    citations: (result?.citations ?? []).map((c) => ({
      n: c.n,
      chunk_id: c.chunkId,
      document: c.document,
      section: c.section,
      quote: c.quote,
      document_id: c.documentId,
      page_number: c.pageNumber,
      citation: c.path,
      content: c.content,
    })),
  };
}
