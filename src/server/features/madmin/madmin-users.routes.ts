import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Role, UserFlag } from '../../../contracts/users';
import { auditActorOf } from '../../auth/auth.hooks';
import type { Broadcaster } from '../../cable/broadcaster';
import type { AppDb } from '../../db/client';
import { idParam } from '../../lib/validate';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { auditListQuery, listAuditEvents } from '../audit/audit.service';
import type { UserRow } from '../users/users.repo';
import { nested, requireStaff } from '../workbench/workbench.hooks';
import {
  createManagedUser,
  editManagedUser,
  getManagedUser,
  listManagedUsers,
  resetUserPassword,
  serializeManagedUser,
  setUserDisabled,
  usersListQuery,
} from './madmin-users.service';

const formConstants = { roles: Role.options, flag_names: UserFlag.options };
const userPath = (id: number) => `/madmin/users/${id}`;

/** The one-time password page: rendered into this response only (never a redirect, flash or stored copy). */
function showOneTimePassword(reply: FastifyReply, user: UserRow, password: string, reason: 'created' | 'reset') {
  reply.header('cache-control', 'no-store');
  return reply.inertia('MadminUserPassword', { user: serializeManagedUser(user), one_time_password: password, reason }, { url: userPath(user.id) });
}

/** /madmin/users and /madmin/audit: super admins manage users (role, flags, disable, password reset) and read the audit log. */
export async function registerMadminUserRoutes(app: FastifyInstance, deps: { db: AppDb; broadcaster: Pick<Broadcaster, 'broadcast'> }): Promise<void> {
  const { db } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireStaff);

    scope.get('/madmin/users', async (request, reply) => {
      const query = usersListQuery(request.query as Record<string, unknown>);
      return reply.inertia('MadminUsersIndex', { ...(await listManagedUsers(db, query)), filters: query });
    });

    scope.get('/madmin/users/new', async (_request, reply) => reply.inertia('MadminUserNew', formConstants));

    scope.post('/madmin/users', async (request, reply) =>
      withFormErrors(
        reply,
        async () => {
          const { user, password } = await createManagedUser(db, auditActorOf(request), nested(request.body, 'user'));
          return showOneTimePassword(reply, user, password, 'created');
        },
        async () => ({ component: 'MadminUserNew', props: formConstants, url: '/madmin/users/new' }),
      ),
    );

    scope.get('/madmin/users/:id', async (request, reply) => {
      const user = await getManagedUser(db, idParam(request, 'id', 'user'));
      return reply.inertia('MadminUserEdit', { user: serializeManagedUser(user), ...formConstants });
    });

    scope.patch('/madmin/users/:id', async (request, reply) => {
      const id = idParam(request, 'id', 'user');
      return withFormErrors(
        reply,
        async () => {
          const user = await editManagedUser(db, auditActorOf(request), id, nested(request.body, 'user'));
          setFlash(reply, { notice: `${user.email} was updated.` });
          return reply.inertiaRedirect(userPath(id));
        },
        async () => ({ component: 'MadminUserEdit', props: { user: serializeManagedUser(await getManagedUser(db, id)), ...formConstants }, url: userPath(id) }),
      );
    });

    for (const [action, disabled] of [['disable', true], ['enable', false]] as const) {
      scope.post(`/madmin/users/:id/${action}`, async (request, reply) => {
        const id = idParam(request, 'id', 'user');
        const user = await setUserDisabled(deps, auditActorOf(request), id, disabled);
        setFlash(reply, { notice: disabled ? `${user.email} was disabled and signed out everywhere.` : `${user.email} was re-enabled.` });
        return reply.inertiaRedirect(userPath(id));
      });
    }

    scope.post('/madmin/users/:id/password_reset', async (request, reply) => {
      const { user, password } = await resetUserPassword(deps, auditActorOf(request), idParam(request, 'id', 'user'));
      return showOneTimePassword(reply, user, password, 'reset');
    });

    scope.get('/madmin/audit', async (request, reply) => {
      const query = auditListQuery(request.query as Record<string, unknown>);
      return reply.inertia('MadminAuditIndex', { ...(await listAuditEvents(db, query)), filters: query });
    });
  });
}
