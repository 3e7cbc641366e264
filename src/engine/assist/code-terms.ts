/*
 * How a resident's words are written in a code of ordinances, for the prompt helpers: "bar" → "on-premises retailer",
 * "drinks" → "alcoholic beverages". Taken from the municipal vocabulary retrieval uses, keeping only the pairings that
 * name a thing (a multi-word term of art), so a helper never rewrites a verb or adds a place's proper names.
 */
import { MUNICIPAL_VOCABULARY, stem, STOPWORDS } from '../retrieve';

/** A resident's phrase found in the text (its exact span) and the code's term for it. */
export type CodeTerm = { phrase: string; start: number; end: number; codeTerm: string };

/** Entries weaker than this are loose associations ("city" → "Mayor"), not synonyms. */
const MIN_WEIGHT = 0.3;

type Pairing = { say: string; words: string[]; codeTerm: string };
/** Pairings by the first word of the resident's phrase, longest phrase first. */
let pairings: Map<string, Pairing[]> | null = null;

const splitWords = (text: string) => text.toLowerCase().split(/[\s-]+/).filter(Boolean);
const stems = new Map<string, string>();
const stemOf = (word: string) => {
  let s = stems.get(word);
  if (s === undefined) stems.set(word, (s = stem(word)));
  return s;
};

/** The first code term of an entry that is a term of art: several words, no capitals, not just the resident's word again. */
function termOfArt(say: string, code: readonly string[]): string | null {
  const sayStems = new Set(splitWords(say).map(stemOf));
  for (const term of code) {
    if (!/[\s-]/.test(term.trim()) || /[A-Z]/.test(term)) continue;
    const words = splitWords(term);
    if (words.some((w) => sayStems.has(stemOf(w)))) continue;
    if (words.every((w) => STOPWORDS.has(w))) continue;
    return term;
  }
  return null;
}

function buildPairings(): Map<string, Pairing[]> {
  const byFirst = new Map<string, Pairing[]>();
  for (const entry of MUNICIPAL_VOCABULARY) {
    if ((entry.weight ?? 0.5) < MIN_WEIGHT) continue;
    for (const say of entry.say) {
      const codeTerm = termOfArt(say, entry.code);
      const words = splitWords(say);
      if (!codeTerm || words.length === 0) continue;
      const list = byFirst.get(words[0]) ?? [];
      list.push({ say, words, codeTerm });
      byFirst.set(words[0], list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

const DETERMINER_BEFORE = /(?:^|[\s(])(a|an|the|my|our|your|his|her|their|this|that|every|some|any)\s+$/i;

/** The determiner right before a position ("a", "my", "the"…), or null. */
export function determinerBefore(text: string, at: number): string | null {
  return DETERMINER_BEFORE.exec(text.slice(0, at))?.[1] ?? null;
}

/** Whether the last word of a phrase looks plural ("drinks", "chickens"; not "bus", "grass"). */
export function looksPlural(phrase: string): boolean {
  return /[^su]s$/i.test(phrase.trim().split(/\s+/).pop() ?? '');
}

/** Whether a found phrase names a thing: it follows a determiner, is plural, or is several words; a lone verb ("evict") is not. */
export function namesAThing(text: string, term: CodeTerm): boolean {
  return Boolean(determinerBefore(text, term.start)) || looksPlural(term.phrase) || /[\s-]/.test(term.phrase);
}

/** The resident phrases in `text` the code words differently, in text order, without overlaps; at most `limit`. */
export function findCodeTerms(text: string, limit = 3): CodeTerm[] {
  pairings ??= buildPairings();
  const words = [...text.matchAll(/[\p{L}\p{N}']+/gu)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const lower = text.toLowerCase();
  const found: CodeTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const match = (pairings.get(words[i].word) ?? []).find((p) => p.words.every((w, k) => words[i + k]?.word === w));
    if (!match) continue;
    const last = words[i + match.words.length - 1];
    // The text already uses the code's term (e.g. "bar (on-premises retailer)"), or another phrase brought it.
    if (lower.includes(match.codeTerm.toLowerCase()) || found.some((f) => f.codeTerm === match.codeTerm)) continue;
    found.push({ phrase: text.slice(words[i].start, last.end), start: words[i].start, end: last.end, codeTerm: match.codeTerm });
    i += match.words.length - 1;
  }
  return found.slice(0, limit);
}
