/*
 * Ranking listings for a query: BM25F over the listing fields (each query concept scored by its best-matching term,
 * so a word and its relatives never count twice), a phrase bonus where two query words stand side by side in a
 * listing, a category bonus from the categories characteristic of the query's words, a coordination factor on
 * coverage, and a soft prior for listings a local government may apply for. Then the relevance floor: a listing
 * must address enough of the query and score a fair share of what a listing matching every word would score;
 * a query nothing fits gets no results.
 */
import { type ApplicantGroup, type AssistanceGroup, isLocalGroup } from './applicants';
import type { GrantIndex } from './grant-index';
import { GRANT_FIELD_WEIGHTS } from './grant-index';
import { type GrantLexicon, type GrantQueryPlan, planGrantQuery, type QueryConcept } from './plan-grant-query';
import type { GrantListing } from './listing';
import { categoryAffinities, type Relative, topicality } from './relatives';

/** Which listings may appear at all: hard filters chosen by the user. */
export type GrantFilters = { applicantGroups?: ApplicantGroup[]; assistanceGroups?: AssistanceGroup[]; agencies?: string[] };

/** The ranking's knobs; the defaults are the tuned values (see docs/decisions/006-grant-finder.md). */
export type GrantRankOptions = {
  k1: number;
  /** Weight of the phrase bonus per adjacent query-word pair found side by side. */
  phraseWeight: number;
  /** Weight of the category bonus per concept. */
  categoryWeight: number;
  /** How far coverage scales the score: × (1 − c + c · coverage). */
  coverageWeight: number;
  /** Multiplier for listings a local government may apply for (1 turns the prior off). */
  localPrior: number;
  /** Informativeness of a concept for coverage: its IDF, capped here so one rare word cannot outweigh the rest. */
  idfCap: number;
  /** A listing addressing less than this share of the query is not a result. */
  minCoverage: number;
  /** A listing scoring less than this share of the query's ideal score is not a result. */
  minScoreRatio: number;
  /** The higher share required of a listing whose name and categories match none of the query's words. */
  minUnnamedRatio: number;
  /** A term matched only this weakly (pseudo-frequency) counts partly towards coverage. */
  coverageSaturation: number;
  /** Whether words the listings use together with a query word stand in for it. */
  cooccurrence: boolean;
  /** How much of its weight a co-occurrence relative counts towards coverage (it says "related", not "the same"). */
  cooccurrenceCoverage: number;
  /** How much of its weight a lexicon relative counts towards coverage (a sense of the word, perhaps not the one meant). */
  lexiconCoverage: number;
  /** Whether coverage weighs each word by how topical it is (see `topicality`). */
  topicality: boolean;
  /** How much a word saying what to do rather than what for ('fix', 'keep', 'old') weighs in coverage (see `QueryConcept.action`). */
  actionWeight: number;
  /** Up to this multiplier for the largest programs (by dollars obligated); 0 turns the prior off. */
  sizePrior: number;
};

export const DEFAULT_GRANT_RANK_OPTIONS: GrantRankOptions = {
  k1: 1.2,
  phraseWeight: 0.5,
  categoryWeight: 0.3,
  coverageWeight: 0.5,
  localPrior: 1.1,
  idfCap: 4.5,
  minCoverage: 0.35,
  minScoreRatio: 0.12,
  minUnnamedRatio: 0.35,
  coverageSaturation: 0.5,
  cooccurrence: true,
  cooccurrenceCoverage: 0.5,
  lexiconCoverage: 0.5,
  topicality: true,
  actionWeight: 0.5,
  sizePrior: 0.1,
};

/** A ranked listing: its position in the index, score, coverage (0–1) and the listing terms it matched. */
export type GrantHit = {
  doc: number;
  programNumber: string;
  score: number;
  coverage: number;
  /** The score as a share of the query's ideal score (what the relevance floor compares). */
  strength: number;
  matchedTerms: string[];
  /** Placed by the plain-BM25 floor (see plain-floor.ts), not by the ranking. */
  viaFloor?: boolean;
};

/** The ranking of a query: the plan it was read as and the hits that passed the floor, best first. */
export type GrantRanking = { plan: GrantQueryPlan; hits: GrantHit[] };

/** Ranks the listings for a query; an empty list when nothing passes the relevance floor. */
export function rankGrants(
  index: GrantIndex,
  query: string,
  options: { limit?: number; filters?: GrantFilters; lexicon?: GrantLexicon | null; rank?: Partial<GrantRankOptions> } = {},
): GrantRanking {
  const o = { ...DEFAULT_GRANT_RANK_OPTIONS, ...options.rank };
  const plan = planGrantQuery(index, query, { lexicon: options.lexicon, cooccurrence: o.cooccurrence });
  // Words naming a kind of applicant ('town', 'tribal') say who applies, not what for: they count towards coverage only when the query has nothing else.
  const topical = plan.concepts.filter((c) => c.counted && !c.applicantGroup);
  const counted = topical.length ? topical : plan.concepts.filter((c) => c.counted);
  if (counted.length === 0) return { plan, hits: [] };
  const allowed = docsMatchingFilters(index, options.filters);
  const sat = (tf: number) => (tf * (o.k1 + 1)) / (tf + o.k1);
  const n = index.size;
  const score = new Float64Array(n);
  const matched = new Float64Array(n);
  const named = new Uint8Array(n);
  const terms = new Map<number, Set<string>>();
  const omega = (c: QueryConcept) => Math.min(index.idf(c.term), o.idfCap) * (o.topicality ? topicality(index, c.term) : 1) * (c.action ? o.actionWeight : 1);
  const coverageMass = counted.reduce((s, c) => s + omega(c), 0);

  for (const concept of plan.concepts) {
    const best = new Map<number, { score: number; match: number; named: boolean }>();
    for (const member of concept.members) {
      const weightIdf = member.weight * Math.min(index.idf(concept.term), index.idf(member.term));
      for (const p of index.postingsOf(member.term)) {
        if (allowed && !allowed.has(p.doc)) continue;
        const s = weightIdf * sat(p.tf);
        const m = member.weight * relativeCredit(member.via, o) * Math.min(1, p.tf / o.coverageSaturation);
        const prev = best.get(p.doc);
        const isNamed = p.named || (prev?.named ?? false);
        if (!prev || s > prev.score) best.set(p.doc, { score: s, match: Math.max(m, prev?.match ?? 0), named: isNamed });
        else {
          prev.match = Math.max(prev.match, m);
          prev.named = isNamed;
        }
        const found = terms.get(p.doc) ?? terms.set(p.doc, new Set()).get(p.doc)!;
        for (const t of member.term.split(' ')) found.add(t);
      }
    }
    if (concept.applicantGroup) {
      // A word naming a kind of applicant is answered by the listing's eligibility.
      const eligibility = 0.5 * index.idf(concept.term) * sat(GRANT_FIELD_WEIGHTS.applicants.weight * 2);
      index.docs.forEach((d, doc) => {
        if (allowed && !allowed.has(doc)) return;
        if (!d.applicantGroups.includes(concept.applicantGroup!)) return;
        const prev = best.get(doc);
        best.set(doc, { score: Math.max(prev?.score ?? 0, eligibility), match: 1, named: prev?.named ?? false });
      });
    }
    for (const [doc, b] of best) {
      score[doc] += b.score;
      if (counted.includes(concept)) {
        matched[doc] += omega(concept) * b.match;
        if (b.named) named[doc] = 1;
      }
    }
    if (concept.counted && !concept.applicantGroup && o.categoryWeight > 0) addCategoryBonus(index, concept, score, allowed, o.categoryWeight);
  }
  if (o.phraseWeight > 0) addPhraseBonus(index, plan, score, terms, o.phraseWeight);

  const localWanted = !options.filters?.applicantGroups?.length && counted.every((c) => !c.applicantGroup || isLocalGroup(c.applicantGroup));
  const ideal = idealScore(index, counted, sat, o.idfCap);
  const hits: GrantHit[] = [];
  for (let doc = 0; doc < n; doc++) {
    if (score[doc] <= 0 || (allowed && !allowed.has(doc))) continue;
    const coverage = coverageMass > 0 ? matched[doc] / coverageMass : 0;
    let s = score[doc] * (1 - o.coverageWeight + o.coverageWeight * coverage);
    if (localWanted && index.docs[doc].localEligible) s *= o.localPrior;
    s *= 1 + o.sizePrior * programSize(index.docs[doc].listing.obligations);
    if (coverage < o.minCoverage || s < (named[doc] ? o.minScoreRatio : o.minUnnamedRatio) * ideal) continue;
    hits.push({ doc, programNumber: index.docs[doc].listing.programNumber, score: s, coverage, strength: ideal > 0 ? s / ideal : 0, matchedTerms: [...(terms.get(doc) ?? [])] });
  }
  hits.sort(byScore);
  return { plan, hits: hits.slice(0, options.limit ?? 20) };
}

const byScore = (a: GrantHit, b: GrantHit) => b.score - a.score || (a.programNumber < b.programNumber ? -1 : 1);

/** How much of a member's weight counts towards coverage. */
function relativeCredit(via: Relative['via'], o: GrantRankOptions): number {
  if (via === 'query' || via === 'compound' || via === 'split' || via === 'spelling') return 1;
  return via === 'cooccurrence' ? o.cooccurrenceCoverage : o.lexiconCoverage;
}

/** 0 for a program obligating $100,000 a year or less, rising with the logarithm to 1 at $10 billion. */
export function programSize(obligations: GrantListing['obligations']): number {
  const most = Math.max(obligations.fy2023 ?? 0, obligations.fy2024 ?? 0, obligations.fy2025 ?? 0);
  if (most <= 0) return 0;
  return Math.min(1, Math.max(0, (Math.log10(most) - 5) / 5));
}

/** The listings (index positions) the filters admit; null when no filter is set. */
export function docsMatchingFilters(index: GrantIndex, filters: GrantFilters | undefined): Set<number> | null {
  const applicant = filters?.applicantGroups ?? [];
  const assistance = filters?.assistanceGroups ?? [];
  const agencies = (filters?.agencies ?? []).map((a) => a.toLowerCase());
  if (!applicant.length && !assistance.length && !agencies.length) return null;
  const out = new Set<number>();
  index.docs.forEach((d, doc) => {
    if (applicant.length && !applicant.some((g) => d.applicantGroups.includes(g))) return;
    if (assistance.length && !assistance.some((g) => d.assistanceGroups.includes(g))) return;
    if (agencies.length && !agencies.includes((d.listing.agency ?? '').toLowerCase())) return;
    out.add(doc);
  });
  return out;
}

/** Listings filed under a category characteristic of the concept earn a share of the concept's IDF. */
function addCategoryBonus(index: GrantIndex, concept: QueryConcept, score: Float64Array, allowed: Set<number> | null, weight: number): void {
  const affinities = categoryAffinities(index, concept.term);
  if (affinities.length === 0) return;
  const share = new Map(affinities.map((a) => [a.category, a.share]));
  const bonus = new Map<number, number>();
  for (const a of affinities) {
    for (const doc of index.categoryDocs[a.category]) {
      if (allowed && !allowed.has(doc)) continue;
      bonus.set(doc, Math.max(bonus.get(doc) ?? 0, share.get(a.category)!));
    }
  }
  const idf = index.idf(concept.term);
  for (const [doc, b] of bonus) score[doc] += weight * idf * b;
}

/** Two query words standing side by side in a listing's title, popular name or objective add a bonus. */
function addPhraseBonus(index: GrantIndex, plan: GrantQueryPlan, score: Float64Array, terms: Map<number, Set<string>>, weight: number): void {
  if (plan.pairs.length === 0) return;
  for (const [doc, found] of terms) {
    if (score[doc] <= 0) continue;
    for (const [a, b] of plan.pairs) {
      if (!found.has(a) || !found.has(b)) continue;
      let best = 0;
      for (const seq of index.docs[doc].sequences) {
        if (adjacent(seq.terms, a, b)) best = Math.max(best, GRANT_FIELD_WEIGHTS[seq.field].weight);
      }
      if (best > 0) score[doc] += weight * best * Math.min(index.idf(a), index.idf(b));
    }
  }
}

function adjacent(seq: readonly string[], a: string, b: string): boolean {
  for (let i = 0; i + 1 < seq.length; i++) if ((seq[i] === a && seq[i + 1] === b) || (seq[i] === b && seq[i + 1] === a)) return true;
  return false;
}

/** What a listing would score with every counted concept once in its title and once in its objective. */
function idealScore(index: GrantIndex, counted: QueryConcept[], sat: (tf: number) => number, idfCap: number): number {
  const tf = GRANT_FIELD_WEIGHTS.title.weight + GRANT_FIELD_WEIGHTS.objective.weight;
  return counted.reduce((s, c) => s + Math.min(index.idf(c.term), idfCap) * sat(tf), 0);
}
