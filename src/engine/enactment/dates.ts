/*
 * Calendar dates as laws print them: "December 12, 2018", "Dec. 12, 2018", "Sept. 29, 1982", "the 12th day of
 * December, 2018", "12/12/2018" and "2018-12-12". Read into ISO dates ('2018-12-12') so they compare as strings.
 */

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11,
  dec: 12, december: 12,
};
const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

/** One date found in a text: where it starts, what it says, and the same day as 'YYYY-MM-DD'. */
export type FoundDate = { index: number; text: string; iso: string };

/** Source of a regex that matches any date form this module reads (no capture groups of its own). */
export const DATE_PATTERN = [
  String.raw`${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}`,
  String.raw`\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\s+${MONTH},?\s+\d{4}`,
  String.raw`\d{1,2}\/\d{1,2}\/\d{4}`,
  String.raw`\d{4}-\d{2}-\d{2}`,
].join('|');

const ANY_DATE = new RegExp(String.raw`\b(?:${DATE_PATTERN})\b`, 'gi');

/** The ISO form of one date in any of the printed forms, or null when it is not a real calendar date. */
export function toIsoDate(text: string): string | null {
  const t = text.trim();
  let year: number;
  let month: number;
  let day: number;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t))) [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(t))) {
    [day, month, year] = [Number(m[1]), MONTHS[m[2].toLowerCase()] ?? 0, Number(m[3])];
  } else if ((m = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(t))) {
    [month, day, year] = [MONTHS[m[1].toLowerCase()] ?? 0, Number(m[2]), Number(m[3])];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || year < 1700 || year > 2200 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Every date in a text, in order. */
export function findDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  for (const m of text.matchAll(ANY_DATE)) {
    const iso = toIsoDate(m[0]);
    if (iso) out.push({ index: m.index, text: m[0], iso });
  }
  return out;
}
