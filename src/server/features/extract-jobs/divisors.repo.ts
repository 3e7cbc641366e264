import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { divisors, extractJobs } from '../../db/schema';

export type DivisorRow = typeof divisors.$inferSelect;
export type NewDivisor = Omit<typeof divisors.$inferInsert, 'parentId'> & { key: number; parentKey: number | null };

export async function listDivisors(db: AppDb, extractJobId: number, divisorType?: string | null): Promise<DivisorRow[]> {
  const where = divisorType
    ? and(eq(divisors.extractJobId, extractJobId), eq(divisors.divisorType, divisorType))
    : eq(divisors.extractJobId, extractJobId);
  return db.select().from(divisors).where(where).orderBy(asc(divisors.position), asc(divisors.id));
}

export async function findDivisor(db: AppDb, extractJobId: number, id: number): Promise<DivisorRow | null> {
  const [row] = await db.select().from(divisors).where(and(eq(divisors.extractJobId, extractJobId), eq(divisors.id, id)));
  return row ?? null;
}

export async function insertDivisor(db: AppDb, values: typeof divisors.$inferInsert): Promise<DivisorRow> {
  const [row] = await db.insert(divisors).values(values).returning();
  return row;
}

export async function updateDivisor(
  db: AppDb,
  extractJobId: number,
  id: number,
  values: Partial<typeof divisors.$inferInsert>,
): Promise<DivisorRow | null> {
  const [row] = await db
    .update(divisors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(divisors.extractJobId, extractJobId), eq(divisors.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the listed divisors of this extract job (their descendants go with them); returns how many were listed and found. */
export async function deleteDivisors(db: AppDb, extractJobId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(divisors)
    .where(and(eq(divisors.extractJobId, extractJobId), inArray(divisors.id, ids)))
    .returning({ id: divisors.id });
  return rows.length;
}

/**
 * Replaces an extract job's divisor tree and records its result in one transaction; nodes are
 * inserted a level at a time so each level knows its parents' ids.
 */
export async function saveDivisorTree(
  db: AppDb,
  extractJobId: number,
  nodes: NewDivisor[],
  result: Record<string, unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(divisors).where(eq(divisors.extractJobId, extractJobId));
    const idOfKey = new Map<number, number>();
    let level = nodes.filter((n) => n.parentKey === null);
    const BATCH = 400;
    while (level.length > 0) {
      for (let i = 0; i < level.length; i += BATCH) {
        const slice = level.slice(i, i + BATCH);
        const rows = await tx
          .insert(divisors)
          .values(slice.map(({ key: _key, parentKey, ...values }) => ({ ...values, parentId: parentKey === null ? null : idOfKey.get(parentKey) })))
          .returning({ id: divisors.id });
        slice.forEach((node, j) => idOfKey.set(node.key, rows[j].id));
      }
      const keys = new Set(level.map((n) => n.key));
      level = nodes.filter((n) => n.parentKey !== null && keys.has(n.parentKey));
    }
    await tx
      .update(extractJobs)
      .set({ status: 'completed', error: null, responsePayload: result, updatedAt: new Date() })
      .where(eq(extractJobs.id, extractJobId));
    return idOfKey.size;
  });
}
