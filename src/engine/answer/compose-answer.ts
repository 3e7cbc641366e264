/*
 * The offline answer: extractive and cited. The sources' best sentence for the question comes first, then up to three
 * supporting sentences quoted verbatim; every `[n]` names a retrieved chunk, and nothing is invented. When nothing
 * relevant was found the answer apologises and cites nothing.
 */
import { foldText, isNothingRelevant, normalizeSectionNumber, tokenize, tokenizeWithSurface, type QueryPlan } from '../retrieve';
import { focusCoverage, focusGroups, missingShare, missingSubjectShare, subjectCoverage, uncoveredGroups, type FocusGroup } from './focus';
import { missingQuantityPhrase, readQuantityAsk, statesQuantity, type QuantityAsk } from './quantity';
import { answerUnits, endSentence, type AnswerUnit } from './sentences';
import { asksConsequence, statesConsequence } from './consequence';
import { yesNoLead } from './yes-no';

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

/**
 * What `composeAnswer` needs: the question, its plan as retrieval refined it (with each term's index statistics), the
 * retrieved sources (best first), the citation cap, and the names of the documents searched (for an apology that
 * says what was looked at).
 */
export type ComposeInput = { question: string; plan: QueryPlan; hits: readonly AnswerSource[]; maxCitations?: number; documents?: readonly string[] };

/** The apology given when the documents hold nothing that answers the question. */
export const NOTHING_FOUND = "I'm sorry, but I couldn't find anything in this municipality's documents that answers that question.";

/** Time-saved estimate: reading speed in characters per minute and the fixed search overhead in minutes. */
export const TIME_SAVED = { charactersPerMinute: 1000, overheadMinutes: 2 } as const;

/** The time an answer saves its reader: the search overhead plus reading its cited sources, in minutes and seconds. */
export function timeSaved(sourcesCharacters: number): { minutesSaved: number; secondsSaved: number } {
  const totalSeconds = Math.round((TIME_SAVED.overheadMinutes + sourcesCharacters / TIME_SAVED.charactersPerMinute) * 60);
  return { minutesSaved: Math.floor(totalSeconds / 60), secondsSaved: totalSeconds % 60 };
}

/** Answering thresholds (the measured values, ADR 010). */
export const ANSWERING = {
  /** A sentence (with its section's heading) must cover this share of the question's focus weight to answer it… */
  aboutShare: 0.25,
  /** …and the chunk it comes from this share. */
  chunkAboutShare: 0.3,
  /** A sentence stating the quantity asked for must name (with the sentence before it) this share of the question's subject. */
  quantitySubjectShare: 0.5,
  /** …or this share, when the sentence is of the section retrieval ranked first (ADR 020, stop of 2026-11-29, twelfth). */
  topQuantitySubjectShare: 0.25,
  /**
   * When the code has no word for this share of the question's subject, and for `missingShare` of all it asks about,
   * the documents are not about what is asked.
   */
  missingSubjectShare: 0.5,
  missingShare: 1 / 3,
  /** A supporting sentence must score at least this share of the best sentence's score. */
  supportShare: 0.35,
  /**
   * A sentence's score is multiplied by its section's retrieval score, as a share of the best, to this power: the
   * ranking read the heading, chapter and whole question, a sentence alone cannot (ADR 020; was 0.5 + 0.5 × share).
   */
  rankPower: 2,
} as const;

const MAX_SUPPORTING = 3;
const EXCEPTION_LEAD = /^(?:notwithstanding|in addition to|provided,? however|however,)/i;
const MAX_SUPPORT_CHARS = 500;
const K1 = 1.2;
const B = 0.75;
const QUANTITY_QUESTION = /\b(?:how (?:much|late|long|early|many|far|soon|often|old)|when|what time|until what|what hours?|cost|fee|fine|penalty)\b/;
const ANSWER_TYPE_WORDS: Record<string, string> = {
  _clock: 'a clock time',
  _money: 'an amount of money',
  _duration: 'a length of time',
  _distance: 'a distance',
  _percent: 'a rate or percentage',
  _sound: 'a sound level',
};
type Candidate = { unit: AnswerUnit; source: number; tokens: Set<string>; context: Set<string>; score: number; about: number; subject: number; order: number };

/** Composes the offline, extractive answer to a question from the retrieved sources, citing every sentence it uses. */
export function composeAnswer(input: ComposeInput): Answer {
  const { plan, hits } = input;
  const maxCitations = Math.max(1, Math.floor(input.maxCitations ?? 5));
  const reasonings = searchedSteps(plan);
  reasonings.push(`Considered ${hits.length} ${hits.length === 1 ? 'source' : 'sources'}${documentsOf(hits)}`);
  const where = documentsPhrase(input.documents);

  const named = new Set(plan.sectionRefs.map((r) => r.number));
  const sectionMatch = (h: AnswerSource) => named.size > 0 && h.sectionLabel !== null && named.has(normalizeSectionNumber(h.sectionLabel));
  const texts = hits.map((h) => new Set([...tokenize(h.content), ...tokenize(h.heading ?? '')]));
  const focus = focusGroups(plan, texts);
  if (!hits.some(sectionMatch) && missingSubjectShare(focus) >= ANSWERING.missingSubjectShare && missingShare(focus) >= ANSWERING.missingShare) {
    const missing = focus.filter((g) => g.subject && g.missing);
    return notAbout(reasonings, where, missing, hits, [], 'The documents have no word for most of what the question is about');
  }
  const top = hits.slice(0, 5).map((h) => ({ coverage: h.coverage, sectionMatch: sectionMatch(h) }));
  if (hits.length === 0 || isNothingRelevant(top)) {
    return apology(reasonings, hits.length === 0 ? 'No source matched the question' : 'The best sources address too little of the question', nothingFound(where));
  }
  const candidates = scoreUnits(input.question, plan, hits, sectionMatch, focus);
  // A printed heading ("TREE CUTTING PERMITTING.") says what the lines under it are of; it answers nothing itself.
  const relevant = candidates.filter((c) => c.score > 0 && !isPrintedHeading(c.unit.display));
  const chunkAbout = hits.map((h) => focusCoverage(focus, new Set([...tokenize(h.content), ...tokenize(h.heading ?? '')])));
  const about = relevant.filter((c) => sectionMatch(hits[c.source]) || (c.about >= ANSWERING.aboutShare && chunkAbout[c.source] >= ANSWERING.chunkAboutShare));
  if (about.length === 0) {
    return notAbout(reasonings, where, uncoveredGroups(focus, texts), hits, relevant, 'No sentence in the sources is about most of what the question asks');
  }

  // A bare item of a list ('Short-term home rentals.' among a district's permitted uses) says nothing on its own: a
  // sentence leads when one is about the question.
  let best = about.find((c) => !isFragment(c.unit.display)) ?? about[0];
  const ask = readQuantityAsk(plan, focus);
  if (ask) {
    const stating = statingQuantity(ask, about, focus);
    if (stating.length === 0) return missingQuantity(reasonings, where, ask, hits, about);
    // 'How many people sit on the city commission?' is answered by the sentence constituting the body ('… a city
    // commission to be composed of five commission members'), 'how many must be at a meeting' by the one fixing its
    // quorum ('Four councilmembers shall constitute a quorum'), not by another that counts something of it.
    const keyWords = countKeyWords(plan);
    const constituting = keyWords ? stating.find((c) => keyWords.some((w) => c.tokens.has(w))) : undefined;
    best = constituting ?? stating[0];
  } else if (asksConsequence(input.question)) {
    // "What happens if…" is answered by what the best section says follows: its penalty or other consequence ("shall be
    // guilty of a misdemeanor and … punished by a fine"), which names "this section" rather than the question's words.
    if (!statesConsequence(best.unit.display)) {
      const stated = candidates.find((c) => c.source === best.source && c.unit.complete && !isPrintedHeading(c.unit.display) && statesConsequence(c.unit.display));
      if (stated) best = stated;
    }
  } else if (yesNoLead(input.question, best.unit.display) === null) {
    // A yes/no question is led by a sentence that settles it when one of the best section (or a better-ranked one) is
    // about as much of the question and scores within the supporting share: "Under no circumstances shall a licensee
    // permit the … promoter to be responsible for providing security" over "The holder … may rent out … the licensed
    // establishment … for a specific event".
    const settling = about.find(
      (c) =>
        c !== best &&
        c.score >= best.score * ANSWERING.supportShare &&
        c.unit.complete &&
        !EXCEPTION_LEAD.test(c.unit.display) &&
        c.about >= best.about &&
        c.source <= best.source &&
        c.subject >= best.subject &&
        yesNoLead(input.question, c.unit.display) !== null,
    );
    if (settling) best = settling;
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

  const lead = yesNoLead(input.question, best.unit.display);
  const lines = [`${lead ? `${lead} ` : ''}${endSentence(best.unit.display)} [${use(best)}]`];
  const supporting: string[] = [];
  for (const c of about) {
    if (c === best) continue;
    if (supporting.length >= MAX_SUPPORTING) break;
    if (c.score < best.score * ANSWERING.supportShare) break;
    if (!c.unit.complete || c.unit.quote.length > MAX_SUPPORT_CHARS || c.unit.display === best.unit.display) continue;
    const n = use(c);
    if (n === null) continue;
    supporting.push(`> ${c.unit.display} [${n}]`);
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

/** A line in capitals with no lowercase word, as codes print headings: short, and without a sentence's verb. */
function isPrintedHeading(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  return words.length > 0 && words.length <= 8 && !/[a-z]/.test(text);
}

// The words that make a clause of a handful of words a sentence rather than a name ('Fees shall be paid.', 'Prohibited.').
const CLAUSE_WORDS = /\b(?:shall|may|must|will|can|is|are|was|were|be|been|has|have|had|do|does|not|no|means|includes?|requires?|prohibited|permitted|allowed|unlawful)\b/i;

/** A short unit with no verb of a clause and no figure: a list's bare item or a caption (a fee row, '$20 per tree', is no fragment). */
function isFragment(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  return words.length <= 6 && !/\d/.test(text) && !CLAUSE_WORDS.test(text);
}

function apology(reasonings: string[], why: string, content: string = NOTHING_FOUND): Answer {
  return { content, citations: [], reasonings: [...reasonings, why], apology: true, sourcesCharacters: 0, minutesSaved: 0, secondsSaved: 0 };
}

/** How the apology names what was searched: the loaded documents by name when there are few, else how many. */
function documentsPhrase(documents: readonly string[] | undefined): string {
  if (!documents?.length) return "this municipality's documents";
  if (documents.length === 1) return `the loaded document (${documents[0]})`;
  if (documents.length <= 3) return `the loaded documents (${documents.slice(0, -1).join(', ')} and ${documents[documents.length - 1]})`;
  return `the ${documents.length} loaded documents`;
}

function nothingFound(where: string): string {
  return `I'm sorry, but I couldn't find anything in ${where} that answers that question.`;
}

function closestProvisions(hits: readonly AnswerSource[], candidates: readonly Candidate[]): string {
  const labels = [...new Set([...candidates.map((c) => hits[c.source]), ...hits].slice(0, 12).map(labelOf))].slice(0, 3);
  return labels.length ? ` The closest provisions I found are ${labels.join(', ')}.` : '';
}

/** The documents do not speak of what is asked: say what they lack (`missing`, heaviest first), and what came closest. */
function notAbout(reasonings: string[], where: string, missing: readonly FocusGroup[], hits: readonly AnswerSource[], near: readonly Candidate[], why: string): Answer {
  const words = missing.slice(0, 3).map((g) => `'${g.surface}'`);
  const lead = words.length
    ? `I'm sorry, but ${where} ${words.length === 1 ? "don't say anything about" : "don't cover"} ${joinList(words)}, so I can't answer that from them.`
    : `I'm sorry, but I couldn't find a provision in ${where} that answers that question.`;
  return apology(reasonings, why, lead + closestProvisions(hits, near));
}

// The words that state the count a body question asks for, as its intent searches for them (stemmed): the members
// constituting a body, or the quorum it needs to act.
const COUNT_KEY_WORDS: readonly (readonly string[])[] = [['compos', 'consist'], ['quorum']];

/** The key words of the body count the plan asks for (its intent added them all), or null. */
function countKeyWords(plan: QueryPlan): readonly string[] | null {
  return COUNT_KEY_WORDS.find((words) => words.every((w) => plan.terms.some((t) => t.term === w && t.source === 'intent'))) ?? null;
}

/** Sentences about the question that state the quantity it asks for, of what is asked about, best first. */
function statingQuantity(ask: QuantityAsk, about: readonly Candidate[], focus: readonly FocusGroup[]): Candidate[] {
  // The quantity must be of what is asked about: the sentence names the question's subject ('deck' for a deck's permit fee).
  // (The section retrieval ranked first needs less of it: 'Until what time can a restaurant keep serving beer on a Saturday
  // night?' is answered by its 'between the hours of 11:00 a.m. and 1:30 a.m., Monday through Saturday', which says
  // 'eating establishments', not 'restaurant'.) What the sentence counts names the thing counted: 'four or more citizens
  // living within 500 feet' counts the neighbors of 'how many neighbors have to complain'.
  const counted = ask.counted;
  const named = counted ? focus.map((g) => (g.term === counted.term ? { ...g, names: new Set([...g.names, ...counted.words]) } : g)) : focus;
  const subject = (c: Candidate) => (counted ? subjectCoverage(named, c.context) : c.subject);
  const needs = (c: Candidate) => (c.source === 0 ? ANSWERING.topQuantitySubjectShare : ANSWERING.quantitySubjectShare);
  return about.filter((c) => subject(c) >= needs(c) && statesQuantity(ask, c.unit.display));
}

function missingQuantity(reasonings: string[], where: string, ask: QuantityAsk, hits: readonly AnswerSource[], about: readonly Candidate[]): Answer {
  const what = missingQuantityPhrase(ask);
  return apology(
    reasonings,
    `The question asks for ${what}, and no relevant sentence in the sources states one`,
    `I'm sorry, but I couldn't find ${what} that answers that question in ${where}.${closestProvisions(hits, about).replace(' are ', ' (which do not state one) are ')}`,
  );
}

function joinList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * Every unit of every source, scored BM25-style against the plan's weighted terms with the index's IDF (a term's
 * group scores once), and how much of the question's focus it (with its section heading) covers; best first.
 */
function scoreUnits(question: string, plan: QueryPlan, hits: readonly AnswerSource[], sectionMatch: (h: AnswerSource) => boolean, focus: readonly FocusGroup[]): Candidate[] {
  const all: Candidate[] = [];
  const lengths: number[] = [];
  const tfs: Map<string, number>[] = [];
  hits.forEach((hit, source) => {
    const heading = tokenize(hit.heading ?? '');
    let previous: string[] = [];
    for (const unit of answerUnits(hit.content)) {
      const toks = tokenize(unit.display);
      const tf = new Map<string, number>();
      for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
      const tokens = new Set(toks);
      const withHeading = new Set([...toks, ...heading]);
      // What a sentence is of may be named just before it ('A housing provider may charge … Such a fee will be no more than $50').
      const inContext = new Set([...withHeading, ...previous]);
      all.push({ unit, source, tokens, context: inContext, score: 0, about: focusCoverage(focus, inContext), subject: subjectCoverage(focus, inContext), order: all.length });
      previous = toks;
      lengths.push(toks.length);
      tfs.push(tf);
    }
  });
  if (all.length === 0) return all;
  const avg = lengths.reduce((s, l) => s + l, 0) / all.length || 1;
  const quantity = QUANTITY_QUESTION.test(foldText(question)) || plan.terms.some((t) => t.kind === 'answer-type');
  const definition = plan.definition ? definitionPattern(plan.definition.term) : null;
  const anyNamed = hits.some(sectionMatch);
  const topScore = Math.max(...hits.map((h) => h.score), 1e-9);
  all.forEach((c, i) => {
    const groups = new Map<string, number>();
    for (const term of plan.terms) {
      const f = tfs[i].get(term.term) ?? 0;
      if (!f) continue;
      const part = term.weight * (term.idf ?? 1) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * lengths[i]) / avg)));
      const group = term.group ?? term.term;
      groups.set(group, Math.max(groups.get(group) ?? 0, part));
    }
    let score = [...groups.values()].reduce((s, p) => s + p, 0);
    if (quantity && [...c.tokens].some((t) => t.startsWith('_'))) score *= 1.5;
    if (definition && definition.test(foldText(c.unit.display))) score *= 2;
    // A section the question names answers it first, even where its text repeats none of the question's words.
    if (anyNamed) score = sectionMatch(hits[c.source]) ? (score + 1) * 3 : score * 0.5;
    score *= 0.5 + c.about;
    // A sentence that carves an exception out of another ('Notwithstanding subsection (b) …') should not lead.
    if (EXCEPTION_LEAD.test(c.unit.display)) score *= 0.7;
    // A sentence from a better-ranked section (retrieval weighed its heading, chapter and the whole question) leads.
    if (!sectionMatch(hits[c.source])) score *= (hits[c.source].score / topScore) ** ANSWERING.rankPower;
    c.score = score;
  });
  return all.sort((a, b) => b.score - a.score || a.order - b.order);
}

function definitionPattern(term: string): RegExp {
  const words = foldText(term).split(/[\s-]+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(String.raw`(?:^|")${words.join(String.raw`[\s-]+`)}s?"?\s*(?:means|includes|shall mean|refers to|[-\u2013\u2014:])`);
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
  // In the order the question says them.
  const folded = foldText(plan.question);
  const at = (word: string) => {
    const i = folded.search(new RegExp(String.raw`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    return i < 0 ? folded.length : i;
  };
  const own = [...new Set(plan.terms.filter((t) => t.source === 'question' && t.kind !== 'answer-type').map((t) => t.surface[0] ?? t.term))].sort((a, b) => at(a) - at(b));
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
