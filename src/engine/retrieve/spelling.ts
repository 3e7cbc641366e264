/*
 * Spelling distance for search terms: an edit distance in which the confusions optical character recognition makes
 * ('rn'/'m', 'n'/'m', 'l'/'1'/'i', 'O'/'0', 'c'/'e') cost half, so 'pennit' is near 'permit'.
 */

const OCR_PAIRS = new Set(['r|n', 'n|m', 'r|m', 'l|i', 'l|1', 'i|1', 'o|0', 'c|e', 'h|b', 'u|v', 'f|t', 's|5', 'b|6', 'g|9', 'q|0', 'q|o', 'i|j']);

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return OCR_PAIRS.has(`${a}|${b}`) || OCR_PAIRS.has(`${b}|${a}`) ? 0.5 : 1;
}

/** Weighted Damerau–Levenshtein distance (optimal string alignment) with OCR confusions at half cost. */
export function spellingDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = new Array<number>(n + 1);
    row[0] = i;
    for (let j = 1; j <= n; j++) {
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + substitution(a[i - 1], b[j - 1]));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
    }
    prev2 = prev;
    prev = row;
  }
  return prev[n];
}

/** The most distance allowed between a word and its misspelling: none under 5 letters, 1 up to 7, 2 from 8. */
export function maxSpellingDistance(length: number): number {
  return length < 5 ? 0 : length < 8 ? 1 : 2;
}

/** Whether two distinct terms are one word spelled two ways (by the distance their length allows). */
export function isLikelyMisspelling(a: string, b: string): boolean {
  if (a === b || /\d/.test(a) !== /\d/.test(b)) return false;
  const limit = maxSpellingDistance(Math.min(a.length, b.length));
  return limit > 0 && Math.abs(a.length - b.length) <= limit && spellingDistance(a, b) <= limit;
}

// Glyphs optical character recognition confuses, each mapped to one representative.
const OCR_CLASS: Record<string, string> = { r: 'n', n: 'n', m: 'n', l: 'l', i: 'l', '1': 'l', j: 'l', o: 'o', '0': 'o', q: 'o', c: 'c', e: 'c', h: 'h', b: 'h', '6': 'h', u: 'u', v: 'u', f: 'f', t: 'f', s: 's', '5': 's', g: 'g', '9': 'g' };

function ocrShape(word: string): string {
  return [...word.replace(/rn/g, 'm')].map((c) => OCR_CLASS[c] ?? c).join('');
}

/** Whether one word is another as a scanner misreads it: only confusable glyphs differ ('pennit' for 'permit'). */
export function isOcrMisreading(a: string, b: string): boolean {
  return a !== b && a.length >= 4 && ocrShape(a) === ocrShape(b);
}

/** A word without its plural ending ('landlords' → landlord, 'fees' → fee, 'properties' → property). */
export function singular(word: string): string {
  return word.replace(/ies$/, 'y').replace(/(?:ses|xes|ches|shes)$/, (m) => m.slice(0, -2)).replace(/(?<!s)s$/, '');
}
