/*
 * The offline "suggest queries" helper: three to five related questions a resident could ask next, built from the
 * question itself. Hours questions get the other days and the opposite end of the day; every question gets the
 * permit, penalty and definition questions about its subject, named as the question names it.
 */
import { findSectionReferences, foldText, STOPWORDS, tokenizeWithSurface } from '../retrieve';
import { determinerBefore, findCodeTerms, looksPlural, namesAThing } from './code-terms';
import { asQuestion } from './improve-prompt';

export const MIN_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = 5;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_PHRASE = /\b(on\s+)?(?:a\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(s)?\b/i;
/** A determiner and the one or two words after it: "a bar", "my security deposit", "a food truck". */
const NOUN_PHRASE = /(?:^|[\s(])(a|an|the|my|our|your|his|her|their|this|that|every)\s+([a-z][a-z'-]*)(?:\s+([a-z][a-z'-]*)(?=\s*(?:$|[?.!,;:]|\s(?:in|on|at|near|for|of|from|to|with|without|within|after|before|during|under|over|by|if|when|that|who|which|and|or)\b)))?/gi;
/** Words that say what kind of answer is wanted, or how, never what the question is about. */
const NOT_A_SUBJECT = new Set([
  ...DAYS, ...DAYS.map((d) => `${d}s`), 'late', 'early', 'long', 'much', 'many', 'time', 'times', 'hour', 'hours', 'day', 'days', 'week', 'weeks',
  'month', 'months', 'year', 'years', 'today', 'tonight', 'night', 'morning', 'evening', 'weekend', 'weekends', 'weekday', 'weekdays', 'allowed', 'legal',
  'illegal', 'okay', 'need', 'needed', 'required', 'get', 'make', 'someone', 'anyone', 'people', 'person', 'thing', 'things', 'rule', 'rules', 'law',
  'laws', 'code', 'city', 'town', 'county', 'district', 'permitted', 'able', 'happen', 'happens', 'far', 'close', 'near', 'open', 'still', 'ever', 'say',
  'says', 'mean', 'means', 'work', 'apply', 'applies', 'public', 'permit', 'permits', 'license', 'licence', 'licenses', 'fine', 'fines', 'fee', 'fees',
  'penalty', 'penalties', 'cost', 'costs', 'price', 'lot', 'way', 'problem', 'question', 'difference', 'minimum', 'maximum', 'limit', 'number',
  'municipal', 'ordinance', 'ordinances', 'section',
]);
const PENALTY_WORDS = /\b(?:penalt|fine[sd]?\b|punish|sanction|happens if|what if|consequence|violat)/;
const PERMIT_WORDS = /\b(?:permit|licen[cs]e|registration|register|approval)/;
const DEFINITION_WORDS = /\b(?:define|definition|meaning|what is an? |what are |counts? as|considered)/;

/** What a question is about, as the suggestions name it; `kind: 'section'` when it is a section the question cites. */
type Subject = { phrase: string; codeTerm: string | null; kind: 'thing' | 'section' };

function withArticle(noun: string, determiner: string | null): string {
  if (!determiner) return noun;
  if (determiner.toLowerCase() === 'the') return `the ${noun}`;
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

const MASS_NOUN = /(?:ing|waste|water|noise|sound|trash|litter|consumption|service|equipment|housing|property|space|sale|possession|access|traffic|damage|tobacco|cannabis)$/i;

/** A code term with the article it reads best with ("an on-premises retailer", "alcoholic beverages", "sidewalk vending"). */
function codeTermPhrase(term: string): string {
  return looksPlural(term) || MASS_NOUN.test(term) ? term : withArticle(term, 'a');
}

const usable = (word: string | undefined) => !!word && !NOT_A_SUBJECT.has(word.toLowerCase()) && !STOPWORDS.has(word.toLowerCase());

/**
 * What the question is about: its first "determiner + noun" ("a bar", "my security deposit"), a section it cites, a
 * plural or several-word phrase the code has a term for, the object of a final preposition, or its last content word.
 */
function findSubject(question: string): Subject | null {
  const terms = findCodeTerms(question, 6);
  for (const m of question.matchAll(NOUN_PHRASE)) {
    const [first, second] = [m[2], m[3]];
    if (!usable(first) || (second && !usable(second))) continue;
    const words = second ? `${first} ${second}` : first;
    const start = m.index + m[0].indexOf(first);
    const term = terms.find((t) => t.start >= start && t.start < start + words.length);
    return { phrase: withArticle(words.toLowerCase(), m[1]), codeTerm: term?.codeTerm ?? null, kind: 'thing' };
  }
  const section = findSectionReferences(question)[0];
  if (section) return { phrase: section.label, codeTerm: null, kind: 'section' };
  const named = terms.find((t) => namesAThing(question, t) && usable(t.phrase));
  if (named) {
    const plural = looksPlural(named.phrase) && !/\s/.test(named.phrase.trim());
    return { phrase: plural ? named.phrase.toLowerCase() : codeTermPhrase(named.codeTerm), codeTerm: named.codeTerm, kind: 'thing' };
  }
  const object = /\b(?:for|of|about|on|in|near|with|to)\s+((?:a|an|the|my|our|your)\s+)?([a-z][a-z-]+)\s*[?.!]*$/i.exec(question);
  if (object && object[2].length > 2 && usable(object[2])) return { phrase: withArticle(object[2].toLowerCase(), object[1]?.trim() ?? null), codeTerm: null, kind: 'thing' };
  const words = tokenizeWithSurface(question).filter((t) => t.kind === 'word' && t.surface.length > 2 && usable(t.surface));
  const last = words[words.length - 1];
  if (!last) return null;
  const at = foldText(question).lastIndexOf(last.surface);
  return { phrase: withArticle(last.surface, at >= 0 ? determinerBefore(question, at) : null), codeTerm: null, kind: 'thing' };
}

/** The question with its day swapped for another, keeping "on" and plurals ("on Saturdays" → "on Sundays"). */
function otherDay(question: string, replacement: (day: string) => string): string | null {
  const m = DAY_PHRASE.exec(question);
  if (!m) return null;
  const day = m[2].toLowerCase();
  const next = replacement(day);
  const plural = Boolean(m[3]);
  const phrase = next === 'holiday' ? (m[1] && !plural ? `${m[1]}a holiday` : `${m[1] ?? ''}holidays`) : `${m[1] ?? ''}${next.charAt(0).toUpperCase()}${next.slice(1)}${plural ? 's' : ''}`;
  return question.slice(0, m.index) + phrase + question.slice(m.index + m[0].length);
}

/** Picks the question a resident is asking when the text holds several sentences, capped at a readable length. */
function questionOf(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.?!])\s+/);
  const asked = [...sentences].reverse().find((s) => s.endsWith('?')) ?? sentences[0] ?? '';
  return asked.slice(0, 300);
}

/** Three to five related questions (no semicolons inside), built from the question's subject and what it asks. */
export function suggestQueries(text: string): string[] {
  const question = asQuestion(questionOf(text));
  const folded = foldText(question);
  const subject = findSubject(question);
  const about = subject?.phrase ?? null;
  const candidates: (string | null)[] = [];

  candidates.push(otherDay(question, (d) => (d === 'saturday' ? 'sunday' : 'saturday')));
  if (subject?.kind === 'section') {
    candidates.push(`What are the penalties for violating ${about}?`, `Are there exceptions to ${about}?`, `How is ${about} enforced?`, `Which terms used in ${about} does the code define?`);
  } else if (about) {
    if (!PERMIT_WORDS.test(folded)) candidates.push(`What license or permit is required for ${about}?`);
    if (!PENALTY_WORDS.test(folded)) candidates.push(`What are the penalties for violating the rules for ${about}?`);
  }
  if (/\bhow late\b/i.test(question)) candidates.push(question.replace(/\bhow late\b/i, (m) => (m[0] === 'H' ? 'How early' : 'how early')));
  else if (/\bhow early\b/i.test(question)) candidates.push(question.replace(/\bhow early\b/i, (m) => (m[0] === 'H' ? 'How late' : 'how late')));
  if (subject?.kind === 'thing' && !DEFINITION_WORDS.test(folded)) {
    candidates.push(`How does the code define ${subject.codeTerm ? codeTermPhrase(subject.codeTerm) : about}?`);
  }
  candidates.push(otherDay(question, () => 'holiday'));
  if (subject?.kind === 'thing') candidates.push(`What requirements apply to ${about}?`, `How do I file a complaint about ${about}?`);
  candidates.push('What permits does the municipal code require?', 'What are the penalties for violating the municipal code?', 'How do I file a complaint with the city?');

  const seen = new Set([key(question)]);
  const out: string[] = [];
  for (const c of candidates) {
    if (!c || out.length >= MAX_SUGGESTIONS) continue;
    const clean = c.replace(/;/g, ',').replace(/\s+/g, ' ').trim();
    if (seen.has(key(clean))) continue;
    seen.add(key(clean));
    out.push(clean);
  }
  return out;
}

function key(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, ' ').trim();
}
