import { findRepeals, preferInForce, type OlderVersion, type SectionRepeal } from '../../../engine/retrieve';
import { enactmentStamp, readEnactment } from '../../../engine/enactment';
import type { AppDb } from '../../db/client';
import { changedDocuments, indexSyncedCache } from './index-sync';
import { documentEnds, findActingRows } from './search.repo';

type State = {
  /** Per document: the fingerprint of its rows when read, and the repeals they state. */
  documents: Map<number, { fingerprint: string; repeals: SectionRepeal[] }>;
  repeals: SectionRepeal[];
};

/** Documents read per query while (re)loading. */
const LOAD_BATCH = 50;

const cached = indexSyncedCache<State>(() => ({ documents: new Map(), repeals: [] }), sync);

/**
 * The repeals and replacements a municipality's documents state, current with its index: one read of the index version
 * per call; when it changed, only the documents whose rows changed are read again.
 */
export async function repealsFor(db: AppDb, municipalityId: number, knownVersion?: number | null): Promise<SectionRepeal[]> {
  return (await cached(db, municipalityId, knownVersion)).repeals;
}

async function sync(db: AppDb, municipalityId: number, state: State): Promise<void> {
  const known = new Map([...state.documents].map(([id, d]) => [id, d.fingerprint]));
  const { removed, stale, fingerprints } = await changedDocuments(db, municipalityId, known);
  for (const id of removed) state.documents.delete(id);
  for (let i = 0; i < stale.length; i += LOAD_BATCH) {
    const batch = stale.slice(i, i + LOAD_BATCH);
    const rows = await findActingRows(db, municipalityId, batch);
    const ends = await documentEnds(db, municipalityId, [...new Set(rows.map((r) => r.documentId))]);
    for (const id of batch) {
      const own = rows.filter((r) => r.documentId === id);
      const repeals = findRepeals(own.map((r) => ({ documentId: String(id), documentName: r.documentName, content: r.content, documentEnds: ends.get(id) ?? '' })));
      state.documents.set(id, { fingerprint: fingerprints.get(id)!, repeals });
    }
  }
  state.repeals = [...state.documents.values()].flatMap((d) => d.repeals);
}

type Hit = { documentId: number; sectionNumber: string | null; sectionLabel: string | null; documentName: string; content: string };

/**
 * Ranks the text in force first among a search's hits (see the engine's `preferInForce`) and names the older versions
 * the hits include.
 */
export async function inForceFirst<H extends Hit>(db: AppDb, municipalityId: number, hits: H[], knownVersion?: number | null): Promise<{ hits: H[]; olderVersions: OlderVersion[] }> {
  const repeals = await repealsFor(db, municipalityId, knownVersion);
  const numbers = new Set(repeals.map((r) => r.number));
  if (!hits.some((h) => h.sectionNumber && numbers.has(h.sectionNumber))) return { hits, olderVersions: [] };
  const ends = await documentEnds(db, municipalityId, [...new Set(hits.map((h) => h.documentId))]);
  const keyed = hits.map((hit) => ({ hit, documentId: String(hit.documentId), sectionNumber: hit.sectionNumber, sectionLabel: hit.sectionLabel, documentName: hit.documentName, content: hit.content }));
  const ranked = preferInForce(keyed, repeals, (k) => enactmentStamp(readEnactment(`${ends.get(k.hit.documentId) ?? ''}\n\n${k.content}`)));
  return { hits: ranked.hits.map((k) => k.hit), olderVersions: ranked.older };
}
