/*
 * Measured quantities in a clause: money ("$1,000", "$20 per tree"), clock times ("3:00 a.m.", "midnight"), durations
 * ("30 days", "seven (7) days", "24 hours"), distances and heights ("400 feet", "35’", "12 inches"), areas ("5,000
 * square feet", "2 acres"), percentages ("110 percent", "50%"), and bounded counts ("no more than 3 dogs"). Each is
 * read into a comparable value in a base unit, with the bound the words put on it (a maximum, a minimum, the start or
 * end of a period of time).
 */
import { STOPWORDS, stem } from '../retrieve';

export type QuantityKind = 'money' | 'clock' | 'duration' | 'distance' | 'area' | 'percent' | 'count';
export type Bound = 'max' | 'min' | 'exact' | 'from' | 'to';

/** One quantity: kind, unit key (e.g. 'usd/tree', 'day-business', 'count:dog'), value in the base unit, bound, and the words. */
export type Quantity = { kind: QuantityKind; unit: string; value: number; bound: Bound; text: string; index: number };

const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const WORD_NUM = String.raw`(?:${Object.keys(WORD_NUMBERS).join('|')})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?`;
// "seven (7)" reads as 7; a bare word number ("thirty days") as its value.
const AMOUNT = String.raw`(?:(?:${WORD_NUM})\s*\((${NUM})\)|(${NUM})|(${WORD_NUM}))`;

const DURATION_UNITS: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10080, month: 43200, year: 525600 };
const DISTANCE_UNITS: Record<string, number> = { foot: 1, feet: 1, ft: 1, inch: 1 / 12, mile: 5280, yard: 3, meter: 3.28084 };

const MONEY = new RegExp(String.raw`\$\s?(${NUM})(?:\s*(?:per|a|each|for\s+each)\s+([a-z]+))?`, 'gi');
const CLOCK = /\b(\d{1,2})(?::(\d{2}))?\s?([ap])\.?\s?m\b\.?|\b(midnight|noon)\b/gi;
const MEASURE = new RegExp(
  String.raw`\b${AMOUNT}\s*(?:-\s*)?(calendar\s+|business\s+|working\s+|consecutive\s+)?(minutes?|hours?|days?|weeks?|months?|years?|square\s+feet|sq\.?\s*ft\.?|acres?|feet|foot|ft\.?|inches|inch|miles?|yards?|meters?|percent|per\s+centum|%|[’'](?!\w)|[”"](?=\s|$|[,.;)]))`,
  'gi',
);
const COUNT = new RegExp(
  String.raw`\b(no\s+more\s+than|not\s+more\s+than|more\s+than|at\s+least|no\s+fewer\s+than|not\s+fewer\s+than|fewer\s+than|not\s+less\s+than|up\s+to|a\s+maximum\s+of|a\s+minimum\s+of|maximum\s+of|minimum\s+of)\s+${AMOUNT}\s+([a-z]{3,})(?:\s+([a-z]{3,}))?`,
  'gi',
);
const MAX_WORDS = /(?:not\s+to\s+exceed|not\s+exceeding|shall\s+not\s+exceed|no\s+more\s+than|not\s+more\s+than|up\s+to|maximum(?:\s+of)?|at\s+most|(?<!not\s|no\s)less\s+than|(?<!not\s|no\s)fewer\s+than|within|no\s+later\s+than|limit\s+of|until|before|by)\s*$/i;
const MIN_WORDS = /(?:at\s+least|not\s+less\s+than|no\s+less\s+than|no\s+fewer\s+than|minimum(?:\s+of)?|(?<!not\s|no\s)more\s+than|in\s+excess\s+of|exceeding|after|beyond)\s*$/i;
// Words between a count and what it counts ("2 additional dogs").
const COUNT_ADJECTIVES = new Set(['additional', 'other', 'more', 'separate', 'such', 'full', 'individual', 'new', 'existing', 'adult', 'residential', 'commercial']);

function amountOf(m: RegExpMatchArray, at: number): number {
  const digits = m[at] ?? m[at + 1];
  if (digits) return Number(digits.replace(/,/g, ''));
  const words = (m[at + 2] ?? '').toLowerCase().split(/[- ]/);
  return words.reduce((sum, w) => (w === 'hundred' ? sum * 100 : sum + (WORD_NUMBERS[w] ?? 0)), 0);
}

function boundOf(clause: string, index: number, end: number): Bound {
  const before = clause.slice(Math.max(0, index - 40), index).replace(/[$\s]+$/, ' ');
  const after = clause.slice(end, end + 12);
  if (/^\s*or\s+(?:less|fewer)\b/i.test(after)) return 'max';
  if (/^\s*or\s+more\b/i.test(after)) return 'min';
  if (MAX_WORDS.test(before.trimEnd())) return 'max';
  if (MIN_WORDS.test(before.trimEnd())) return 'min';
  return 'exact';
}

function clockBound(clause: string, index: number, end: number, bound: Bound): Bound {
  if (/^\s*(?:and|to|until|through|-|–)\s*(?:\d|midnight|noon)/i.test(clause.slice(end, end + 14))) return 'from';
  if (/(?:\d\s?[ap]\.?\s?m\.?|midnight|noon)\s*(?:and|to|until|through|-|–)\s*$/i.test(clause.slice(Math.max(0, index - 20), index))) return 'to';
  return bound === 'max' ? 'to' : bound === 'min' ? 'from' : bound;
}

const PER_YEAR = /^(?:annum|year|yr)$/;

function unitStem(word: string): string {
  const w = word.toLowerCase().replace(/s$/, '');
  return PER_YEAR.test(w) ? 'year' : stem(w);
}

/** The quantities stated in one clause, in order. */
export function quantitiesOf(clause: string): Quantity[] {
  const out: Quantity[] = [];
  const taken: [number, number][] = [];
  const add = (q: Omit<Quantity, 'bound'> & { bound?: Bound }, end: number) => {
    if (taken.some(([s, e]) => q.index < e && end > s)) return;
    taken.push([q.index, end]);
    out.push({ bound: boundOf(clause, q.index, end), ...q });
  };
  for (const m of clause.matchAll(MONEY)) {
    const per = m[2] ? `/${unitStem(m[2])}` : '';
    add({ kind: 'money', unit: `usd${per}`, value: Math.round(Number(m[1].replace(/,/g, '')) * 100), text: m[0], index: m.index }, m.index + m[0].length);
  }
  for (const m of clause.matchAll(CLOCK)) {
    const end = m.index + m[0].length;
    const minutes = m[4] ? (m[4].toLowerCase() === 'noon' ? 720 : 1440) : ((Number(m[1]) % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m[2] ?? 0);
    const bound = clockBound(clause, m.index, end, boundOf(clause, m.index, end));
    add({ kind: 'clock', unit: 'clock', value: minutes % 1440, bound, text: m[0], index: m.index }, end);
  }
  for (const m of clause.matchAll(MEASURE)) {
    const amount = amountOf(m, 1);
    const qualifier = (m[4] ?? '').trim().toLowerCase();
    const unit = m[5].toLowerCase().replace(/\s+/g, ' ');
    const base = { text: m[0], index: m.index };
    const end = m.index + m[0].length;
    const singular = unit.replace(/s$/, '');
    if (DURATION_UNITS[singular]) {
      const kindOfDays = qualifier && qualifier !== 'calendar' && qualifier !== 'consecutive' ? `-${qualifier}` : '';
      add({ ...base, kind: 'duration', unit: `minutes${kindOfDays}`, value: amount * DURATION_UNITS[singular] }, end);
    } else if (/^(?:square feet|sq)/.test(unit)) add({ ...base, kind: 'area', unit: 'sqft', value: amount }, end);
    else if (/^acre/.test(unit)) add({ ...base, kind: 'area', unit: 'sqft', value: amount * 43560 }, end);
    else if (/^(?:percent|per centum|%)$/.test(unit)) add({ ...base, kind: 'percent', unit: 'percent', value: amount }, end);
    else if (/^[”"]$/.test(unit)) add({ ...base, kind: 'distance', unit: 'feet', value: amount / 12 }, end);
    else if (/^[’']$/.test(unit)) add({ ...base, kind: 'distance', unit: 'feet', value: amount }, end);
    else {
      const factor = DISTANCE_UNITS[unit.replace(/\.$/, '')] ?? DISTANCE_UNITS[singular.replace(/\.$/, '')];
      if (factor) add({ ...base, kind: 'distance', unit: 'feet', value: amount * factor }, end);
    }
  }
  for (const m of clause.matchAll(COUNT)) {
    const lead = m[1];
    const at = m.index + lead.length + 1;
    const amount = amountOf(m, 2);
    const word = COUNT_ADJECTIVES.has(m[5].toLowerCase()) && m[6] ? m[6] : m[5];
    if (STOPWORDS.has(word.toLowerCase()) || /^(?:per|times?)$/i.test(word)) continue;
    const noun = unitStem(word);
    const bound: Bound = /more|up|maximum|fewer\s+than|less/i.test(lead) && !/no\s+fewer|not\s+fewer|not\s+less|at\s+least|minimum/i.test(lead) ? 'max' : 'min';
    add({ kind: 'count', unit: `count:${noun}`, value: amount, bound, text: m[0].slice(lead.length).trim(), index: at }, m.index + m[0].length);
  }
  return out.sort((a, b) => a.index - b.index);
}

/** How a quantity reads back, for explanations ("$250", "3:00 a.m.", "30 days"). */
export function describeQuantity(q: Quantity): string {
  const text = q.text.replace(/\s+/g, ' ').replace(/^[(\s]+|[\s,;)]+$/g, '');
  return /[ap]\.\s?m\.$/i.test(text) ? text : text.replace(/\.+$/, '');
}
