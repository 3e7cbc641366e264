import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type SqlRows = { rows: Record<string, unknown>[] };
export type NotificationHandler = (payload: string) => void;

/** One handle on the database, whichever engine backs it: drizzle for the repos, raw SQL and LISTEN/NOTIFY for jobs and the live channel. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: AppDb;
  /** Runs one parameterised statement, or (without params) a script of several; returns the last result's rows. */
  query(text: string, params?: unknown[]): Promise<SqlRows>;
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, when that is the engine (tests and pg-boss's adapter need it). */
  readonly pglite?: PGlite;
  /** The connection string, when the engine is PostgreSQL (pg-boss opens its own pool from it). */
  readonly url?: string;
}

export type DatabaseOptions = { url: string } | { dataDir: string | null };

/** Opens PostgreSQL when given a URL, else PGlite file-backed in dataDir (or in memory when dataDir is null). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? undefined, { extensions: { vector, pg_trgm } });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async query(text, params) {
      if (params && params.length > 0) {
        const res = await client.query<Record<string, unknown>>(text, params);
        return { rows: res.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => unlisten();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!client.closed) await client.close();
      releaseLock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at boot with the driver's message rather than on the first request.
  await pool.query('SELECT 1');
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  // An idle pooled connection the server drops (restart, failover, a terminated backend) is discarded by the pool;
  // without a listener its 'error' would end the process.
  pool.on('error', () => undefined);
  let listener: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  const handlers = new Map<string, Set<NotificationHandler>>();

  function listenerClient(): Promise<pg.Client> {
    if (listener) return Promise.resolve(listener);
    connecting ??= connectListener().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  /** One connection LISTENs for every channel anyone follows; when it is lost, a new one takes over every channel. */
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listener = client;
    failures = 0;
    return client;
  }

  function lost(client: pg.Client | null): void {
    if (client && listener !== client) return;
    listener = null;
    if (closed || reconnectTimer || handlers.size === 0) return;
    // Notifications sent while no connection listens are not delivered; those after it is back are.
    const delay = Math.min(10_000, 200 * 2 ** failures++);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (!closed && !listener) listenerClient().catch(() => lost(null));
    }, delay);
    reconnectTimer.unref();
  }

  return {
    kind: 'postgres',
    db,
    url,
    async query(text, params) {
      const res = await pool.query(text, params as unknown[] | undefined);
      const last = Array.isArray(res) ? res.at(-1) : res;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async listen(channel, handler) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await listener?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = listener ?? (await connecting?.catch(() => null)) ?? null;
      listener = null;
      await current?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/** PGlite is one process's database: a second process opening the same files would corrupt them, so refuse it. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'ordo.pid');
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid} (is \`npm start\` running?). ` +
          'Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
