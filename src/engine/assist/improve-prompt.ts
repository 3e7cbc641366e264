/*
 * The offline "improve my prompt" helper: the same question, written so that a person and the search understand it
 * better. It fixes spacing, casing and end punctuation, names the code's term beside a resident's word
 * ("bar (on-premises retailer)"), turns a bare list of keywords into a question, and asks what the municipal code
 * says. It never adds facts: every word it adds is a term of art or the framing.
 */
import { findSectionReferences } from '../retrieve';
import { findCodeTerms, namesAThing } from './code-terms';

const QUESTION_START = /^(?:who|whom|whose|what|which|when|where|why|how|can|could|may|might|must|shall|should|will|would|is|are|am|was|were|do|does|did|has|have|had)\b/i;
const REQUEST_START = /^(?:(?:please\s+)?(?:tell me|explain|show me|find|list|describe|summari[sz]e|give me)(?:\s+(?:about|the|on))?|info(?:rmation)?\s+(?:on|about)|question\s+about|rules?\s+(?:on|about|for))\s+/i;
const PROPER_WORDS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'christmas', 'thanksgiving', 'halloween', 'easter', 'labor day', 'memorial day', 'independence day', "new year's eve", "new year's day"];
/** The question already points at the law; "according to the municipal code" would add nothing. */
const NAMES_THE_LAW = /\b(?:code|codes|ordinances?|laws?|legal|illegal|legally|statutes?|regulations?|bylaws?|section|sections|chapter|title|article|municipal|zoning)\b|§/i;

function fixCasing(text: string): string {
  let out = text.replace(/(^|[\s(])i(?=$|[\s,.?!;:']|'m|'ve|'d|'ll)/g, '$1I');
  for (const word of PROPER_WORDS) {
    out = out.replace(new RegExp(String.raw`\b${word}(?=s?\b)`, 'gi'), (m) => (m === m.toLowerCase() ? word.replace(/(^|\s)\w/g, (c) => c.toUpperCase()) : m));
  }
  return out.replace(/(^|[.?!]\s+)(\p{Ll})/gu, (_, lead: string, c: string) => lead + c.toUpperCase());
}

function tidy(text: string): string {
  // A shouted prompt reads better in sentence case.
  const calm = text === text.toUpperCase() && /[A-Z]{4}/.test(text) ? text.toLowerCase() : text;
  return calm
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/([?!])[?!.]+/g, '$1')
    .replace(/\.{2,}$/, '.')
    .replace(/,(?=\S)/g, ', ')
    .trim();
}

/** Whether the last sentence asks something (a question word or verb first, or a question mark already). */
function isQuestion(sentence: string): boolean {
  return /\?$/.test(sentence) || QUESTION_START.test(sentence);
}

/** The prompt as one question: tidy spacing, casing and end punctuation; keywords or a request become "What does the municipal code say about …?". */
export function asQuestion(text: string): string {
  const out = tidy(text).replace(REQUEST_START, '');
  if (!out) return '';
  const sentences = out.split(/(?<=[.?!])\s+/);
  let last = sentences.pop() ?? '';
  const questionLike = isQuestion(last);
  last = last.replace(/[.?!]+$/, '');
  if (!questionLike) {
    const topic = /^[A-Z]{2,}\b|^[A-Z][a-z]*[A-Z]/.test(last) ? last : last.charAt(0).toLowerCase() + last.slice(1);
    last = `What does the municipal code say about ${topic}`;
  }
  return fixCasing([...sentences, `${last}?`].join(' '));
}

/** Rewrites a prompt as a clearer, more specific question for searching a municipal code, adding no facts. */
export function improvePrompt(text: string): string {
  let out = asQuestion(text);
  if (!out) return '';
  if (!NAMES_THE_LAW.test(out) && findSectionReferences(out).length === 0) {
    const cut = out.lastIndexOf('?');
    const lastSentence = out.slice(0, cut).split(/(?<=[.?!])\s+/).pop() ?? '';
    if (lastSentence.length <= 200) out = `${out.slice(0, cut)}, according to the municipal code?`;
  }
  // Name the code's term beside the resident's word, from the end so the offsets stay valid.
  for (const term of findCodeTerms(out, 6).filter((t) => namesAThing(out, t)).slice(0, 3).reverse()) {
    out = `${out.slice(0, term.end)} (${term.codeTerm})${out.slice(term.end)}`;
  }
  return out;
}
