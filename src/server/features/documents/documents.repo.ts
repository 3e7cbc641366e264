import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentSort = 'recent' | 'alpha' | 'vectorized';

export async function listDocuments(db: AppDb, options: { search: string; sort: DocumentSort }): Promise<DocumentRow[]> {
  const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = options.search ? or(ilike(documents.name, pattern), ilike(documents.description, pattern)) : undefined;
  const order =
    options.sort === 'alpha'
      ? [asc(sql`lower(${documents.name})`), asc(documents.id)]
      : options.sort === 'vectorized'
        ? [sql`${documents.vectorizedAt} DESC NULLS LAST`, desc(documents.createdAt)]
        : [desc(documents.createdAt), desc(documents.id)];
  return db.select().from(documents).where(where).orderBy(...order);
}

export async function findDocument(db: AppDb, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

export async function insertDocument(db: AppDb, values: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row;
}

export async function updateDocument(
  db: AppDb,
  id: number,
  values: Partial<typeof documents.$inferInsert>,
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documents.id, id))
    .returning();
  return row ?? null;
}

/** Moves the status only when it is still `from` (a job finishing late must not undo "completed"). */
export async function updateDocumentStatusFrom(
  db: AppDb,
  id: number,
  from: DocumentRow['status'][],
  values: Pick<Partial<typeof documents.$inferInsert>, 'status' | 'statusReason'>,
): Promise<void> {
  await db
    .update(documents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(documents.id, id), sql`${documents.status} IN ${from}`));
}

export async function deleteDocument(db: AppDb, id: number): Promise<DocumentRow | null> {
  const [row] = await db.delete(documents).where(eq(documents.id, id)).returning();
  return row ?? null;
}

export async function countDocumentsWithFile(db: AppDb, fileKey: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.fileKey, fileKey));
  return Number(row.n);
}

/**
 * Runs `work` in a transaction holding a lock on one stored file (documents with identical content share it): storing a
 * document that uses the file and releasing the file once no document does take turns, so neither loses the other's.
 */
export async function withFileLock<T>(db: AppDb, fileKey: string, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`document-file:${fileKey}`}))`);
    return work(tx as unknown as AppDb);
  });
}
