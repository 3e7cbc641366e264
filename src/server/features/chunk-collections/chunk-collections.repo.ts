import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { chunkCollections } from '../../db/schema';

/** Deletes every collection of a document (their chunks go with them); returns how many. */
export async function deleteAllChunkCollections(db: AppDb, documentId: number): Promise<number> {
  const rows = await db
    .delete(chunkCollections)
    .where(eq(chunkCollections.documentId, documentId))
    .returning({ id: chunkCollections.id });
  return rows.length;
}
