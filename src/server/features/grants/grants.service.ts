import type { GrantFilterOptions, GrantHighlight, GrantResult, GrantSearchQuery } from '../../../contracts/grants';
import type { EmbeddingModel } from '../../../engine/ai';
import {
  APPLICANT_GROUP_RULES,
  APPLICANT_GROUPS,
  ASSISTANCE_GROUP_LABELS,
  ASSISTANCE_GROUPS,
  docsMatchingFilters,
  type GrantHit,
  type GrantLexicon,
  highlightPassage,
  highlightText,
  rankGrants,
  withPlainFloor,
} from '../../../engine/grants';
import { fuseRankings } from '../../../engine/retrieve';
import type { AppDb } from '../../db/client';
import { type LoadedGrantIndex, getGrantIndex } from './grant-index.service';
import { countGrants, countGrantsByAgency } from './grants.repo';

export type GrantSearchDeps = {
  db: AppDb;
  embeddings?: EmbeddingModel | null;
  lexicon?: GrantLexicon | null;
  log?: { warn(details: object, message: string): void };
  /** Whether plain BM25's best listings are kept among the results (default true; false only to measure without it). */
  plainFloor?: boolean;
};

/** Dense retrieval: how many nearest listings join the fusion, how similar they must be, and how long the query embedding may take. */
export const GRANT_DENSE = { candidates: 50, minSimilarity: 0.35, aloneSimilarity: 0.5, timeoutMs: 5_000 } as const;

/**
 * Grant search as the API and `npm run eval:grants` run it: the listings ranked by the engine (BM25F over the
 * listing fields, relatives learned from the listings, relevance floor), filtered, with plain BM25's best listings
 * kept among the first ten and a short list filled from plain BM25 when the ranking found anything (decision record
 * 006), and the matched words highlighted. With an embedding model and stored embeddings, the nearest listings are
 * fused in by reciprocal rank fusion; alone (no lexical result passes the floor) they count only when they are very
 * close to the query.
 */
export async function searchGrants(deps: GrantSearchDeps, input: GrantSearchQuery): Promise<GrantResult[]> {
  const loaded = await getGrantIndex(deps.db);
  const filters = { applicantGroups: input.applicant_type, assistanceGroups: input.assistance_type, agencies: input.agency };
  const allowed = docsMatchingFilters(loaded.index, filters);
  const ranking = rankGrants(loaded.index, input.query, { limit: Math.max(input.limit, GRANT_DENSE.candidates), filters, lexicon: deps.lexicon });
  let hits: GrantHit[] = ranking.hits;
  if (deps.embeddings && loaded.vectors) hits = await fuseDense(deps, loaded, input.query, hits, allowed);
  if (deps.plainFloor !== false) hits = withPlainFloor(loaded.index, input.query, hits, { limit: input.limit, allowed });
  return hits.slice(0, input.limit).map((hit) => serializeGrant(loaded, hit));
}

async function fuseDense(deps: GrantSearchDeps, loaded: LoadedGrantIndex, query: string, lexical: GrantHit[], allowed: Set<number> | null): Promise<GrantHit[]> {
  let vector: number[];
  try {
    [vector] = await deps.embeddings!.embed([query], AbortSignal.timeout(GRANT_DENSE.timeoutMs));
  } catch (error) {
    deps.log?.warn({ err: error }, 'grant search: query embedding failed; lexical ranking only');
    return lexical;
  }
  const q = Float32Array.from(vector);
  const qNorm = Math.hypot(...q) || 1;
  const nearest: { doc: number; similarity: number }[] = [];
  loaded.vectors!.forEach((v, doc) => {
    if (!v || (allowed && !allowed.has(doc))) return;
    let dot = 0;
    for (let i = 0; i < v.length; i++) dot += v[i] * q[i];
    const similarity = dot / qNorm;
    if (similarity >= GRANT_DENSE.minSimilarity) nearest.push({ doc, similarity });
  });
  nearest.sort((a, b) => b.similarity - a.similarity);
  const dense = nearest.slice(0, GRANT_DENSE.candidates);
  if (lexical.length === 0 && (dense[0]?.similarity ?? 0) < GRANT_DENSE.aloneSimilarity) return [];
  const byDoc = new Map(lexical.map((h) => [String(h.doc), h]));
  const fused = fuseRankings([lexical.map((h) => ({ id: String(h.doc), score: h.score })), dense.map((d) => ({ id: String(d.doc), score: d.similarity }))]);
  return fused.map((f) => {
    const hit = byDoc.get(f.id);
    const doc = Number(f.id);
    return { ...(hit ?? { doc, programNumber: loaded.index.docs[doc].listing.programNumber, coverage: 0, strength: 0, matchedTerms: [] }), score: f.score };
  });
}

/** A ranked listing as the API returns it. */
export function serializeGrant(loaded: LoadedGrantIndex, hit: GrantHit): GrantResult {
  const d = loaded.index.docs[hit.doc];
  const l = d.listing;
  const matched = new Set(hit.matchedTerms);
  const highlights: GrantHighlight[] = [];
  const title = highlightText(l.title, matched);
  if (title) highlights.push({ field: 'program_title', segments: title });
  const popular = l.popularName ? highlightText(l.popularName, matched) : null;
  if (popular) highlights.push({ field: 'popular_name', segments: popular });
  const passage = l.objective ? highlightPassage(l.objective, matched) : null;
  if (passage) highlights.push({ field: 'objective', segments: passage });
  return {
    id: loaded.ids.get(l.programNumber) ?? 0,
    name: l.title,
    program_number: l.programNumber,
    url: l.samUrl,
    eligibility: l.applicantTypes.join('; '),
    description: l.objective ?? '',
    popular_name: l.popularName,
    agency: l.agency,
    sub_agency: l.subAgency,
    applicant_types: l.applicantTypes,
    assistance_types: l.assistanceTypes,
    categories: l.categories,
    obligations: { ...l.obligations },
    grants_url: l.grantsUrl,
    local_government_eligible: d.localEligible,
    score: Number(hit.score.toFixed(4)),
    highlights,
  };
}

/** How many listings there are, and the filter choices (agencies with their listing counts). */
export async function getGrantFilterOptions(db: AppDb, loading: boolean): Promise<GrantFilterOptions> {
  const agencies = await countGrantsByAgency(db);
  return {
    total: await countGrants(db),
    loading,
    applicant_types: APPLICANT_GROUPS.map((value) => ({ value, label: APPLICANT_GROUP_RULES[value].label })),
    assistance_types: ASSISTANCE_GROUPS.map((value) => ({ value, label: ASSISTANCE_GROUP_LABELS[value] })),
    agencies,
  };
}
