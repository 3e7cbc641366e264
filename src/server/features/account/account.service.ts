import { AppError } from '../../../contracts/errors';
import { streams } from '../../../contracts/live-events';
import { ChangePasswordBody, PASSWORD_RULE } from '../../../contracts/users';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Broadcaster } from '../../cable/broadcaster';
import type { AppDb } from '../../db/client';
import { zodDetails } from '../../lib/error-handler';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import { sessionIdOf } from '../sessions/sessions.service';
import { type UserRow, deleteOtherSessionsOfUser, updateUser } from '../users/users.repo';

type Deps = { db: AppDb; broadcaster: Pick<Broadcaster, 'broadcast'> };

/**
 * The signed-in user changes their own password: the current one is required and the new one must follow the rule.
 * Every other session of the user ends with the change, and its live sockets close; the session making it stays.
 */
export async function changeOwnPassword(
  deps: Deps,
  user: UserRow,
  sessionToken: string,
  body: unknown,
  ip: string | null,
): Promise<UserRow> {
  const parsed = ChangePasswordBody.safeParse(body ?? {});
  if (!parsed.success) {
    const weak = parsed.error.issues.some((issue) => issue.path[0] === 'new_password');
    throw new AppError('validation_failed', weak ? `The password could not be changed. ${PASSWORD_RULE}` : 'The password could not be changed.', zodDetails(parsed.error));
  }
  const { current_password: current, new_password: next } = parsed.data;
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw new AppError('validation_failed', 'The current password is not correct.', { current_password: ['The current password is not correct.'] });
  }
  if (current === next) {
    const message = 'Choose a new password, different from the current one.';
    throw new AppError('validation_failed', message, { new_password: [message] });
  }
  const passwordHash = await hashPassword(next);
  const actor: AuditActor = { id: user.id, email: user.email, ip };
  const { row, ended } = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    const ended = await deleteOtherSessionsOfUser(tx, user.id, sessionIdOf(sessionToken));
    const details = { forced: user.mustChangePassword, other_sessions_ended: ended.length };
    await recordAuditEvent(tx, actor, 'user.password_changed', { type: 'user', id: user.id, label: user.email }, details);
    return { row, ended };
  });
  if (ended.length > 0) await deps.broadcaster.broadcast(streams.sessionsEnded, { sessions: ended });
  return row;
}
