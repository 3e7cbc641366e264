/** Spec admin §5: uploading to the search index needs a municipality first. */
export const SELECT_MUNICIPALITY_MESSAGE = 'Please select a municipality first';
export const UPLOAD_FAILED = 'Upload failed';

export type UploadStart = { ok: true; jobId: string; message: string | null } | { ok: false; error: string };

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The server's message in `{ error: { message } }`, `{ error: "..." }` or `{ message }`. */
function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (error && typeof error === 'object') return str((error as Record<string, unknown>).message);
  return str(error) ?? str(record.message);
}

/**
 * Reads the answer to POST …/upload_document_chunks (spec admin §8):
 * - a non-OK response: "Upload failed: HTTP {status} {statusText}", with the server's message when it sent one;
 * - an OK response without a job id: the server's message, or "Upload failed";
 * - otherwise the job id to follow on JobProgressChannel.
 */
export function readUploadResponse(response: { ok: boolean; status: number; statusText: string; text: string }): UploadStart {
  const body = readJson(response.text);
  if (!response.ok) {
    const http = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    const message = serverMessage(body) ?? str(response.text.slice(0, 300));
    return { ok: false, error: `${UPLOAD_FAILED}: ${message ? `${message} (${http})` : http}` };
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const jobId = str(record.job_id) ?? (typeof record.job_id === 'number' ? String(record.job_id) : null);
  const failed = record.status === 'error' || record.success === false;
  if (!jobId || failed) return { ok: false, error: serverMessage(body) ?? UPLOAD_FAILED };
  return { ok: true, jobId, message: str(record.message) };
}

/** A thrown error (network, aborted) as "Upload failed: {reason}". */
export function uploadErrorMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `${UPLOAD_FAILED}: ${reason || 'unknown error'}`;
}
