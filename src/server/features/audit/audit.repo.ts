import { type SQL, and, count, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import { AuditAction } from '../../../contracts/audit';
import { Email } from '../../../contracts/users';
import type { AppDb } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: AppDb, values: NewAuditEventRow): Promise<void> {
  await db.insert(auditEvents).values(values);
}

/** Holds a lock on `key` until the transaction ends, so that writers of the same key take turns. */
export async function lockAuditKey(tx: AppDb, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`audit:${key}`}))`);
}

/**
 * Whether a sign-in refused by the throttle's `limit` was recorded since `since` from this address (and for this
 * e-mail, when given). Reads `actor_email` or `action` by index; only refused sign-ins get here.
 */
export async function hasThrottledSignInSince(
  db: AppDb,
  filter: { ip: string; email: string | null; limit: 'email' | 'ip'; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'sign_in.failed'),
        filter.email === null ? undefined : eq(auditEvents.actorEmail, filter.email),
        gt(auditEvents.createdAt, filter.since),
        eq(auditEvents.ip, filter.ip),
        sql`${auditEvents.details}->>'reason' = 'rate_limited'`,
        sql`${auditEvents.details}->>'limit' = ${filter.limit}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** `%text%` for ILIKE with the text's own `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Matches the search in the action (the known actions containing it: an indexed IN list), and in the actor's e-mail
 * or the target: exactly (btree) for a whole e-mail address, else as a substring (pg_trgm).
 */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const term = search.toLowerCase();
  const actions = AuditAction.options.filter((action) => action.includes(term));
  const email = Email.safeParse(search);
  const people = email.success
    ? or(eq(auditEvents.actorEmail, email.data), eq(auditEvents.targetLabel, email.data))
    : or(ilike(auditEvents.actorEmail, likePattern(search)), ilike(auditEvents.targetLabel, likePattern(search)));
  return actions.length > 0 ? or(people, inArray(auditEvents.action, actions)) : people;
}

/** One page of events, newest first, matching the search in actor e-mail, action or target. */
export async function findAuditEventsPage(
  db: AppDb,
  options: { search: string; page: number; perPage: number },
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const where = searchCondition(options.search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: Number(counted.n) };
}
