import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testingOnPostgres } from '../support/database';

const run = promisify(execFile);
const JOURNAL = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

// Several Ordo processes (web, workers) started at once against one new database: each runs the migrations on boot.
describe.skipIf(!testingOnPostgres())('migrations when several processes start at once', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await createTestDatabase();
  });
  afterAll(async () => fresh?.drop());

  it('run once: three processes migrating one empty database all succeed, and each migration is recorded once', async () => {
    const migrate = () =>
      run('npx', ['tsx', 'scripts/cli.ts', 'db:migrate'], { env: { ...process.env, DATABASE_URL: fresh.url! }, timeout: 120_000 });
    const outcomes = await Promise.allSettled([migrate(), migrate(), migrate()]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : String(o.reason).split('\n').filter((l) => !l.includes('npm warn')).join(' ').slice(0, 400)))).toEqual(['ok', 'ok', 'ok']);
    const { rows } = await fresh.database.query('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(rows.length).toBe(JOURNAL.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  }, 180_000);
});
