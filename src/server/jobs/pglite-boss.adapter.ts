import type { PGlite, Results } from '@electric-sql/pglite';

/** The node-postgres-like result pg-boss reads: it only ever looks at `rows` (and `rows[0].count`). */
export type BossSqlResult = { rows: Record<string, unknown>[]; rowCount: number };

/** pg-boss's `db` option: every statement pg-boss runs goes through `executeSql`. */
export interface PgliteBossDb {
  executeSql(text: string, values?: unknown[]): Promise<BossSqlResult>;
  /** Resolves once every statement already handed to executeSql has settled. */
  drain(): Promise<void>;
}

// pg-boss's `locked()` wraps maintenance, schema creation and migrations as ONE simple-protocol
// script: "BEGIN; SET LOCAL ...; SELECT pg_advisory_xact_lock(...); <commands>; COMMIT;".
const OPENS_TRANSACTION = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;

/**
 * Runs pg-boss 10 on a PGlite instance: parameterised statements go through the extended protocol
 * (`pglite.query`), parameterless text (single statements and multi-statement scripts) through the
 * simple protocol (`pglite.exec`), and the result handed back is the last statement's `{ rows }`.
 */
export function createPgliteBossDb(pglite: PGlite): PgliteBossDb {
  const pending = new Set<Promise<unknown>>();

  async function run(text: string, values?: unknown[]): Promise<BossSqlResult> {
    if (values && values.length > 0) {
      return toBossResult(await pglite.query<Record<string, unknown>>(text, values.map(toPgliteParam)));
    }
    if (OPENS_TRANSACTION.test(text)) {
      // A script that fails after its own BEGIN would leave PGlite's only session in an aborted
      // transaction ("current transaction is aborted") for every later query of the app. Running it
      // inside pglite.transaction() keeps the transaction mutex for the whole script and rolls back
      // on error before any other query can run. The script's BEGIN and COMMIT then only raise
      // harmless warnings ("already/no transaction in progress").
      return lastResult(await pglite.transaction((tx) => tx.exec(text)));
    }
    return lastResult(await pglite.exec(text));
  }

  return {
    executeSql(text, values) {
      const promise = run(text, values);
      pending.add(promise);
      const forget = () => pending.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

// node-postgres JSON-encodes plain objects whatever the parameter's type; PGlite only does so for
// json/jsonb parameters and would send "[object Object]" for a text one. Arrays, Dates and bytes
// PGlite serialises itself from the type Postgres infers for the parameter.
function toPgliteParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value) || value instanceof Date || value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

function toBossResult(result: Results<Record<string, unknown>>): BossSqlResult {
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
}

// node-postgres answers a multi-statement script with an array of results; pg-boss never reads the
// result of a script (create, migrate, expire, archive, drop), and reads `.rows` of every single
// statement, so the last result alone is the shape that is right for every call it makes.
function lastResult(results: Results[]): BossSqlResult {
  const last = results.at(-1) as Results<Record<string, unknown>> | undefined;
  return last ? toBossResult(last) : { rows: [], rowCount: 0 };
}
