/*
 * The Snowball English ("Porter2") stemmer, the algorithm behind PostgreSQL's `english_stem` dictionary, so that the
 * engine's terms and the database's `tsvector` lexemes agree. Input: one lowercase word of ASCII letters (and
 * apostrophes); anything else is returned unchanged.
 */

const EXCEPTIONS1: Record<string, string> = {
  skis: 'ski', skies: 'sky', idly: 'idl', gently: 'gentl', ugly: 'ugli', early: 'earli', only: 'onli', singly: 'singl',
  sky: 'sky', news: 'news', howe: 'howe', atlas: 'atlas', cosmos: 'cosmos', bias: 'bias', andes: 'andes',
  dying: 'die', lying: 'lie', tying: 'tie',
};
const EXCEPTIONS2 = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];
const LI_ENDING = new Set('cdeghkmnrt');

const isVowel = (c: string | undefined) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';

/** Start of R1 and R2 (indexes; the word's length when a region is empty). */
function regions(w: string): { r1: number; r2: number } {
  const after = (from: number) => {
    for (let i = from + 1; i < w.length; i++) if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
    return w.length;
  };
  const prefix = /^(gener|commun|arsen)/.exec(w);
  const r1 = prefix ? prefix[0].length : after(0);
  let r2 = w.length;
  for (let i = r1 + 1; i < w.length; i++) {
    if (!isVowel(w[i]) && isVowel(w[i - 1])) { r2 = i + 1; break; }
  }
  return { r1, r2 };
}

/** Whether the word ends in a short syllable (the part before `end`). */
function endsShortSyllable(w: string, end = w.length): boolean {
  if (end === 2) return isVowel(w[0]) && !isVowel(w[1]);
  if (end < 3) return false;
  const [a, b, c] = [w[end - 3], w[end - 2], w[end - 1]];
  return !isVowel(a) && isVowel(b) && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y';
}

const hasVowel = (s: string) => /[aeiouy]/.test(s);

function step1a(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ied') || w.endsWith('ies')) return w.length > 4 ? w.slice(0, -2) : w.slice(0, -1);
  if (w.endsWith('us') || w.endsWith('ss')) return w;
  if (w.endsWith('s')) {
    // Delete s if the part before it contains a vowel not immediately before the s.
    if (hasVowel(w.slice(0, -2))) return w.slice(0, -1);
  }
  return w;
}

function step1b(w: string, r1: number): string {
  for (const suf of ['eedly', 'eed']) {
    if (w.endsWith(suf)) return w.length - suf.length >= r1 ? w.slice(0, -suf.length) + 'ee' : w;
  }
  for (const suf of ['ingly', 'edly', 'ing', 'ed']) {
    if (!w.endsWith(suf)) continue;
    const stem = w.slice(0, -suf.length);
    if (!hasVowel(stem)) return w;
    if (/(at|bl|iz)$/.test(stem)) return stem + 'e';
    // A double consonant is undoubled ('hopp' → 'hop'), except a whole word of one vowel and a double ('add', 'err', 'odd').
    if (DOUBLES.some((d) => stem.endsWith(d))) return stem.length === 3 && 'aeo'.includes(stem[0]) ? stem : stem.slice(0, -1);
    if (stem.length <= r1 && endsShortSyllable(stem)) return stem + 'e';
    return stem;
  }
  return w;
}

function step1c(w: string): string {
  if (w.length > 2 && /[yY]$/.test(w) && !isVowel(w[w.length - 2])) return w.slice(0, -1) + 'i';
  return w;
}

const STEP2: [string, string][] = [
  ['ization', 'ize'], ['ational', 'ate'], ['fulness', 'ful'], ['ousness', 'ous'], ['iveness', 'ive'],
  ['tional', 'tion'], ['biliti', 'ble'], ['lessli', 'less'], ['entli', 'ent'], ['ation', 'ate'], ['alism', 'al'],
  ['aliti', 'al'], ['ousli', 'ous'], ['iviti', 'ive'], ['fulli', 'ful'], ['enci', 'ence'], ['anci', 'ance'],
  ['abli', 'able'], ['izer', 'ize'], ['ator', 'ate'], ['alli', 'al'], ['bli', 'ble'], ['ogi', 'og'], ['li', ''],
];

function step2(w: string, r1: number): string {
  for (const [suf, rep] of STEP2) {
    if (!w.endsWith(suf)) continue;
    const at = w.length - suf.length;
    if (at < r1) return w;
    if (suf === 'ogi' && w[at - 1] !== 'l') return w;
    if (suf === 'li' && !LI_ENDING.has(w[at - 1])) return w;
    return w.slice(0, at) + rep;
  }
  return w;
}

const STEP3: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['alize', 'al'], ['icate', 'ic'], ['iciti', 'ic'], ['ative', ''],
  ['ical', 'ic'], ['ness', ''], ['ful', ''],
];

function step3(w: string, r1: number, r2: number): string {
  for (const [suf, rep] of STEP3) {
    if (!w.endsWith(suf)) continue;
    const at = w.length - suf.length;
    if (at < r1) return w;
    if (suf === 'ative' && at < r2) return w;
    return w.slice(0, at) + rep;
  }
  return w;
}

const STEP4 = ['ement', 'ance', 'ence', 'able', 'ible', 'ment', 'ant', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion', 'al', 'er', 'ic'];

function step4(w: string, r2: number): string {
  for (const suf of STEP4) {
    if (!w.endsWith(suf)) continue;
    const at = w.length - suf.length;
    if (at < r2) return w;
    if (suf === 'ion' && w[at - 1] !== 's' && w[at - 1] !== 't') return w;
    return w.slice(0, at);
  }
  return w;
}

function step5(w: string, r1: number, r2: number): string {
  const at = w.length - 1;
  if (w.endsWith('e')) {
    if (at >= r2 || (at >= r1 && !endsShortSyllable(w, at))) return w.slice(0, -1);
    return w;
  }
  if (w.endsWith('l') && at >= r2 && w[at - 1] === 'l') return w.slice(0, -1);
  return w;
}

/** The Snowball English stem of a lowercase word ('licenses' → 'licens', 'premises' → 'premis'). */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z']+$/.test(word)) return word;
  if (Object.hasOwn(EXCEPTIONS1, word)) return EXCEPTIONS1[word];
  let w = word.replace(/^'/, '');
  // Mark consonant y (initial, or after a vowel) as Y.
  w = w.replace(/^y/, 'Y').replace(/([aeiouy])y/g, '$1Y');
  w = w.replace(/'s'$|'s$|'$/, '');
  if (w.length <= 2) return w.replace(/Y/g, 'y');
  // Regions are fixed positions from the start of the word, marked once before any suffix is removed.
  const { r1, r2 } = regions(w);
  w = step1a(w);
  if (EXCEPTIONS2.has(w)) return w;
  w = step1b(w, r1);
  w = step1c(w);
  w = step2(w, r1);
  w = step3(w, r1, r2);
  w = step4(w, r2);
  w = step5(w, r1, r2);
  return w.replace(/Y/g, 'y');
}
