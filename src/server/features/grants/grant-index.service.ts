import { setImmediate as nextTurn } from 'node:timers/promises';
import { GrantIndex, warmGrantIndex } from '../../../engine/grants';
import type { AppDb } from '../../db/client';
import { loadLexicon } from '../../lexicon/wordnet';
import { grantsVersion, listGrantEmbeddings, listGrants, rowToListing } from './grants.repo';

/** The listings' search index held in memory, with the row id of each listing and the embeddings when there are any. */
export type LoadedGrantIndex = {
  version: string;
  index: GrantIndex;
  ids: Map<string, number>;
  /** Unit-length embeddings by listing position in the index (null where a listing has none); null when none are stored. */
  vectors: (Float32Array | null)[] | null;
};

type State = { current: LoadedGrantIndex | null; checkedAt: number; building: { version: string; promise: Promise<LoadedGrantIndex> } | null };

/** How long a checked index is used without asking the database whether the listings changed. */
export const GRANT_INDEX_RECHECK_MS = 1_000;

// One index per database handle: every process holds its own and rebuilds it when the stored listings change
// (an import in any process changes grantsVersion), so a web process never serves a stale ranking for long.
const states = new WeakMap<AppDb, State>();

/**
 * The in-memory index of the stored listings, rebuilt when they changed since it was built (one build at a time).
 * The change check is skipped for a second after the last one (`fresh` forces it, as an import does when it ends).
 */
export async function getGrantIndex(db: AppDb, options: { fresh?: boolean } = {}): Promise<LoadedGrantIndex> {
  let state = states.get(db);
  if (!state) {
    state = { current: null, checkedAt: 0, building: null };
    states.set(db, state);
  }
  if (state.current && !options.fresh && Date.now() - state.checkedAt < GRANT_INDEX_RECHECK_MS) return state.current;
  const version = await grantsVersion(db);
  state.checkedAt = Date.now();
  if (state.current?.version === version) return state.current;
  if (state.building?.version === version) return state.building.promise;
  const building = { version, promise: buildIndex(db, version) };
  state.building = building;
  const s = state;
  try {
    const loaded = await building.promise;
    if (s.building === building) s.current = loaded;
    return loaded;
  } finally {
    if (s.building === building) s.building = null;
  }
}

/**
 * Process start: builds the index of the stored listings and warms it with WordNet, in the background (the caller does
 * not wait), so the first grant search is not the one that pays for it. Failures are logged; a search then builds it.
 */
export function warmGrantSearch(db: AppDb, log: { warn(details: object, message: string): void }): Promise<void> {
  return (async () => {
    const lexicon = await loadLexicon();
    const loaded = await getGrantIndex(db);
    warmGrantIndex(loaded.index, lexicon);
  })().catch((error: unknown) => log.warn({ err: error, module: 'grants' }, 'grant search index could not be built at start; the first search builds it'));
}

async function buildIndex(db: AppDb, version: string): Promise<LoadedGrantIndex> {
  const rows = await listGrants(db);
  // Built in slices with a turn of the event loop between them: a build at start or after an import takes seconds
  // on a busy machine and must not hold up the requests the process is serving meanwhile.
  const steps = GrantIndex.buildInSlices(rows.map(rowToListing));
  let step = steps.next();
  while (!step.done) {
    await nextTurn();
    step = steps.next();
  }
  const index = step.value;
  warmGrantIndex(index);
  const ids = new Map(rows.map((r) => [r.programNumber, r.id]));
  const embeddings = await listGrantEmbeddings(db);
  let vectors: LoadedGrantIndex['vectors'] = null;
  if (embeddings.length) {
    vectors = new Array(index.size).fill(null);
    for (const e of embeddings) {
      const doc = index.docOf(e.programNumber);
      if (doc !== null) vectors[doc] = unit(e.embedding);
    }
  }
  return { version, index, ids, vectors };
}

function unit(values: number[]): Float32Array {
  const v = Float32Array.from(values);
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < v.length; i++) v[i] /= norm;
  return v;
}
