import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { chunks } from '../../db/schema';

export type ChunkRowDb = typeof chunks.$inferSelect;
export type ChunkSort = 'page' | 'size';

export async function pageChunks(
  db: AppDb,
  documentId: number,
  options: { page: number; perPage: number; sort: ChunkSort },
): Promise<{ rows: ChunkRowDb[]; total: number }> {
  const where = eq(chunks.documentId, documentId);
  const [{ n }] = await db.select({ n: count() }).from(chunks).where(where);
  const order =
    options.sort === 'size'
      ? [desc(sql`length(${chunks.content})`), asc(chunks.id)]
      : [sql`${chunks.pageNumber} ASC NULLS LAST`, asc(chunks.parseJobId), asc(chunks.position), asc(chunks.id)];
  const rows = await db
    .select()
    .from(chunks)
    .where(where)
    .orderBy(...order)
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return { rows, total: Number(n) };
}

export async function findChunk(db: AppDb, documentId: number, id: number): Promise<ChunkRowDb | null> {
  const [row] = await db.select().from(chunks).where(and(eq(chunks.documentId, documentId), eq(chunks.id, id)));
  return row ?? null;
}

export async function insertChunk(db: AppDb, values: typeof chunks.$inferInsert): Promise<ChunkRowDb> {
  const [row] = await db.insert(chunks).values(values).returning();
  return row;
}

export async function updateChunk(
  db: AppDb,
  documentId: number,
  id: number,
  values: Partial<typeof chunks.$inferInsert>,
): Promise<ChunkRowDb | null> {
  const [row] = await db
    .update(chunks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(chunks.documentId, documentId), eq(chunks.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the listed chunks of this document (ids of other documents are ignored); returns how many went. */
export async function deleteChunks(db: AppDb, documentId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(chunks)
    .where(and(eq(chunks.documentId, documentId), inArray(chunks.id, ids)))
    .returning({ id: chunks.id });
  return rows.length;
}

export async function countChunks(db: AppDb, documentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chunks).where(eq(chunks.documentId, documentId));
  return Number(row.n);
}

/** The OCR marks (`metadata.ocr`) of the given chunks, by chunk id; chunks read from a text layer are absent. */
export async function findChunkOcrMarks(db: AppDb, ids: number[]): Promise<Map<number, { pages: number[]; confidence: number | null }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: chunks.id, ocr: sql<{ pages: number[]; confidence: number | null } | null>`${chunks.metadata} -> 'ocr'` })
    .from(chunks)
    .where(inArray(chunks.id, ids));
  return new Map(rows.flatMap((r) => (r.ocr ? [[r.id, r.ocr] as const] : [])));
}
