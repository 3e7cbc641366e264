import pino from 'pino';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabase, testingOnPostgres } from '../support/database';
import { waitFor } from '../support/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/contracts/errors';
import { JobProgressEvent, streams } from '../../src/contracts/live-events';
import { Broadcaster } from '../../src/server/cable/broadcaster';
import { runMigrations } from '../../src/server/db/migrate';
import { PermanentJobError } from '../../src/server/jobs/errors';
import { defineJob } from '../../src/server/jobs/job-definition';
import { createJobSystem, type JobSystem } from '../../src/server/jobs/job-system';
import { assertSeparateWorkerSupported, createPgBoss } from '../../src/server/jobs/pg-boss.factory';

const onPostgres = testingOnPostgres();
const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });


const tries = new Map<string, { attempts: number[]; jobIds: string[] }>();
function record(ctx: { jobId: string; attempt: number }, key: string) {
  const entry = tries.get(key) ?? { attempts: [], jobIds: [] };
  entry.attempts.push(ctx.attempt);
  entry.jobIds.push(ctx.jobId);
  tries.set(key, entry);
}

const summarise = defineJob({
  kind: 'summarise-document',
  payload: z.object({ documentId: z.number().int().positive(), mode: z.enum(['short', 'long']).default('short') }),
  async handler(payload, ctx) {
    record(ctx, `summarise:${payload.documentId}`);
    await ctx.progress(40, 'Reading pages');
    await ctx.progress(80, 'Writing summary');
    return { documentId: payload.documentId, mode: payload.mode, words: 120 };
  },
});

const flaky = defineJob({
  kind: 'index-municipality',
  payload: z.object({ municipalityId: z.number().int() }),
  retryLimit: 2,
  async handler(payload, ctx) {
    record(ctx, `flaky:${payload.municipalityId}`);
    if (ctx.attempt === 1) throw new Error('embedding provider timed out');
    return { indexed: 3 };
  },
});

const broken = defineJob({
  kind: 'fetch-remote-code',
  payload: z.object({ url: z.string() }),
  retryLimit: 1,
  async handler(payload, ctx) {
    record(ctx, `broken:${payload.url}`);
    throw new Error(`municipal code server unreachable: ${payload.url}`);
  },
});

const permanent = defineJob({
  kind: 'parse-document',
  payload: z.object({ documentId: z.number().int() }),
  retryLimit: 3,
  async handler(payload, ctx) {
    record(ctx, `permanent:${payload.documentId}`);
    throw new PermanentJobError('The PDF has no text layer; enable OCR and upload it again');
  },
});

describe(`job system on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let jobs: JobSystem;
  let unsubscribe: () => Promise<void>;
  const received: { stream: string; message: unknown }[] = [];
  const extraSystems: JobSystem[] = [];

  function eventsFor(jobId: string): JobProgressEvent[] {
    return received
      .filter((event) => event.stream === streams.jobProgress(jobId))
      .map((event) => JobProgressEvent.parse(event.message));
  }

  function system(runWorker: boolean): JobSystem {
    return createJobSystem({
      database,
      databaseUrl: testDb.url ?? undefined,
      broadcaster: new Broadcaster(database),
      logger,
      runWorker,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      retryBackoff: false,
    });
  }

  async function bossState(jobId: string): Promise<string | undefined> {
    const { rows } = await database.query('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
    return rows[0]?.state as string | undefined;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.database;
    await runMigrations(database);
    unsubscribe = await new Broadcaster(database).subscribeAll((stream, message) => {
      received.push({ stream, message });
    });
    jobs = system(true);
    jobs.register(summarise);
    jobs.register(flaky);
    jobs.register(broken);
    jobs.register(permanent);
    await jobs.start();
  });

  afterAll(async () => {
    for (const extra of extraSystems) await extra.stop();
    await jobs?.stop();
    await unsubscribe?.();
    await testDb?.drop();
  });

  it('runs a job to completion and streams its progress to subscribers', async () => {
    const id = await jobs.enqueue(summarise, { documentId: 7 }, {
      subject: { type: 'document', id: 7 },
      requestId: 'req-42',
    });

    const row = await waitFor(() => jobs.getJob(id), (job) => job.status === 'completed');
    expect(row).toMatchObject({
      kind: 'summarise-document',
      status: 'completed',
      progress: 100,
      attempts: 1,
      error: null,
      payload: { documentId: 7, mode: 'short' },
      result: { documentId: 7, mode: 'short', words: 120 },
      subjectType: 'document',
      subjectId: 7,
      requestId: 'req-42',
    });
    expect(row.message).toContain('completed');
    expect(tries.get('summarise:7')?.jobIds).toEqual([id]);

    const events = await waitFor(
      async () => eventsFor(id),
      (list) => list.some((event) => event.status === 'completed'),
    );
    expect(events.map((event) => [event.status, event.percentage, event.message])).toEqual([
      ['processing', 0, 'Started'],
      ['processing', 40, 'Reading pages'],
      ['processing', 80, 'Writing summary'],
      ['completed', 100, 'summarise-document completed'],
    ]);
    expect(events.every((event) => event.job_id === id)).toBe(true);
    expect(await waitFor(() => bossState(id), (state) => state !== 'active', 5_000)).toBe('completed');
  });

  it('retries a failed attempt under the same job id and completes it', async () => {
    const id = await jobs.enqueue(flaky, { municipalityId: 3 });

    const row = await waitFor(() => jobs.getJob(id), (job) => job.status === 'completed');
    expect(row).toMatchObject({ status: 'completed', attempts: 2, progress: 100, error: null, result: { indexed: 3 } });
    expect(tries.get('flaky:3')).toEqual({ attempts: [1, 2], jobIds: [id, id] });

    // The last live event travels through LISTEN/NOTIFY and can arrive just after the row reads completed.
    const events = await waitFor(
      async () => eventsFor(id),
      (list) => list.some((event) => event.status === 'completed'),
    );
    expect(events.map((event) => event.status)).toEqual(['processing', 'pending', 'processing', 'completed']);
    expect(eventsFor(id)[1].message).not.toMatch(/completed|ERROR:/);
  });

  it('records a job that keeps failing as failed with its reason once its retries are spent', async () => {
    const id = await jobs.enqueue(broken, { url: 'https://codes.example.gov' });

    const row = await waitFor(() => jobs.getJob(id), (job) => job.status === 'failed');
    const reason = 'municipal code server unreachable: https://codes.example.gov';
    expect(row).toMatchObject({ status: 'failed', attempts: 2, error: reason, message: `ERROR: ${reason}` });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(tries.get('broken:https://codes.example.gov')?.attempts).toEqual([1, 2]);

    const events = await waitFor(
      async () => eventsFor(id),
      (list) => list.some((event) => event.status === 'failed'),
    );
    expect(events.at(-1)).toMatchObject({ status: 'failed', message: `ERROR: ${reason}` });
    expect(events.filter((event) => event.message.startsWith('ERROR:'))).toHaveLength(1);
    // pg-boss closes its entry when the handler's error reaches it, just after the runner has
    // recorded the failure, so the row can be `failed` while the queue entry is still `active`.
    expect(await waitFor(() => bossState(id), (state) => state !== 'active', 5_000)).toBe('failed');
  });

  it('fails at once on PermanentJobError, without retries', async () => {
    const id = await jobs.enqueue(permanent, { documentId: 11 });

    const row = await waitFor(() => jobs.getJob(id), (job) => job.status === 'failed');
    const reason = 'The PDF has no text layer; enable OCR and upload it again';
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error: reason, message: `ERROR: ${reason}` });
    await waitFor(async () => eventsFor(id), (list) => list.at(-1)?.message === `ERROR: ${reason}`);
    // pg-boss will not hand it out again: the queue entry is closed, not waiting for a retry (the
    // runner closes it just after recording the failure, so the event can arrive first).
    expect(await waitFor(() => bossState(id), (state) => state !== 'active', 5_000)).toBe('cancelled');
    expect(tries.get('permanent:11')?.attempts).toEqual([1]);
  });

  it('rejects an invalid payload at enqueue and writes nothing', async () => {
    const count = async () => {
      const jobsRows = await database.query('SELECT count(*)::int AS n FROM background_jobs');
      const queueRows = await database.query('SELECT count(*)::int AS n FROM pgboss.job');
      return [jobsRows.rows[0].n, queueRows.rows[0].n];
    };
    const before = await count();

    const attempt = jobs.enqueue('summarise-document', { documentId: 'seven' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'validation_failed', status: 422 });
    await expect(attempt).rejects.toThrow(/documentId/);
    await expect(jobs.enqueue(summarise, { documentId: 1 }, { subject: { type: '', id: 1 } })).rejects.toMatchObject({
      code: 'validation_failed',
    });

    expect(await count()).toEqual(before);
  });

  it('lets a web-only process queue jobs that a worker runs, and fails payloads the worker cannot read', async () => {
    const kind = 'generate-questions';
    const web = system(false);
    extraSystems.push(web);
    web.register(defineJob({ kind, payload: z.object({ chunkCount: z.number() }), handler: async () => undefined }));
    await web.start();
    const good = await web.enqueue(kind, { chunkCount: 4 });
    const unreadable = await web.enqueue(kind, { chunkCount: -1 });

    // Nobody works this queue yet.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await web.getJob(good)).toMatchObject({ status: 'pending', attempts: 0 });

    const worker = system(true);
    extraSystems.push(worker);
    worker.register(
      defineJob({
        kind,
        payload: z.object({ chunkCount: z.number().int().positive() }),
        retryLimit: 3,
        handler: async (payload) => ({ questions: payload.chunkCount * 2 }),
      }),
    );
    await worker.start();

    expect(await waitFor(() => web.getJob(good), (job) => job.status === 'completed')).toMatchObject({
      result: { questions: 8 },
      attempts: 1,
    });
    const failed = await waitFor(() => web.getJob(unreadable), (job) => job.status === 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/^Invalid payload:/);
    expect(failed.message).toMatch(/^ERROR: Invalid payload:/);
  });

  it('fails an attempt that outlives its timeout and aborts its signal', async () => {
    const worker = system(true);
    extraSystems.push(worker);
    let aborted: unknown;
    const slow = worker.register(
      defineJob({
        kind: 'scan-conflicts',
        payload: z.object({}),
        retryLimit: 0,
        timeoutSeconds: 1,
        handler: (_payload, ctx) =>
          new Promise((_, reject) =>
            ctx.signal.addEventListener('abort', () => {
              aborted = ctx.signal.reason;
              reject(ctx.signal.reason);
            }),
          ),
      }),
    );
    await worker.start();
    const id = await worker.enqueue(slow, {});

    const row = await waitFor(() => worker.getJob(id), (job) => job.status === 'failed');
    expect(row).toMatchObject({ attempts: 1, error: 'Timed out after 1 seconds' });
    expect(aborted).toBeInstanceOf(Error);
  });

  it('lets a running job finish on stop(), and hands back one that overruns the shutdown timeout', async () => {
    const worker = system(true);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = worker.register(
      defineJob({
        kind: 'answer-message',
        payload: z.object({ hold: z.boolean() }),
        async handler(payload, ctx) {
          if (!payload.hold) {
            await new Promise((resolve) => setTimeout(resolve, 300));
            return { answered: true };
          }
          // Ignores nothing: gives up as soon as the worker says it is shutting down.
          await Promise.race([
            gate,
            new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason))),
          ]);
          return { answered: true };
        },
      }),
    );
    await worker.start();
    const quick = await worker.enqueue(answer, { hold: false });
    await waitFor(() => worker.getJob(quick), (job) => job.status === 'processing');
    await worker.stop();
    expect(await worker.getJob(quick)).toMatchObject({ status: 'completed', result: { answered: true } });

    const second = system(true);
    extraSystems.push(second);
    second.register(answer);
    await second.start();
    const held = await second.enqueue(answer, { hold: true });
    await waitFor(() => second.getJob(held), (job) => job.status === 'processing');
    await second.stop({ timeoutMs: 200 });
    release();
    // Back to pending for another worker to retry, with the reason it was interrupted.
    expect(await second.getJob(held)).toMatchObject({ status: 'pending', error: 'The worker is shutting down' });
  });

  it('marks a job failed when its worker died on the last attempt and pg-boss expired it', async () => {
    const kind = 'export-report';
    const web = system(false);
    extraSystems.push(web);
    web.register(defineJob({ kind, payload: z.object({}), retryLimit: 0, handler: async () => undefined }));
    await web.start();
    const id = await web.enqueue(kind, {});

    // A worker takes the job and dies: pg-boss's maintenance later finds it active past its expiry.
    const crashed = createPgBoss({ database, databaseUrl: testDb.url ?? undefined, supervise: false });
    await crashed.boss.start();
    const [taken] = await crashed.boss.fetch(kind);
    expect(taken?.id).toBe(id);
    await database.query("UPDATE pgboss.job SET started_on = now() - interval '1 day' WHERE id = $1", [id]);
    await crashed.boss.expire();
    await crashed.boss.stop({ graceful: false, timeout: 1000 });
    await crashed.drain();

    const row = await waitFor(() => jobs.getJob(id), (job) => job.status === 'failed');
    expect(row.message).toBe('ERROR: The worker running this job stopped before it finished');
    await waitFor(async () => eventsFor(id), (list) => list.at(-1)?.status === 'failed');
  });

  it('answers not_found for a job that does not exist', async () => {
    await expect(jobs.getJob('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'not_found' });
    await expect(jobs.getJob('not-a-uuid')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('explains that a separate worker needs PostgreSQL', () => {
    if (database.kind === 'pglite') {
      expect(() => assertSeparateWorkerSupported(database)).toThrow(/DATABASE_URL=postgres/);
    } else {
      expect(() => assertSeparateWorkerSupported(database)).not.toThrow();
    }
  });
});
