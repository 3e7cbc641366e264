import { type SQL, and, asc, count, desc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { SortDirection, UserSort } from '../../../contracts/users';
import type { AppDb } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { likePattern } from '../audit/audit.repo';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<NewUserRow, 'role' | 'grantAccess' | 'permitMvp' | 'codeDoctor' | 'documentUpload' | 'passwordHash' | 'mustChangePassword' | 'disabledAt'>>;

export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: AppDb, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Inserts a user; returns null when the e-mail is taken. */
export async function insertUser(db: AppDb, values: NewUserRow): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

export async function listUsers(db: AppDb): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

export async function countUsers(db: AppDb): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}

/** Each sort key's order (ties broken by id) in both directions; every one follows an index of the users table. */
function orderOf(sort: UserSort, direction: SortDirection): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  switch (sort) {
    case 'email':
      return [dir(users.email)];
    case 'role':
      return [dir(users.role), dir(users.email)];
    case 'created':
      return [dir(users.createdAt), dir(users.id)];
    case 'last_sign_in':
      // Never signed in sorts as the oldest: last for newest-first, first for oldest-first.
      return direction === 'desc'
        ? [sql`${users.lastSignInAt} desc nulls last`, desc(users.id)]
        : [sql`${users.lastSignInAt} asc nulls first`, asc(users.id)];
  }
}

/** One page of users, e-mail containing `search` (trigram index), in the given order, and how many match. */
export async function findUsersPage(
  db: AppDb,
  options: { search: string; sort: UserSort; direction: SortDirection; page: number; perPage: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = options.search ? ilike(users.email, likePattern(options.search)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(options.sort, options.direction))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(counted.n) };
}

/** Locks the enabled super admins' rows (in id order, so that concurrent callers queue instead of deadlocking). */
export async function lockEnabledSuperAdmins(tx: AppDb): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Ends every session of a user but the one with id `keep`; returns the ids of the sessions that ended. */
export async function deleteOtherSessionsOfUser(db: AppDb, userId: number, keep: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Locks one user's row for the rest of the transaction; null when it does not exist. */
export async function lockUser(tx: AppDb, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function updateUser(db: AppDb, id: number, changes: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function recordSignInTime(db: AppDb, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
}

/** Ends every session of a user; returns the ids of the sessions that ended. */
export async function deleteSessionsOfUser(db: AppDb, userId: number): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
