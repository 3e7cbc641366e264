import type { AppDb } from './client';

/** Runs `work` in one transaction: everything it writes commits together or not at all. */
export function inTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as AppDb));
}
