import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSuperAdmin } from '../../auth/auth.hooks';

/**
 * Guard for every workbench route: staff only. A visitor's page load goes to sign-in (a full page
 * load, also from Inertia), an API-style call gets 401, and a signed-in non-staff user 403.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const wantsPage = request.method === 'GET' && (request.headers['x-inertia'] === 'true' || acceptsHtml(request));
  if (!request.currentUser && wantsPage) {
    await reply.inertiaLocation(`/users/sign_in?return_to=${encodeURIComponent(request.url)}`);
    return;
  }
  await requireSuperAdmin(request);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
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
