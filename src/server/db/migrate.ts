import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './client';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// An arbitrary key of the session-level advisory lock that serializes migrations across processes ('ordo' in ASCII).
const MIGRATION_LOCK = 0x6f72646f;

/**
 * Applies every committed migration in drizzle/ that the database has not seen; safe to run on every boot. On
 * PostgreSQL, processes starting at once take turns (an advisory lock held on a connection of its own): the first
 * migrates, the others then find nothing left to do.
 */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
    return;
  }
  const lock = new pg.Client({ connectionString: database.url ?? undefined });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as never, config);
  } finally {
    // Ending the session releases the lock, even when the unlock itself fails.
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
