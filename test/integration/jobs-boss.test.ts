import type PgBoss from 'pg-boss';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabase, testingOnPostgres } from '../support/database';
import { waitFor } from '../support/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteBossDb } from '../../src/server/jobs/pglite-boss.adapter';
import { createPgBoss, type BossHandle } from '../../src/server/jobs/pg-boss.factory';

// pg-boss itself on the app's database: on PGlite through the executeSql adapter, on PostgreSQL
// through its own pool. No Ordo migrations are needed here, only pg-boss's own schema.
const onPostgres = testingOnPostgres();

describe(`pg-boss 10 on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let handle: BossHandle;
  let boss: PgBoss;
  const bossErrors: unknown[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.database;
    handle = createPgBoss({ database, databaseUrl: testDb.url ?? undefined, supervise: true });
    boss = handle.boss;
    boss.on('error', (error) => bossErrors.push(error));
    await boss.start();
  });

  afterAll(async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 1000 });
    await handle?.drain();
    await testDb?.drop();
    expect(bossErrors).toEqual([]);
  });

  it('installs its schema in the same database on start()', async () => {
    const { rows } = await database.query('SELECT version FROM pgboss.version');
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].version)).toBeGreaterThanOrEqual(24);
    await boss.createQueue('probe-install');
    expect(await boss.getQueue('probe-install')).toMatchObject({ name: 'probe-install' });
  });

  it('delivers a sent job to work() and records its completion', async () => {
    await boss.createQueue('probe-work');
    const seen: unknown[] = [];
    await boss.work<{ n: number }>('probe-work', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job.data);
      return { doubled: job.data.n * 2 };
    });
    const id = await boss.send('probe-work', { n: 21 });
    expect(id).toBeTruthy();

    const job = await waitFor(
      () => boss.getJobById('probe-work', id!),
      (found) => found?.state === 'completed',
    );
    expect(seen).toEqual([{ n: 21 }]);
    expect(job?.output).toEqual({ doubled: 42 });
    await boss.offWork('probe-work');
  });

  it('fails, retries with a growing count, and retries a failed job on request', async () => {
    await boss.createQueue('probe-retry');
    const id = (await boss.send('probe-retry', { step: 1 }, { retryLimit: 1, retryDelay: 0 }))!;

    const [first] = await boss.fetch('probe-retry', { includeMetadata: true });
    expect(first).toMatchObject({ id, retryCount: 0, retryLimit: 1 });
    expect(await boss.fail('probe-retry', id, { message: 'first failure' })).toMatchObject({ affected: 1 });
    expect((await boss.getJobById('probe-retry', id))?.state).toBe('retry');

    const [second] = await boss.fetch('probe-retry', { includeMetadata: true });
    expect(second).toMatchObject({ id, retryCount: 1 });
    await boss.fail('probe-retry', id, new Error('second failure'));
    const failed = await boss.getJobById('probe-retry', id);
    expect(failed?.state).toBe('failed');
    expect(failed?.output).toMatchObject({ message: 'second failure' });

    await boss.retry('probe-retry', id);
    const [third] = await boss.fetch('probe-retry');
    expect(third?.id).toBe(id);
    await boss.complete('probe-retry', id);
    expect((await boss.getJobById('probe-retry', id))?.state).toBe('completed');
  });

  it('runs its maintenance (expire, archive, drop) without disturbing the app', async () => {
    await boss.maintain();
    await expect(database.query('SELECT 1 AS ok')).resolves.toEqual({ rows: [{ ok: 1 }] });
  });

  describe.skipIf(onPostgres)('the PGlite executeSql adapter', () => {
    it('rolls back a failing BEGIN…COMMIT script so that the single session stays usable', async () => {
      const db = createPgliteBossDb(database.pglite!);
      await expect(
        db.executeSql('BEGIN; CREATE TABLE probe_rollback (x int); SELECT 1/0; COMMIT;'),
      ).rejects.toThrow(/division by zero/);

      expect(database.pglite!.isInTransaction()).toBe(false);
      const { rows } = await db.executeSql("SELECT to_regclass('probe_rollback') AS t");
      expect(rows).toEqual([{ t: null }]);
    });

    it('answers a script with the last statement result, and parameters like node-postgres', async () => {
      const db = createPgliteBossDb(database.pglite!);
      const script = await db.executeSql(
        'CREATE TEMP TABLE probe_script (x int); INSERT INTO probe_script VALUES (1), (2); ' +
          'SELECT count(*)::int AS n FROM probe_script',
      );
      expect(script.rows).toEqual([{ n: 2 }]);

      const params = await db.executeSql('SELECT $1::text AS obj, $2::uuid[] AS ids, $3::int AS missing', [
        { a: 1 },
        ['8b1f4c2e-0000-4000-8000-000000000001'],
        undefined,
      ]);
      expect(params.rows).toEqual([
        { obj: '{"a":1}', ids: ['8b1f4c2e-0000-4000-8000-000000000001'], missing: null },
      ]);
    });

    it('never runs a pg-boss script in the middle of an app transaction', async () => {
      const pglite = database.pglite!;
      await pglite.exec('CREATE TABLE probe_order (seq serial, what text)');
      const db = createPgliteBossDb(pglite);

      const appTransaction = pglite.transaction(async (tx) => {
        await tx.query("INSERT INTO probe_order (what) VALUES ('app begins')");
        await new Promise((resolve) => setTimeout(resolve, 150));
        await tx.query("INSERT INTO probe_order (what) VALUES ('app commits')");
      });
      // Issued while the app transaction is open: it must wait for it, not slip in between.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const bossScript = db.executeSql(
        "BEGIN; SELECT pg_advisory_xact_lock(42); INSERT INTO probe_order (what) VALUES ('boss script'); COMMIT;",
      );
      await Promise.all([appTransaction, bossScript, boss.maintain()]);

      const { rows } = await pglite.query<{ what: string }>('SELECT what FROM probe_order ORDER BY seq');
      expect(rows.map((row) => row.what)).toEqual(['app begins', 'app commits', 'boss script']);
    });
  });
});
