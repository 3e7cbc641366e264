import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../contracts/errors';
import { SignInBody } from '../../../contracts/users';
import {
  type AuthOptions,
  SESSION_COOKIE,
  cookieOptions,
  csrfTokenFor,
  currentUserOf,
  requireUser,
  rotateCsrfToken,
} from '../../auth/auth.hooks';
import { serializeUser } from '../users/users.service';
import { signIn, signOut } from './sessions.service';

/** Accepts `{ user: { email, password } }` as JSON, or the same as form fields `user[email]` / `user[password]`. */
function readSignInBody(request: FastifyRequest): { body: SignInBody; isForm: boolean } {
  const raw = (request.body ?? {}) as Record<string, unknown>;
  const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
  const candidate = isForm ? { user: { email: raw['user[email]'], password: raw['user[password]'] } } : raw;
  const parsed = SignInBody.safeParse(candidate);
  if (!parsed.success) {
    throw new AppError('bad_request', 'Enter your e-mail address and password.');
  }
  return { body: parsed.data, isForm };
}

export function registerSessionRoutes(app: FastifyInstance, auth: AuthOptions): void {
  app.get('/users/sign_in', async (request, reply) => {
    if (request.currentUser) return reply.redirect('/');
    return reply.sendSpa();
  });

  app.post('/users/sign_in', async (request, reply) => {
    let isForm = false;
    try {
      const read = readSignInBody(request);
      isForm = read.isForm;
      const result = await signIn(auth.db, {
        email: read.body.user.email,
        password: read.body.user.password,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      if (request.sessionToken) await signOut(auth.db, request.sessionToken, app.ordo.broadcaster);
      reply.setCookie(SESSION_COOKIE, result.token, cookieOptions(auth.secureCookies, result.expiresAt));
      const csrfToken = rotateCsrfToken(request, reply, auth);
      request.log.info({ module: 'auth', userId: result.user.id }, 'signed in');
      if (isForm) return reply.redirect('/', 303);
      return { user: serializeUser(result.user), csrf_token: csrfToken };
    } catch (error) {
      if (isForm && error instanceof AppError) {
        return reply.redirect(`/users/sign_in?error=${encodeURIComponent(error.message)}`, 303);
      }
      throw error;
    }
  });

  app.delete('/users/sign_out', async (request, reply) => {
    if (request.sessionToken) await signOut(auth.db, request.sessionToken, app.ordo.broadcaster);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { signed_out: true };
  });

  app.get('/api/v1/logged_in', { preHandler: requireUser }, async (request) => {
    return { user: serializeUser(currentUserOf(request)) };
  });

  app.get('/api/v1/csrf_token', async (request, reply) => {
    return { csrf_token: csrfTokenFor(request, reply, auth) };
  });
}
