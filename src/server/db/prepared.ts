import type { AppDb } from './client';

/**
 * A query built once per database handle and then only executed: for the requests every open chat repeats (session,
 * poll), where building the SQL each time costs more than running it. On PostgreSQL the statement is also named, so
 * each connection parses and plans it once.
 */
export function preparedPerDatabase<T>(build: (db: AppDb) => T): (db: AppDb) => T {
  // Weak: a transaction's handle, prepared against once, is collected with the transaction.
  const cache = new WeakMap<AppDb, T>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
