/*
 * The engine's tokenizer: the terms a chunk is indexed under and a question is searched with. Lowercase, diacritics
 * and punctuation folded, PostgreSQL's English stopwords dropped, words stemmed with Snowball English (as
 * `to_tsvector('english', …)` does), while legal tokens stay whole: section numbers ('25-723', '42-3505.31',
 * '17.24.040'), subsection references ('25-101(32a)'), times ('2:00am'), money ('$500') and licence classes ('classa').
 */
import { stem } from './porter2';

/** PostgreSQL's English stopword list (`english.stop`), so engine terms and database lexemes drop the same words. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  ('i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it ' +
    'its itself they them their theirs themselves what which who whom this that these those am is are was were be been ' +
    'being have has had having do does did doing a an the and but if or because as until while of at by for with about ' +
    'against between into through during before after above below to from up down in out on off over under again ' +
    'further then once here there when where why how all any both each few more most other some such no nor not only ' +
    'own same so than too very s t can will just don should now').split(' '),
);

// What is left of a negative contraction once its apostrophe splits it ("haven't" → haven, t): no search value.
const CONTRACTION_STEMS = new Set('aren couldn didn doesn hadn hasn haven isn mightn mustn needn shan shouldn wasn weren won wouldn ain ll ve re'.split(' '));

/** A token with the text it was read from: `surface` is the folded word as written ('premises' for 'premis'). */
export type SurfaceToken = {
  term: string;
  surface: string;
  kind: 'word' | 'compound' | 'number' | 'section' | 'subsection' | 'time' | 'money' | 'answer-type';
};

/**
 * Answer-type terms, added beside a clock time, a dollar amount, a duration ('30 days') or a distance ('400 feet'),
 * so that "how late", "how much", "how long" and "how far" questions can prefer text that states one. The underscore
 * keeps them apart from every word.
 */
export const ANSWER_TYPES = {
  clock: '_clock',
  money: '_money',
  duration: '_duration',
  distance: '_distance',
  percent: '_percent',
  sound: '_sound',
} as const;
export type AnswerType = keyof typeof ANSWER_TYPES;

/** Unit words (stemmed) that make a preceding number a quantity of that type. */
const UNIT_TYPES = new Map<string, string>([
  ...['day', 'week', 'month', 'year', 'hour', 'minut'].map((u) => [u, ANSWER_TYPES.duration] as const),
  ...['feet', 'foot', 'mile', 'yard', 'meter', 'metr', 'inch'].map((u) => [u, ANSWER_TYPES.distance] as const),
  ...['percent'].map((u) => [u, ANSWER_TYPES.percent] as const),
  ...['decibel', 'db', 'dba'].map((u) => [u, ANSWER_TYPES.sound] as const),
  ...['dollar', 'cent'].map((u) => [u, ANSWER_TYPES.money] as const),
]);

/** Numbers as codes often write them ('three feet', 'ninety (90) days', 'two hundred square feet'). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set(
  ('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen ' +
    'nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand half quarter').split(' '),
);

const SECTION = String.raw`\d+[a-z]?(?:-\d+[a-z]?(?:\.\d+[a-z]?)*|(?:\.\d+[a-z]?){2,})`;
// Designations: (a), (aa), (iv), (32A), (b-1); a parenthesised word such as '(dogs)' is not one.
const DESIGNATION = String.raw`\((?:\d{1,3}[a-z]{0,2}|[a-z]{1,2}|[ivxl]{1,6})(?:-\d+)?\)`;
const SUBSECTIONS = String.raw`(?:${DESIGNATION})*`;
const TOKEN = new RegExp(
  [
    String.raw`(?<time>\b\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?|\b\d{1,2}:\d{2}\b)`,
    String.raw`(?<money>\$\s?\d[\d,]*(?:\.\d+)?)`,
    String.raw`\[?(?<section>\b${SECTION})\]?(?<subs>${SUBSECTIONS})`,
    String.raw`(?<designator>${DESIGNATION})`,
    String.raw`(?<number>\b\d[\d,]*(?:\.\d+)?(?:st|nd|rd|th)?\b%?)`,
    String.raw`(?<abbrev>\b(?:[a-z]\.){2,})`,
    String.raw`(?<class>\bclass\s+(?:[a-z]|[ivx]{1,4}|\d{1,2})\b(?!['-]))`,
    String.raw`(?<word>[a-z0-9]+(?:'[a-z]+)*(?:-[a-z0-9]+(?:'[a-z]+)*)*)`,
  ].join('|'),
  'g',
);

/** Lowercases and folds diacritics, typographic quotes and dashes, and the section sign's spacing. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010\u2011]/g, '-')
    // A section number printed with an en dash or minus sign ('§ 25–723', as the DC Council's pages print it).
    .replace(/(\d)[\u2012\u2013\u2212](?=\d)/g, '$1-')
    .replace(/\u00df/g, 'ss')
    .replace(/\u00e6/g, 'ae')
    .replace(/\u0153/g, 'oe')
    .replace(/\u00f8/g, 'o');
}

function wordTokens(raw: string, out: SurfaceToken[]): void {
  // Possessive 's goes; other apostrophes split the word as PostgreSQL's parser does ("don't" → don, t).
  const parts = raw.replace(/'s\b/g, '').split(/[-']/).filter(Boolean);
  const alpha: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      out.push({ term: part, surface: part, kind: 'number' });
      continue;
    }
    if (/^[a-z]+$/.test(part)) alpha.push(part);
    if (part.length < 2 || STOPWORDS.has(part) || (parts.length > 1 && CONTRACTION_STEMS.has(part))) continue;
    out.push({ term: /^[a-z]+$/.test(part) ? stem(part) : part, surface: part, kind: 'word' });
  }
  // A hyphenated compound is also indexed whole ('go-cup' → gocup, 'on-premises' → onpremis), which makes it precise.
  if (raw.includes('-') && alpha.length >= 2 && alpha.length === parts.length) {
    const joined = alpha.join('');
    out.push({ term: stem(joined), surface: joined, kind: 'compound' });
  }
}

/** Tokens with the surface text they came from, in text order (see `tokenize`). */
export function tokenizeWithSurface(text: string): SurfaceToken[] {
  const out: SurfaceToken[] = [];
  for (const m of foldText(text).matchAll(TOKEN)) {
    const g = m.groups!;
    if (g.time) {
      const t = /(\d{1,2})(?::(\d{2}))?\s?(?:([ap])\.?m)?/.exec(g.time)!;
      const term = `${Number(t[1])}:${t[2] ?? '00'}${t[3] ? `${t[3]}m` : ''}`;
      out.push({ term, surface: t[1], kind: 'time' }, { term: ANSWER_TYPES.clock, surface: '', kind: 'answer-type' });
    } else if (g.money) {
      const digits = g.money.replace(/[$\s,]/g, '').replace(/\.0+$/, '');
      out.push({ term: `$${digits}`, surface: digits.replace(/\..*$/, ''), kind: 'money' }, { term: ANSWER_TYPES.money, surface: '', kind: 'answer-type' });
    } else if (g.section) {
      out.push({ term: g.section, surface: g.section, kind: 'section' });
      if (g.subs) out.push({ term: g.section + g.subs, surface: g.section, kind: 'subsection' });
    } else if (g.number) {
      const percent = g.number.endsWith('%');
      const n = g.number.replace(/[,%]/g, '');
      out.push({ term: n, surface: n.replace(/\..*$/, ''), kind: 'number' });
      if (percent) out.push({ term: 'percent', surface: 'percent', kind: 'word' }, { term: ANSWER_TYPES.percent, surface: '', kind: 'answer-type' });
    } else if (g.abbrev) {
      const joined = g.abbrev.replace(/\./g, '');
      if (!STOPWORDS.has(joined)) out.push({ term: joined, surface: joined, kind: 'word' });
    } else if (g.class) {
      const designation = g.class.split(/\s+/)[1];
      out.push({ term: 'class', surface: 'class', kind: 'word' });
      out.push({ term: `class${designation}`, surface: 'class', kind: 'compound' });
    } else if (g.word) {
      const unitAt = out.length;
      wordTokens(g.word, out);
      addQuantityType(out, unitAt);
    }
  }
  return out;
}

/** After a unit word that follows a number ('30 days', '400 feet', 'thirty (30) calendar days'), adds its answer type. */
function addQuantityType(out: SurfaceToken[], unitAt: number): void {
  const unit = out[unitAt];
  if (!unit || unit.kind !== 'word') return;
  const type = UNIT_TYPES.get(unit.term) ?? null;
  if (!type) return;
  const before = out.slice(Math.max(0, unitAt - 2), unitAt);
  if (before.some((t) => t.kind === 'number' || (t.kind === 'word' && NUMBER_WORDS.has(t.surface)))) out.push({ term: type, surface: '', kind: 'answer-type' });
}

/** Splits text into search terms: folded, stopwords dropped, stemmed, legal tokens ('42-3505.31', '2:00am') kept whole. */
export function tokenize(text: string): string[] {
  return tokenizeWithSurface(text).map((t) => t.term);
}

/** Counts each term: the `terms` map stored for a chunk. */
export function termFrequencies(tokens: readonly string[]): Record<string, number> {
  const tf: Record<string, number> = {};
  for (const t of tokens) tf[t] = countOf(tf, t) + 1;
  return tf;
}

/** A term's count in a term map, 0 when absent; safe for terms such as 'constructor' that name Object members. */
export function countOf(map: Readonly<Record<string, number>>, term: string): number {
  return Object.hasOwn(map, term) ? map[term] : 0;
}
