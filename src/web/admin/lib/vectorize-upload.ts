// Relative, not '@/': the unit test project (vitest.config.ts) has no path alias.
import { isApiError } from '../../lib/api';
import { serverErrorMessage } from './server-error';

/** Spec admin §5: uploading to the search index needs a municipality first. */
export const SELECT_MUNICIPALITY_MESSAGE = 'Please select a municipality first';
export const UPLOAD_FAILED = 'Upload failed';

type UploadStart = { ok: true; jobId: string; message: string | null } | { ok: false; error: string };

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Reads the OK answer to POST …/upload_document_chunks (spec admin §8): the job id to follow on JobProgressChannel,
 * or, without a job id or with a failure flag, the server's message (or "Upload failed").
 */
export function readUploadResponse(body: unknown): UploadStart {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const jobId = str(record.job_id) ?? (typeof record.job_id === 'number' ? String(record.job_id) : null);
  const failed = record.status === 'error' || record.success === false;
  if (!jobId || failed) return { ok: false, error: serverErrorMessage(body) ?? str(record.message) ?? UPLOAD_FAILED };
  return { ok: true, jobId, message: str(record.message) };
}

/**
 * A refused or failed upload call as "Upload failed: {reason}"; a non-OK response adds its HTTP status
 * (spec admin §8), with the server's message or the status text as the reason.
 */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return `${UPLOAD_FAILED}: ${error.message} (HTTP ${error.status})`;
  const reason = error instanceof Error ? error.message : String(error);
  return `${UPLOAD_FAILED}: ${reason || 'unknown error'}`;
}
