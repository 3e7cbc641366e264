import { and, asc, count, desc, eq, getTableColumns, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ParseResponse } from '../../../contracts/workbench';
import type { AppDb } from '../../db/client';
import { chunks, parseJobs } from '../../db/schema';

export type ParseJobRow = typeof parseJobs.$inferSelect;
export type ParseJobWithCount = ParseJobRow & { chunksCount: number };

// Written out in full: inside a subquery drizzle renders columns unqualified, and "id" would bind to chunks.
const chunksCount = sql<number>`(SELECT count(*)::int FROM chunks AS c WHERE c.parse_job_id = "parse_jobs"."id" AND c.chunk_collection_id IS NULL)`;

export async function listParseJobs(db: AppDb, documentId: number): Promise<ParseJobWithCount[]> {
  return db
    .select({ ...getTableColumns(parseJobs), chunksCount })
    .from(parseJobs)
    .where(eq(parseJobs.documentId, documentId))
    .orderBy(asc(parseJobs.startPage), asc(parseJobs.id));
}

export async function findParseJob(db: AppDb, documentId: number, id: number): Promise<ParseJobWithCount | null> {
  const [row] = await db
    .select({ ...getTableColumns(parseJobs), chunksCount })
    .from(parseJobs)
    .where(and(eq(parseJobs.documentId, documentId), eq(parseJobs.id, id)));
  return row ?? null;
}

export async function findParseJobById(db: AppDb, id: number): Promise<ParseJobRow | null> {
  const [row] = await db.select().from(parseJobs).where(eq(parseJobs.id, id));
  return row ?? null;
}

export async function insertParseJob(db: AppDb, values: typeof parseJobs.$inferInsert): Promise<ParseJobRow> {
  const [row] = await db.insert(parseJobs).values(values).returning();
  return row;
}

export async function updateParseJob(
  db: AppDb,
  id: number,
  values: Partial<typeof parseJobs.$inferInsert>,
): Promise<ParseJobRow | null> {
  const [row] = await db.update(parseJobs).set({ ...values, updatedAt: new Date() }).where(eq(parseJobs.id, id)).returning();
  return row ?? null;
}

export async function deleteParseJob(db: AppDb, documentId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(parseJobs)
    .where(and(eq(parseJobs.documentId, documentId), eq(parseJobs.id, id)))
    .returning({ id: parseJobs.id });
  return rows.length > 0;
}

export async function deleteAllParseJobs(db: AppDb, documentId: number): Promise<number> {
  const rows = await db.delete(parseJobs).where(eq(parseJobs.documentId, documentId)).returning({ id: parseJobs.id });
  return rows.length;
}

/** The ids of the parse jobs before and after this one, in list order. */
export async function neighbourParseJobIds(
  db: AppDb,
  documentId: number,
  id: number,
): Promise<{ previous: number | null; next: number | null }> {
  const [previous] = await db
    .select({ id: parseJobs.id })
    .from(parseJobs)
    .where(and(eq(parseJobs.documentId, documentId), lt(parseJobs.id, id)))
    .orderBy(desc(parseJobs.id))
    .limit(1);
  const [next] = await db
    .select({ id: parseJobs.id })
    .from(parseJobs)
    .where(and(eq(parseJobs.documentId, documentId), gt(parseJobs.id, id)))
    .orderBy(asc(parseJobs.id))
    .limit(1);
  return { previous: previous?.id ?? null, next: next?.id ?? null };
}

export async function listRawChunks(db: AppDb, parseJobId: number) {
  return db
    .select({ id: chunks.id, pageNumber: chunks.pageNumber, content: chunks.content })
    .from(chunks)
    .where(and(eq(chunks.parseJobId, parseJobId), isNull(chunks.chunkCollectionId)))
    .orderBy(asc(chunks.position));
}

/** Replaces a parse job's raw chunks and records its result in one transaction, so a retry never duplicates chunks. */
export async function saveParseResult(
  db: AppDb,
  job: { id: number; documentId: number },
  rawChunks: { pageNumber: number; content: string; metadata?: Record<string, unknown> }[],
  response: ParseResponse,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(chunks).where(and(eq(chunks.parseJobId, job.id), isNull(chunks.chunkCollectionId)));
    const BATCH = 500;
    for (let i = 0; i < rawChunks.length; i += BATCH) {
      await tx.insert(chunks).values(
        rawChunks.slice(i, i + BATCH).map((c, j) => ({
          documentId: job.documentId,
          parseJobId: job.id,
          position: i + j,
          pageNumber: c.pageNumber,
          content: c.content,
          ...(c.metadata ? { metadata: c.metadata } : {}),
        })),
      );
    }
    await tx
      .update(parseJobs)
      .set({ status: 'completed', error: null, responsePayload: response, updatedAt: new Date() })
      .where(eq(parseJobs.id, job.id));
    const [row] = await tx.select({ n: count() }).from(chunks).where(eq(chunks.parseJobId, job.id));
    return Number(row.n);
  });
}
