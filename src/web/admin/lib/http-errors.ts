import { serverErrorMessage } from './server-error';

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * What to tell a person when an Inertia visit is answered with a plain error (not a page): the server's
 * `{ error: { message } }` when it sent one, else a short line with the status.
 */
export function visitErrorMessage(status: number, data: unknown): string {
  const message = serverErrorMessage(parseBody(data));
  if (message) return message;
  if (status === 404) return 'That page or record no longer exists.';
  if (status === 419 || status === 403) return 'Your session has expired or you may not do that. Reload the page and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `The request failed (HTTP ${status}).`;
}
