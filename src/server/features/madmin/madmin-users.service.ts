import { randomInt } from 'node:crypto';
import { AppError } from '../../../contracts/errors';
import { EditUserForm, type ManagedUser, NewUserForm, SortDirection, type UserFlag, UserSort } from '../../../contracts/users';
import type { Paging } from '../../../contracts/workbench';
import { hashPassword } from '../../auth/passwords';
import type { Broadcaster } from '../../cable/broadcaster';
import type { AppDb } from '../../db/client';
import { streams } from '../../../contracts/live-events';
import { formError, formErrorsOf } from '../../web/forms';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import {
  type UserRow,
  deleteSessionsOfUser,
  findUserById,
  findUsersPage,
  insertUser,
  lockEnabledSuperAdmins,
  lockUser,
  updateUser,
} from '../users/users.repo';

export const USERS_PAGE_SIZE = 50;
const DEFAULT_DIRECTION: Record<UserSort, SortDirection> = { email: 'asc', role: 'asc', created: 'desc', last_sign_in: 'desc' };
const GONE = 'This user no longer exists; it may have been deleted.';
const LAST_SUPER_ADMIN = 'This is the last enabled super admin: make another user a super admin first.';

export type UsersQuery = { search: string; sort: UserSort; direction: SortDirection; page: number };
type Deps = { db: AppDb; broadcaster: Pick<Broadcaster, 'broadcast'> };

/** Reads `?search=&sort=&direction=&page=` for /madmin/users, falling back to defaults for anything unknown. */
export function usersListQuery(query: Record<string, unknown>): UsersQuery {
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 200) : '';
  const sort = UserSort.catch('created').parse(query.sort);
  const direction = SortDirection.catch(DEFAULT_DIRECTION[sort]).parse(query.direction);
  const page = Math.min(Math.max(1, Math.trunc(Number(query.page)) || 1), 100_000);
  return { search, sort, direction, page };
}

function flagsOf(row: UserRow): UserFlag[] {
  const flags: [UserFlag, boolean][] = [
    ['grant_access', row.grantAccess],
    ['permit_mvp', row.permitMvp],
    ['code_doctor', row.codeDoctor],
    ['document_upload', row.documentUpload],
  ];
  return flags.filter(([, on]) => on).map(([flag]) => flag);
}

const flagColumns = (flags: UserFlag[]) => ({
  grantAccess: flags.includes('grant_access'),
  permitMvp: flags.includes('permit_mvp'),
  codeDoctor: flags.includes('code_doctor'),
  documentUpload: flags.includes('document_upload'),
});

/** A user as /madmin shows it: never the password hash. */
export function serializeManagedUser(row: UserRow): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    flags: flagsOf(row),
    must_change_password: row.mustChangePassword,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of users for /madmin/users (search, sort and paging happen in SQL). */
export async function listManagedUsers(db: AppDb, query: UsersQuery): Promise<{ users: ManagedUser[]; paging: Paging }> {
  const { rows, total } = await findUsersPage(db, { ...query, perPage: USERS_PAGE_SIZE });
  return {
    users: rows.map(serializeManagedUser),
    paging: { current_page: query.page, total_pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)), per_page: USERS_PAGE_SIZE, total_count: total },
  };
}

/** The user or a 404. */
export async function getManagedUser(db: AppDb, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('not_found', GONE);
  return row;
}

// No 0/O or 1/l/I: the password is read off a screen and typed or dictated.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random one-time password of four groups of five characters (about 115 bits). */
export function generateOneTimePassword(): string {
  const group = () => Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/** Creates a user with a generated password they must change at first sign-in; returns the password (shown once). */
export async function createManagedUser(db: AppDb, actor: AuditActor, body: unknown): Promise<{ user: UserRow; password: string }> {
  const parsed = NewUserForm.safeParse(body ?? {});
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The user could not be created.');
  const { email, role, flags } = parsed.data;
  const password = generateOneTimePassword();
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const row = await insertUser(tx, { email, role, passwordHash, mustChangePassword: true, ...flagColumns(flags) });
    if (!row) throw formError({ email: `A user with the e-mail ${email} already exists.` }, 'The user could not be created.');
    await recordAuditEvent(tx, actor, 'user.created', { type: 'user', id: row.id, label: row.email }, { role, flags });
    return row;
  });
  return { user, password };
}

/**
 * Locks the enabled super admins, then the target; refuses when the change would leave no enabled super admin.
 * Every caller locks in the same order, so two concurrent demotions queue: the second sees the first's result.
 */
async function lockTarget(tx: AppDb, id: number, removesSuperAdmin: (row: UserRow) => boolean): Promise<UserRow> {
  const superAdmins = await lockEnabledSuperAdmins(tx);
  const row = await lockUser(tx, id);
  if (!row) throw new AppError('not_found', GONE);
  if (superAdmins.includes(row.id) && removesSuperAdmin(row) && superAdmins.length <= 1) {
    throw new AppError('conflict', LAST_SUPER_ADMIN);
  }
  return row;
}

/** Changes a user's role and flags (never demoting the last enabled super admin). */
export async function editManagedUser(db: AppDb, actor: AuditActor, id: number, body: unknown): Promise<UserRow> {
  const parsed = EditUserForm.safeParse(body ?? {});
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The user could not be saved.');
  const { role, flags } = parsed.data;
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, id, () => role !== 'super_admin');
    const after = await updateUser(tx, id, { role, ...flagColumns(flags) });
    const details = { role: { from: before.role, to: after.role }, flags: { from: flagsOf(before), to: flagsOf(after) } };
    await recordAuditEvent(tx, actor, 'user.updated', { type: 'user', id, label: after.email }, details);
    return after;
  });
}

/** Disables a user (ending their sessions and live sockets at once) or re-enables them. */
export async function setUserDisabled(deps: Deps, actor: AuditActor, id: number, disabled: boolean): Promise<UserRow> {
  if (disabled && actor.id === id) throw new AppError('conflict', 'You cannot disable your own account.');
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockTarget(tx, id, () => disabled);
    if (Boolean(before.disabledAt) === disabled) return before;
    const after = await updateUser(tx, id, { disabledAt: disabled ? new Date() : null });
    if (disabled) await deleteSessionsOfUser(tx, id);
    await recordAuditEvent(tx, actor, disabled ? 'user.disabled' : 'user.enabled', { type: 'user', id, label: after.email });
    return after;
  });
  if (disabled) await deps.broadcaster.broadcast(streams.sessionsEnded, { user_id: id });
  return row;
}

/** Gives a user a new one-time password (returned, shown once), ends their sessions; they must change it at sign-in. */
export async function resetUserPassword(deps: Deps, actor: AuditActor, id: number): Promise<{ user: UserRow; password: string }> {
  const password = generateOneTimePassword();
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, id))) throw new AppError('not_found', GONE);
    const after = await updateUser(tx, id, { passwordHash, mustChangePassword: true });
    await deleteSessionsOfUser(tx, id);
    await recordAuditEvent(tx, actor, 'user.password_reset', { type: 'user', id, label: after.email });
    return after;
  });
  await deps.broadcaster.broadcast(streams.sessionsEnded, { user_id: id });
  return { user, password };
}
