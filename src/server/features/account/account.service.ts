import { AppError } from '../../../contracts/errors';
import { ChangePasswordBody, PASSWORD_RULE } from '../../../contracts/users';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppDb } from '../../db/client';
import { zodDetails } from '../../lib/error-handler';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import { type UserRow, updateUser } from '../users/users.repo';

/** The signed-in user changes their own password: the current one is required and the new one must follow the rule. */
export async function changeOwnPassword(db: AppDb, user: UserRow, body: unknown, ip: string | null): Promise<UserRow> {
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
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    await recordAuditEvent(tx, actor, 'user.password_changed', { type: 'user', id: user.id, label: user.email }, { forced: user.mustChangePassword });
    return row;
  });
}
