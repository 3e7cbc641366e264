import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { backgroundJobs, jobWorkers } from '../db/schema';
import { BOSS_SCHEMA } from './pg-boss.factory';

/** An active pg-boss job whose attempt nobody runs any more. */
export type OrphanedJob = { id: string; name: string; retryCount: number; retryLimit: number };

/**
 * Records this worker as alive (insert or refresh). Answers what the row said before: 'new' (no
 * row), 'alive', or 'lost' (not seen for `lostAfterSeconds`: others may have retried its jobs).
 */
export async function recordHeartbeat(
  db: AppDb,
  worker: { id: string; hostname: string; pid: number },
  lostAfterSeconds: number,
): Promise<'new' | 'alive' | 'lost'> {
  const [previous] = await db
    .select({ lost: sql<boolean>`${jobWorkers.seenAt} < now() - make_interval(secs => ${lostAfterSeconds})` })
    .from(jobWorkers)
    .where(eq(jobWorkers.id, worker.id));
  await db
    .insert(jobWorkers)
    .values(worker)
    .onConflictDoUpdate({ target: jobWorkers.id, set: { seenAt: sql`now()` } });
  if (!previous) return 'new';
  return previous.lost ? 'lost' : 'alive';
}

/** Removes a worker's row (a clean shutdown: what it left active is reclaimable at once). */
export async function forgetWorker(db: AppDb, id: string): Promise<void> {
  await db.delete(jobWorkers).where(eq(jobWorkers.id, id));
}

/** Removes the rows of workers not seen for a day (their jobs were reclaimed long before). */
export async function forgetLongGoneWorkers(db: AppDb): Promise<void> {
  await db.delete(jobWorkers).where(sql`${jobWorkers.seenAt} < now() - interval '1 day'`);
}

/** Whether the job's current attempt is still the one this worker claimed (nobody took it over meanwhile). */
export async function isAttemptOwner(db: AppDb, jobId: string, workerId: string, attempts: number): Promise<boolean> {
  const [row] = await db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.workerId, workerId), eq(backgroundJobs.attempts, attempts)));
  return Boolean(row);
}

/**
 * Active jobs of the given queues whose worker is gone: the attempt was claimed by a worker not
 * seen for `lostAfterSeconds` (or whose row is gone), or it was never claimed although pg-boss
 * handed it out that long ago (the worker died between fetching and claiming it). pg-boss's
 * started_on is set when a job is fetched, our claimed_at just after, so claimed_at >= started_on
 * means the claim belongs to the current attempt. With `all`, every active job (the embedded
 * database at start: no other process can be running one).
 */
export async function findOrphanedJobs(db: AppDb, queues: string[], options: { lostAfterSeconds: number } | { all: true }): Promise<OrphanedJob[]> {
  if (queues.length === 0) return [];
  const job = sql.raw(`${BOSS_SCHEMA}.job`);
  const queueList = sql.join(queues.map((q) => sql`${q}`), sql`, `);
  const orphaned =
    'all' in options
      ? sql`true`
      : sql`(
          b.claimed_at >= j.started_on AND (w.id IS NULL OR w.seen_at < now() - make_interval(secs => ${options.lostAfterSeconds}))
        ) OR (
          (b.claimed_at IS NULL OR b.claimed_at < j.started_on) AND j.started_on < now() - make_interval(secs => ${options.lostAfterSeconds})
        )`;
  const result = await db.execute(sql`
    SELECT j.id::text AS id, j.name, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit"
    FROM ${job} j
    LEFT JOIN background_jobs b ON b.id = j.id
    LEFT JOIN job_workers w ON w.id = b.worker_id
    WHERE j.state = 'active' AND j.name IN (${queueList}) AND (${orphaned})
    ORDER BY j.started_on`);
  // Both drivers (node-postgres and PGlite) answer raw SQL with { rows }.
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => ({ id: String(r.id), name: String(r.name), retryCount: Number(r.retryCount), retryLimit: Number(r.retryLimit) }));
}
