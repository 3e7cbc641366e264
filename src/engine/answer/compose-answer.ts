/*
 * The offline answer: extractive and cited. The sources' best sentence for the question comes first, then up to three
 * supporting sentences quoted verbatim; every `[n]` names a retrieved chunk, and nothing is invented. When nothing
 * relevant was found the answer apologises and cites nothing.
 */
import { ANSWER_TYPES, foldText, isNothingRelevant, normalizeSectionNumber, tokenize, tokenizeWithSurface, type QuantityType, type QueryPlan } from '../retrieve';
import { answerUnits, endSentence, type AnswerUnit } from './sentences';

/** A retrieved chunk the answer may quote (a search hit), best first. */
export type AnswerSource = {
  chunkId: number;
  documentName: string;
  citation: string | null;
  sectionLabel: string | null;
  heading: string | null;
  pageNumber: number | null;
  content: string;
  score: number;
  coverage: number;
};

/** One numbered citation: the chunk it names and the exact text quoted from it. */
export type AnswerCitation = {
  n: number;
  chunkId: number;
  sectionLabel: string | null;
  citation: string | null;
  documentName: string;
  title: string;
  /** Text that occurs verbatim in the chunk. */
  quote: string;
};

/** A composed answer: markdown content with `[n]` markers, its citations, reasoning steps and the time it saved. */
export type Answer = {
  content: string;
  citations: AnswerCitation[];
  reasonings: string[];
  apology: boolean;
  sourcesCharacters: number;
  minutesSaved: number;
  secondsSaved: number;
};

/** What `composeAnswer` needs: the question, its plan, the retrieved sources (best first) and the citation cap. */
export type ComposeInput = { question: string; plan: QueryPlan; hits: readonly AnswerSource[]; maxCitations?: number };

/** The apology given when the documents hold nothing that answers the question. */
export const NOTHING_FOUND = "I'm sorry, but I couldn't find anything in this municipality's documents that answers that question.";

/** Time-saved estimate: reading speed in characters per minute and the fixed search overhead in minutes. */
export const TIME_SAVED = { charactersPerMinute: 1000, overheadMinutes: 2 } as const;

/** The time an answer saves its reader: the search overhead plus reading its cited sources, in minutes and seconds. */
export function timeSaved(sourcesCharacters: number): { minutesSaved: number; secondsSaved: number } {
  const totalSeconds = Math.round((TIME_SAVED.overheadMinutes + sourcesCharacters / TIME_SAVED.charactersPerMinute) * 60);
  return { minutesSaved: Math.floor(totalSeconds / 60), secondsSaved: totalSeconds % 60 };
}

const MAX_SUPPORTING = 3;
const MAX_SUPPORT_CHARS = 500;
/** A supporting sentence must score at least this share of the best sentence's score. */
const SUPPORT_MIN_SHARE = 0.35;
const K1 = 1.2;
const B = 0.75;
const QUANTITY_QUESTION = /\b(?:how (?:much|late|long|early|many|far|soon|often|old)|when|what time|until what|what hours?|cost|fee|fine|penalty)\b/;
const QUESTION_SOURCES = new Set(['question', 'section', 'defined']);
const ANSWER_TYPE_WORDS: Record<string, string> = {
  _clock: 'a clock time',
  _money: 'an amount of money',
  _duration: 'a length of time',
  _distance: 'a distance',
  _percent: 'a rate or percentage',
  _sound: 'a sound level',
};
/** What the apology says is missing when the sources never state the quantity asked for. */
const MISSING_QUANTITY: Record<QuantityType, string> = {
  clock: 'a time of day',
  money: 'a dollar amount',
  duration: 'a length of time',
  distance: 'a distance or measurement',
  percent: 'a rate or percentage',
  sound: 'a sound level',
};
/** A sentence the answer leads with must hold at least this share of the question's focus words. */
const FOCUS_SHARE = 0.5;
/** Names of quantities, each with the words a code states it with: 'the tax rate' is not answered by '45% of receipts'. */
const QUANTITY_NOUNS: string[][] = [
  ['fee', 'fees', 'cost', 'price', 'charge', 'amount', 'pay', 'paid', 'sum'],
  ['fine', 'fines', 'penalty', 'penalties', 'civil'],
  ['tax', 'taxes', 'taxed'],
  ['rate', 'rates'],
  ['height', 'heights'],
  ['setback', 'setbacks'],
  ['deposit', 'deposits'],
].map((words) => [...new Set(words.flatMap((w) => tokenize(w)))]);
/** Words that only ask for a quantity ('how high', 'what rate', 'cost'); they say nothing about what it is of. */
const QUANTITY_CUES = new Set(
  tokenize(
    'late early close closer far near high higher tall wide deep thick long soon cost costs fee fees charge charged price pay ' +
      'rate percent percentage decibel decibels loud level levels distance time hours maximum minimum amount ' +
      // The frame of the quantity ('per year', 'a day'), not what it is of.
      'per each year annual annually month monthly week weekly day daily hour hourly ' +
      'together apart away one two three four five six seven eight nine ten',
  ),
);

type Candidate = { unit: AnswerUnit; source: number; tokens: Set<string>; tf: Map<string, number>; length: number; order: number; score: number };

/** Composes the offline, extractive answer to a question from the retrieved sources, citing every sentence it uses. */
export function composeAnswer(input: ComposeInput): Answer {
  const { plan, hits } = input;
  const maxCitations = Math.max(1, Math.floor(input.maxCitations ?? 5));
  const reasonings = searchedSteps(plan);
  reasonings.push(`Considered ${hits.length} ${hits.length === 1 ? 'source' : 'sources'}${documentsOf(hits)}`);

  const named = new Set(plan.sectionRefs.map((r) => r.number));
  const sectionMatch = (h: AnswerSource) => named.size > 0 && h.sectionLabel !== null && named.has(normalizeSectionNumber(h.sectionLabel));
  const top = hits.slice(0, 5).map((h) => ({ coverage: h.coverage, sectionMatch: sectionMatch(h) }));
  if (hits.length === 0 || isNothingRelevant(top)) return apology(reasonings, hits.length === 0 ? 'No source matched the question' : 'The best sources address too little of the question');

  const candidates = scoreCandidates(input.question, plan, hits, sectionMatch);
  const questionTerms = new Set(plan.terms.filter((t) => QUESTION_SOURCES.has(t.source) && t.kind !== 'answer-type').map((t) => t.term));
  const relevant = candidates.filter((c) => c.score > 0 && (sectionMatch(hits[c.source]) || [...questionTerms].some((t) => c.tokens.has(t))));
  if (relevant.length === 0) return apology(reasonings, 'No sentence in the sources shares a word with the question');

  // A question that asks for one quantity ('how much does … cost') is answered only by a sentence that states one
  // about the thing asked; related provisions without it do not answer, and the reply says so instead of guessing.
  const about = relevant.filter(aboutQuestion(plan, hits, sectionMatch));
  if (about.length === 0) return apology(reasonings, 'No sentence in the sources is about most of what the question asks');
  let best = about[0];
  if (plan.asks) {
    const stating = statingQuantity(plan, plan.asks, about);
    if (stating.length === 0) return missingQuantity(reasonings, plan.asks, hits, relevant);
    best = stating[0];
  }
  const cited: number[] = [];
  const numberOf = (source: number): number | null => {
    const at = cited.indexOf(source);
    if (at >= 0) return at + 1;
    if (cited.length >= maxCitations) return null;
    cited.push(source);
    return cited.length;
  };
  const quotes = new Map<number, string[]>();
  const use = (c: Candidate): number | null => {
    const n = numberOf(c.source);
    if (n !== null) quotes.set(c.source, [...(quotes.get(c.source) ?? []), c.unit.quote]);
    return n;
  };

  const lines = [`${endSentence(best.unit.display)} [${use(best)}]`];
  const supporting: string[] = [];
  for (const c of relevant) {
    if (c === best) continue;
    if (supporting.length >= MAX_SUPPORTING) break;
    if (c.score < best.score * SUPPORT_MIN_SHARE) break;
    if (!c.unit.complete || c.unit.quote.length > MAX_SUPPORT_CHARS || c.unit.display === best.unit.display) continue;
    const n = use(c);
    if (n === null) continue;
    supporting.push(`> ${c.unit.quote} [${n}]`);
  }
  if (supporting.length) lines.push(...supporting);

  const citations = cited.map((source, i) => {
    const h = hits[source];
    return {
      n: i + 1,
      chunkId: h.chunkId,
      sectionLabel: h.sectionLabel,
      citation: h.citation,
      documentName: h.documentName,
      title: titleOf(h),
      quote: (quotes.get(source) ?? []).join(' … '),
    };
  });
  for (const source of cited) reasonings.push(whyChosen(hits[source], plan, candidates.filter((c) => c.source === source)));

  const sourcesCharacters = cited.reduce((sum, s) => sum + hits[s].content.length, 0);
  return { content: lines.join('\n\n'), citations, reasonings, apology: false, sourcesCharacters, ...timeSaved(sourcesCharacters) };
}

function apology(reasonings: string[], why: string, content: string = NOTHING_FOUND): Answer {
  return { content, citations: [], reasonings: [...reasonings, why], apology: true, sourcesCharacters: 0, minutesSaved: 0, secondsSaved: 0 };
}

/** The question's own content words, without the words that only ask for the quantity ('how much', 'cost', 'high'). */
function focusTerms(plan: QueryPlan): string[] {
  return plan.terms
    .filter((t) => t.source === 'question' && t.weight >= 1 && t.kind !== 'answer-type' && !QUANTITY_CUES.has(t.term))
    .map((t) => t.term);
}

/**
 * Whether a sentence is about what the question asks: it (or its section heading) holds at least half of the
 * question's focus words, each either itself or a code word for it ('liquor store' → off-premises retailer) — never
 * through another focus word, since a topic group ('permit' → park, zone, visitor) would let one loose word pass.
 */
function aboutQuestion(plan: QueryPlan, hits: readonly AnswerSource[], sectionMatch: (h: AnswerSource) => boolean): (c: Candidate) => boolean {
  const focus = focusTerms(plan);
  const focusSet = new Set(focus);
  const need = Math.ceil(focus.length * FOCUS_SHARE);
  const headingTokens = hits.map((h) => new Set(tokenize(h.heading ?? '')));
  return (c) => {
    if (sectionMatch(hits[c.source])) return true;
    const has = (term: string) => c.tokens.has(term) || headingTokens[c.source].has(term);
    const covered = focus.filter((f) => has(f) || (Object.hasOwn(plan.related, f) && plan.related[f].some((r) => !focusSet.has(r) && has(r))));
    return covered.length >= need;
  };
}

/** Sentences about the question that state the quantity it asks for, best first. */
function statingQuantity(plan: QueryPlan, asks: QuantityType, about: readonly Candidate[]): Candidate[] {
  const token = ANSWER_TYPES[asks];
  const questionTokens = new Set(tokenize(plan.question));
  // When the question names the quantity ('the tax rate', 'the fee'), the sentence must name it as well.
  const named = QUANTITY_NOUNS.filter((group) => group.some((w) => questionTokens.has(w)));
  return about.filter((c) => c.tokens.has(token) && named.every((group) => group.some((w) => c.tokens.has(w))));
}

function missingQuantity(reasonings: string[], asks: QuantityType, hits: readonly AnswerSource[], relevant: readonly Candidate[]): Answer {
  const what = MISSING_QUANTITY[asks];
  const closest = [...new Set(relevant.slice(0, 6).map((c) => labelOf(hits[c.source])))].slice(0, 3);
  const near = closest.length ? ` The closest provisions I found (${closest.join(', ')}) do not state one.` : '';
  return apology(
    reasonings,
    `The question asks for ${what}, and no relevant sentence in the sources states one`,
    `I'm sorry, but I couldn't find ${what} that answers that question in this municipality's documents.${near}`,
  );
}

/** Every unit of every source, scored BM25-style against the plan's weighted terms (IDF over the candidate units), best first. */
function scoreCandidates(question: string, plan: QueryPlan, hits: readonly AnswerSource[], sectionMatch: (h: AnswerSource) => boolean): Candidate[] {
  const all: Candidate[] = [];
  hits.forEach((hit, source) => {
    for (const unit of answerUnits(hit.content)) {
      const toks = tokenize(unit.display);
      const tf = new Map<string, number>();
      for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
      all.push({ unit, source, tokens: new Set(toks), tf, length: toks.length, order: all.length, score: 0 });
    }
  });
  if (all.length === 0) return all;
  const avg = all.reduce((s, c) => s + c.length, 0) / all.length || 1;
  const df = new Map<string, number>();
  for (const c of all) for (const t of c.tokens) df.set(t, (df.get(t) ?? 0) + 1);
  const n = all.length;
  const quantity = QUANTITY_QUESTION.test(foldText(question)) || plan.terms.some((t) => t.kind === 'answer-type');
  const definition = plan.definition ? definitionPattern(plan.definition.term) : null;
  const anyNamed = hits.some(sectionMatch);
  for (const c of all) {
    let score = 0;
    for (const term of plan.terms) {
      const f = c.tf.get(term.term) ?? 0;
      if (!f) continue;
      const d = df.get(term.term) ?? 0;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      score += term.weight * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * c.length) / avg)));
    }
    if (quantity && [...c.tokens].some((t) => t.startsWith('_'))) score *= 1.5;
    if (definition && definition.test(foldText(c.unit.display))) score *= 2;
    // A section the question names answers it first, even where its text repeats none of the question's words.
    if (anyNamed) score = sectionMatch(hits[c.source]) ? (score + 1) * 3 : score * 0.5;
    score *= 1 + 0.25 * (1 - c.source / hits.length);
    c.score = score;
  }
  return all.sort((a, b) => b.score - a.score || a.order - b.order);
}

function definitionPattern(term: string): RegExp {
  const words = foldText(term).split(/[\s-]+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(String.raw`(?:^|")${words.join(String.raw`[\s-]+`)}s?"?\s+(?:means|includes|shall mean|refers to)\b`);
}

/** The reference-list title of a source: "§ 25-723. Hours of sale…", else its heading, label or document name. */
export function titleOf(h: AnswerSource): string {
  const heading = h.heading?.trim() ?? '';
  if (h.sectionLabel && heading && !heading.includes(h.sectionLabel)) return `${h.sectionLabel}. ${heading.replace(/^[.\s]+/, '')}`;
  return heading || h.sectionLabel || h.documentName;
}

function labelOf(h: AnswerSource): string {
  return h.sectionLabel ?? h.citation ?? h.documentName;
}

function quoteList(words: readonly string[]): string {
  return words.map((w) => `'${w}'`).join(', ');
}

function surfaceOf(plan: QueryPlan, term: string): string | null {
  if (ANSWER_TYPE_WORDS[term]) return ANSWER_TYPE_WORDS[term];
  const found = plan.terms.find((t) => t.term === term);
  return found ? (found.surface[0] ?? null) : term.startsWith('_') ? null : term;
}

function searchedSteps(plan: QueryPlan): string[] {
  const steps: string[] = [];
  const own = [...new Set(plan.terms.filter((t) => t.source === 'question' && t.kind !== 'answer-type').map((t) => t.surface[0] ?? t.term))];
  steps.push(own.length ? `Searched for ${quoteList(own)}` : 'Searched the documents');
  for (const ref of plan.sectionRefs) steps.push(`Looked up ${ref.label}, named in the question`);
  if (plan.definition) steps.push(`Looked for the definition of '${plan.definition.term}'`);
  for (const e of plan.expansions) {
    const words = [...new Set(e.added.map((a) => surfaceOf(plan, a)).filter((w): w is string => !!w && w !== e.trigger))];
    if (words.length) steps.push(`Read '${e.trigger}' as ${words.join(', ')}`);
  }
  return steps;
}

function documentsOf(hits: readonly AnswerSource[]): string {
  const names = [...new Set(hits.map((h) => h.documentName))];
  if (names.length === 0) return '';
  return names.length === 1 ? ` from ${names[0]}` : ` from ${names.length} documents`;
}

function whyChosen(hit: AnswerSource, plan: QueryPlan, units: readonly Candidate[]): string {
  const wanted = new Set(plan.terms.map((t) => t.term));
  const inHeading = [...new Set(tokenizeWithSurface(hit.heading ?? '').filter((t) => wanted.has(t.term) && t.surface && t.kind !== 'compound').map((t) => t.surface))];
  if (inHeading.length) return `${labelOf(hit)} matches ${quoteList(inHeading.slice(0, 6))} in its heading`;
  const text = units.map((u) => u.unit.display).join(' ');
  const inText = [...new Set(tokenizeWithSurface(text).filter((t) => wanted.has(t.term) && t.surface && t.kind !== 'compound').map((t) => t.surface))];
  return inText.length ? `${labelOf(hit)} matches ${quoteList(inText.slice(0, 6))} in its text` : `${labelOf(hit)} was among the best-ranked sources`;
}
