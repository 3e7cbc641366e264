import type { FastifyInstance } from 'fastify';
import { CHANGE_PASSWORD_PATH, currentUserOf, requireUser } from '../../auth/auth.hooks';
import type { Broadcaster } from '../../cable/broadcaster';
import type { AppDb } from '../../db/client';
import { serializeUser } from '../users/users.service';
import { changeOwnPassword } from './account.service';

/** Account settings of the signed-in user: the change-password page (the SPA renders it) and its JSON endpoint. */
export function registerAccountRoutes(app: FastifyInstance, deps: { db: AppDb; broadcaster: Pick<Broadcaster, 'broadcast'> }): void {
  app.get(CHANGE_PASSWORD_PATH, async (request, reply) => {
    if (!request.currentUser) return reply.redirect(`/users/sign_in?return_to=${encodeURIComponent(CHANGE_PASSWORD_PATH)}`);
    return reply.sendSpa();
  });

  app.patch('/api/v1/account/password', { preHandler: requireUser }, async (request) => {
    // requireUser passed, so the request came with a live session cookie.
    const user = await changeOwnPassword(deps, currentUserOf(request), request.sessionToken!, request.body, request.ip);
    request.log.info({ module: 'auth', userId: user.id }, 'password changed');
    return { user: serializeUser(user) };
  });
}
