import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { codeHealthScans } from '../../db/schema';
import type { Tx } from './contradictions.repo';

export type CodeHealthScanRow = typeof codeHealthScans.$inferSelect;

export async function insertCodeHealthScan(db: AppDb, values: { municipalityId: number; requestedById: number | null }): Promise<CodeHealthScanRow> {
  const [row] = await db.insert(codeHealthScans).values(values).returning();
  return row;
}

export async function updateCodeHealthScan(db: AppDb | Tx, id: number, values: Partial<Omit<CodeHealthScanRow, 'id' | 'municipalityId'>>): Promise<void> {
  await db.update(codeHealthScans).set(values).where(eq(codeHealthScans.id, id));
}

export async function deleteCodeHealthScan(db: AppDb, id: number): Promise<void> {
  await db.delete(codeHealthScans).where(eq(codeHealthScans.id, id));
}

export async function findCodeHealthScan(db: AppDb, id: number): Promise<CodeHealthScanRow | null> {
  const [row] = await db.select().from(codeHealthScans).where(eq(codeHealthScans.id, id));
  return row ?? null;
}

/** The municipality's most recent scans, newest first. */
export async function listCodeHealthScans(db: AppDb, municipalityId: number, limit = 5): Promise<CodeHealthScanRow[]> {
  return db.select().from(codeHealthScans).where(eq(codeHealthScans.municipalityId, municipalityId)).orderBy(desc(codeHealthScans.id)).limit(limit);
}

/** A scan of the municipality that is still queued or running, if any. */
export async function findActiveCodeHealthScan(db: AppDb, municipalityId: number): Promise<CodeHealthScanRow | null> {
  const [row] = await db
    .select()
    .from(codeHealthScans)
    .where(and(eq(codeHealthScans.municipalityId, municipalityId), inArray(codeHealthScans.status, ['pending', 'processing'])))
    .orderBy(desc(codeHealthScans.id))
    .limit(1);
  return row ?? null;
}
