/*
 * What the listings teach about words, with no hand-written topic list: which listing words are compounds of
 * others ('firefighters' = fire + fighters, 'wildfire' = wild + fire) and whether the listings use the compound and
 * the word together far more than chance (most listings that say 'firefighters' also say 'fire'; few that say 'firearms' do), and which
 * functional categories a word belongs to (the listings that say 'school' are mostly filed under "Education -
 * Elementary and Secondary"), so a listing of that category answers the word even where its text does not use it.
 */
import { STOPWORDS, stem } from '../retrieve';
import type { GrantIndex } from './grant-index';

/** A term that stands in for a query word, and how much a match on it counts (the word itself counts 1). */
export type Relative = { term: string; weight: number; via: 'query' | 'compound' | 'split' | 'spelling' | 'cooccurrence' | 'lexicon' };

/** How much a compound relative counts against the word itself. */
export const COMPOUND_WEIGHT = 0.6;
/** How much more often than chance a compound's listings must also use the word (or the reverse for a word's own parts). */
export const MIN_COMPOUND_LIFT = 10;

/** 'wildfires' → 'wildfire', 'buses' → 'bus': enough to compare compounds with their parts. */
function singular(word: string): string {
  if (word.length > 4 && /(ss|us|is)$/.test(word)) return word;
  if (word.length > 5 && /(sh|ch|x|ses)es$/.test(word)) return word.slice(0, -2);
  return word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** How many times more often the listings containing `given` also contain `term` than listings in general do. */
export function cooccurrenceLift(index: GrantIndex, term: string, given: string): number {
  const df = index.df(given);
  const base = index.df(term) / index.size;
  return df === 0 || base === 0 ? 0 : index.docsWithAll([term, given]).size / df / base;
}

/**
 * The compound relatives of a query word: listing words that begin or end with it and whose listings use the word
 * itself far more than chance ('fire' → firefighters, wildfire; not firearms), and the words a compound query word
 * begins or ends with that its listings use ('wildfires' → fire). A compound no listing uses ('firetruck') stands for
 * its two parts when both are listing words.
 */
export function compoundRelatives(index: GrantIndex, term: string, surface: string): Relative[] {
  const key = `cp:${term}`;
  if (index.memo.has(key)) return index.memo.get(key) as Relative[];
  const out: Relative[] = [];
  const add = (t: string) => out.push({ term: t, weight: COMPOUND_WEIGHT, via: 'compound' });
  const word = singular(surface);
  if (/^[a-z]{4,}$/.test(word)) {
    const forms = wordForms(index);
    for (const t of [...withPrefix(forms.forward, word), ...withPrefix(forms.backward, reverse(word))]) {
      if (t !== term && cooccurrenceLift(index, term, t) >= MIN_COMPOUND_LIFT) add(t);
    }
    const parts: { term: string; length: number }[] = [];
    for (let length = 4; length <= word.length - 3; length++) {
      for (const piece of [word.slice(0, length), word.slice(word.length - length)]) {
        for (const t of forms.exact.get(piece) ?? []) parts.push({ term: t, length });
      }
    }
    for (const part of parts) {
      if (part.term === term) continue;
      if (index.df(term) > 0) {
        if (cooccurrenceLift(index, part.term, term) >= MIN_COMPOUND_LIFT) add(part.term);
      } else if (parts.some((q) => q.term !== part.term && q.length + part.length === word.length)) {
        add(part.term);
      }
    }
  }
  index.memo.set(key, out);
  return out;
}

type WordForms = { forward: [string, string][]; backward: [string, string][]; exact: Map<string, string[]> };

/** The listings' words (singular, letters only) sorted forwards and backwards, for prefix and suffix lookups (worked out once per index). */
export function wordForms(index: GrantIndex): WordForms {
  const cached = index.memo.get('wordforms') as WordForms | undefined;
  if (cached) return cached;
  const forward: [string, string][] = [];
  const exact = new Map<string, string[]>();
  for (const [term, surface] of index.surfaces) {
    if (!/^[a-z]+$/.test(surface)) continue;
    const word = singular(surface);
    forward.push([word, term]);
    exact.set(word, [...(exact.get(word) ?? []), term]);
  }
  const backward = forward.map(([w, t]) => [reverse(w), t] as [string, string]);
  const order = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  forward.sort(order);
  backward.sort(order);
  const forms = { forward, backward, exact };
  index.memo.set('wordforms', forms);
  return forms;
}

/** Terms whose (sorted) form starts with `prefix` and is at least three letters longer. */
function withPrefix(sorted: readonly [string, string][], prefix: string): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid][0] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i][0].startsWith(prefix); i++) {
    if (sorted[i][0].length >= prefix.length + 3) out.push(sorted[i][1]);
  }
  return out;
}

function reverse(word: string): string {
  return [...word].reverse().join('');
}

/** How many listings must write a closed compound's two parts side by side for the phrase to stand in for it. */
export const MIN_SPLIT_LISTINGS = 2;

/**
 * The two-word phrase a closed compound of the query is written as in the listings ('childcare' → "child care",
 * 'healthcare' → "health care", 'homebuyer' → "home buyer"): the split into two listing words (neither a stopword,
 * each at least three letters) that the most listings write side by side, as a phrase term 'a b' (see
 * `GrantIndex.postingsOf`). It is the same word written apart, so it counts fully.
 */
export function splitRelatives(index: GrantIndex, surface: string): Relative[] {
  const key = `sl:${surface}`;
  if (index.memo.has(key)) return index.memo.get(key) as Relative[];
  let best: { term: string; df: number } | null = null;
  if (/^[a-z]{6,}$/.test(surface)) {
    for (let i = 3; i <= surface.length - 3; i++) {
      const [left, right] = [surface.slice(0, i), surface.slice(i)];
      if (STOPWORDS.has(left) || STOPWORDS.has(right)) continue;
      const [a, b] = [stem(left), stem(right)];
      if (index.df(a) === 0 || index.df(b) === 0) continue;
      const df = index.df(`${a} ${b}`);
      if (df >= MIN_SPLIT_LISTINGS && (!best || df > best.df)) best = { term: `${a} ${b}`, df };
    }
  }
  const out: Relative[] = best ? [{ term: best.term, weight: 1, via: 'split' }] : [];
  index.memo.set(key, out);
  return out;
}

/** A category a word is characteristic of, with the share of the word's listings filed under it. */
export type CategoryAffinity = { category: number; share: number };

/** Minimum listings and lift (share of the word's listings in the category over the category's share of all listings). */
export const CATEGORY_MIN_LISTINGS = 2;
export const CATEGORY_MIN_LIFT = 3;

/** The categories characteristic of a term: filed under at least 2 of its listings and 3 times as often as by chance. */
export function categoryAffinities(index: GrantIndex, term: string): CategoryAffinity[] {
  const postings = index.postings.get(term) ?? [];
  if (postings.length < CATEGORY_MIN_LISTINGS) return [];
  const counts = new Map<number, number>();
  for (const p of postings) for (const c of index.docs[p.doc].categories) counts.set(c, (counts.get(c) ?? 0) + 1);
  const out: CategoryAffinity[] = [];
  for (const [category, n] of counts) {
    if (n < CATEGORY_MIN_LISTINGS) continue;
    const share = n / postings.length;
    const base = index.categoryDocs[category].length / index.size;
    if (share / base >= CATEGORY_MIN_LIFT) out.push({ category, share });
  }
  return out.sort((a, b) => b.share - a.share);
}

/** Limits of the co-occurrence relatives (see `cooccurrenceRelatives`). */
export const COOCCURRENCE = { minListings: 3, maxShare: 0.1, minConditional: 0.25, minLift: 4, max: 3, weight: 0.4 } as const;

/**
 * Words (not numbers) the listings use together with a query word: most of the word's listings also use them ('seniors' →
 * citizen), far more than chance, in listings of at least two agencies (so one agency's
 * boilerplate repeated over a family of listings is not taken for a relation). At most three, each counting a
 * fraction of the word itself.
 */
export function cooccurrenceRelatives(index: GrantIndex, term: string): Relative[] {
  const key = `co:${term}`;
  if (index.memo.has(key)) return index.memo.get(key) as Relative[];
  const postings = index.postings.get(term) ?? [];
  const out: Relative[] = [];
  if (postings.length >= COOCCURRENCE.minListings && postings.length <= COOCCURRENCE.maxShare * index.size) {
    // Typed arrays over term ids: this runs once per query word, over a few hundred listings of ~150 terms each.
    const vocabulary = index.termNames.length;
    const counts = new Int32Array(vocabulary);
    const firstAgency = new Int32Array(vocabulary).fill(-1);
    const severalAgencies = new Uint8Array(vocabulary);
    const touched: number[] = [];
    for (const p of postings) {
      const d = index.docs[p.doc];
      for (const t of d.terms) {
        if (counts[t] === 0) touched.push(t);
        counts[t]++;
        if (firstAgency[t] === -1) firstAgency[t] = d.agencyId;
        else if (firstAgency[t] !== d.agencyId) severalAgencies[t] = 1;
      }
    }
    const scored: { term: string; conditional: number; strength: number }[] = [];
    for (const id of touched) {
      const t = index.termNames[id];
      const df = index.df(t);
      if (t === term || !/^[a-z]+$/.test(index.surfaces.get(t) ?? t) || counts[id] < COOCCURRENCE.minListings || df > COOCCURRENCE.maxShare * index.size || !severalAgencies[id]) continue;
      const conditional = counts[id] / postings.length;
      const lift = conditional / (df / index.size);
      if (conditional < COOCCURRENCE.minConditional || lift < COOCCURRENCE.minLift) continue;
      scored.push({ term: t, conditional, strength: conditional * Math.log(lift) });
    }
    scored.sort((a, b) => b.strength - a.strength || (a.term < b.term ? -1 : 1));
    for (const s of scored.slice(0, COOCCURRENCE.max)) out.push({ term: s.term, weight: COOCCURRENCE.weight * Math.min(1, s.conditional / 0.5), via: 'cooccurrence' });
  }
  index.memo.set(key, out);
  return out;
}

/**
 * How topical a word is, 0.15–1: how far the categories of the listings using it differ from the categories of all
 * listings (Kullback–Leibler divergence). 'fire', 'police', 'broadband' belong to few categories; 'help', 'new',
 * 'best' are spread over all of them and say little about what a query wants. Words in fewer than five listings
 * count as topical (too few listings to tell, and rare words are specific).
 */
export function topicality(index: GrantIndex, term: string): number {
  const key = `tp:${term}`;
  if (index.memo.has(key)) return index.memo.get(key) as number;
  const postings = index.postings.get(term) ?? [];
  let value = 1;
  if (postings.length >= 5) {
    const p = new Map<number, number>();
    let n = 0;
    for (const post of postings) {
      const cats = index.docs[post.doc].categories;
      if (!cats.length) continue;
      n++;
      for (const c of cats) p.set(c, (p.get(c) ?? 0) + 1 / cats.length);
    }
    let kl = 0;
    for (const [c, mass] of p) kl += (mass / n) * Math.log(mass / n / index.categoryShare[c]);
    value = n >= 5 ? Math.min(1, Math.max(0.15, (kl - 0.15) / 0.85)) : 1;
  }
  index.memo.set(key, value);
  return value;
}
