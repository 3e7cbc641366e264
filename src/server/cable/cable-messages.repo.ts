import { eq, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { cableMessages } from '../db/schema';

export async function insertCableMessage(db: AppDb, stream: string, message: unknown): Promise<number> {
  const [row] = await db.insert(cableMessages).values({ stream, message: message as object }).returning({ id: cableMessages.id });
  return row.id;
}

export async function findCableMessage(db: AppDb, id: number): Promise<unknown | null> {
  const [row] = await db.select({ message: cableMessages.message }).from(cableMessages).where(eq(cableMessages.id, id));
  return row ? row.message : null;
}

/** Parked messages are read within moments of their NOTIFY; an hour later they are only clutter. */
export async function deleteCableMessagesBefore(db: AppDb, before: Date): Promise<void> {
  await db.delete(cableMessages).where(lt(cableMessages.createdAt, before));
}
