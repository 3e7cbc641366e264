/*
 * Text analysis for the listings and the queries: the engine's tokenizer (folding, English stopwords, Snowball
 * stems, hyphenated compounds kept whole as well) with two additions for program names: spelled-out ordinals become
 * numerals ("Twenty-First Century" reads as "21st century") and a query's adjacent words are also tried as one word
 * ("after school" → afterschool, "fire fighters" → firefighters) when the listings write them that way.
 */
import { foldText, stem, tokenizeWithSurface } from '../retrieve';

/** A term in text order, with the folded word it was read from and whether it is a compound of a hyphenated word. */
export type AnalyzedToken = { term: string; surface: string; compound: boolean };

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ORDINAL_UNITS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new Map<string, string>();
for (let t = 2; t <= 9; t++) {
  for (let u = 1; u <= 9; u++) {
    const n = t * 10 + u;
    NUMBER_WORDS.set(`${TENS[t]}-${UNITS[u]}`, String(n));
    NUMBER_WORDS.set(`${TENS[t]}-${ORDINAL_UNITS[u]}`, `${n}${u === 1 ? 'st' : u === 2 ? 'nd' : u === 3 ? 'rd' : 'th'}`);
  }
}
const NUMBER_WORD = new RegExp(`\\b(${[...NUMBER_WORDS.keys()].join('|')})\\b`, 'g');

/** Replaces spelled-out compound numbers ('twenty-first', 'thirty-five') with numerals, on folded text. */
export function numeralize(folded: string): string {
  return folded.replace(/[\u2010\u2011\u2013]/g, '-').replace(NUMBER_WORD, (w) => NUMBER_WORDS.get(w) ?? w);
}

const KEEP = new Set(['word', 'compound', 'number', 'section', 'money']);

// Stemming is most of the cost of reading the listings (2.5k listings, 600k words); the same words recur, so each
// whitespace-separated piece is tokenized once. The cache is a bounded memo of a pure function.
const pieces = new Map<string, AnalyzedToken[]>();
const MAX_CACHED_PIECES = 200_000;

function analyzePiece(piece: string): AnalyzedToken[] {
  let tokens = pieces.get(piece);
  if (!tokens) {
    tokens = tokenizeWithSurface(piece)
      .filter((t) => KEEP.has(t.kind))
      .map((t) => ({ term: t.term, surface: t.surface, compound: t.kind === 'compound' }));
    if (pieces.size >= MAX_CACHED_PIECES) pieces.clear();
    pieces.set(piece, tokens);
  }
  return tokens;
}

/** The search terms of a text, in order (stopwords gone, stems, compounds, numerals). */
export function analyze(text: string): AnalyzedToken[] {
  const out: AnalyzedToken[] = [];
  for (const piece of numeralize(foldText(text)).split(/\s+/)) {
    if (piece) out.push(...analyzePiece(piece));
  }
  return out;
}

/** Adjacent words of a query joined into one ('after school' → 'afterschool'), as stems, for lookup in the listings' vocabulary. */
export function joinedPairs(query: string): { term: string; parts: [string, string] }[] {
  const words = numeralize(foldText(query)).match(/[a-z]+/g) ?? [];
  const out: { term: string; parts: [string, string] }[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i].length < 2 || words[i + 1].length < 2) continue;
    out.push({ term: stem(words[i] + words[i + 1]), parts: [words[i], words[i + 1]] });
  }
  return out;
}
