import { LexicalIndex } from '../../../engine/retrieve';
import type { AppDb } from '../../db/client';
import { changedDocuments, indexSyncedCache } from './index-sync';
import { loadDefinitions, loadLexicalRows } from './search.repo';

type State = { index: LexicalIndex; fingerprints: Map<number, string> };

/** Documents loaded per query to the database while (re)building an index. */
const LOAD_BATCH = 20;

const cached = indexSyncedCache<State>(() => ({ index: new LexicalIndex(), fingerprints: new Map() }), sync);

/**
 * The municipality's in-memory lexical index, current with the database: one read of the index version per call;
 * when another process (or this one) changed the index, only the documents whose rows changed are reloaded.
 */
export async function lexicalIndexFor(db: AppDb, municipalityId: number, knownVersion?: number | null): Promise<LexicalIndex> {
  return (await cached(db, municipalityId, knownVersion)).index;
}

async function sync(db: AppDb, municipalityId: number, state: State): Promise<void> {
  const { removed, stale, fingerprints } = await changedDocuments(db, municipalityId, state.fingerprints);
  for (const documentId of removed) {
    state.index.removeDocument(String(documentId));
    state.fingerprints.delete(documentId);
  }
  for (let i = 0; i < stale.length; i += LOAD_BATCH) {
    const batch = stale.slice(i, i + LOAD_BATCH);
    const [rows, definitions] = await Promise.all([loadLexicalRows(db, municipalityId, batch), loadDefinitions(db, municipalityId, batch)]);
    const rowsOf = groupBy(rows, (r) => r.documentId);
    const definitionsOf = groupBy(definitions, (d) => d.documentId);
    for (const documentId of batch) {
      state.index.addDocument(
        String(documentId),
        (rowsOf.get(documentId) ?? []).map((r) => ({ ...r, id: String(r.id), documentId: String(r.documentId) })),
        (definitionsOf.get(documentId) ?? []).map((d) => ({ term: d.term, key: d.key, genus: d.genus, bodyTerms: d.bodyTerms })),
      );
      state.fingerprints.set(documentId, fingerprints.get(documentId)!);
    }
  }
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
