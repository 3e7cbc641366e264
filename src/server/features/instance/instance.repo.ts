import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { instanceSettings } from '../../db/schema';

/** Returns the stored value for key, storing `fallback` first when there is none (first writer wins across processes). */
export async function getOrCreateSetting(db: AppDb, key: string, fallback: string): Promise<string> {
  await db.insert(instanceSettings).values({ key, value: fallback }).onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, key));
  return row.value;
}
