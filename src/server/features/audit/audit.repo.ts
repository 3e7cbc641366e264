import { type SQL, count, desc, ilike, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: AppDb, values: NewAuditEventRow): Promise<void> {
  await db.insert(auditEvents).values(values);
}

/** `%text%` for ILIKE with the text's own `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(auditEvents.actorEmail, pattern), ilike(auditEvents.action, pattern), ilike(auditEvents.targetLabel, pattern));
}

/** One page of events, newest first, matching the search in actor e-mail, action or target (trigram indexes). */
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
