/**
 * What to tell a person when an Inertia visit is answered with a plain error (not a page): the server's
 * `{ error: { message } }` when it sent one, else a short line with the status.
 */
export function visitErrorMessage(status: number, data: unknown): string {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      body = null;
    }
  }
  if (body && typeof body === 'object') {
    const error = (body as Record<string, unknown>).error;
    const message =
      typeof error === 'string' ? error : error && typeof error === 'object' ? (error as Record<string, unknown>).message : null;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  if (status === 404) return 'That page or record no longer exists.';
  if (status === 419 || status === 403) return 'Your session has expired or you may not do that. Reload the page and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `The request failed (HTTP ${status}).`;
}
