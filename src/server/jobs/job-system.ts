import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from '../../contracts/errors';
import type { Broadcaster } from '../cable/broadcaster';
import type { Database } from '../db/client';
import * as repo from './background-jobs.repo';
import type { BackgroundJob } from './background-jobs.repo';
import { DEFAULT_RETRY_LIMIT, DEFAULT_TIMEOUT_SECONDS, defineJob, type JobDefinition } from './job-definition';
import { BossJobData, releaseOrphanedJob, runJob, type RunnerDeps, settleDeadJob } from './job-runner';
import * as workers from './job-workers.repo';
import { createPgBoss, type BossHandle } from './pg-boss.factory';
import { createWaker, type Waker } from './waker';

// Where pg-boss puts a job that failed for good; its worker makes sure the record says so. Not
// kebab-case, so no job kind can take the name.
export const DEAD_LETTER_QUEUE = '__ordo_dead_jobs';

const Options = z.object({
  runWorker: z.boolean(),
  databaseUrl: z.string().optional(),
  // pg-boss's own floor for polling; below it pg-boss refuses to start workers.
  pollingIntervalSeconds: z.number().min(0.5).default(2),
  retryDelaySeconds: z.number().int().min(0).default(10),
  retryBackoff: z.boolean().default(true),
  // A worker refreshes its job_workers row this often; one not seen for lostAfterSeconds is taken
  // for gone, and the jobs it was running are retried (docs/decisions/013-worker-crash-recovery.md).
  heartbeatSeconds: z.number().min(0.2).default(10),
  lostAfterSeconds: z.number().min(1).default(30),
}).refine((o) => o.lostAfterSeconds >= 2 * o.heartbeatSeconds, {
  message: 'lostAfterSeconds must be at least twice heartbeatSeconds, or a live worker would be taken for lost between two heartbeats',
});

export type JobSystemOptions = z.input<typeof Options> & {
  database: Database;
  broadcaster: Broadcaster;
  logger: Logger;
};

export const EnqueueOptions = z.object({
  userId: z.number().int().positive().optional(),
  subject: z.object({ type: z.string().min(1).max(100), id: z.number().int() }).optional(),
  requestId: z.string().max(200).optional(),
});
export type EnqueueOptions = z.infer<typeof EnqueueOptions>;

export type JobSystem = {
  /** Adds a kind of job; call before start(), in every process that enqueues or runs it. */
  register<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S>;
  /** Validates the payload, records the job and queues it; returns the background_jobs id. */
  enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options?: EnqueueOptions): Promise<string>;
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** The job record; throws AppError('not_found') when there is none. */
  getJob(id: string): Promise<BackgroundJob>;
  /** Installs or migrates pg-boss's schema, creates the queues and, with runWorker, starts working. */
  start(): Promise<void>;
  /** Lets running jobs finish (up to timeoutMs), then shuts pg-boss down; the database stays open. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

/** Builds the job system on the app's database; with runWorker false it only enqueues (web-only process). */
export function createJobSystem(options: JobSystemOptions): JobSystem {
  const config = Options.parse(options);
  const { database, broadcaster } = options;
  const logger = options.logger.child({ module: 'jobs' });
  const definitions = new Map<string, JobDefinition>();
  const wakers = new Map<string, Waker>();
  const loops: Promise<void>[] = [];
  const shutdown = new AbortController();
  let handle: BossHandle | null = null;
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  const worker = { id: randomUUID(), hostname: hostname(), pid: process.pid };
  let liveness: NodeJS.Timeout | null = null;
  let beating: Promise<void> | null = null;

  function requireBoss(): PgBoss {
    if (state !== 'started' || !handle) throw new Error('The job system is not running: call start() first');
    return handle.boss;
  }

  type Work = (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>;

  // Our own loop over fetch/complete/fail rather than boss.work(): pg-boss 10's work() does not
  // await complete()/fail() (a failed ack becomes an unhandled rejection) and its stop() can close
  // the pool while a fetch it already started still hands a job to the handler.
  async function workLoop(queue: string, waker: Waker, boss: PgBoss, work: Work): Promise<void> {
    while (!shutdown.signal.aborted && state !== 'stopped') {
      let job: PgBoss.JobWithMetadata<unknown> | undefined;
      try {
        [job] = await boss.fetch<unknown>(queue, { includeMetadata: true, batchSize: 1 });
        if (job) await work(job);
      } catch (error) {
        logger.error({ err: error, queue, bossJobId: job?.id }, 'job worker error');
      }
      // A job found means there may be more: fetch again at once; otherwise poll.
      if (!job) await waker.sleep(config.pollingIntervalSeconds * 1000);
    }
  }

  function startLoop(queue: string, boss: PgBoss, work: Work): void {
    const waker = createWaker();
    wakers.set(queue, waker);
    loops.push(workLoop(queue, waker, boss, work));
  }

  /** Hands the jobs of workers that are gone back to the queue (retried, or dead-lettered when none are left). */
  async function reclaimOrphans(deps: RunnerDeps, scope: Parameters<typeof workers.findOrphanedJobs>[2]): Promise<void> {
    const orphans = await workers.findOrphanedJobs(database.db, [...definitions.keys()], scope);
    for (const job of orphans) await releaseOrphanedJob(deps, job);
  }

  /** One liveness tick: refresh this worker's row, then (on PostgreSQL) reclaim the jobs of workers gone silent. */
  async function beat(deps: RunnerDeps): Promise<void> {
    try {
      const before = await workers.recordHeartbeat(database.db, worker, config.lostAfterSeconds);
      if (before !== 'alive') {
        logger.warn({ workerId: worker.id, before }, 'this worker was taken for lost (its heartbeat stalled); jobs it runs may have been retried elsewhere');
      }
      if (database.kind === 'postgres' && state === 'started') {
        await reclaimOrphans(deps, { lostAfterSeconds: config.lostAfterSeconds });
        await workers.forgetLongGoneWorkers(database.db);
      }
    } catch (error) {
      logger.error({ err: error }, 'worker heartbeat failed');
    }
  }

  async function enqueue(job: JobDefinition | string, payload: unknown, options: EnqueueOptions = {}) {
    const boss = requireBoss();
    const kind = typeof job === 'string' ? job : job.kind;
    const definition = definitions.get(kind);
    if (!definition) throw new Error(`Unknown job kind "${kind}": register() it first`);
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) {
      throw new AppError('validation_failed', `Invalid ${kind} job payload: ${z.prettifyError(parsed.error)}`, {
        issues: parsed.error.issues,
      });
    }
    if (!isPlainObject(parsed.data)) {
      throw new Error(`The ${kind} payload schema must produce an object`);
    }
    const extra = EnqueueOptions.safeParse(options);
    if (!extra.success) {
      throw new AppError('validation_failed', `Invalid enqueue options: ${z.prettifyError(extra.error)}`);
    }
    const row = await repo.insertBackgroundJob(database.db, {
      kind,
      payload: parsed.data,
      userId: extra.data.userId,
      subjectType: extra.data.subject?.type,
      subjectId: extra.data.subject?.id,
      requestId: extra.data.requestId,
    });
    try {
      const timeoutSeconds = definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
      const bossId = await boss.send(kind, { backgroundJobId: row.id } satisfies BossJobData, {
        id: row.id,
        retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: config.retryDelaySeconds,
        retryBackoff: config.retryBackoff,
        deadLetter: DEAD_LETTER_QUEUE,
        // Our own timeout fails a slow attempt first; pg-boss's expiry only catches a dead worker.
        expireInSeconds: timeoutSeconds + 60,
      });
      if (!bossId) throw new Error(`pg-boss did not accept the ${kind} job (is its queue missing?)`);
    } catch (error) {
      await repo.deleteBackgroundJob(database.db, row.id);
      throw error;
    }
    wakers.get(kind)?.wake();
    logger.debug({ kind, jobId: row.id, reqId: extra.data.requestId }, 'job enqueued');
    return row.id;
  }

  return {
    register(definition) {
      if (state !== 'new') throw new Error(`register(${definition.kind}) must be called before start()`);
      defineJob(definition);
      if (definitions.has(definition.kind)) throw new Error(`Job kind "${definition.kind}" is already registered`);
      definitions.set(definition.kind, definition as unknown as JobDefinition);
      return definition;
    },

    enqueue: enqueue as JobSystem['enqueue'],

    async getJob(id) {
      const row = z.uuid().safeParse(id).success ? await repo.findBackgroundJob(database.db, id) : null;
      if (!row) throw new AppError('not_found', 'Job not found');
      return row;
    },

    async start() {
      if (state !== 'new') throw new Error(`The job system cannot start: it is ${state}`);
      state = 'starting';
      handle = createPgBoss({ database, databaseUrl: config.databaseUrl, supervise: config.runWorker });
      const { boss } = handle;
      // pg-boss emits maintenance and worker errors as events; without a listener they would crash the process.
      boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE);
      for (const kind of definitions.keys()) {
        await boss.createQueue(kind, { name: kind, deadLetter: DEAD_LETTER_QUEUE });
      }
      state = 'started';
      if (!config.runWorker) {
        if (database.kind === 'pglite') {
          logger.warn('the job worker is off on PGlite: jobs are queued and run when a server with the worker starts');
        }
        return;
      }
      const deps = { db: database.db, boss, broadcaster, logger, workerId: worker.id };
      await workers.recordHeartbeat(database.db, worker, config.lostAfterSeconds);
      // On the embedded database this process is the only one that can run jobs (the data directory
      // is locked to it): any job still active was left by a previous run that was killed.
      await reclaimOrphans(deps, database.kind === 'pglite' ? { all: true } : { lostAfterSeconds: config.lostAfterSeconds });
      liveness = setInterval(() => {
        beating ??= beat(deps).finally(() => {
          beating = null;
        });
      }, config.heartbeatSeconds * 1000);
      for (const definition of definitions.values()) {
        startLoop(definition.kind, boss, (job) => runJob(deps, definition, job, shutdown.signal));
      }
      startLoop(DEAD_LETTER_QUEUE, boss, (job) => settleDeadJob(deps, job, (kind) => definitions.get(kind)));
      logger.info({ kinds: [...definitions.keys()] }, 'job worker started');
    },

    async stop({ timeoutMs = 30_000 } = {}) {
      if (state === 'stopped' || !handle) {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      for (const waker of wakers.values()) waker.wake();
      if (liveness) clearInterval(liveness);
      await beating;
      if (!(await settlesWithin(Promise.all(loops), timeoutMs))) {
        logger.warn({ timeoutMs }, 'jobs still running at shutdown: aborting them; pg-boss will retry them');
        shutdown.abort(new Error('The worker is shutting down'));
        await settlesWithin(Promise.all(loops), 1000);
      }
      if (liveness) {
        // Gone for good: jobs it left active are reclaimed by the others without waiting for its heartbeat to age.
        await workers.forgetWorker(database.db, worker.id).catch((error) => logger.warn({ err: error }, 'could not remove the worker record'));
      }
      await handle.boss.stop({ graceful: true, wait: true, close: true, timeout: 1000 });
      await handle.drain();
    },
  };
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
