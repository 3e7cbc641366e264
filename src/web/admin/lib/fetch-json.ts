import { readCsrfToken } from '@/web/lib/meta';

export type JsonResponse = { ok: boolean; status: number; statusText: string; text: string; data: unknown };

/**
 * A same-origin JSON call with the page's CSRF token (the workbench's few non-Inertia calls). It resolves for
 * any HTTP status so callers can read the server's `{ error: { code, message } }`; it rejects only when the
 * server cannot be reached.
 */
export async function fetchJson(url: string, options: { method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<JsonResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readCsrfToken();
  if (token) headers['X-CSRF-Token'] = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'POST',
    headers,
    credentials: 'same-origin',
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  return { ok: response.ok, status: response.status, statusText: response.statusText, text, data };
}

/** The server's `error.message` (or a bare `error` string), if the body has one. */
export function serverErrorMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const error = (data as Record<string, unknown>).error;
  if (typeof error === 'string' && error.trim()) return error.trim();
  if (error && typeof error === 'object') {
    const message = (error as Record<string, unknown>).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return null;
}
