/**
 * Subsection designators at the start of a line: parenthesised chains as US codes print them — (a), (1), (A), (i),
 * (I), (aa), (b-1), (4A), [(c-2)], merged (c)(1) — and the period style of many ordinances — A., 1., a., iv.
 * A token can have several readings: (i) is the ninth letter or roman one, (ii) a doubled letter or roman two, (I)
 * a capital letter or roman one. subsections.ts picks the reading from context.
 */

/** The family a designator belongs to; doubled letters (aa, bb) after (z) continue 'lower', as a level of their own they are 'lower2'. */
export type DesignatorBase = 'digit' | 'lower' | 'upper' | 'lroman' | 'uroman' | 'lower2' | 'upper2';

/** One reading of a designator token: its family, its position in that family's sequence, and whether it opens a list. */
export type DesignatorReading = { base: DesignatorBase; ordinal: number; first: boolean };

/** How the designator is printed: '(a)' or 'a.'. */
export type DesignatorStyle = 'paren' | 'period';

/** One designator of a line: the token ('c-2'), as printed ('[(c-2)]'), and its possible readings. */
export type Designator = { token: string; printed: string; readings: DesignatorReading[] };

/** A line that opens one or more subsections: its indentation, the designator chain, and the text after it. */
export type DesignatorLine = { indent: number; style: DesignatorStyle; designators: Designator[]; rest: string };

const ROMAN_LOWER = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };

/** The value of a lower-case roman numeral from i to xxxix, or 0 when the token is not one. */
function romanValue(token: string): number {
  if (!token || !ROMAN_LOWER.test(token)) return 0;
  let total = 0;
  for (let i = 0; i < token.length; i++) {
    const v = ROMAN_VALUES[token[i]];
    const next = ROMAN_VALUES[token[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** A small fraction for suffixes so that (2A) sorts after (2) and before (3), and (b-1) after (b). */
function suffixFraction(suffix: string | undefined): number {
  if (!suffix) return 0;
  if (/^\d+$/.test(suffix)) return Math.min(Number(suffix), 99) / 100 + 0.001;
  const s = suffix.toLowerCase();
  const roman = romanValue(s);
  if (roman) return Math.min(roman, 99) / 100 + 0.001;
  let v = 0;
  for (const ch of s) v = v * 26 + (ch.charCodeAt(0) - 96);
  return Math.min(v, 99) / 100 + 0.001;
}

/** Readings of a letters-only token of one case ('i', 'hh', 'iv'), for that case's families. */
function letterReadings(letters: string, upper: boolean, fraction: number): DesignatorReading[] {
  const lower = letters.toLowerCase();
  const out: DesignatorReading[] = [];
  const letterBase: DesignatorBase = upper ? 'upper' : 'lower';
  if (/^([a-z])\1*$/.test(lower) && lower.length <= 3) {
    const pos = lower.charCodeAt(0) - 96;
    out.push({ base: letterBase, ordinal: (lower.length - 1) * 26 + pos + fraction, first: lower.length === 1 && pos === 1 && !fraction });
    if (lower.length === 2) out.push({ base: upper ? 'upper2' : 'lower2', ordinal: pos + fraction, first: pos === 1 && !fraction });
  }
  const roman = romanValue(lower);
  if (roman) out.push({ base: upper ? 'uroman' : 'lroman', ordinal: roman + fraction, first: roman === 1 && !fraction });
  return out;
}

/** Every plausible reading of a designator token, or [] when the token is not a designator ('May 3, 2001', 'See'). */
export function readDesignator(token: string): DesignatorReading[] {
  const digit = /^(\d{1,3})([A-Za-z]{0,2})(?:-(\d+|[A-Za-z]+))?$/.exec(token);
  if (digit) {
    const n = Number(digit[1]);
    const fraction = suffixFraction(digit[2]) + suffixFraction(digit[3]) / 100;
    return [{ base: 'digit', ordinal: n + fraction, first: n === 1 && !fraction }];
  }
  const letters = /^([a-z]{1,5}|[A-Z]{1,5})(?:-(\d+|[A-Za-z]+))?$/.exec(token);
  if (!letters) return [];
  const upper = letters[1] === letters[1].toUpperCase();
  return letterReadings(letters[1], upper, suffixFraction(letters[2]));
}

// A chain may have one space inside it, as in "(b) (1) The conduct…" (the space is a typesetting slip).
const PAREN_CHAIN = /^(\s*)((?:\[?\([A-Za-z0-9-]{1,8}\)\]?)(?:\s?\[?\([A-Za-z0-9-]{1,8}\)\]?)*)(.*)$/;
const PAREN_TOKEN = /\[?\(([A-Za-z0-9-]{1,8})\)\]?/g;
const PERIOD_ITEM = /^(\s*)([A-Za-z]{1,5}|\d{1,3}[A-Za-z]?)\.(\s+)(\S.*)$/;
/** Words that show a designator is a cross-reference read on from the line above: "(a) of this section". */
const READS_ON = /^(?:of|or|and|through|to|in|above|below|shall|is|are|has|have|was|were|as|may|must|hereof|thereof)\b/;

/** The subsection designators a line opens with, or null when the line is ordinary text. */
export function matchDesignators(line: string): DesignatorLine | null {
  // Cheap gate: a designator line starts, after its indentation, with '(', '[', a letter or a digit.
  const c = line.trimStart().charCodeAt(0);
  if (!(c === 40 || c === 91 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return null;
  const paren = PAREN_CHAIN.exec(line);
  if (paren) {
    const rest = paren[3];
    if (rest && !/^\s/.test(rest)) return null;
    const body = rest.trim();
    if (READS_ON.test(body) || /^[,;.)]/.test(body)) return null;
    const designators: Designator[] = [];
    for (const m of paren[2].matchAll(PAREN_TOKEN)) {
      const readings = readDesignator(m[1]);
      if (!readings.length) return null;
      // After a space only a designator that opens a list is merged: "(b) (1) The…", never "(a) (b) and (c)…".
      const spaced = m.index > 0 && paren[2][m.index - 1] === ' ';
      if (spaced && !readings.some((r) => r.first)) return null;
      designators.push({ token: m[1], printed: m[0], readings });
    }
    return { indent: paren[1].length, style: 'paren', designators, rest: body };
  }
  const period = PERIOD_ITEM.exec(line);
  if (period) {
    const body = period[4].trim();
    if (READS_ON.test(body) || /^\d/.test(body)) return null;
    const readings = readDesignator(period[2]);
    if (!readings.length) return null;
    return { indent: period[1].length, style: 'period', designators: [{ token: period[2], printed: `${period[2]}.`, readings }], rest: body };
  }
  return null;
}

const NUMBER_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/i;

/** Whether a "(5) years" line is the figure of a spelled-out number wrapped from the line above ("five\n(5) years"). */
export function isWrappedFigure(match: DesignatorLine, previousLine: string | undefined): boolean {
  return match.style === 'paren' && match.designators.length === 1 && /^\d+$/.test(match.designators[0].token) && NUMBER_WORD.test((previousLine ?? '').trimEnd());
}

/** Whether `next` can directly follow `prev` in one list: the same number or letter run on, allowing (2A) and (b-1). */
export function isSuccessor(prev: number, next: number): boolean {
  if (next <= prev) return false;
  const a = Math.floor(prev);
  const b = Math.floor(next);
  return b === a || b === a + 1;
}

/** The families that conventionally nest under a family, used only to break ties: (a) › (1) › (A) › (i) › (I) › (aa). */
export const CONVENTIONAL_CHILD: Record<DesignatorBase, DesignatorBase[]> = {
  lower: ['digit'],
  digit: ['upper', 'lower'],
  upper: ['lroman', 'digit'],
  lroman: ['uroman'],
  uroman: ['lower2'],
  lower2: ['upper2'],
  upper2: [],
};
