/*
 * The answer as a model writes it, checked before anyone sees it: the model gets the question and the numbered
 * sources, and its markdown is verified (verify-answer.ts) so every citation names a retrieved chunk and every
 * quotation occurs in it. Without a model, when nothing relevant was found, or when the model fails or cites nothing
 * verifiable, the offline extractive answer is given instead.
 */
import { z } from 'zod';
import type { StructuredModel } from '../ai';
import { tokenize } from '../retrieve';
import { composeAnswer, timeSaved, titleOf, type Answer, type AnswerCitation, type AnswerSource, type ComposeInput } from './compose-answer';
import { answerUnits } from './sentences';
import { normalizeForMatch, verifyModelAnswer, type VerifiedAnswer } from './verify-answer';

/** The most sources given to the model, the most characters of one source, and of all of them together. */
export const MODEL_SOURCES = { maxSources: 8, maxSourceChars: 6_000, maxTotalChars: 24_000 } as const;
/** A model call taking longer than this is abandoned for the offline answer. */
export const MODEL_TIMEOUT_MS = 90_000;
const MAX_QUOTES_PER_CITATION = 3;

const ModelAnswer = z.object({ answer: z.string().min(1).max(20_000) });

const SYSTEM = [
  "You answer questions about a municipality's code of ordinances using only the numbered sources you are given.",
  'Rules:',
  '- State only what the sources say. If they do not answer the question, say so in one sentence.',
  '- End every sentence that states a fact with the number of the source it comes from in square brackets, e.g. [1] or [2][3]. Use only the numbers of the sources given.',
  '- When you quote, copy the words exactly as they appear in the source, inside double quotation marks. Never put words in quotation marks that are not in the source.',
  '- Write concise markdown: the direct answer first, then the conditions and exceptions that matter. Do not list the sources at the end.',
].join('\n');

/** The model's input: the question, then each source numbered with its section label, citation path and text. */
export function buildAnswerPrompt(question: string, sources: readonly AnswerSource[]): string {
  let budget: number = MODEL_SOURCES.maxTotalChars;
  const blocks = sources.map((s, i) => {
    const limit = Math.max(0, Math.min(MODEL_SOURCES.maxSourceChars, budget));
    const text = s.content.length > limit ? `${s.content.slice(0, limit).trimEnd()} …` : s.content;
    budget -= Math.min(s.content.length, limit);
    const label = [s.sectionLabel, s.citation && s.citation !== s.sectionLabel ? `(${s.citation})` : null, `— ${s.documentName}`].filter(Boolean).join(' ');
    return `[${i + 1}] ${label}\n${text}`;
  });
  return `Question: ${question}\n\nSources:\n\n${blocks.join('\n\n')}`;
}

/** Writes the answer to a question from its retrieved sources: with a model when one is configured, else the offline extractive answer. */
export async function writeAnswer(input: ComposeInput & { model: StructuredModel | null; signal?: AbortSignal }): Promise<Answer & { answeredBy: string }> {
  const offline = composeAnswer(input);
  const { model } = input;
  if (!model || offline.apology) return { ...offline, answeredBy: 'offline' };

  const sources = input.hits.slice(0, Math.min(MODEL_SOURCES.maxSources, Math.max(1, Math.floor(input.maxCitations ?? MODEL_SOURCES.maxSources))));
  const fallback = (why: string) => ({ ...offline, reasonings: [...offline.reasonings, why], answeredBy: 'offline' });
  let text: string;
  try {
    const signal = input.signal ? AbortSignal.any([input.signal, AbortSignal.timeout(MODEL_TIMEOUT_MS)]) : AbortSignal.timeout(MODEL_TIMEOUT_MS);
    const reply = await abortable(model.generateObject({ system: SYSTEM, prompt: buildAnswerPrompt(input.question, sources), schema: ModelAnswer, signal }), signal);
    text = reply.answer;
  } catch (error) {
    return fallback(`${model.name} could not write the answer (${reasonOf(error)}); answered from the sources offline`);
  }

  const verified = verifyModelAnswer(text, sources);
  if (verified.sources.length === 0) {
    return fallback(`The answer from ${model.name} cited no source that could be verified; answered from the sources offline`);
  }
  const citations = verified.sources.map((source, i) => citationOf(i + 1, sources[source], verified.support.get(source)));
  const sourcesCharacters = verified.sources.reduce((sum, s) => sum + sources[s].content.length, 0);
  const n = verified.sources.length;
  return {
    content: verified.content,
    citations,
    reasonings: [...searchSteps(offline.reasonings), `Answer written by ${model.name} from ${n} ${n === 1 ? 'source' : 'sources'}`, ...removalNote(verified)],
    apology: false,
    sourcesCharacters,
    ...timeSaved(sourcesCharacters),
    answeredBy: model.name,
  };
}

/** The offline answer's search steps (what was searched, read and considered), without its reasons for its own picks. */
function searchSteps(reasonings: readonly string[]): string[] {
  const considered = reasonings.findIndex((r) => r.startsWith('Considered '));
  return considered >= 0 ? reasonings.slice(0, considered + 1) : [...reasonings];
}

function removalNote(verified: VerifiedAnswer): string[] {
  const { citations, quotations, sentences } = verified.removed;
  if (citations + quotations + sentences === 0) return [];
  const parts = [
    citations ? `${citations} ${citations === 1 ? 'citation' : 'citations'} to no given source` : null,
    quotations ? `${quotations} ${quotations === 1 ? 'quotation' : 'quotations'} not found in the cited source` : null,
  ].filter(Boolean);
  return [`Removed ${parts.join(' and ')}${sentences ? ` (${sentences} ${sentences === 1 ? 'sentence' : 'sentences'} dropped)` : ''}`];
}

/** A citation whose quote is taken verbatim from the source: for each sentence citing it, the source's best-matching sentence. */
function citationOf(n: number, source: AnswerSource, support: { sentences: string[]; quotes: string[] } | undefined): AnswerCitation {
  const units = answerUnits(source.content);
  const picked: string[] = [];
  const add = (quote: string) => {
    if (picked.length < MAX_QUOTES_PER_CITATION && !picked.includes(quote)) picked.push(quote);
  };
  for (const quote of support?.quotes ?? []) {
    const needle = normalizeForMatch(quote.split(/\s*(?:\.\.\.|…)\s*/)[0]).replace(/^[\s.,;:'"]+|[\s.,;:'"]+$/g, '');
    const unit = units.find((u) => normalizeForMatch(u.display).includes(needle) || normalizeForMatch(u.quote).includes(needle));
    if (unit) add(unit.quote);
  }
  for (const sentence of support?.sentences ?? []) {
    const best = bestUnit(sentence, units);
    if (best) add(best);
  }
  if (picked.length === 0) add(units[0]?.quote ?? source.content.trim().slice(0, 300).trim());
  return {
    n,
    chunkId: source.chunkId,
    sectionLabel: source.sectionLabel,
    citation: source.citation,
    documentName: source.documentName,
    title: titleOf(source),
    quote: picked.join(' … '),
  };
}

/** The unit sharing the most distinctive words with the sentence (IDF over the source's units; numbers count double). */
function bestUnit(sentence: string, units: ReturnType<typeof answerUnits>): string | null {
  const wanted = new Set(tokenize(sentence));
  const unitTokens = units.map((u) => new Set(tokenize(u.display)));
  const df = new Map<string, number>();
  for (const tokens of unitTokens) for (const t of tokens) df.set(t, (df.get(t) ?? 0) + 1);
  let best: { quote: string; score: number } | null = null;
  units.forEach((unit, i) => {
    let score = 0;
    for (const t of unitTokens[i]) if (wanted.has(t)) score += Math.log(1 + units.length / (df.get(t) ?? 1)) * (/\d/.test(t) ? 2 : 1);
    if (score > 0 && (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && unit.quote.length < best.quote.length))) {
      best = { quote: unit.quote, score };
    }
  });
  return (best as { quote: string } | null)?.quote ?? null;
}

/** Rejects when the signal aborts, even if the model ignores it. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function abortReason(signal: AbortSignal): Error {
  const reason = signal.reason;
  if (reason instanceof Error && reason.name === 'TimeoutError') return new Error('it took too long');
  return reason instanceof Error ? reason : new Error('the request was cancelled');
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].slice(0, 200) || 'unknown error';
}
