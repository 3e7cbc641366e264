import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../contracts/errors';
import { MUST_CHANGE_PASSWORD_MESSAGE } from '../../contracts/users';
import type { AppDb } from '../db/client';
import type { AuditActor } from '../features/audit/audit.service';
import { resolveSession } from '../features/sessions/sessions.service';
import type { UserRow } from '../features/users/users.repo';
import { hmac, randomToken, safeEqual } from './crypto';

export const SESSION_COOKIE = '_ordo_session';
export const CSRF_COOKIE = '_ordo_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CHANGE_PASSWORD_PATH = '/account/password';
/** What a user who must change their password may still call: everything else answers 403 (pages redirect). */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  'GET /',
  'GET /health',
  'GET /assets/*',
  'GET /users/sign_in',
  'POST /users/sign_in',
  'DELETE /users/sign_out',
  'GET /api/v1/csrf_token',
  'GET /api/v1/logged_in',
  `GET ${CHANGE_PASSWORD_PATH}`,
  'PATCH /api/v1/account/password',
]);

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | null;
    sessionToken: string | null;
  }
}

export type AuthOptions = { db: AppDb; secret: string; secureCookies: boolean };

/** Cookie attributes shared by the session and CSRF cookies: httpOnly, SameSite=Lax, Secure behind HTTPS. */
export function cookieOptions(secure: boolean, expires?: Date) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, ...(expires ? { expires } : {}) };
}

/** The CSRF token for this browser (set in the page's meta tag), creating its secret cookie when missing. */
export function csrfTokenFor(request: FastifyRequest, reply: FastifyReply, options: AuthOptions): string {
  let secret = request.cookies[CSRF_COOKIE];
  if (!secret || secret.length < 20) {
    secret = randomToken();
    request.cookies[CSRF_COOKIE] = secret;
    reply.setCookie(CSRF_COOKIE, secret, cookieOptions(options.secureCookies));
  }
  return hmac(options.secret, secret);
}

/** Replaces the CSRF secret (after sign-in) and returns the new token. */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply, options: AuthOptions): string {
  delete request.cookies[CSRF_COOKIE];
  return csrfTokenFor(request, reply, options);
}

function submittedCsrfToken(request: FastifyRequest): string | null {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header) return header;
  const body = request.body as Record<string, unknown> | undefined;
  const field = body && typeof body === 'object' ? body.authenticity_token : undefined;
  return typeof field === 'string' ? field : null;
}

/** Resolves the session cookie on every request and enforces the CSRF token on every state-changing one. */
export function registerAuthHooks(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/assets/') || request.url === '/health') return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const user = await resolveSession(options.db, token);
    if (user) {
      request.currentUser = user;
      request.sessionToken = token;
    }
  });

  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const secret = request.cookies[CSRF_COOKIE];
    const submitted = submittedCsrfToken(request);
    if (!secret || !submitted || !safeEqual(submitted, hmac(options.secret, secret))) {
      throw new AppError(
        'csrf_invalid',
        'Your session token is missing or out of date. Reload the page and try again.',
      );
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.currentUser?.mustChangePassword) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${method} ${request.routeOptions.url}`)) return;
    if (method === 'GET' && wantsPage(request)) {
      reply.inertiaLocation(`${CHANGE_PASSWORD_PATH}?return_to=${encodeURIComponent(request.url)}`);
      return reply;
    }
    throw new AppError('forbidden', MUST_CHANGE_PASSWORD_MESSAGE, { must_change_password: true });
  });
}

/** A page load (a browser's, or an Inertia visit) rather than an API call. */
export function wantsPage(request: FastifyRequest): boolean {
  return request.headers['x-inertia'] === 'true' || (request.headers.accept ?? '').includes('text/html');
}

/** Route guard: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw new AppError('unauthenticated', 'You need to sign in to do that.');
}

/** Route guard: 401 unless signed in, 403 unless the user is staff (role super_admin). */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.currentUser?.role !== 'super_admin') {
    throw new AppError('forbidden', 'Only staff (super admins) may use the document workbench.');
  }
}

/** Who is acting, as the audit log records it: the signed-in user and the request's address. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = currentUserOf(request);
  return { id: user.id, email: user.email, ip: request.ip };
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUserOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError('unauthenticated', 'You need to sign in to do that.');
  return request.currentUser;
}
