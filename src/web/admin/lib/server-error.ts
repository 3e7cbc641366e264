// Relative, not '@/': the unit test project (vitest.config.ts) has no path alias.
import { isApiError } from '../../lib/api';

/** The server's message in a response body: `{ error: { message } }` or `{ error: "..." }`; null when it has none. */
export function serverErrorMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as Record<string, unknown>).error;
  const message = error && typeof error === 'object' ? (error as Record<string, unknown>).message : error;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/**
 * What the server said about a failed `api` call, or null when it said nothing of its own (unreachable, a proxy's
 * page): every Ordo error body carries a code, the status-text fallback of ApiError does not.
 */
export function apiErrorMessage(error: unknown): string | null {
  return isApiError(error) && error.code !== null ? error.message : null;
}
