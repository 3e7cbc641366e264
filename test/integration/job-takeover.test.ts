import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Broadcaster } from '../../src/server/cable/broadcaster';
import type { Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { defineJob } from '../../src/server/jobs/job-definition';
import { createJobSystem, type JobSystem, type JobSystemOptions } from '../../src/server/jobs/job-system';
import { createTestDatabase, type TestDatabase, testingOnPostgres } from '../support/database';
import { waitFor } from '../support/wait';

const logger = pino({ level: process.env.ORDO_TEST_LOG ?? 'silent' });

// Two workers share PostgreSQL; one is alive but its heartbeat stalls (a blocked event loop), so the
// other takes its job over. The stalled one finishing late must not overwrite or re-acknowledge it.
describe.skipIf(!testingOnPostgres())('a job taken over from a worker whose heartbeat stalled (PostgreSQL: workers in several processes)', () => {
  let testDb: TestDatabase;
  let database: Database;
  const systems: JobSystem[] = [];
  let release: () => void = () => undefined;
  const firstAttemptHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started: number[] = [];
  const work = defineJob({
    kind: 'scan-code-health',
    payload: z.object({}),
    retryLimit: 2,
    async handler(_payload, ctx) {
      started.push(ctx.attempt);
      if (ctx.attempt === 1) await firstAttemptHeld;
      return { finishedBy: ctx.attempt === 1 ? 'the stalled worker' : 'the other worker' };
    },
  });

  function system(options: Partial<JobSystemOptions>): JobSystem {
    const jobs = createJobSystem({
      database,
      databaseUrl: testDb.url!,
      broadcaster: new Broadcaster(database),
      logger,
      runWorker: true,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 0,
      retryBackoff: false,
      ...options,
    });
    jobs.register(work);
    systems.push(jobs);
    return jobs;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.database;
    await runMigrations(database);
  });
  afterAll(async () => {
    release();
    for (const jobs of systems) await jobs.stop({ timeoutMs: 2000 });
    await testDb?.drop();
  });

  it('completes once, with the result of the worker that took it over', async () => {
    // This one beats once at start and then not for a long while: as good as stalled.
    const stalled = system({ heartbeatSeconds: 1000, lostAfterSeconds: 3000 });
    await stalled.start();
    const id = await stalled.enqueue(work, {});
    await waitFor(async () => started, (list) => list.includes(1));
    await database.query("UPDATE job_workers SET seen_at = now() - interval '1 hour'");

    const other = system({ heartbeatSeconds: 0.5, lostAfterSeconds: 1.5 });
    await other.start();
    const done = await waitFor(() => other.getJob(id), (job) => job.status === 'completed', 30_000);
    expect(done).toMatchObject({ attempts: 2, result: { finishedBy: 'the other worker' } });

    // The stalled worker now finishes its attempt: it records nothing and closes nothing.
    release();
    await stalled.stop();
    expect(started).toEqual([1, 2]);
    expect(await other.getJob(id)).toMatchObject({ status: 'completed', attempts: 2, result: { finishedBy: 'the other worker' } });
    const { rows } = await database.query('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [id]);
    expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 60_000);
});
