/*
 * Misspelled query words read as the listing words they were meant to be ('apprenticship' → apprenticeship,
 * 'brige' → bridge), compared with every form the listings write each word in.
 */
import { isLikelyMisspelling, maxSpellingDistance, spellingDistance } from '../retrieve';
import type { GrantIndex } from './grant-index';
import type { Relative } from './relatives';

type SpellingForm = { term: string; written: string; letters: Uint8Array };

/** Every letters-only form the listings write each term in, with its letter counts (built once per index). */
function spellingForms(index: GrantIndex): SpellingForm[] {
  const cached = index.memo.get('spellingforms') as SpellingForm[] | undefined;
  if (cached) return cached;
  const forms: SpellingForm[] = [];
  for (const [term, written] of index.surfaceForms) {
    for (const w of written) if (/^[a-z]+$/.test(w)) forms.push({ term, written: w, letters: letterCounts(w) });
  }
  index.memo.set('spellingforms', forms);
  return forms;
}

function letterCounts(word: string): Uint8Array {
  const counts = new Uint8Array(26);
  for (let i = 0; i < word.length; i++) counts[word.charCodeAt(i) - 97]++;
  return counts;
}

function letterDifference(a: Uint8Array, b: Uint8Array): number {
  let d = 0;
  for (let i = 0; i < 26; i++) d += Math.abs(a[i] - b[i]);
  return d;
}

/** How much a spelling correction counts against the word as typed (the word, misspelled, is still the word). */
export const SPELLING_WEIGHT = 0.9;

/**
 * Listing words a query word no listing uses is a misspelling of ('apprenticship' → apprenticeship, 'asistance' →
 * assistance): the listing words within the edit distance the word's length allows, the closest first and, among
 * equally close ones, the most used. At most two.
 */
export function spellingRelatives(index: GrantIndex, term: string, surface: string): Relative[] {
  const key = `sp:${surface}`;
  if (index.memo.has(key)) return index.memo.get(key) as Relative[];
  const out: Relative[] = [];
  if (index.df(term) === 0 && surface.length >= 5 && /^[a-z]+$/.test(surface)) {
    const found: { term: string; distance: number; df: number }[] = [];
    // Every form a listing word is written in ('brige' is one letter from 'bridge', two from the commoner 'bridges').
    // Each edit changes the two words' letter counts by at most two, so a form whose counts differ by more than
    // twice the allowed distance is skipped before the (costlier) distance is computed.
    const letters = letterCounts(surface);
    const limit = maxSpellingDistance(surface.length);
    const best = new Map<string, number>();
    for (const form of spellingForms(index)) {
      if (Math.abs(form.written.length - surface.length) > 2 || letterDifference(letters, form.letters) > 2 * limit) continue;
      if (!isLikelyMisspelling(surface, form.written)) continue;
      best.set(form.term, Math.min(best.get(form.term) ?? Infinity, spellingDistance(surface, form.written)));
    }
    for (const [candidate, distance] of best) found.push({ term: candidate, distance, df: index.df(candidate) });
    found.sort((a, b) => a.distance - b.distance || b.df - a.df || (a.term < b.term ? -1 : 1));
    for (const f of found.slice(0, 2)) out.push({ term: f.term, weight: SPELLING_WEIGHT, via: 'spelling' });
  }
  index.memo.set(key, out);
  return out;
}
