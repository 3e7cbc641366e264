import { and, asc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { chunkCollections, chunks } from '../../db/schema';

export type ChunkCollectionRow = typeof chunkCollections.$inferSelect;
export type ChunkCollectionWithCount = ChunkCollectionRow & { chunksCount: number };
/** A chunk a collection is built from: its text and where it sits. */
export type CollectionChunk = { pageNumber: number | null; content: string; citation: string | null; metadata: Record<string, unknown> };
type CollectionValues = Pick<typeof chunkCollections.$inferInsert, 'name' | 'parseJobId' | 'extractJobId'>;

export async function listChunkCollections(db: AppDb, documentId: number): Promise<ChunkCollectionWithCount[]> {
  const rows = await db.select().from(chunkCollections).where(eq(chunkCollections.documentId, documentId)).orderBy(asc(chunkCollections.id));
  // One grouped count instead of a subquery per row.
  const counts = await db
    .select({ id: chunks.chunkCollectionId, n: sql<number>`count(*)::int` })
    .from(chunks)
    .where(and(eq(chunks.documentId, documentId), isNotNull(chunks.chunkCollectionId)))
    .groupBy(chunks.chunkCollectionId);
  const byId = new Map(counts.map((r) => [Number(r.id), Number(r.n)]));
  return rows.map((r) => ({ ...r, chunksCount: byId.get(r.id) ?? 0 }));
}

export async function findChunkCollection(db: AppDb, documentId: number, id: number): Promise<ChunkCollectionWithCount | null> {
  const [row] = await db
    // Written out in full: inside a subquery drizzle renders columns unqualified, and "id" would bind to chunks.
    .select({ ...getTableColumns(chunkCollections), chunksCount: sql<number>`(SELECT count(*)::int FROM chunks AS c WHERE c.chunk_collection_id = "chunk_collections"."id")` })
    .from(chunkCollections)
    .where(and(eq(chunkCollections.documentId, documentId), eq(chunkCollections.id, id)));
  return row ? { ...row, chunksCount: Number(row.chunksCount) } : null;
}

/** Creates a collection with its chunks in one transaction; returns the collection and how many chunks it holds. */
export async function insertCollectionWithChunks(
  db: AppDb,
  values: CollectionValues & { documentId: number },
  rows: CollectionChunk[],
): Promise<ChunkCollectionWithCount> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chunkCollections).values(values).returning();
    return { ...row, chunksCount: await writeCollectionChunks(tx, row, rows) };
  });
}

/** Changes a collection and replaces its chunks in one transaction; null when it does not exist. */
export async function updateCollectionWithChunks(
  db: AppDb,
  id: number,
  values: CollectionValues,
  rows: CollectionChunk[],
): Promise<ChunkCollectionWithCount | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(chunkCollections).set({ ...values, updatedAt: new Date() }).where(eq(chunkCollections.id, id)).returning();
    if (!row) return null;
    return { ...row, chunksCount: await writeCollectionChunks(tx, row, rows) };
  });
}

export async function deleteChunkCollection(db: AppDb, documentId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(chunkCollections)
    .where(and(eq(chunkCollections.documentId, documentId), eq(chunkCollections.id, id)))
    .returning({ id: chunkCollections.id });
  return rows.length > 0;
}

/** Deletes every collection of a document (their chunks go with them); returns how many. */
export async function deleteAllChunkCollections(db: AppDb, documentId: number): Promise<number> {
  const rows = await db
    .delete(chunkCollections)
    .where(eq(chunkCollections.documentId, documentId))
    .returning({ id: chunkCollections.id });
  return rows.length;
}

export async function listCollectionChunks(db: AppDb, collectionId: number) {
  return db.select().from(chunks).where(eq(chunks.chunkCollectionId, collectionId)).orderBy(asc(chunks.position), asc(chunks.id));
}

/** Replaces a collection's chunks (call inside a transaction). */
async function writeCollectionChunks(
  tx: AppDb,
  collection: { id: number; documentId: number; parseJobId: number },
  rows: CollectionChunk[],
): Promise<number> {
  await tx.delete(chunks).where(eq(chunks.chunkCollectionId, collection.id));
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(chunks).values(
      rows.slice(i, i + BATCH).map((r, j) => ({
        documentId: collection.documentId,
        parseJobId: collection.parseJobId,
        chunkCollectionId: collection.id,
        position: i + j,
        pageNumber: r.pageNumber,
        citation: r.citation,
        content: r.content,
        embed: r.content,
        metadata: r.metadata,
      })),
    );
  }
  return rows.length;
}

export async function rawChunksOfParseJob(db: AppDb, parseJobId: number) {
  return db
    .select()
    .from(chunks)
    .where(and(eq(chunks.parseJobId, parseJobId), isNull(chunks.chunkCollectionId)))
    .orderBy(asc(chunks.position));
}
