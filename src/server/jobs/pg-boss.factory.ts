import PgBoss from 'pg-boss';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { createPgliteBossDb, type PgliteBossDb } from './pglite-boss.adapter';

export const BOSS_SCHEMA = 'pgboss';

export type BossHandle = {
  boss: PgBoss;
  /** Waits for statements pg-boss started on PGlite (no-op on PostgreSQL, where pg-boss owns its pool). */
  drain(): Promise<void>;
};

export type CreateBossOptions = {
  database: Database;
  /** Required on PostgreSQL: pg-boss opens its own small pool from it. */
  databaseUrl?: string;
  /** Whether this process runs pg-boss maintenance (expiring stuck jobs, archiving). */
  supervise: boolean;
};

/** Builds pg-boss on the app's database: its own pool from the URL on PostgreSQL, the PGlite instance through `db.executeSql` otherwise. */
export function createPgBoss(options: CreateBossOptions): BossHandle {
  const common = {
    schema: BOSS_SCHEMA,
    migrate: true,
    supervise: options.supervise,
    // Cron scheduling is unused; leaving it on would add a worker and timers to every process.
    schedule: false,
  } as const;
  const { database } = options;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('createPgBoss: the PGlite database has no pglite instance');
    const db: PgliteBossDb = createPgliteBossDb(database.pglite);
    // With `db` set, pg-boss never constructs its own pg.Pool (index.js getDb()).
    return { boss: new PgBoss({ ...common, db }), drain: () => db.drain() };
  }
  const connectionString = options.databaseUrl ?? options.database.url;
  if (!connectionString) {
    throw new Error('createPgBoss: pass databaseUrl when the database is PostgreSQL (pg-boss opens its own pool)');
  }
  const boss = new PgBoss({ ...common, connectionString, max: 4 });
  return { boss, drain: async () => undefined };
}

/** Throws a ConfigError that explains why a worker cannot run in its own process on PGlite, and what to do instead. */
export function assertSeparateWorkerSupported(database: Pick<Database, 'kind'>): void {
  if (database.kind === 'postgres') return;
  throw new ConfigError(
    [
      'Ordo cannot start a separate job worker on the embedded database (PGlite).',
      'PGlite runs inside one process, which owns its data directory; a second process cannot open it',
      'at the same time, so jobs must run inside the server process.',
      'Either start the server with the inline worker (ORDO_WORKER=inline, the default, with `npm start`),',
      'or set DATABASE_URL=postgres://… so that `npm run worker` processes can share one PostgreSQL database.',
    ].join('\n'),
  );
}
