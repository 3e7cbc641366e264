import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import { JobProgressEvent, streams } from '../../contracts/live-events';
import type { Broadcaster } from '../cable/broadcaster';
import type { AppDb } from '../db/client';
import * as repo from './background-jobs.repo';
import { isAttemptOwner } from './job-workers.repo';
import { DEFAULT_TIMEOUT_SECONDS, type JobContext, type JobDefinition } from './job-definition';
import { PermanentJobError, describeJobError } from './errors';

/** What the queue message carries: only the id of the user-visible record, whose payload is the source of truth. */
export const BossJobData = z.object({ backgroundJobId: z.uuid() });
export type BossJobData = z.infer<typeof BossJobData>;

/** The reason recorded when a job's worker died (or hung past its expiry) in the middle of it. */
export const WORKER_LOST_REASON = 'The worker running this job stopped before it finished';

export type RunnerDeps = {
  db: AppDb;
  boss: PgBoss;
  broadcaster: Broadcaster;
  logger: Logger;
  /** This process's job_workers id: recorded on each attempt it starts, so others can tell when it is gone. */
  workerId?: string;
};

type Publish = (status: JobProgressEvent['status'], message: string, percentage?: number) => Promise<void>;

/** Runs one fetched pg-boss job to its end: the record, the live stream and the queue all agree afterwards. */
export async function runJob(
  deps: RunnerDeps,
  definition: JobDefinition,
  job: PgBoss.JobWithMetadata<unknown>,
  shutdown: AbortSignal,
): Promise<void> {
  const { boss, db } = deps;
  const kind = definition.kind;
  const data = BossJobData.safeParse(job.data);
  if (!data.success) {
    deps.logger.error({ kind, bossJobId: job.id }, 'queue message without a background job id; cancelled');
    await boss.cancel(kind, job.id);
    return;
  }
  const id = data.data.backgroundJobId;
  const attempt = job.retryCount + 1;
  const retriesLeft = job.retryLimit - job.retryCount;

  const row = await repo.markJobProcessing(db, id, attempt === 1 ? 'Started' : `Started attempt ${attempt}`, deps.workerId ?? null);
  if (!row) {
    // Already finished (a redelivery after a crash between our update and the queue ack) or deleted.
    deps.logger.warn({ kind, jobId: id }, 'job record missing or already finished; acknowledging');
    await boss.complete(kind, job.id);
    return;
  }
  const log = deps.logger.child({ kind, jobId: id, reqId: row.requestId ?? undefined, attempt });
  const publish: Publish = (status, message, percentage) =>
    publishProgress(deps, log, id, status, message, percentage);
  await publish('processing', row.message ?? 'Started', 0);

  // A worker taken for lost (its heartbeat stalled) may find its attempt retried by another: then
  // the other one's outcome counts, and this one records and acknowledges nothing.
  const stillOurs = async () => {
    if (!deps.workerId || (await isAttemptOwner(db, id, deps.workerId, row.attempts))) return true;
    log.warn('another worker took this job over while it ran (this worker was taken for lost); leaving the outcome to it');
    return false;
  };
  const controller = new AbortController();
  const onShutdown = () => controller.abort(new Error('The worker is shutting down'));
  shutdown.addEventListener('abort', onShutdown, { once: true });
  try {
    const payload = definition.payload.safeParse(row.payload);
    if (!payload.success) {
      throw new PermanentJobError(`Invalid payload: ${z.prettifyError(payload.error)}`);
    }
    const ctx: JobContext = {
      jobId: id,
      attempt,
      log,
      signal: controller.signal,
      progress: (percentage, message) => reportProgress(deps, log, publish, id, percentage, message),
    };
    const timeoutSeconds = definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
    const result = await withTimeout(definition.handler(payload.data, ctx), timeoutSeconds, controller);
    if (!(await stillOurs())) return;
    const message = `${kind} completed`;
    await repo.markJobCompleted(db, id, message, toResultRecord(result));
    await publish('completed', message, 100);
    await boss.complete(kind, job.id);
    log.info('job completed');
  } catch (error) {
    if (!(await stillOurs())) return;
    const reason = describeJobError(error);
    const permanent = error instanceof PermanentJobError;
    if (!permanent && retriesLeft > 0) {
      const message = `Attempt ${attempt} failed; retrying`;
      await repo.markJobRetrying(db, id, reason, message);
      await publish('pending', message);
      await boss.fail(kind, job.id, { message: reason });
      log.warn({ err: error, retriesLeft }, 'job attempt failed; will retry');
      return;
    }
    await notifyFailed(definition, row.payload, reason, log);
    await repo.markJobFailed(db, id, reason, `ERROR: ${reason}`);
    await publish('failed', `ERROR: ${reason}`);
    // pg-boss retries whatever it is told failed while retries remain; cancelling is how a
    // permanent failure stops it.
    if (permanent && retriesLeft > 0) await boss.cancel(kind, job.id);
    else await boss.fail(kind, job.id, { message: reason });
    log.error({ err: error, permanent }, 'job failed');
  } finally {
    shutdown.removeEventListener('abort', onShutdown);
  }
}

/**
 * Settles a job pg-boss gave up on without our runner recording it (a worker that died or hung past
 * its expiry on the last attempt): its record becomes failed instead of staying "processing".
 */
export async function settleDeadJob(
  deps: RunnerDeps,
  job: PgBoss.JobWithMetadata<unknown>,
  definitionOf: (kind: string) => JobDefinition | undefined,
): Promise<void> {
  const data = BossJobData.safeParse(job.data);
  const row = data.success ? await repo.findBackgroundJob(deps.db, data.data.backgroundJobId) : null;
  if (row && (row.status === 'pending' || row.status === 'processing')) {
    const log = deps.logger.child({ kind: row.kind, jobId: row.id, reqId: row.requestId ?? undefined });
    const reason = WORKER_LOST_REASON;
    const definition = definitionOf(row.kind);
    if (definition) await notifyFailed(definition, row.payload, reason, log);
    await repo.markJobFailed(deps.db, row.id, reason, `ERROR: ${reason}`);
    await publishProgress(deps, log, row.id, 'failed', `ERROR: ${reason}`);
    log.error({ output: job.output }, 'job abandoned by its worker; marked failed');
  }
  await deps.boss.complete(job.name, job.id);
}

/**
 * Hands an active job whose worker is gone back to pg-boss as a failed attempt: it is retried
 * (its record says so meanwhile) or, with no retries left, dead-lettered and so marked failed.
 */
export async function releaseOrphanedJob(deps: RunnerDeps, job: { id: string; name: string; retryCount: number; retryLimit: number }): Promise<void> {
  const log = deps.logger.child({ kind: job.name, jobId: job.id });
  if (job.retryCount < job.retryLimit) {
    const message = 'Its worker stopped; retrying';
    await repo.markJobRetrying(deps.db, job.id, WORKER_LOST_REASON, message);
    await publishProgress(deps, log, job.id, 'pending', message);
  }
  await deps.boss.fail(job.name, job.id, { message: WORKER_LOST_REASON });
  log.warn({ retryCount: job.retryCount, retryLimit: job.retryLimit }, 'job abandoned by a worker that is gone; handed back to the queue');
}

async function reportProgress(
  deps: RunnerDeps,
  log: Logger,
  publish: Publish,
  id: string,
  percentage: number,
  message: string,
): Promise<void> {
  const value = Math.round(Math.min(100, Math.max(0, z.number().finite().parse(percentage))));
  const text = z.string().parse(message);
  if (/completed|ERROR:/.test(text)) {
    log.warn({ message: text }, 'progress message contains a word clients read as the end of the job');
  }
  await repo.updateJobProgress(deps.db, id, value, text);
  await publish('processing', text, value);
}

async function publishProgress(
  deps: RunnerDeps,
  log: Logger,
  id: string,
  status: JobProgressEvent['status'],
  message: string,
  percentage?: number,
): Promise<void> {
  const event = JobProgressEvent.parse({
    job_id: id,
    status,
    message,
    percentage,
    timestamp: new Date().toISOString(),
  });
  try {
    await deps.broadcaster.broadcast(streams.jobProgress(id), event);
  } catch (error) {
    // The record is the source of truth; a lost live message must not fail the job.
    log.warn({ err: error }, 'could not broadcast job progress');
  }
}

async function withTimeout<T>(work: Promise<T>, seconds: number, controller: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`Timed out after ${seconds} seconds`);
      controller.abort(error);
      reject(error);
    }, seconds * 1000);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function toResultRecord(result: unknown): Record<string, unknown> | null {
  if (result === undefined || result === null) return null;
  if (typeof result === 'object' && !Array.isArray(result)) return result as Record<string, unknown>;
  return { value: result };
}

/** Lets the definition record the failure on its own domain row; a failure there is logged, not fatal. */
async function notifyFailed(definition: JobDefinition, rawPayload: unknown, reason: string, log: Logger): Promise<void> {
  if (!definition.onFailed) return;
  const payload = definition.payload.safeParse(rawPayload);
  if (!payload.success) return;
  try {
    await definition.onFailed(payload.data, reason);
  } catch (error) {
    log.error({ err: error }, 'onFailed hook failed');
  }
}
