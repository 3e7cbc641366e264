import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { testQuestions } from '../../db/schema';

export type TestQuestionDb = typeof testQuestions.$inferSelect;

export async function countTestQuestions(db: AppDb, documentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(testQuestions).where(eq(testQuestions.documentId, documentId));
  return Number(row.n);
}

export async function listTestQuestions(db: AppDb, documentId: number, chunkId?: number): Promise<TestQuestionDb[]> {
  const where = chunkId ? and(eq(testQuestions.documentId, documentId), eq(testQuestions.chunkId, chunkId)) : eq(testQuestions.documentId, documentId);
  return db.select().from(testQuestions).where(where).orderBy(asc(testQuestions.chunkId), asc(testQuestions.id));
}

export async function findTestQuestion(db: AppDb, documentId: number, id: number): Promise<TestQuestionDb | null> {
  const [row] = await db.select().from(testQuestions).where(and(eq(testQuestions.documentId, documentId), eq(testQuestions.id, id)));
  return row ?? null;
}

/**
 * Stores questions in one transaction. Given the background job that wrote them, the questions an earlier attempt
 * of that job stored are replaced, so a retried job adds each question once.
 */
export async function insertTestQuestions(db: AppDb, rows: (typeof testQuestions.$inferInsert)[], jobId?: string): Promise<number> {
  await db.transaction(async (tx) => {
    if (jobId) await tx.delete(testQuestions).where(sql`${testQuestions.metadata}->>'job_id' = ${jobId}`);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(testQuestions).values(rows.slice(i, i + 500));
  });
  return rows.length;
}

export async function updateTestQuestion(db: AppDb, id: number, values: Partial<typeof testQuestions.$inferInsert>) {
  const [row] = await db.update(testQuestions).set({ ...values, updatedAt: new Date() }).where(eq(testQuestions.id, id)).returning();
  return row ?? null;
}

export async function deleteTestQuestions(db: AppDb, documentId: number): Promise<number> {
  const rows = await db.delete(testQuestions).where(eq(testQuestions.documentId, documentId)).returning({ id: testQuestions.id });
  return rows.length;
}
