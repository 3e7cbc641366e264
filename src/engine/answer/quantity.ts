/*
 * The quantity a question asks for and whether a sentence states it. Not only its kind (a dollar amount, a length of
 * time): what the question names it ('the tax rate', 'the wage'), what it counts ('how many cans'), whether it is a
 * quantity per period ('how many nights a year'); and a number a sentence states relative to a limit ('20 miles per
 * hour in excess of the speed limit') does not state the limit.
 */
import { ANSWER_TYPES, foldText, STOPWORDS, tokenize, tokenizeWithSurface, type QuantityType, type QueryPlan } from '../retrieve';
import type { FocusGroup } from './focus';

/** What a question asks to be told: a kind of quantity, and what makes a sentence's number that quantity. */
export type QuantityAsk = {
  /** The plan's quantity type, or 'day' for 'which day' and 'what days of the week'. */
  type: QuantityType | 'day';
  /** Words naming the quantity ('fee', 'cost'…), one list per name the question uses: the sentence must use each. */
  named: readonly (readonly string[])[];
  /** For 'how many N' ('cans', 'nights'): N as asked and the code's words for it; a number must be followed closely by one. */
  counted: { term: string; surface: string; words: ReadonlySet<string> } | null;
  /** For 'how many nights a year' or 'cost per year': the period ('year'); the sentence must state a quantity per period. */
  perPeriod: string | null;
};

/**
 * Names of quantities, each with the words a code states it with ('the tax rate' is not answered by '45% of receipts'):
 * a question naming one of the first words asks for that quantity; a sentence states it with any of them, or the extra
 * words ('20 miles per hour' is a speed).
 */
const QUANTITY_NOUNS: { names: string[]; words: string[] }[] = [
  [['fee', 'fees', 'cost', 'price', 'charge', 'amount', 'pay', 'paid', 'sum']],
  [['fine', 'fines', 'penalty', 'penalties', 'civil']],
  [['tax', 'taxes', 'taxed']],
  [['rate', 'rates']],
  [['height', 'heights']],
  [['setback', 'setbacks']],
  [['deposit', 'deposits']],
  [['wage', 'wages', 'salary', 'salaries']],
  [['speed', 'speeds', 'mph'], ['faster', 'hour']],
].map(([names, extra = []]) => ({ names: stems(names), words: stems([...names, ...extra]) }));

/** A number, in figures or words ('two', 'one-third'): what a 'how many' question is answered with. */
const STATES_NUMBER = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred)\b/i;
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred'.split(' '),
);
/**
 * Numbers that name rather than count: years ('the 2016 Code'), dates, and section, ordinance and paragraph numbers
 * ('§ 25-723', 'Ord. No. 2008-01', '(2)').
 */
const REFERENCE_NUMBERS = /(?:§+|\bsec(?:tion)?s?\.?|\bno\.|\bchapter|\barticle|\btitle)\s*\d+(?:[-./:\u2013]\d+)*|\d+(?:[-./:\u2013]\d+)+|\((?:\d+|[a-z])\)|\b(?:1[6-9]|20)\d{2}\b/gi;

function withoutReferenceNumbers(text: string): string {
  return text.replace(REFERENCE_NUMBERS, ' ');
}

/** Spellings of one unit ('400-foot', '30 feet'), and a night's stay counted in days. */
const SAME_UNIT: Readonly<Record<string, readonly string[]>> = { feet: ['foot'], foot: ['feet'], meter: ['metr'], metr: ['meter'], night: ['day'], day: ['night'] };
/** Words for people in general: a count of any of them answers a count of another ('four or more citizens' for 'how many neighbors'). */
const PEOPLE = new Set(tokenize('person persons people citizens residents individuals neighbors neighbours voters electors inhabitants'));
/** How many words may stand between a number and what it counts ('7 or more animals', 'five (5) registered voters'). */
const COUNT_WINDOW = 3;

const NUMBER = String.raw`(?:\$\s?\d[\d,.]*|\b\d[\d,.]*|\b(?:${[...NUMBER_WORDS].join('|')})\b)`;
/** A number stated against a limit ('30 miles per hour or more above the speed limit'): it is not the limit itself. */
const RELATIVE_TO_LIMIT = new RegExp(
  String.raw`${NUMBER}(?:[\s-]+[a-z]+){0,6}?[\s,]+(?:above|over|below|under|beyond|in excess of|more than|less than|greater than)\s+(?:the|a|an|any|such|that|its)\s+(?:[a-z'-]+\s+){0,3}?(?:limits?|maximum|minimum)\b`,
  'g',
);

const MODALS = ['may', 'must', 'could', 'would', 'might', 'shall'];
const PERIOD = String.raw`(year|month|week|day|night)`;
/** 'how many nights a year', 'cost per year', 'fees annually' (not 'the fee for a day pass'): a quantity asked per period. */
const ASKS_PER_PERIOD = new RegExp(
  String.raw`\b(?:how (?:many|much)|costs?|fees?|charged?|pay)\b(?:\s+[a-z'-]+){0,4}?\s+(?:(?:a|an|per|each|every)\s+${PERIOD}s?|(annual|year|month|week|dai)l?y)(?=\s*(?:[?.,;!]|$)|\s+(?:${[...STOPWORDS, ...MODALS].join('|')})\b)`,
);
/** A sentence stating a quantity per period: 'per annum', 'in any calendar year', 'annually', 'in any 12-month period'. */
const STATES_PER_PERIOD =
  /\b(?:per|a|an|each|every|any)\s+(?:(?:calendar|consecutive|fiscal|twelve|\d+)[\s-]+(?:month\s+)?)?(?:year|annum|month|week|day|night|period)s?\b|\b(?:annual|annually|yearly|monthly|weekly|daily|biennial|biennially)\b/;

/** 'Which day is pickup', 'what days of the week': a day is asked for (not 'when', which a period also answers). */
const ASKS_DAY = /\b(?:which|what) days?\b(?! (?:of notice|before|after|in advance))/;
/** A day of the week, a date or a recurrence: what a 'which day' question is answered with. */
const STATES_DAY = new RegExp(
  String.raw`\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?|holidays?|daily|every day|(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}\b|\d{1,2}(?:st|nd|rd|th) day of)`,
);

/** What the apology says is missing when the sources never state the quantity asked for. */
const MISSING_QUANTITY: Record<QuantityAsk['type'], string> = {
  clock: 'a time of day',
  money: 'a dollar amount',
  duration: 'a length of time',
  distance: 'a distance or measurement',
  percent: 'a rate or percentage',
  sound: 'a sound level',
  count: 'a number',
  day: 'a day or date',
};

function stems(words: readonly string[]): string[] {
  return [...new Set(words.flatMap((w) => tokenize(w)))];
}

/** The quantity the question asks for, read from its plan (the kind), its words and its focus groups, or null. */
export function readQuantityAsk(plan: QueryPlan, focus: readonly FocusGroup[]): QuantityAsk | null {
  const folded = foldText(plan.question);
  const type = plan.asks ?? (ASKS_DAY.test(folded) ? 'day' : null);
  if (!type) return null;
  const questionTokens = new Set(tokenize(plan.question));
  const period = ASKS_PER_PERIOD.exec(folded);
  return {
    type,
    named: QUANTITY_NOUNS.filter((q) => q.names.some((w) => questionTokens.has(w))).map((q) => q.words),
    counted: countedThing(plan, folded, focus),
    perPeriod: period ? (period[1] ?? period[2]).replace(/^dai$/, 'day').replace(/^annual$/, 'year') : null,
  };
}

/**
 * Words that end the counted noun after 'how many': what the thing does or must do, not the thing ('how many people sit
 * on the council', 'how many voters must sign').
 */
const ENDS_COUNTED = new Set(
  'sit sits serve serves are is were was be must may might can could shall should will would need needs needed do does did have has get gets make makes vote votes sign signs live lives work works attend meet hold allowed required permitted needed necessary'.split(' '),
);

/** 'how many cans will the city take' → cans: the last word of the run after 'how many', with the code's words for it. */
function countedThing(plan: QueryPlan, folded: string, focus: readonly FocusGroup[]): QuantityAsk['counted'] {
  const after = /\bhow many\s+([a-z' -]+)/.exec(folded)?.[1] ?? '';
  const run: string[] = [];
  for (const word of after.split(/\s+/).slice(0, 3)) {
    if (!word || STOPWORDS.has(word.replace(/'.*$/, '')) || ENDS_COUNTED.has(word)) break;
    run.push(word);
  }
  const surface = run.at(-1);
  const term = surface ? tokenize(surface)[0] : undefined;
  if (!surface || !term) return null;
  // Only a thing the question is about ('cans', 'nights'); 'how many people' or 'how many days' asks for a number or a duration.
  const group = focus.find((g) => g.term === term);
  if (!group) return null;
  const related = Object.hasOwn(plan.related, term) ? plan.related[term] : [];
  return { term, surface, words: new Set([term, ...(SAME_UNIT[term] ?? []), ...(PEOPLE.has(term) ? PEOPLE : []), ...group.members, ...related]) };
}

/** Whether a sentence states the asked quantity: of its kind, named as asked, of what is counted, per period when asked. */
export function statesQuantity(ask: QuantityAsk, display: string): boolean {
  const folded = foldText(display);
  const stated = folded.replace(RELATIVE_TO_LIMIT, ' ');
  if (!statesKind(ask, stated)) return false;
  const all = new Set(tokenize(display));
  if (!ask.named.every((group) => group.some((w) => all.has(w)))) return false;
  return !ask.perPeriod || STATES_PER_PERIOD.test(folded);
}

/** Whether text states a quantity of the asked kind: a number of what is counted, a day, a number, or its answer type. */
function statesKind(ask: QuantityAsk, text: string): boolean {
  if (ask.counted) return countsThing(tokenizeWithSurface(text), ask.counted.words);
  if (ask.type === 'day') return STATES_DAY.test(text);
  if (ask.type === 'count') return statesCount(withoutReferenceNumbers(text));
  return tokenize(text).includes(ANSWER_TYPES[ask.type]);
}

/**
 * A number that counts something: not a measure ('within ten days', '21 years of age', '$500', '30 feet', '10:00 p.m.'),
 * which answers how long, how old, how much or how far, not how many.
 */
function statesCount(text: string): boolean {
  const number = new RegExp(STATES_NUMBER.source, 'gi');
  for (const m of text.matchAll(number)) {
    const before = text.slice(Math.max(0, m.index - 2), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (/\$\s*$/.test(before) || /^[:.,]\d/.test(after) || MEASURE_AFTER.test(after)) continue;
    return true;
  }
  return false;
}
const MEASURE_AFTER = /^(?:[\s-]+(?:\(\d+\)\s+)?(?:calendar\s+|business\s+|working\s+|consecutive\s+)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|a\.m\.|p\.m\.|am|pm|o'clock|feet|foot|ft|inch(?:es)?|yards?|miles?|acres?|square|percent|dollars?|cents?|decibels?|db)\b|\s*%)/i;

/** A number followed within a few words by what is counted ('no fewer than 5 residents', 'at least one tree'). */
function countsThing(tokens: readonly { term: string; surface: string; kind: string }[], words: ReadonlySet<string>): boolean {
  const seq = tokens.filter((t) => t.kind !== 'answer-type');
  return seq.some(
    (t, i) => (t.kind === 'number' || (t.kind === 'word' && NUMBER_WORDS.has(t.surface))) && seq.slice(i + 1, i + 1 + COUNT_WINDOW).some((n) => words.has(n.term)),
  );
}

/** How the apology names the quantity it could not find ('a number of cans', 'a length of time per year'). */
export function missingQuantityPhrase(ask: QuantityAsk): string {
  const what = ask.counted ? `a number of '${ask.counted.surface}'` : MISSING_QUANTITY[ask.type];
  return ask.perPeriod ? `${what} per ${ask.perPeriod}` : what;
}
