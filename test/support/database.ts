import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { waitFor } from './wait';

const POSTGRES_TEST_URL = process.env.DATABASE_URL ?? 'postgres://ordo:ordo@127.0.0.1:5432/ordo_test';

/** True when the integration suite runs against PostgreSQL instead of PGlite (ORDO_TEST_DB=postgres). */
export function testingOnPostgres(): boolean {
  return process.env.ORDO_TEST_DB === 'postgres';
}

export type TestDatabase = { database: Database; url: string | null; drop(): Promise<void> };

/** A fresh, empty database for one test file: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testingOnPostgres()) {
    const database = await openDatabase({ dataDir: null });
    return { database, url: null, drop: () => database.close() };
  }
  const name = `ordo_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_TEST_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
      await client.connect();
      // pool.end() resolves before its sockets close; dropping WITH (FORCE) while one is still open
      // makes the server kill it, and that error escapes the ended pool.
      const sessions = async () =>
        (await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n;
      await waitFor(sessions, (n) => n === 0, 5_000).catch(() => undefined);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
