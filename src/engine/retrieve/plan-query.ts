/*
 * Query planning: a resident's question becomes weighted terms (their own words, then municipal-vocabulary and
 * intent expansions at lower weights), the section numbers it names, the term it asks to have defined, and a
 * `tsquery` for the database's candidate search.
 */
import { normalizeSectionNumber } from './prepare-chunk';
import { ANSWER_TYPES, foldText, NUMBER_WORDS, STOPWORDS, tokenize, tokenizeWithSurface, type SurfaceToken } from './tokenize';
import type { Lexicon } from '../lexicon';
import { lexicalExpansions, wordJoins, wordSplits, type LexicalExpansion, type WordJoin, type WordSplit } from './lexical-expansion';
import { DEFAULT_TOPIC_LISTS, GENERAL_VOCABULARY, INTENTS, QUANTITY_QUESTIONS, TOPIC_VOCABULARIES, type QuantityType, type VocabularyEntry } from './vocabulary';

/** Where a query term comes from. */
export type QueryTermSource = 'question' | 'section' | 'defined' | 'vocabulary' | 'intent' | 'lexicon' | 'learned' | 'trained' | 'variant' | 'feedback';

/**
 * A weighted query term; `surface` holds the words it was written as (what the tsquery searches). A `tentative` term
 * (a general-English relative of a question word) is kept only if the municipality's index holds it (`refinePlan`).
 */
export type QueryTerm = {
  term: string;
  weight: number;
  source: QueryTermSource;
  kind: SurfaceToken['kind'];
  surface: string[];
  tentative?: boolean;
  /**
   * Terms of one group stand for one thing (a question word and its relatives): a chunk scores for the group's best
   * match only, so a word's many relatives never outweigh the word. Absent: the term is its own group.
   */
  group?: string;
  /**
   * How much the word names what is asked (0–1), for judging whether a passage is about the question: nouns more than
   * verbs and adjectives, words of the question's interrogative sentence more than those of the story around it.
   */
  salience?: number;
  /**
   * For a term standing for a question word: 'same' when it names the same thing (a synonym, derived form, the code's
   * defined term, a spelling, the parts of a split word), 'broader' or 'narrower' for a more general or specific word.
   */
  sense?: 'same' | 'broader' | 'narrower';
  /** For a word of a code phrase the vocabulary reads a question word as ('housing' of 'housing provider'): the phrases' words. */
  phrases?: string[][];
  /** How many of the index's chunks hold the term (set once the index has been asked; 0: the code never uses it). */
  df?: number;
  /** The term's inverse document frequency in the index searched (set with `df`). */
  idf?: number;
};

/** A section the question names: '§ 25-723(b)' → number '25-723', subsection 'b'. */
export type SectionReference = { number: string; label: string; subsection: string | null };

/** Everything retrieval needs to know about a question. */
export type QueryPlan = {
  /** The question as planned (long input is cut to `MAX_QUESTION_CHARS`). */
  question: string;
  /** Weighted terms, best first; each term appears once. */
  terms: QueryTerm[];
  /** Section numbers named in the question; candidates with these numbers must be fetched and ranked first. */
  sectionRefs: SectionReference[];
  /** The term a definition question asks about ('go-cup'), with its token key as `prepareChunk` stores it. */
  definition: { term: string; key: string } | null;
  /** Vocabulary and intent expansions that fired, for the answer's reasoning steps. */
  expansions: { trigger: string; added: string[] }[];
  /** For each question term that triggered vocabulary, the code terms it stands for ('bar' → onpremis, tavern…). */
  related: Record<string, string[]>;
  /**
   * The terms that select candidates: the question's own words and the stronger expansions. Weak words and intent
   * terms ('may', 'days') would match nearly every chunk, so they only score.
   */
  candidateTerms: string[];
  /** General-English relatives of the question's words, before the index decides which of them the code uses. */
  lexical: LexicalExpansion[];
  /** Long question words read as two words, in case the code lacks the word but has both parts. */
  splits: WordSplit[];
  /** Adjacent question words the code may write as one word ('council members' → councilmembers); the index decides. */
  joins?: WordJoin[];
  /** The one quantity the question asks for ('how much does … cost' → money), or null: an answer must state it. */
  asks: QuantityType | null;
};

/**
 * Planning options: `expand: false` plans with the question's own words only (no vocabulary, intents or weights);
 * `expansionScale` multiplies every vocabulary and intent weight (default 1); `lexicon` adds general-English relatives
 * of the question's words (tentatively: the index decides); `topicVocabulary` adds the hand-written topic lists.
 */
export type PlanOptions = {
  expand?: boolean;
  expansionScale?: number;
  lexicon?: Lexicon | null;
  topicVocabulary?: boolean;
  /** With `topicVocabulary`, only these topic lists (by name; `DEFAULT_TOPIC_LISTS` when absent). */
  topicLists?: readonly string[];
  generalVocabulary?: boolean;
  intents?: boolean;
  /** Weigh question words by how many senses English gives them (needs `lexicon`; off by default: ADR 010). */
  specificity?: boolean;
};

/** The most question text that is planned; beyond it the input is ignored. */
export const MAX_QUESTION_CHARS = 4000;
/** The most distinct terms taken from the question's own words. */
export const MAX_QUESTION_TERMS = 48;

/** Question words that say little about the topic: kept, but at a low weight. */
const WEAK_WORDS = new Set(
  tokenize(
    'allow allowed legal legally need needs required get gets getting happen happens someone anyone somebody people ' +
      'dc district columbia city law laws rule rules much many long like want know tell still ever really actually ' +
      'way thing things something anything make makes let say use sure ok okay please would could shall may might must ' +
      'also even keep go going new sec section sections subsection title chapter code ' +
      // The irregular forms of the weak verbs above, which stemming does not bring back to them.
      'got gotten went gone goes made kept said told knew',
  ),
);

const VOCABULARY_WEIGHT = 0.5;
const INTENT_WEIGHT = 0.3;
const WEAK_WEIGHT = 0.3;
const DEFINED_WEIGHT = 1.5;
/** Each part of a split word ('pawn' and 'shop' of 'pawnshop'). */
export const SPLIT_WEIGHT = 0.7;
/** Two question words read as the one word the code writes ('councilmembers' for 'council members'). */
export const JOIN_WEIGHT = 0.8;
/** The least weight a term needs to select candidates (weaker terms only score the candidates found). */
const CANDIDATE_MIN_WEIGHT = 0.5;
/** A multi-word phrase of the vocabulary matches when its words lie within this many extra tokens of each other. */
const PHRASE_SLACK = 3;

/** A vocabulary phrase: its tokens, and when tokenizing drops some of its words ('off license'), the exact wording. */
type Trigger = { text: string; tokens: string[]; exact: RegExp | null };
type CompiledEntry = { triggers: Trigger[]; added: (SurfaceToken & { whole: boolean; phrase?: string[] })[]; weight: number };
const compiled = new Map<string, CompiledEntry[]>();

function compileTrigger(text: string): Trigger {
  const tokens = [...new Set(tokenize(text))];
  const words = foldText(text).split(/[\s-]+/).filter(Boolean);
  // A phrase whose stopwords carry its meaning ('off license', 'turned down', 'under 21') must match as written.
  const lossy = words.some((w) => !tokenize(w).length);
  const pattern = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(String.raw`[\s-]+`);
  return { text, tokens, exact: lossy ? new RegExp(String.raw`(?<![a-z0-9])${pattern}(?![a-z0-9])`) : null };
}

function compileVocabulary(entries: readonly VocabularyEntry[]): CompiledEntry[] {
  return entries.map((e) => ({
    triggers: e.say.map(compileTrigger).filter((t) => t.tokens.length),
    // One word of a longer code phrase ('housing' of 'housing provider') is part of a name, not the name.
    added: e.code.flatMap((c) => {
      const tokens = tokenizeWithSurface(c);
      const whole = tokens.find((t) => t.kind === 'compound') ?? (tokens.length === 1 ? tokens[0] : null);
      const words = tokens.filter((t) => t.kind !== 'compound').map((t) => t.term);
      return tokens.map((t) => ({ ...t, whole: t === whole, phrase: words.length > 1 ? words : undefined }));
    }),
    weight: e.weight ?? VOCABULARY_WEIGHT,
  }));
}

function triggerOccurs(trigger: Trigger, tokens: readonly string[], folded: string): boolean {
  return trigger.exact ? trigger.exact.test(folded) : phraseOccurs(tokens, trigger.tokens);
}

const compiledIntents = INTENTS.map((i) => ({
  ...i,
  added: [
    ...i.code.flatMap((c) => tokenizeWithSurface(c)),
    ...(i.answerType && i.answerType !== 'count' ? [{ term: ANSWER_TYPES[i.answerType], surface: '', kind: 'answer-type' as const }] : []),
  ],
}));

/** Whether all of a phrase's tokens occur in the question within a window of the phrase's length plus slack. */
function phraseOccurs(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 1) return tokens.includes(phrase[0]);
  const span = phrase.length + PHRASE_SLACK;
  for (let i = 0; i < tokens.length; i++) {
    if (!phrase.includes(tokens[i])) continue;
    const window = tokens.slice(i, i + span);
    if (phrase.every((t) => window.includes(t))) return true;
  }
  return false;
}

const SECTION_NUMBER = String.raw`\[?\d+[a-z]?(?:[-.]\d+[a-z]?)*\]?`;
const SUBSECTION = String.raw`(?:\((?:\d{1,3}[a-z]{0,2}|[a-z]{1,2}|[ivxl]{1,6})(?:-\d+)?\))*`;
const CUED_REFS = new RegExp(
  String.raw`(?:§§?|\bsec(?:tion)?s?\.?)\s*(${SECTION_NUMBER}${SUBSECTION}(?:\s*(?:,|and|or|to|through|&)\s*(?:§\s*)?${SECTION_NUMBER}${SUBSECTION})*)`,
  'g',
);
// Without '§' or 'section', only unmistakable numbers count: '25-723', '42-3505.31', '17.24.040' (not '2-3 days').
const BARE_REF = /(?<![\w.$-])(\d{1,3}[a-z]?-\d{3,}[a-z]?(?:\.\d+[a-z]?)*|\d{1,3}[a-z]?-\d+[a-z]?(?:\.\d+[a-z]?)+|\d+\.\d+\.\d+)((?:\((?:\d{1,3}[a-z]{0,2}|[a-z]{1,2}|[ivxl]{1,6})(?:-\d+)?\))*)(?![\w-])/g;

/** The section numbers a question names ('§ 25-723', 'section 25-723', 'Sec. 4-12', 'sec 4-12', bare '42-3505.31'). */
export function findSectionReferences(question: string): SectionReference[] {
  const text = foldText(question);
  const found = new Map<string, SectionReference>();
  const add = (raw: string) => {
    const sub = /\(([^)]+)\)/.exec(raw);
    const number = normalizeSectionNumber(raw);
    if (!/\d/.test(number) || found.has(number)) return;
    found.set(number, { number, label: `§ ${number}`, subsection: sub ? sub[1] : null });
  };
  for (const m of text.matchAll(CUED_REFS)) {
    for (const part of m[1].matchAll(new RegExp(SECTION_NUMBER + SUBSECTION, 'g'))) add(part[0]);
  }
  for (const m of text.matchAll(BARE_REF)) add(m[1] + m[2]);
  return [...found.values()];
}

const QUOTED_TERM = /"([^"]{2,60})"|(?:^|[\s(])'([^']{2,60})'(?![a-z])/;
const DEFINITION_CUES: RegExp[] = [
  /\bwhat(?:'s| is| are|s) (?:an? )?(?:"|')?([a-z][a-z' -]{1,50}?)(?:"|')?\s*(?:\?|,|$| and | under | in )/,
  /\bwhat does (?:the (?:word|term|phrase) )?(?:an? )?(.{2,60}?) mean\b/,
  /\bwhat is meant by (?:an? |the )?(.{2,60}?)(?:\?|,|$)/,
  /\b(?:definition|meaning) of (?:an? |the (?:word |term )?)?(.{2,60}?)(?:\?|,|$| in | under )/,
  /\bdefine(?:s|d)? (?:an? |the (?:word |term )?)?(.{2,60}?)(?:\?|,|$)/,
  /\b(?:counts?|qualif(?:y|ies)|considered|classified) as (?:an? )?(.{2,60}?)(?:\?|,|$| in | under )/,
  /\blegally (?:an? )?(.{2,60}?)(?:\?|,|$| in | under )/,
];

/** The term a definition question asks about ("what is a 'go-cup'", "definition of X", "what does X mean"), or null. */
export function findDefinedTerm(question: string): { term: string; key: string } | null {
  const text = foldText(question.slice(0, MAX_QUESTION_CHARS)).trim();
  const cue = DEFINITION_CUES.map((re) => re.exec(text)).find(Boolean);
  if (!cue) return null;
  const quoted = QUOTED_TERM.exec(text);
  const term = (quoted ? quoted[1] ?? quoted[2] : cue[1]).replace(/["']/g, '').trim();
  const tokens = tokenize(term);
  // "What is the fee…" asks for a value, not a definition; a defined term is a short noun phrase.
  if (!tokens.length || tokens.length > 5 || (!quoted && /^(?:the|my|your|this|that)\b/.test(term))) return null;
  return { term, key: tokens.join(' ') };
}

/** Words that follow a noun as verbs, never as the head of a compound ('the sign must …', 'a fee may …'). */
const AUXILIARIES = new Set(['must', 'may', 'might', 'shall', 'would', 'could', 'ought', 'need', 'needs', 'gets', 'got']);

/** The question's asking sentences (ending with '?'; the last sentence when none does). */
function askingSentences(text: string): string[] {
  const sentences = text.split(/(?<=[.?!])\s+/).filter((s) => /[a-z0-9]/i.test(s));
  const asking = sentences.filter((s) => s.trim().endsWith('?'));
  return asking.length ? asking : sentences.slice(-1);
}

/**
 * The words of the asking sentences, each marked as a head (true) or a modifier (false): a word right before a noun
 * modifies it ('candidate's lawn sign' → sign; 'backyard chickens' → chickens; 'for-sale sign' → sign).
 */
function askingWords(text: string, lexicon: Lexicon | null): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const nounish = (w: string) => !!lexicon && lexicon.isWord(w) && lexicon.nounShare(w) >= 0.5;
  const hasNoun = (sentence: string) => tokenizeWithSurface(sentence).some((t) => t.kind === 'word' && !WEAK_WORDS.has(t.term) && nounish(t.surface));
  const asking = askingSentences(text);
  // 'My landlord wants to raise my rent. Can they do that?': an asking sentence that names nothing asks about the story.
  const sentences = asking.some(hasNoun) ? asking : text.split(/(?<=[.?!])\s+/).filter((s) => /[a-z0-9]/i.test(s));
  for (const sentence of sentences) {
    // Runs of adjacent words (punctuation other than a possessive breaks a run).
    for (const run of foldText(sentence).split(/[^a-z0-9'\s-]+/)) {
      const words = run.match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];
      words.forEach((w, i) => {
        const next = words[i + 1];
        // Any word before a noun in the same phrase modifies it ('for-sale sign', 'backyard chickens', 'old sign').
        const modifier = !!next && nounish(next) && !STOPWORDS.has(next) && !AUXILIARIES.has(next) && !STOPWORDS.has(w);
        for (const term of tokenize(w)) out.set(term, (out.get(term) ?? false) || !modifier);
      });
    }
  }
  return out;
}

/**
 * How much a question word names what is asked: nouns 1, verbs and adjectives 0.5; a noun modifying another × 0.6;
 * outside the asking sentence × 0.6.
 */
function salienceOf(t: SurfaceToken, asking: ReadonlyMap<string, boolean>, lexicon: Lexicon | null, names: ReadonlySet<string>): number {
  const noun = lexicon && t.kind === 'word' && lexicon.isWord(t.surface) ? 0.5 + 0.5 * lexicon.nounShare(t.surface) : 1;
  const head = asking.get(t.term);
  // A name ('Rivera Holdings LLC') identifies the asker's case, not what the law is asked about.
  return noun * (head === undefined ? 0.6 : head ? 1 : 0.6) * (names.has(t.surface) ? 0.5 : 1);
}

/** Words written with a capital inside a sentence (names of people, companies, places), folded. */
function namesIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=[a-z0-9,;'"’)]\s+)[A-Z][A-Za-z]*/g)) out.add(foldText(m[0]));
  return out;
}

/** Whether a question term's weight makes it a content word (weak words and quantities weigh less). */
export function isContentWeight(weight: number): boolean {
  return weight >= CANDIDATE_MIN_WEIGHT;
}

/**
 * How much a question word says about the topic, from how many senses English gives it: a word of many senses
 * ('give' 44, 'make' 49, 'keep' 22) names little, one of few ('landlord', 'pawnshop') names its subject. 1 down to 0.6.
 */
export function specificity(senses: number): number {
  return Math.max(0.6, Math.min(1, 1.15 - 0.12 * Math.log(1 + senses)));
}

/** Plans a question: weighted terms, named sections, the defined term asked about, and expansions. */
export function planQuery(question: string, options: PlanOptions = {}): QueryPlan {
  const expand = options.expand ?? true;
  const scale = options.expansionScale ?? 1;
  const text = question.slice(0, MAX_QUESTION_CHARS);
  const folded = foldText(text);
  const terms = new Map<string, QueryTerm>();
  const put = (t: SurfaceToken, weight: number, source: QueryTermSource, tentative = false) => {
    // A compound ('gocup') is the engine's own term; the database indexes its parts, which the tsquery already has.
    const surface = t.kind === 'compound' || t.kind === 'answer-type' ? [] : [t.surface];
    const existing = terms.get(t.term);
    if (!existing) {
      terms.set(t.term, { term: t.term, weight, source, kind: t.kind, surface, ...(tentative ? { tentative } : {}) });
      return;
    }
    for (const s of surface) if (!existing.surface.includes(s)) existing.surface.push(s);
    if (!tentative) delete existing.tentative;
    if (weight > existing.weight) Object.assign(existing, { weight, source });
  };

  const sectionRefs = findSectionReferences(text);
  for (const ref of sectionRefs) put({ term: ref.number, surface: ref.number, kind: 'section' }, 1, 'section');

  const own = tokenizeWithSurface(text);
  const asking = askingWords(text, options.lexicon ?? null);
  const names = namesIn(text);
  const distinct = new Set<string>();
  for (const t of own) {
    if (!distinct.has(t.term) && distinct.size >= MAX_QUESTION_TERMS) continue;
    distinct.add(t.term);
    // A quantity in the question ('4 months', '$2,000' as their kind of quantity, 'two' spelled out) says little about
    // which section answers it.
    // ('How old do you have to be' asks for an age, as 'how long' for a duration: 'old' is the quantity, not the subject.)
    const weak =
      expand && (WEAK_WORDS.has(t.term) || t.kind === 'answer-type' || (t.kind === 'word' && NUMBER_WORDS.has(t.surface)) || (t.term === 'old' && /\bhow old\b/.test(folded)));
    const specific = expand && options.lexicon && options.specificity === true && t.kind === 'word';
    put(t, weak ? WEAK_WEIGHT : specific ? specificity(options.lexicon!.senseCount(t.surface)) : 1, 'question');
    const term = terms.get(t.term)!;
    term.salience ??= salienceOf(t, asking, options.lexicon ?? null, names);
  }

  const definition = expand ? findDefinedTerm(text) : null;
  if (definition) for (const t of tokenizeWithSurface(definition.term)) put(t, DEFINED_WEIGHT, 'defined');

  const expansions: QueryPlan['expansions'] = [];
  const related: Record<string, string[]> = {};
  if (expand) {
    const questionTokens = own.map((t) => t.term);
    const topics = options.topicVocabulary ?? true;
    const general = options.generalVocabulary ?? true;
    const lists = topics ? (options.topicLists ?? DEFAULT_TOPIC_LISTS) : [];
    const key = `${lists.join(',')}:${general}`;
    if (!compiled.has(key)) compiled.set(key, compileVocabulary([...(general ? GENERAL_VOCABULARY : []), ...lists.flatMap((l) => TOPIC_VOCABULARIES[l] ?? [])]));
    for (const entry of compiled.get(key)!) {
      const hit = entry.triggers.find((t) => triggerOccurs(t, questionTokens, folded));
      if (!hit) continue;
      for (const t of entry.added) {
        put(t, Math.min(1, entry.weight * scale), 'vocabulary');
        const term = terms.get(t.term)!;
        if (term.source === 'vocabulary' && term.sense !== 'same') term.sense = t.whole ? 'same' : 'narrower';
        if (term.source === 'vocabulary' && t.phrase) term.phrases = [...(term.phrases ?? []), t.phrase];
      }
      const added = [...new Set(entry.added.map((t) => t.term))];
      expansions.push({ trigger: hit.text, added });
      for (const q of hit.tokens) related[q] = [...new Set([...(Object.hasOwn(related, q) ? related[q] : []), ...added])];
    }
    for (const intent of options.intents === false ? [] : compiledIntents) {
      if (!intent.pattern.test(folded)) continue;
      for (const t of intent.added) put(t, Math.min(1, (intent.weight ?? INTENT_WEIGHT) * scale), 'intent');
      expansions.push({ trigger: intent.name, added: [...new Set(intent.added.map((t) => t.term))] });
    }
  }

  const lexical = expand && options.lexicon ? lexicalExpansions(text, own, options.lexicon, WEAK_WORDS) : [];
  for (const x of lexical) {
    for (const t of x.tokens) if (!terms.has(t.term) || terms.get(t.term)!.tentative) put(t, Math.min(1, x.weight * scale), 'lexicon', true);
  }
  const splits = expand ? wordSplits(own, WEAK_WORDS) : [];
  for (const split of splits) for (const t of split.parts.flat()) if (!terms.has(t.term)) put(t, SPLIT_WEIGHT, 'lexicon', true);
  const lexicon = options.lexicon;
  const nounish = (w: string) => !lexicon || (lexicon.isWord(w) && lexicon.nounShare(w) >= 0.5);
  const joins = expand ? wordJoins(text, WEAK_WORDS, nounish).filter((j) => !terms.has(j.term)) : [];
  for (const join of joins) put({ term: join.term, surface: join.surface, kind: 'word' }, JOIN_WEIGHT, 'lexicon', true);

  return withSelection({
    question: text,
    terms: [...terms.values()],
    sectionRefs,
    definition,
    expansions,
    related,
    lexical,
    splits,
    joins,
    candidateTerms: [],
    asks: expand ? (QUANTITY_QUESTIONS.find((q) => q.pattern.test(folded))?.type ?? null) : null,
  });
}

/**
 * Orders a plan's terms (best first) and chooses the ones that select candidates: firm terms of at least the candidate
 * weight (tentative ones wait for the index's word).
 */
export function withSelection(plan: QueryPlan): QueryPlan {
  const ordered = [...plan.terms].sort((a, b) => b.weight - a.weight);
  const firm = ordered.filter((t) => !t.tentative);
  const strong = firm.filter((t) => t.weight >= CANDIDATE_MIN_WEIGHT && t.kind !== 'answer-type');
  const selecting = strong.length ? strong : firm;
  return { ...plan, terms: ordered, candidateTerms: selecting.map((t) => t.term) };
}
