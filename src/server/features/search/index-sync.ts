import type { AppDb } from '../../db/client';
import { listIndexedDocuments, readIndexVersion } from './search.repo';

type Entry<S> = { state: S; version: number | null; syncing: Promise<void> | null };

/**
 * A per-process copy of something derived from a municipality's index, kept current with the database: each call reads
 * the index version (one small query; a caller that has just read it may pass it); when it changed since the copy was
 * made, `sync` brings the copy up to date. One sync runs at a time per municipality; a caller arriving during one waits
 * for it and checks again.
 */
export function indexSyncedCache<S>(create: () => S, sync: (db: AppDb, municipalityId: number, state: S) => Promise<void>) {
  // Per database handle (tests open many), per municipality.
  const caches = new WeakMap<AppDb, Map<number, Entry<S>>>();
  return async (db: AppDb, municipalityId: number, knownVersion?: number | null): Promise<S> => {
    let perDb = caches.get(db);
    if (!perDb) caches.set(db, (perDb = new Map()));
    let entry = perDb.get(municipalityId);
    if (!entry) perDb.set(municipalityId, (entry = { state: create(), version: -1, syncing: null }));
    const version = knownVersion !== undefined ? knownVersion : await readIndexVersion(db, municipalityId);
    if (version === entry.version) return entry.state;
    while (entry.syncing) await entry.syncing;
    if (version !== entry.version) {
      const current = entry;
      current.syncing = sync(db, municipalityId, current.state)
        .then(() => {
          current.version = version;
        })
        .finally(() => {
          current.syncing = null;
        });
      await current.syncing;
    }
    return entry.state;
  };
}

/**
 * Which of a municipality's indexed documents changed since `known` (document id → fingerprint of its rows) was taken:
 * those gone from the index, and those new or re-indexed; with every current fingerprint.
 */
export async function changedDocuments(
  db: AppDb,
  municipalityId: number,
  known: ReadonlyMap<number, string>,
): Promise<{ removed: number[]; stale: number[]; fingerprints: Map<number, string> }> {
  const current = await listIndexedDocuments(db, municipalityId);
  const fingerprints = new Map(current.map((d) => [d.documentId, d.fingerprint]));
  return {
    removed: [...known.keys()].filter((id) => !fingerprints.has(id)),
    stale: current.filter((d) => known.get(d.documentId) !== d.fingerprint).map((d) => d.documentId),
    fingerprints,
  };
}
