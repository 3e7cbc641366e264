/*
 * Final lexical scoring of candidates: BM25F over the body, the section heading and the citation, weighted by the
 * query plan's term weights; a section the question names outranks everything; a chunk that defines the term a
 * definition question asks about is boosted.
 */
import { isContentWeight, type QueryPlan } from './plan-query';
import type { PreparedCandidate } from './prepare-chunk';
import { countOf } from './tokenize';

/** Corpus statistics of one municipality's index: chunk count, average chunk length in tokens, term → chunk count. */
export type CorpusStats = { n: number; avgLength: number; df: Record<string, number> };

/** Scoring knobs; the defaults are the tuned production values. */
export type ScoreOptions = {
  /** BM25 term-frequency saturation (default 1.2). */
  k1?: number;
  /** BM25 length normalisation of the body (default 0.75). */
  b?: number;
  /** How much a heading occurrence counts relative to a body occurrence (default 2.5). */
  headingWeight?: number;
  /** How much a citation occurrence counts relative to a body occurrence (default 1). */
  citationWeight?: number;
  /** How much a word of a containing part's heading (chapter, subchapter) counts, once per chunk (default 0.5). */
  contextWeight?: number;
  /** Whether a section the question names is ranked first (default true). */
  sectionMatch?: boolean;
  /** Score multiplier added for a chunk defining the term a definition question asks about (default 2: × 3). */
  definitionBoost?: number;
  /** How far coverage scales the score, a coordination factor: × (1 − c + c · coverage) (default 0.25). */
  coverageWeight?: number;
};

/**
 * A scored candidate. `coverage` (0–1) is the IDF-weighted share of the question's informative words that the chunk
 * addresses, itself or through a vocabulary term the word stands for ('bar' is addressed by 'on-premises retailer').
 */
export type ScoredCandidate = { id: string; score: number; coverage: number; sectionMatch: boolean };

/** The scoring defaults: BM25's usual k1 and b, a heading worth 2.5 body occurrences, a light coordination factor. */
export const DEFAULT_SCORE_OPTIONS: Required<ScoreOptions> = {
  k1: 1.2,
  b: 0.75,
  headingWeight: 2.5,
  citationWeight: 1,
  contextWeight: 0.5,
  sectionMatch: true,
  definitionBoost: 2,
  coverageWeight: 0.25,
};

/** BM25's inverse document frequency (the Lucene form, never negative); a term no chunk has gets the highest value. */
export function idf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function fieldCount(tokens: readonly string[], term: string): number {
  let c = 0;
  for (const t of tokens) if (t === term) c++;
  return c;
}

/** What scoring reads of a candidate (the containing parts' headings are optional). */
export type ScorableCandidate = Pick<PreparedCandidate, 'id' | 'terms' | 'length' | 'headingTerms' | 'citationTerms' | 'sectionNumber' | 'definedTerms'> & {
  contextTerms?: readonly string[];
};

/** Scores candidates for a plan, best first (ties by id): BM25F plus the section-number and definition boosts. */
export function scoreCandidates(
  plan: QueryPlan,
  candidates: readonly ScorableCandidate[],
  stats: CorpusStats,
  options: ScoreOptions = {},
): ScoredCandidate[] {
  const o = { ...DEFAULT_SCORE_OPTIONS, ...options };
  const n = Math.max(stats.n, 1);
  const avg = stats.avgLength > 0 ? stats.avgLength : 1;
  const weighted = plan.terms.map((t) => ({ ...t, idf: idf(n, Math.min(countOf(stats.df, t.term), n)) }));
  // Informative words: the question's own full-weight words, numbers and section references (not compounds or quantities).
  const own = weighted.filter(
    (t) => (t.source === 'question' && isContentWeight(t.weight)) || t.source === 'section' || t.source === 'defined',
  ).filter((t) => t.kind !== 'compound' && t.kind !== 'answer-type');
  const ownMass = own.reduce((s, t) => s + t.idf, 0) || 1;
  const refs = new Set(o.sectionMatch ? plan.sectionRefs.map((r) => r.number) : []);
  const definitionKey = plan.definition?.key ?? null;

  const scored = candidates.map((c) => {
    const norm = 1 - o.b + (o.b * c.length) / avg;
    let score = 0;
    const groups = new Map<string, number>();
    for (const t of weighted) {
      const body = countOf(c.terms, t.term);
      const heading = o.headingWeight ? fieldCount(c.headingTerms, t.term) : 0;
      const citation = o.citationWeight ? fieldCount(c.citationTerms, t.term) : 0;
      const context = o.contextWeight && c.contextTerms?.includes(t.term) ? 1 : 0;
      if (!body && !heading && !citation && !context) continue;
      const tf = body / norm + o.headingWeight * heading + o.citationWeight * citation + o.contextWeight * context;
      const part = t.weight * t.idf * ((tf * (o.k1 + 1)) / (tf + o.k1));
      const group = t.group ?? t.term;
      groups.set(group, Math.max(groups.get(group) ?? 0, part));
    }
    for (const part of groups.values()) score += part;
    const has = (term: string) => countOf(c.terms, term) > 0 || c.headingTerms.includes(term);
    let matched = 0;
    for (const t of own) {
      if (has(t.term) || (Object.hasOwn(plan.related, t.term) && plan.related[t.term].some(has))) matched += t.idf;
    }
    if (definitionKey && c.definedTerms.includes(definitionKey)) score *= 1 + o.definitionBoost;
    const coverage = matched / ownMass;
    score *= 1 - o.coverageWeight + o.coverageWeight * coverage;
    return { id: c.id, score, coverage, sectionMatch: c.sectionNumber !== null && refs.has(c.sectionNumber) };
  });

  // A named section goes first: its score is lifted above the best score of any other candidate.
  if (refs.size) {
    const top = scored.reduce((m, s) => Math.max(m, s.score), 0);
    for (const s of scored) if (s.sectionMatch) s.score += top + 1;
  }
  return scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
