/*
 * Answer units: the sentences of a chunk an answer may quote. A lead-in ending with ':' and its list items form one
 * unit; headings, notes, history notes and repealed markers are never units. Every unit keeps its exact text.
 */

/** One quotable sentence of a chunk: `quote` is the exact text (`content.slice(start, end)`), `display` is how it reads. */
export type AnswerUnit = {
  start: number;
  end: number;
  /** Exactly the chunk's text from `start` to `end`. */
  quote: string;
  /** The quote with subsection designators stripped and lines joined. */
  display: string;
  /** Whether the unit is one line that ends like a sentence (fit to quote as a block). */
  complete: boolean;
};

const DESIGNATOR = String.raw`\((?:\d{1,3}[A-Za-z]{0,2}|[A-Za-z]{1,2}|[ivxlIVXL]{1,6})(?:-\d+)?\)`;
/** Subsection designators opening a line, e.g. "(b)(1) " (quotes are matched and shown without them). */
export const LEADING_DESIGNATORS = new RegExp(String.raw`^(?:${DESIGNATOR}\s*)+`);
const HEADING = /^§+\s*\d[\w.-]*\.?\s/;
const NOTE = /^\*.*\*$/;
const HISTORY = /^\(.*(?:D\.C\. Law|\bStat\.|\bDCR\b|\bch\. \d).*\)\.?$/;
const REPEALED = /^(?:\[[^\]]*\]\.?|\[?Repealed\]?\.?|\[?Reserved\]?\.?)$/i;
const ABBREVIATIONS = new Set(['d.c', 'u.s', 'jr', 'sr', 'no', 'nos', 'sec', 'secs', 'st', 'mr', 'mrs', 'ms', 'dr', 'inc', 'co', 'corp', 'ltd', 'vs', 'v', 'etc', 'e.g', 'i.e', 'art', 'ch', 'stat', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sept', 'sep', 'oct', 'nov', 'dec']);
/** A combined lead-in and its items longer than this is read as separate units instead. */
const MAX_COMBINED_CHARS = 1200;

type Line = { start: number; end: number; indent: number; bodyStart: number; designator: string | null; body: string };

/** The kind of a designator, so a list of (A)…(E) stops at the next (2). */
function designatorKind(d: string | null): string | null {
  if (!d) return null;
  const inner = d.slice(1, -1);
  if (/^\d/.test(inner)) return 'number';
  if (/^[ivxl]+$/.test(inner) && inner.length > 1) return 'roman';
  if (/^[A-Z]/.test(inner)) return 'upper';
  return 'lower';
}

function readLines(content: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of content.split('\n')) {
    const text = raw.replace(/\s+$/, '');
    const indent = text.length - text.trimStart().length;
    const trimmed = text.trimStart();
    const lead = LEADING_DESIGNATORS.exec(trimmed);
    const designators = lead ? lead[0].match(new RegExp(DESIGNATOR, 'g')) : null;
    const bodyStart = offset + indent + (lead ? lead[0].length : 0);
    lines.push({
      start: offset + indent,
      end: offset + text.length,
      indent,
      bodyStart,
      designator: designators ? designators[designators.length - 1] : null,
      body: content.slice(bodyStart, offset + text.length),
    });
    offset += raw.length + 1;
  }
  return lines;
}

function isQuotable(line: Line): boolean {
  const body = line.body.trim();
  if (!body || !/[A-Za-z]{2}/.test(body)) return false;
  const whole = line.designator ? body : line.body;
  return !HEADING.test(whole) && !NOTE.test(body) && !HISTORY.test(body) && !REPEALED.test(body);
}

/** Sentence spans of one line's body (offsets relative to the chunk). */
function sentenceSpans(content: string, start: number, end: number): { start: number; end: number }[] {
  const text = content.slice(start, end);
  const spans: { start: number; end: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(/[.?!]["”’)]?\s+(?=["“(]?[A-Z])/g)) {
    const before = text.slice(from, m.index + 1);
    const word = /([A-Za-z.]+)\.$/.exec(before)?.[1]?.toLowerCase() ?? '';
    if (ABBREVIATIONS.has(word) || /^[a-z]$/.test(word) || /(?:^|\s)[a-z]\.[a-z]$/.test(word)) continue;
    const stop = m.index + m[0].trimEnd().length;
    spans.push({ start: start + from, end: start + stop });
    from = m.index + m[0].length;
  }
  if (from < text.length) spans.push({ start: start + from, end });
  return spans.filter((s) => /[A-Za-z]{2}/.test(content.slice(s.start, s.end)));
}

function displayOf(content: string, start: number, end: number): string {
  return content
    .slice(start, end)
    .split('\n')
    .map((l) => l.trim().replace(LEADING_DESIGNATORS, ''))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a chunk into the units an answer may quote, in text order. */
export function answerUnits(content: string): AnswerUnit[] {
  const lines = readLines(content);
  const units: AnswerUnit[] = [];
  const push = (start: number, end: number, multiline: boolean) => {
    const quote = content.slice(start, end);
    units.push({ start, end, quote, display: displayOf(content, start, end), complete: !multiline && /[.?!]["”’)]?$/.test(quote) });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!isQuotable(line)) continue;
    const spans = sentenceSpans(content, line.bodyStart, line.end);
    const last = spans[spans.length - 1];
    for (const span of spans.slice(0, -1)) push(span.start, span.end, false);
    if (!last) continue;
    // A lead-in ending with ':' takes the more-indented items that follow, up to a sibling of its own designator.
    let j = i + 1;
    if (content.slice(last.start, last.end).endsWith(':')) {
      const kind = designatorKind(line.designator);
      while (j < lines.length && lines[j].indent > line.indent && lines[j].body.trim()) {
        if (kind && lines[j].indent <= line.indent + 2 && designatorKind(lines[j].designator) === kind && j > i + 1) break;
        if (kind && designatorKind(lines[j].designator) === kind && j === i + 1 && lines[j].indent <= line.indent + 2) break;
        j++;
      }
    }
    const itemsEnd = j > i + 1 ? lines[j - 1].end : last.end;
    if (j > i + 1 && itemsEnd - last.start <= MAX_COMBINED_CHARS) {
      push(last.start, itemsEnd, true);
      i = j - 1;
    } else {
      push(last.start, last.end, false);
    }
  }
  return units;
}

/** A quoted sentence as the end of a sentence: a trailing list joint ("; and", ",") dropped, a period added when it has no end mark. */
export function endSentence(text: string): string {
  const t = text.replace(/[;,:]\s*(?:and|or)?\s*$/, '').trim();
  return /[.?!…]["”’)]?$/.test(t) ? t : `${t}.`;
}
