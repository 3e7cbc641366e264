import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { splitJobs } from '../../db/schema';

export type SplitJobRow = typeof splitJobs.$inferSelect;

export async function listSplitJobs(db: AppDb, documentId: number): Promise<SplitJobRow[]> {
  return db.select().from(splitJobs).where(eq(splitJobs.documentId, documentId)).orderBy(asc(splitJobs.id));
}

export async function findSplitJob(db: AppDb, documentId: number, id: number): Promise<SplitJobRow | null> {
  const [row] = await db
    .select()
    .from(splitJobs)
    .where(and(eq(splitJobs.documentId, documentId), eq(splitJobs.id, id)));
  return row ?? null;
}

export async function findSplitJobById(db: AppDb, id: number): Promise<SplitJobRow | null> {
  const [row] = await db.select().from(splitJobs).where(eq(splitJobs.id, id));
  return row ?? null;
}

export async function insertSplitJob(db: AppDb, values: typeof splitJobs.$inferInsert): Promise<SplitJobRow> {
  const [row] = await db.insert(splitJobs).values(values).returning();
  return row;
}

export async function updateSplitJob(
  db: AppDb,
  id: number,
  values: Partial<typeof splitJobs.$inferInsert>,
): Promise<SplitJobRow | null> {
  const [row] = await db.update(splitJobs).set({ ...values, updatedAt: new Date() }).where(eq(splitJobs.id, id)).returning();
  return row ?? null;
}

export async function deleteSplitJob(db: AppDb, documentId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(splitJobs)
    .where(and(eq(splitJobs.documentId, documentId), eq(splitJobs.id, id)))
    .returning({ id: splitJobs.id });
  return rows.length > 0;
}

export async function deleteAllSplitJobs(db: AppDb, documentId: number): Promise<number> {
  const rows = await db.delete(splitJobs).where(eq(splitJobs.documentId, documentId)).returning({ id: splitJobs.id });
  return rows.length;
}
