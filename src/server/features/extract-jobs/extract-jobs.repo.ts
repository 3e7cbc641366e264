import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { extractJobs } from '../../db/schema';

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
