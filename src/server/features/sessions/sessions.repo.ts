import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { loginAttempts, sessions, users } from '../../db/schema';
import type { UserRow } from '../users/users.repo';

export async function insertSession(
  db: AppDb,
  values: { id: string; userId: number; ip: string | null; userAgent: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

// Run by every signed-in request.
const activeSessionQuery = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), isNull(users.disabledAt)))
    .prepare('active_session'),
);

/** The live session with this id and its user, or null when missing, expired, or the user is disabled. */
export async function findActiveSession(
  db: AppDb,
  id: string,
  now: Date,
): Promise<{ session: typeof sessions.$inferSelect; user: UserRow } | null> {
  const [row] = await activeSessionQuery(db).execute({ id, now });
  return row ?? null;
}

export async function touchSession(db: AppDb, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: AppDb, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: AppDb, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function recordLoginAttempt(
  db: AppDb,
  values: { email: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values(values);
}

/** Failed sign-ins for this e-mail since `since` and since its last success. */
export async function countRecentFailuresByEmail(db: AppDb, email: string, since: Date): Promise<number> {
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, from)));
  return Number(row.n);
}

export async function countRecentFailuresByIp(db: AppDb, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return Number(row.n);
}

export async function deleteLoginAttemptsBefore(db: AppDb, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}
