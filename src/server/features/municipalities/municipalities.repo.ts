import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { municipalities } from '../../db/schema';

export type MunicipalityRow = typeof municipalities.$inferSelect;

export async function listMunicipalities(db: AppDb): Promise<MunicipalityRow[]> {
  return db.select().from(municipalities).orderBy(asc(municipalities.name));
}

export async function findMunicipalityById(db: AppDb, id: number): Promise<MunicipalityRow | null> {
  const [row] = await db.select().from(municipalities).where(eq(municipalities.id, id));
  return row ?? null;
}

/** Inserts a municipality, or returns the existing one of that name. */
export async function upsertMunicipalityByName(
  db: AppDb,
  values: typeof municipalities.$inferInsert,
): Promise<MunicipalityRow> {
  await db.insert(municipalities).values(values).onConflictDoNothing({ target: municipalities.name });
  const [row] = await db.select().from(municipalities).where(eq(municipalities.name, values.name));
  return row;
}
