import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../contracts/errors';

/**
 * Guard for every workbench route: staff only. A visitor's page load goes to sign-in (a full page
 * load, also from Inertia), an API-style call gets 401, and a signed-in non-staff user 403.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.currentUser) {
    const wantsPage = request.method === 'GET' && (request.headers['x-inertia'] === 'true' || acceptsHtml(request));
    if (wantsPage) {
      await reply.inertiaLocation(`/users/sign_in?return_to=${encodeURIComponent(request.url)}`);
      return;
    }
    throw new AppError('unauthenticated', 'You need to sign in to do that.');
  }
  if (request.currentUser.role !== 'super_admin') {
    throw new AppError('forbidden', 'Only staff (super admins) may use the document workbench.');
  }
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** A positive integer route parameter, or a 404 naming the thing that was not found. */
export function idParam(request: FastifyRequest, name: string, what: string): number {
  const raw = (request.params as Record<string, string>)[name];
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw ?? '') || !Number.isSafeInteger(id) || id < 1) throw new AppError('not_found', `No such ${what}.`);
  return id;
}

/** The body's nested object (e.g. `parse_job`), or the body itself when it is sent flat. */
export function nested(body: unknown, key: string): Record<string, unknown> {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** Back to the workbench page the request came from (same site, same document), keeping its query; else the fallback. */
export function backTo(request: FastifyRequest, fallback: string, within: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    if (url.host !== request.headers.host || !url.pathname.startsWith(within)) return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}
