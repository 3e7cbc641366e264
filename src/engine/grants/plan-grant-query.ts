/*
 * A grants query as concepts: each informative word of the query with the listing terms that stand in for it
 * (itself, its compound relatives, lexicon neighbours when a lexicon is given), the compounds the query spells as
 * two words or with a hyphen, and the words that name a kind of applicant.
 */
import type { Lexicon } from '../lexicon';
import { lexicalExpansions, tokenizeWithSurface } from '../retrieve';
import { analyze, joinedPairs, numeralize } from './analyze';
import { type ApplicantGroup, groupForCue } from './applicants';
import type { GrantIndex } from './grant-index';
import { compoundRelatives, cooccurrenceRelatives, type Relative, splitRelatives, topicality } from './relatives';
import { spellingRelatives } from './spelling-relatives';

/** A general-English lexicon (WordNet); optional: the search works without one. */
export type GrantLexicon = Lexicon;

/** Lexicon relatives used in more than this share of the listings, or less topical than this, say nothing specific. */
export const MAX_LEXICON_SHARE = 0.05;
export const MIN_LEXICON_TOPICALITY = 0.4;

/** One informative query word and the listing terms that match it. */
export type QueryConcept = {
  term: string;
  surface: string;
  members: Relative[];
  /** Counts towards coverage (false for compounds, which only add evidence for words already counted). */
  counted: boolean;
  /** The applicant group this word names ('tribal' → tribe), if any: a listing that admits the group matches it. */
  applicantGroup: ApplicantGroup | null;
  /**
   * A listing word that English (the lexicon) reads mostly as a verb, adjective or adverb ('fix', 'keep', 'old',
   * 'replace'): it says what to do, not what the program is for, and weighs less in coverage. A word no listing uses
   * keeps its full weight, so a query about something the listings never mention still finds nothing.
   */
  action: boolean;
};

/** The planned query: its concepts in query order and the adjacent concept pairs for phrase matches. */
export type GrantQueryPlan = { concepts: QueryConcept[]; pairs: [string, string][] };

/** How much a part of a joined pair counts for the pair ('school' for 'after school'). */
export const COMPOUND_PART_WEIGHT = 0.5;

/** A word with fewer than this share of noun senses is read as saying what to do, not what for (see `QueryConcept.action`). */
export const MAX_ACTION_NOUN_SHARE = 0.2;

/** The longest query read; longer text is cut (a query is a few words, not a document). */
export const MAX_GRANT_QUERY_CHARS = 500;

/** Plans a query against the index: concepts with their relatives, joined compounds and phrase pairs. */
export function planGrantQuery(index: GrantIndex, query: string, options: { lexicon?: GrantLexicon | null; cooccurrence?: boolean } = {}): GrantQueryPlan {
  const lexicon = options.lexicon;
  const text = query.slice(0, MAX_GRANT_QUERY_CHARS);
  const tokens = analyze(text);
  const lexical = lexicon ? lexiconRelatives(index, lexicon, text) : new Map<string, Relative[]>();
  const concepts: QueryConcept[] = [];
  const seen = new Set<string>();
  const words: string[] = [];
  for (const token of tokens) {
    if (!token.compound) words.push(token.term);
    if (seen.has(token.term)) continue;
    seen.add(token.term);
    const members: Relative[] = [{ term: token.term, weight: 1, via: 'query' }];
    if (!token.compound) {
      members.push(...compoundRelatives(index, token.term, token.surface), ...splitRelatives(index, token.surface));
      if (options.cooccurrence !== false) members.push(...cooccurrenceRelatives(index, token.term));
      // WordNet's many senses make its relatives noisy ('lead' → take, direct, conduct): measured on the dev queries,
      // they only help for words no listing uses ('playground', 'iphone' must find nothing or a real relative).
      if (index.df(token.term) === 0) {
        // A word no listing uses and English does not know ('asistance') is read as a misspelling of a listing word;
        // an English word ('leaky', 'earthen') gets WordNet's relatives instead.
        const corrected = lexicon?.isWord(token.surface) ? [] : spellingRelatives(index, token.term, token.surface);
        members.push(...(corrected.length ? corrected : (lexical.get(token.term) ?? [])));
      }
    }
    concepts.push({
      term: token.term,
      surface: token.surface,
      members: dedupe(members),
      counted: !token.compound,
      applicantGroup: token.compound ? null : groupForCue(token.term),
      action: !token.compound && isActionWord(index, lexicon, token.term, token.surface),
    });
  }
  for (const pair of joinedPairs(query.slice(0, MAX_GRANT_QUERY_CHARS))) {
    if (seen.has(pair.term) || index.df(pair.term) === 0) continue;
    seen.add(pair.term);
    // Two query words the listings write as one ('bullet proof' → bulletproof, 'after school' → afterschool) are one
    // concept, the joined word counting fully and either part alone for half, when a part says nothing alone (a word
    // no listing uses, or a function word). Otherwise ('high speed', which listings also write 'high-speed') the
    // joined word only adds evidence to its two parts.
    const found = concepts.filter((c) => c.counted && !c.applicantGroup && pair.parts.some((p) => analyze(p)[0]?.term === c.term));
    const joined = found.length < 2 || found.some((c) => index.df(c.term) === 0);
    const parts = joined ? found : [];
    const members: Relative[] = [{ term: pair.term, weight: 1, via: 'query' }];
    for (const part of parts) {
      part.counted = false;
      members.push(...part.members.map((m) => ({ ...m, weight: m.weight * COMPOUND_PART_WEIGHT })));
    }
    concepts.push({ term: pair.term, surface: pair.parts.join(''), members: dedupe(members), counted: joined && found.length > 0, applicantGroup: null, action: false });
  }
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < words.length; i++) if (words[i] !== words[i + 1]) pairs.push([words[i], words[i + 1]]);
  return { concepts, pairs };
}

/**
 * WordNet's relatives of the query's words and two-word phrases (synonyms, broader and narrower terms, derived forms,
 * weighted by relation and sense), kept where the listings use them, by the query term they stand in for.
 */
function lexiconRelatives(index: GrantIndex, lexicon: Lexicon, text: string): Map<string, Relative[]> {
  const out = new Map<string, Relative[]>();
  const own = tokenizeWithSurface(numeralize(text.toLowerCase()));
  // Only words no listing uses are expanded (see planGrantQuery), so the others are not looked up.
  const known = new Set(own.filter((t) => index.df(t.term) > 0).map((t) => t.term));
  for (const expansion of lexicalExpansions(text, own, lexicon, known)) {
    for (const token of expansion.tokens) {
      // Only words the listings use, and not the ones they use everywhere ('take', 'direct', 'support').
      const df = index.df(token.term);
      if (df === 0 || df > MAX_LEXICON_SHARE * index.size || topicality(index, token.term) < MIN_LEXICON_TOPICALITY) continue;
      for (const trigger of expansion.triggerTerms) {
        const list = out.get(trigger) ?? [];
        list.push({ term: token.term, weight: expansion.weight, via: 'lexicon' });
        out.set(trigger, list);
      }
    }
  }
  return out;
}

/** Whether a query word the listings use is, in English, mostly a verb, adjective or adverb (see `QueryConcept.action`). */
function isActionWord(index: GrantIndex, lexicon: GrantLexicon | null | undefined, term: string, surface: string): boolean {
  if (!lexicon || index.df(term) === 0 || !lexicon.isWord(surface)) return false;
  return lexicon.nounShare(surface) < MAX_ACTION_NOUN_SHARE;
}

function dedupe(members: Relative[]): Relative[] {
  const best = new Map<string, Relative>();
  for (const m of members) if (!best.has(m.term) || best.get(m.term)!.weight < m.weight) best.set(m.term, m);
  return [...best.values()];
}
