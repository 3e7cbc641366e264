import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { divisors, extractJobs } from '../../db/schema';

export type ExtractJobRow = typeof extractJobs.$inferSelect;

export async function listExtractJobs(db: AppDb, documentId: number): Promise<ExtractJobRow[]> {
  return db.select().from(extractJobs).where(eq(extractJobs.documentId, documentId)).orderBy(asc(extractJobs.startPage), asc(extractJobs.id));
}

export async function findExtractJob(db: AppDb, documentId: number, id: number): Promise<ExtractJobRow | null> {
  const [row] = await db
    .select()
    .from(extractJobs)
    .where(and(eq(extractJobs.documentId, documentId), eq(extractJobs.id, id)));
  return row ?? null;
}

export async function deleteAllExtractJobs(db: AppDb, documentId: number): Promise<number> {
  const rows = await db.delete(extractJobs).where(eq(extractJobs.documentId, documentId)).returning({ id: extractJobs.id });
  return rows.length;
}

export async function insertExtractJob(db: AppDb, values: typeof extractJobs.$inferInsert): Promise<ExtractJobRow> {
  const [row] = await db.insert(extractJobs).values(values).returning();
  return row;
}

export async function deleteExtractJob(db: AppDb, documentId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(extractJobs)
    .where(and(eq(extractJobs.documentId, documentId), eq(extractJobs.id, id)))
    .returning({ id: extractJobs.id });
  return rows.length > 0;
}

export async function findExtractJobById(db: AppDb, id: number): Promise<ExtractJobRow | null> {
  const [row] = await db.select().from(extractJobs).where(eq(extractJobs.id, id));
  return row ?? null;
}

export async function updateExtractJob(
  db: AppDb,
  id: number,
  values: Partial<typeof extractJobs.$inferInsert>,
): Promise<ExtractJobRow | null> {
  const [row] = await db.update(extractJobs).set({ ...values, updatedAt: new Date() }).where(eq(extractJobs.id, id)).returning();
  return row ?? null;
}

export async function countDivisorsByJob(db: AppDb, extractJobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(divisors).where(eq(divisors.extractJobId, extractJobId));
  return Number(row.n);
}

/** The ids of the extract jobs before and after this one, by id. */
export async function neighbourExtractJobIds(db: AppDb, documentId: number, id: number) {
  const [previous] = await db
    .select({ id: extractJobs.id })
    .from(extractJobs)
    .where(and(eq(extractJobs.documentId, documentId), lt(extractJobs.id, id)))
    .orderBy(desc(extractJobs.id))
    .limit(1);
  const [next] = await db
    .select({ id: extractJobs.id })
    .from(extractJobs)
    .where(and(eq(extractJobs.documentId, documentId), gt(extractJobs.id, id)))
    .orderBy(asc(extractJobs.id))
    .limit(1);
  return { previous: previous?.id ?? null, next: next?.id ?? null };
}
