/*
 * What a text says about its own enactment: its ordinance or resolution number (from its title lines), when it was
 * adopted and when it takes effect (as stated in its words), and — for codified sections such as the DC Code's — the
 * source history printed at the end of a section, whose last entry is the latest enactment that shaped it.
 */
import { DATE_PATTERN, type FoundDate, findDates, toIsoDate } from './dates';
import { type EnactmentNumber, findEnactmentNumbers } from './enactment-numbers';

/** One entry of a section's source history: the date and the enactment ("May 3, 2001, D.C. Law 13-298, § 101, …"). */
export type HistoryEntry = { date: string; enactment: EnactmentNumber | null; text: string };

/** The enactment facts a text states. */
export type Enactment = {
  /** The document's own number, read from a title line such as "ORDINANCE NO. 89-2018"; null when it states none. */
  own: EnactmentNumber | null;
  /** The date the text says it was adopted, passed, enacted or approved. */
  adopted: FoundDate | null;
  /** The date the text says it takes effect. */
  effective: FoundDate | null;
  /** The source history of a codified section, oldest first; empty when the text prints none. */
  history: HistoryEntry[];
  /** Every enactment number the text cites (its own included). */
  cited: EnactmentNumber[];
};

// How far into a document its own title lines may be.
const TITLE_AREA = 600;
// The date must follow closely, and not be an effective date ("adopted in Resolution 259-2018 …, effective January 1, 2019").
const ADOPTED = new RegExp(String.raw`\b(?:adopted|passed|enacted|approved)\b(?:(?!effective|effect\b)[^.;:]){0,50}?\b(${DATE_PATTERN})`, 'gi');
const EFFECTIVE = new RegExp(String.raw`\b(?:effective|takes?\s+effect|in\s+force)\b[^.;:]{0,60}?\b(${DATE_PATTERN})`, 'gi');
// The printed history that closes a codified section: a parenthesis that opens with a date.
const HISTORY = new RegExp(String.raw`\((?:${DATE_PATTERN}),[^()]*(?:\([^()]*\)[^()]*)*\)`, 'gi');

/** The document's own number: an ordinance or resolution number on one of its first short or upper-case lines. */
function ownNumber(text: string): EnactmentNumber | null {
  const head = text.slice(0, TITLE_AREA);
  let offset = 0;
  for (const line of head.split('\n')) {
    const trimmed = line.trim();
    const isTitleLine = trimmed.length > 0 && (trimmed.length <= 60 || trimmed === trimmed.toUpperCase());
    if (isTitleLine) {
      const found = findEnactmentNumbers(trimmed).find((n) => (n.kind === 'ordinance' || n.kind === 'resolution') && n.index <= 4);
      if (found) return { ...found, index: offset + line.indexOf(trimmed) + found.index };
    }
    offset += line.length + 1;
  }
  return null;
}

function firstDate(text: string, re: RegExp): FoundDate | null {
  for (const m of text.matchAll(re)) {
    const iso = toIsoDate(m[1]);
    if (iso) return { index: m.index + m[0].length - m[1].length, text: m[1], iso };
  }
  return null;
}

/** The source history printed in a text (the last date-led parenthesis), one entry per enactment, oldest first. */
export function readHistoryNote(text: string): HistoryEntry[] {
  const blocks = [...text.matchAll(HISTORY)];
  const last = blocks.at(-1);
  if (!last) return [];
  const entries: HistoryEntry[] = [];
  for (const part of last[0].slice(1, -1).split(';')) {
    const [date] = findDates(part);
    if (!date || date.index > 3) continue;
    const enactment = findEnactmentNumbers(part).find((n) => n.kind === 'law' || n.kind === 'public-law' || n.kind === 'act') ?? null;
    entries.push({ date: date.iso, enactment, text: part.trim() });
  }
  return entries;
}

/** Reads a text's own enactment number, adoption and effective dates, source history and cited enactments. */
export function readEnactment(text: string): Enactment {
  return {
    own: ownNumber(text),
    adopted: firstDate(text, ADOPTED),
    effective: firstDate(text, EFFECTIVE),
    history: readHistoryNote(text),
    cited: findEnactmentNumbers(text),
  };
}
