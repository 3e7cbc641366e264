import { findRepeals, preferInForce, type OlderVersion, type SectionRepeal } from '../../../engine/retrieve';
import { enactmentStamp, readEnactment } from '../../../engine/enactment';
import type { AppDb } from '../../db/client';
import { documentEnds, findActingRows, readIndexVersion } from './search.repo';

type Cached = { version: number | null; repeals: SectionRepeal[]; loading: Promise<SectionRepeal[]> | null };

// Per database handle (tests open many), per municipality; read again only when the index version changes.
const caches = new WeakMap<AppDb, Map<number, Cached>>();

/** The repeals and replacements a municipality's documents state, current with its index. */
export async function repealsFor(db: AppDb, municipalityId: number): Promise<SectionRepeal[]> {
  let perDb = caches.get(db);
  if (!perDb) caches.set(db, (perDb = new Map()));
  const version = await readIndexVersion(db, municipalityId);
  const cached = perDb.get(municipalityId);
  if (cached && cached.version === version) return cached.loading ?? cached.repeals;
  const entry: Cached = { version, repeals: [], loading: null };
  entry.loading = loadRepeals(db, municipalityId).then((repeals) => {
    entry.repeals = repeals;
    entry.loading = null;
    return repeals;
  });
  perDb.set(municipalityId, entry);
  try {
    return await entry.loading;
  } catch (error) {
    perDb.delete(municipalityId);
    throw error;
  }
}

async function loadRepeals(db: AppDb, municipalityId: number): Promise<SectionRepeal[]> {
  const rows = await findActingRows(db, municipalityId);
  if (!rows.length) return [];
  const ends = await documentEnds(db, municipalityId, [...new Set(rows.map((r) => r.documentId))]);
  return findRepeals(rows.map((r) => ({ documentId: String(r.documentId), documentName: r.documentName, content: r.content, documentEnds: ends.get(r.documentId) ?? '' })));
}

type Hit = { documentId: number; sectionNumber: string | null; sectionLabel: string | null; documentName: string; content: string };

/**
 * Ranks the text in force first among a search's hits (see the engine's `preferInForce`) and names the older versions
 * the hits include.
 */
export async function inForceFirst<H extends Hit>(db: AppDb, municipalityId: number, hits: H[]): Promise<{ hits: H[]; olderVersions: OlderVersion[] }> {
  const repeals = await repealsFor(db, municipalityId);
  const numbers = new Set(repeals.map((r) => r.number));
  if (!hits.some((h) => h.sectionNumber && numbers.has(h.sectionNumber))) return { hits, olderVersions: [] };
  const ends = await documentEnds(db, municipalityId, [...new Set(hits.map((h) => h.documentId))]);
  const keyed = hits.map((hit) => ({ hit, documentId: String(hit.documentId), sectionNumber: hit.sectionNumber, sectionLabel: hit.sectionLabel, documentName: hit.documentName, content: hit.content }));
  const ranked = preferInForce(keyed, repeals, (k) => enactmentStamp(readEnactment(`${ends.get(k.hit.documentId) ?? ''}\n\n${k.content}`)));
  return { hits: ranked.hits.map((k) => k.hit), olderVersions: ranked.older };
}
