/*
 * Whether two passages speak of the same thing: their content terms (the retrieval tokenizer's stems, section numbers
 * kept, amounts dropped), weighted by rarity, and the words that mark a different condition (a weekday, an ordinal, a
 * licence class, "resident") which no amount of shared wording outweighs.
 */
import { stem, tokenizeWithSurface } from '../retrieve';
import type { TermWeights } from './types';

const NEGATION = /\b(?:not|no|never|without|nor)\b/i;
/** The term a negated text carries ("not", "no", "without" are stopwords, yet they turn a statement around). */
export const NEGATED = '_not';

/** What the detectors read from a text's tokens: its content terms, the sections it names, and its numbers. */
export type TextTerms = { terms: Set<string>; sections: Set<string>; numbers: string[] };

/** Reads a text's content terms (stemmed words, compounds, section numbers, NEGATED), named sections and numbers. */
export function readTerms(text: string): TextTerms {
  const terms = new Set<string>();
  const sections = new Set<string>();
  const numbers: string[] = [];
  if (NEGATION.test(text)) terms.add(NEGATED);
  for (const t of tokenizeWithSurface(text)) {
    if (t.kind === 'word' || t.kind === 'compound') terms.add(t.term);
    else if (t.kind === 'section') {
      terms.add(t.term);
      sections.add(t.term);
    } else if (t.kind === 'number' || t.kind === 'money' || t.kind === 'time') numbers.push(t.term);
  }
  return { terms, sections, numbers };
}

/** The distinct content terms of a text: stemmed words, hyphenated compounds, section numbers and NEGATED; no amounts. */
export function contentTerms(text: string): Set<string> {
  return readTerms(text).terms;
}

/** `readTerms` remembered per text, for one scan: lead-ins and headings repeat across many statements. */
export function termReader(): (text: string) => TextTerms {
  const cache = new Map<string, TextTerms>();
  return (text) => {
    let found = cache.get(text);
    if (!found) cache.set(text, (found = readTerms(text)));
    return found;
  };
}

/** Weighted Jaccard overlap of two term sets (0–1): the weight of the shared terms over the weight of all of them. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>, weight: TermWeights): number {
  let shared = 0;
  let all = 0;
  for (const t of a) {
    const w = weight(t);
    all += w;
    if (b.has(t)) shared += w;
  }
  for (const t of b) if (!a.has(t)) all += weight(t);
  return all > 0 ? shared / all : 0;
}

const CONDITION_WORDS = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekday', 'weekend', 'holiday',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'first', 'second', 'third', 'fourth', 'fifth', 'subsequent', 'additional', 'initial', 'renewal', 'late', 'annual',
  'resident', 'nonresident', 'minimum', 'maximum', 'commercial', 'residential', 'temporary', 'permanent', 'new',
  'existing', 'daily', 'monthly', 'weekly', 'yearly', 'individual', 'corporation', 'partial', 'full', 'night', 'day',
  'morning', 'evening', 'inside', 'outside', 'within', 'beyond', 'minor', 'adult', 'senior',
  'indoor', 'outdoor', 'front', 'rear', 'side', 'per', 'total', 'aggregate', 'former', 'current',
];
const CONDITIONS: ReadonlySet<string> = new Set(CONDITION_WORDS.map((w) => stem(w)));

/** Condition words (and licence classes) that one term set has and the other lacks: they set the two apart. */
export function conditionClash(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  const clash: string[] = [];
  const check = (x: ReadonlySet<string>, y: ReadonlySet<string>) => {
    for (const t of x) if (!y.has(t) && (CONDITIONS.has(t) || t === NEGATED || /^class[a-z0-9]+$/.test(t))) clash.push(t);
  };
  check(a, b);
  check(b, a);
  return clash;
}

export type Scope = 'section' | 'subsection' | 'chapter' | 'document' | null;
/** The unit a text limits itself to, as named ('chapter', 'part', 'title', 'ordinance'…); null when it names none. */
export function scopeUnitOf(text: string): string | null {
  return SCOPE.exec(text)?.[1].toLowerCase() ?? null;
}
const SCOPE = /\bthis\s+(section|subsection|paragraph|subparagraph|clause|chapter|subchapter|part|article|title|ordinance|resolution|act|code|subtitle)\b/i;

/** The unit a text limits itself to with "this section", "this chapter", "this ordinance"…; null when it names none. */
export function scopeOf(text: string): Scope {
  const m = SCOPE.exec(text);
  if (!m) return null;
  const unit = m[1].toLowerCase();
  if (unit === 'section') return 'section';
  if (['subsection', 'paragraph', 'subparagraph', 'clause'].includes(unit)) return 'subsection';
  if (['chapter', 'subchapter', 'part', 'article', 'subtitle'].includes(unit)) return 'chapter';
  return 'document';
}

/** Term weights from document frequencies: log(1 + N/df); a term never seen weighs as a term seen once. */
export function weightsFrom(df: (term: string) => number, totalChunks: number): TermWeights {
  const n = Math.max(1, totalChunks);
  return (term) => Math.log(1 + n / Math.max(1, df(term)));
}
