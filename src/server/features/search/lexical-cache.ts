import { LexicalIndex } from '../../../engine/retrieve';
import type { AppDb } from '../../db/client';
import { listIndexedDocuments, loadDefinitions, loadLexicalRows, readIndexVersion } from './search.repo';

type Cached = { index: LexicalIndex; version: number | null; fingerprints: Map<number, string>; syncing: Promise<void> | null };

// Per database handle (tests open many), per municipality.
const caches = new WeakMap<AppDb, Map<number, Cached>>();

/** Documents loaded per query to the database while (re)building an index. */
const LOAD_BATCH = 20;

/**
 * The municipality's in-memory lexical index, current with the database: one read of the index version per call;
 * when another process (or this one) changed the index, only the documents whose rows changed are reloaded.
 */
export async function lexicalIndexFor(db: AppDb, municipalityId: number): Promise<LexicalIndex> {
  let perDb = caches.get(db);
  if (!perDb) caches.set(db, (perDb = new Map()));
  let cached = perDb.get(municipalityId);
  if (!cached) perDb.set(municipalityId, (cached = { index: new LexicalIndex(), version: -1, fingerprints: new Map(), syncing: null }));
  const version = await readIndexVersion(db, municipalityId);
  if (version === cached.version) return cached.index;
  // One sync at a time per municipality; a caller arriving during one waits for it and checks again.
  while (cached.syncing) await cached.syncing;
  if (version !== cached.version) {
    const entry = cached;
    entry.syncing = sync(db, municipalityId, entry, version).finally(() => {
      entry.syncing = null;
    });
    await entry.syncing;
  }
  return cached.index;
}

async function sync(db: AppDb, municipalityId: number, cached: Cached, version: number | null): Promise<void> {
  const current = await listIndexedDocuments(db, municipalityId);
  const seen = new Set<number>();
  const stale: number[] = [];
  for (const { documentId, fingerprint } of current) {
    seen.add(documentId);
    if (cached.fingerprints.get(documentId) !== fingerprint) stale.push(documentId);
  }
  for (const documentId of [...cached.fingerprints.keys()]) {
    if (seen.has(documentId)) continue;
    cached.index.removeDocument(String(documentId));
    cached.fingerprints.delete(documentId);
  }
  const fingerprintOf = new Map(current.map((d) => [d.documentId, d.fingerprint]));
  for (let i = 0; i < stale.length; i += LOAD_BATCH) {
    const batch = stale.slice(i, i + LOAD_BATCH);
    const [rows, definitions] = await Promise.all([loadLexicalRows(db, municipalityId, batch), loadDefinitions(db, municipalityId, batch)]);
    const rowsOf = groupBy(rows, (r) => r.documentId);
    const definitionsOf = groupBy(definitions, (d) => d.documentId);
    for (const documentId of batch) {
      cached.index.addDocument(
        String(documentId),
        (rowsOf.get(documentId) ?? []).map((r) => ({ ...r, id: String(r.id), documentId: String(r.documentId) })),
        (definitionsOf.get(documentId) ?? []).map((d) => ({ term: d.term, key: d.key, genus: d.genus, bodyTerms: d.bodyTerms })),
      );
      cached.fingerprints.set(documentId, fingerprintOf.get(documentId)!);
    }
  }
  cached.version = version;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
