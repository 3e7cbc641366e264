import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { backgroundJobs } from '../db/schema';

export type BackgroundJob = typeof backgroundJobs.$inferSelect;
export type JobStatus = BackgroundJob['status'];

export type NewBackgroundJob = {
  kind: string;
  payload: Record<string, unknown>;
  userId?: number | null;
  subjectType?: string | null;
  subjectId?: number | null;
  requestId?: string | null;
};

const TERMINAL: JobStatus[] = ['completed', 'failed'];

/** Inserts the pending record of a newly queued job. */
export async function insertBackgroundJob(db: AppDb, values: NewBackgroundJob): Promise<BackgroundJob> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      kind: values.kind,
      payload: values.payload,
      userId: values.userId ?? null,
      subjectType: values.subjectType ?? null,
      subjectId: values.subjectId ?? null,
      requestId: values.requestId ?? null,
      message: 'Queued',
    })
    .returning();
  return row;
}

/** Deletes a job record (used to undo an enqueue whose queue insert failed). */
export async function deleteBackgroundJob(db: AppDb, id: string): Promise<void> {
  await db.delete(backgroundJobs).where(eq(backgroundJobs.id, id));
}

/** Finds a job record by id, or null. */
export async function findBackgroundJob(db: AppDb, id: string): Promise<BackgroundJob | null> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row ?? null;
}

/** Starts an attempt (claimed by `workerId`): processing, attempts + 1, progress reset; null when the job already finished. */
export async function markJobProcessing(db: AppDb, id: string, message: string, workerId: string | null = null): Promise<BackgroundJob | null> {
  const [row] = await db
    .update(backgroundJobs)
    .set({
      status: 'processing',
      workerId,
      claimedAt: sql`now()`,
      attempts: sql`${backgroundJobs.attempts} + 1`,
      progress: 0,
      message,
      startedAt: sql`coalesce(${backgroundJobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(backgroundJobs.id, id), notInArray(backgroundJobs.status, TERMINAL)))
    .returning();
  return row ?? null;
}

/** Records progress of a running job. */
export async function updateJobProgress(db: AppDb, id: string, progress: number, message: string): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ progress, message, updatedAt: sql`now()` })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'processing')));
}

/** Marks a job completed with its result. */
export async function markJobCompleted(
  db: AppDb,
  id: string,
  message: string,
  result: Record<string, unknown> | null,
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({
      status: 'completed',
      progress: 100,
      message,
      result,
      error: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(backgroundJobs.id, id));
}

/** Records a failed attempt that will be retried: back to pending, with the error kept for people to see. */
export async function markJobRetrying(db: AppDb, id: string, error: string, message: string): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'pending', error, message, updatedAt: sql`now()` })
    .where(eq(backgroundJobs.id, id));
}

/** Marks a job failed for good with its reason. */
export async function markJobFailed(db: AppDb, id: string, error: string, message: string): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'failed', error, message, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(backgroundJobs.id, id));
}
