import { findRepeals, overridesOf, preferInForce, type OlderVersion, type SectionRepeal } from '../../../engine/retrieve';
import { enactmentStamp, readEnactment } from '../../../engine/enactment';
import type { AppDb } from '../../db/client';
import { changedDocuments, indexSyncedCache } from './index-sync';
import { documentEnds, findActingRows, findRowsByIds, type SearchRow } from './search.repo';

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
      const repeals = findRepeals(own.map((r) => ({ documentId: String(id), documentName: r.documentName, content: r.content, documentEnds: ends.get(id) ?? '', rowId: String(r.id) })));
      state.documents.set(id, { fingerprint: fingerprints.get(id)!, repeals });
    }
  }
  state.repeals = [...state.documents.values()].flatMap((d) => d.repeals);
}

type Hit = { chunkId: number; score: number; coverage?: number; documentId: number; sectionNumber: string | null; sectionLabel: string | null; documentName: string; content: string };

/**
 * Ranks the text in force first among a search's hits (see the engine's `preferInForce`) and names the older versions
 * the hits include.
 */
export async function inForceFirst<H extends Hit>(
  db: AppDb,
  municipalityId: number,
  hits: H[],
  knownVersion?: number | null,
  toHit?: (row: SearchRow, beside: H) => H,
): Promise<{ hits: H[]; olderVersions: OlderVersion[] }> {
  const repeals = await repealsFor(db, municipalityId, knownVersion);
  const numbers = new Set(repeals.map((r) => r.number));
  if (!hits.some((h) => h.sectionNumber && numbers.has(h.sectionNumber))) return { hits, olderVersions: [] };
  const ends = await documentEnds(db, municipalityId, [...new Set(hits.map((h) => h.documentId))]);
  const keyed = hits.map((hit) => ({ hit, documentId: String(hit.documentId), sectionNumber: hit.sectionNumber, sectionLabel: hit.sectionLabel, documentName: hit.documentName, content: hit.content }));
  const stampOf = (k: (typeof keyed)[number]) => enactmentStamp(readEnactment(`${ends.get(k.hit.documentId) ?? ''}\n\n${k.content}`));
  const ranked = preferInForce(keyed, repeals, stampOf);
  const overrides = overridesOf(ranked.hits, repeals, stampOf);
  const ordered = toHit && overrides.length ? await withOverridingTexts(db, ranked.hits.map((k) => k.hit), overrides, toHit) : ranked.hits.map((k) => k.hit);
  return { hits: ordered, olderVersions: [...ranked.older, ...overrides.map((o) => o.older)] };
}

/** A section part of which another text supersedes keeps this share of that text's score. */
const SUPERSEDED_SHARE = 0.5;

/**
 * Each text that overrides part of a hit's section goes right before the section's first hit, with its score: the
 * answer then reads the rule in force first ('supersedes the Saturday hours set by § 25-723').
 */
async function withOverridingTexts<H extends Hit>(db: AppDb, hits: H[], overrides: { hit: { hit: H }; older: OlderVersion }[], toHit: (row: SearchRow, beside: H) => H): Promise<H[]> {
  const ids = [...new Set(overrides.flatMap((o) => (o.older.repeal.rowId ? [Number(o.older.repeal.rowId)] : [])))];
  const rows = new Map((await findRowsByIds(db, ids)).map((r) => [String(r.id), r]));
  let out = [...hits];
  for (const { hit, older } of overrides) {
    const row = older.repeal.rowId ? rows.get(older.repeal.rowId) : undefined;
    if (!row) continue;
    const existing = out.find((h) => h.chunkId === row.chunkId);
    // The text in force weighs at least as much as the text it supersedes part of.
    const overriding = existing ?? toHit(row, hit.hit);
    overriding.score = Math.max(overriding.score, hit.hit.score);
    overriding.coverage = Math.max(overriding.coverage ?? 0, hit.hit.coverage ?? 0);
    // The superseded section's text weighs less than the text in force (the answer quotes the latter first).
    for (const h of out) if (h.documentId === hit.hit.documentId && h.sectionNumber === hit.hit.sectionNumber) h.score = Math.min(h.score, SUPERSEDED_SHARE * overriding.score);
    if (existing && out.indexOf(existing) < out.indexOf(hit.hit)) continue;
    out = out.filter((h) => h !== existing);
    out.splice(out.indexOf(hit.hit), 0, overriding);
  }
  return out;
}
