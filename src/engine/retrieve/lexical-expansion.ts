/*
 * General-English relatives of a question's words (WordNet): synonyms, broader and narrower terms, derived forms.
 * They are tentative: only the ones a municipality's index holds are searched (`refinePlan`), and they weigh less
 * than the question's own words, most when the code never uses the resident's word at all.
 */
import type { LexicalRelation, Lexicon, PartOfSpeech } from '../lexicon';
import { foldText, STOPWORDS, tokenize, tokenizeWithSurface, type SurfaceToken } from './tokenize';

/** One relative of a question word, with the search tokens it adds and its weight before the index decides. */
export type LexicalExpansion = { trigger: string; triggerTerms: string[]; relation: LexicalRelation; lemma: string; weight: number; tokens: SurfaceToken[] };

/** Weight of each relation relative to the question's own words, for the most frequent sense. */
export const RELATION_WEIGHT: Record<LexicalRelation, number> = {
  synonym: 0.5,
  derived: 0.4,
  hypernym: 0.4,
  similar: 0.35,
  pertainym: 0.35,
  attribute: 0.4,
  hyponym: 0.25,
};
/** Relations that say the same thing as the word (a sentence using them addresses it); narrower terms do not. */
export const EQUIVALENT_RELATIONS: ReadonlySet<LexicalRelation> = new Set(['synonym', 'derived', 'hypernym', 'similar', 'pertainym', 'attribute']);
/** Later senses of a word are less likely meant. */
const SENSE_DECAY = [1, 0.7, 0.5];
/** At most this many relatives per question word are looked up in the index. */
const MAX_PER_TRIGGER = 40;
/** Particles that make phrasal verbs and compounds ('cut down', 'tear down', 'put up', 'yard sale' needs none). */
const PARTICLES = new Set(['up', 'down', 'off', 'out', 'in', 'on', 'over', 'away', 'back']);
/** Small words inside three-word collocations ('door to door', 'right of way', 'bed and breakfast'). */
const CONNECTORS = new Set(['to', 'of', 'and', 'in', 'on', 'for', 'by', 'a', 'the']);

type Trigger = { text: string; terms: string[]; pos?: PartOfSpeech[] };

// A word after these is a noun ('a bar', 'my yard'); after these, a verb ('can serve', 'to park').
const BEFORE_NOUN = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'any', 'each', 'every', 'no', 'some']);
const BEFORE_VERB = new Set(['to', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'i', 'we', 'they', 'you', "don't", "doesn't", "didn't"]);

/** The part of speech a word's neighbours suggest, if any ('a bar' noun; 'can serve', 'refuse to rent' verb). */
function partOfSpeechAt(words: readonly string[], i: number): PartOfSpeech[] | undefined {
  const before = words[i - 1];
  if (before && BEFORE_NOUN.has(before)) return ['noun', 'adj'];
  if ((before && BEFORE_VERB.has(before)) || words[i + 1] === 'to') return ['verb'];
  return undefined;
}

/** The words and two- and three-word collocations of a question that WordNet may know ('cut down', 'pit bull', 'door to door'). */
function triggersOf(question: string, own: readonly SurfaceToken[], skip: ReadonlySet<string>, lexicon: Lexicon): Trigger[] {
  const triggers: Trigger[] = [];
  const words: string[] = foldText(question).match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  const isCollocation = (phrase: string) => lexicon.lemmasOf(phrase).some((l) => /[_-]/.test(l.lemma));
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b, c] = [words[i], words[i + 1], words[i + 2]];
    if (STOPWORDS.has(a)) continue;
    // Three words joined by a small word: 'door to door', 'right of way', 'bed and breakfast'.
    if (c && CONNECTORS.has(b) && !STOPWORDS.has(c) && isCollocation(`${a} ${b} ${c}`)) {
      const phrase = `${a} ${b} ${c}`;
      triggers.push({ text: phrase, terms: tokenizeWithSurface(phrase).map((t) => t.term) });
    }
    if (STOPWORDS.has(b) && !PARTICLES.has(b)) continue;
    const phrase = `${a} ${b}`;
    if (isCollocation(phrase)) triggers.push({ text: phrase, terms: tokenizeWithSurface(phrase).map((t) => t.term) });
  }
  const seen = new Set<string>();
  for (const t of own) {
    if (t.kind !== 'word' || skip.has(t.term) || seen.has(t.term)) continue;
    seen.add(t.term);
    const at = words.indexOf(t.surface);
    triggers.push({ text: t.surface, terms: [t.term], pos: at >= 0 ? partOfSpeechAt(words, at) : undefined });
  }
  return triggers;
}

/** The tentative relatives of a question's content words (`skip` holds weak words), strongest first per word. */
export function lexicalExpansions(question: string, own: readonly SurfaceToken[], lexicon: Lexicon, skip: ReadonlySet<string> = new Set()): LexicalExpansion[] {
  const ownTerms = new Set(own.map((t) => t.term));
  const out: LexicalExpansion[] = [];
  for (const trigger of triggersOf(question, own, skip, lexicon)) {
    const found: LexicalExpansion[] = [];
    for (const r of lexicon.relatives(trigger.text, { partsOfSpeech: trigger.pos })) {
      const tokens = tokenizeWithSurface(r.lemma).filter((t) => t.kind === 'word' && !ownTerms.has(t.term));
      if (!tokens.length) continue;
      // A multi-word relative ('domestic fowl') spreads its weight over its words.
      const weight = (RELATION_WEIGHT[r.relation] * (SENSE_DECAY[r.sense] ?? 0.4)) / Math.sqrt(tokens.length);
      found.push({ trigger: trigger.text, triggerTerms: trigger.terms, relation: r.relation, lemma: r.lemma, weight, tokens });
    }
    found.sort((a, b) => b.weight - a.weight);
    out.push(...found.slice(0, MAX_PER_TRIGGER));
  }
  return out;
}

/** A long question word read as two words ('pawnshop' → pawn + shop, 'backyard' → back + yard), if the code lacks it. */
export type WordSplit = { term: string; surface: string; parts: SurfaceToken[][] };

/** The ways a question's long words split into two words of at least three letters (the index decides which hold). */
export function wordSplits(own: readonly SurfaceToken[], skip: ReadonlySet<string> = new Set()): WordSplit[] {
  const out: WordSplit[] = [];
  const seen = new Set<string>();
  for (const t of own) {
    if (t.kind !== 'word' || skip.has(t.term) || seen.has(t.term) || !/^[a-z]{7,}$/.test(t.surface)) continue;
    seen.add(t.term);
    const parts: SurfaceToken[][] = [];
    for (let i = 3; i <= t.surface.length - 3; i++) {
      const pair = [...tokenizeWithSurface(t.surface.slice(0, i)), ...tokenizeWithSurface(t.surface.slice(i))];
      if (pair.length === 2 && pair.every((p) => p.kind === 'word')) parts.push(pair);
    }
    if (parts.length) out.push({ term: t.term, surface: t.surface, parts });
  }
  return out;
}

/** Two adjacent question words the code may write as one ('council members' → councilmembers, 'lawn mower' → lawnmower). */
export type WordJoin = { term: string; surface: string; parts: [string, string] };

/**
 * The one-word forms of adjacent question words (within a phrase: punctuation breaks it), each part a content word of
 * at least three letters and the first a noun; the index decides which the code uses.
 */
export function wordJoins(text: string, skip: ReadonlySet<string> = new Set(), nounish: (word: string) => boolean = () => true): WordJoin[] {
  const out: WordJoin[] = [];
  const seen = new Set<string>();
  for (const run of foldText(text).split(/[^a-z\s]+/)) {
    const words = run.split(/\s+/).filter(Boolean);
    for (let i = 0; i + 1 < words.length; i++) {
      const [a, b] = [tokenize(words[i]), tokenize(words[i + 1])];
      // A compound noun's first part names a thing too ('council member', 'lawn mower'; not 'first time').
      if (a.length !== 1 || b.length !== 1 || words[i].length < 3 || words[i + 1].length < 3 || skip.has(a[0]) || skip.has(b[0]) || !nounish(words[i])) continue;
      const joined = tokenizeWithSurface(words[i] + words[i + 1]);
      if (joined.length !== 1 || joined[0].kind !== 'word' || seen.has(joined[0].term)) continue;
      seen.add(joined[0].term);
      out.push({ term: joined[0].term, surface: words[i] + words[i + 1], parts: [a[0], b[0]] });
    }
  }
  return out;
}

