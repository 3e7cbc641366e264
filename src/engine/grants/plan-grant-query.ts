/*
 * A grants query as concepts: each informative word of the query with the listing terms that stand in for it
 * (itself, its compound relatives, lexicon neighbours when a lexicon is given), the compounds the query spells as
 * two words or with a hyphen, and the words that name a kind of applicant.
 */
import { foldText } from '../retrieve';
import { analyze, joinedPairs } from './analyze';
import { type ApplicantGroup, groupForCue } from './applicants';
import type { GrantIndex } from './grant-index';
import { compoundRelatives, cooccurrenceRelatives, type Relative } from './relatives';

/** Related words of an English word (e.g. from WordNet); weights in (0, 1]. Optional: the search works without one. */
export interface GrantLexicon {
  related(word: string): { word: string; weight: number }[];
}

/** How much a lexicon neighbour counts at most against the query word itself. */
export const LEXICON_WEIGHT = 0.5;

/** One informative query word and the listing terms that match it. */
export type QueryConcept = {
  term: string;
  surface: string;
  members: Relative[];
  /** Counts towards coverage (false for compounds, which only add evidence for words already counted). */
  counted: boolean;
  /** The applicant group this word names ('tribal' → tribe), if any: a listing that admits the group matches it. */
  applicantGroup: ApplicantGroup | null;
};

/** The planned query: its concepts in query order and the adjacent concept pairs for phrase matches. */
export type GrantQueryPlan = { concepts: QueryConcept[]; pairs: [string, string][] };

/** The longest query read; longer text is cut (a query is a few words, not a document). */
export const MAX_GRANT_QUERY_CHARS = 500;

/** Plans a query against the index: concepts with their relatives, joined compounds and phrase pairs. */
export function planGrantQuery(index: GrantIndex, query: string, options: { lexicon?: GrantLexicon | null; cooccurrence?: boolean } = {}): GrantQueryPlan {
  const lexicon = options.lexicon;
  const tokens = analyze(query.slice(0, MAX_GRANT_QUERY_CHARS));
  const concepts: QueryConcept[] = [];
  const seen = new Set<string>();
  const words: string[] = [];
  for (const token of tokens) {
    if (!token.compound) words.push(token.term);
    if (seen.has(token.term)) continue;
    seen.add(token.term);
    const members: Relative[] = [{ term: token.term, weight: 1, via: 'query' }];
    if (!token.compound) {
      members.push(...compoundRelatives(index, token.term, token.surface));
      if (options.cooccurrence !== false) members.push(...cooccurrenceRelatives(index, token.term));
      if (lexicon) members.push(...lexiconRelatives(index, lexicon, token.surface, token.term));
    }
    concepts.push({
      term: token.term,
      surface: token.surface,
      members: dedupe(members),
      counted: !token.compound,
      applicantGroup: token.compound ? null : groupForCue(token.term),
    });
  }
  for (const pair of joinedPairs(query.slice(0, MAX_GRANT_QUERY_CHARS))) {
    if (seen.has(pair.term) || index.df(pair.term) === 0) continue;
    seen.add(pair.term);
    concepts.push({ term: pair.term, surface: pair.parts.join(''), members: [{ term: pair.term, weight: 1, via: 'query' }], counted: false, applicantGroup: null });
  }
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < words.length; i++) if (words[i] !== words[i + 1]) pairs.push([words[i], words[i + 1]]);
  return { concepts, pairs };
}

function lexiconRelatives(index: GrantIndex, lexicon: GrantLexicon, surface: string, term: string): Relative[] {
  const out: Relative[] = [];
  for (const { word, weight } of lexicon.related(foldText(surface))) {
    for (const t of analyze(word)) {
      if (t.compound || t.term === term || index.df(t.term) === 0) continue;
      out.push({ term: t.term, weight: Math.min(1, Math.max(0, weight)) * LEXICON_WEIGHT, via: 'lexicon' });
    }
  }
  return out;
}

function dedupe(members: Relative[]): Relative[] {
  const best = new Map<string, Relative>();
  for (const m of members) if (!best.has(m.term) || best.get(m.term)!.weight < m.weight) best.set(m.term, m);
  return [...best.values()];
}
