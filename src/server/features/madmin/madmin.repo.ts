import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { municipalities } from '../../db/schema';
import type { MunicipalityRow } from '../municipalities/municipalities.repo';

type MunicipalityValues = Pick<typeof municipalities.$inferInsert, 'name' | 'addressVariant' | 'settings'>;

export async function insertMunicipality(db: AppDb, values: MunicipalityValues): Promise<MunicipalityRow> {
  const [row] = await db.insert(municipalities).values(values).returning();
  return row;
}

export async function updateMunicipality(db: AppDb, id: number, values: MunicipalityValues): Promise<void> {
  await db.update(municipalities).set({ ...values, updatedAt: new Date() }).where(eq(municipalities.id, id));
}

/** True when another municipality (not `exceptId`) already has this name. */
export async function isMunicipalityNameTaken(db: AppDb, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(exceptId === null ? eq(municipalities.name, name) : and(eq(municipalities.name, name), ne(municipalities.id, exceptId)));
  return rows.length > 0;
}
