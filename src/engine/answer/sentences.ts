/*
 * Answer units: the sentences of a chunk an answer may quote. Lines a PDF wrapped are read back into their paragraph
 * first; a lead-in ending with ':' and its list items form one unit; headings, notes, history notes, table rows and
 * repealed markers are never units. Every unit keeps its exact text.
 */

/** One quotable sentence of a chunk: `quote` is the exact text (`content.slice(start, end)`), `display` is how it reads. */
export type AnswerUnit = {
  start: number;
  end: number;
  /** Exactly the chunk's text from `start` to `end`. */
  quote: string;
  /** The quote with subsection designators stripped and lines joined. */
  display: string;
  /** Whether the unit ends like a sentence (fit to quote as a block). */
  complete: boolean;
};

const PAREN_DESIGNATOR = String.raw`\((?:\d{1,3}[A-Za-z]{0,2}|[A-Za-z]{1,2}|[ivxlIVXL]{1,6})(?:-\d+)?\)`;
// 'A. ', '1. ', 'a. ', 'iv. ' at the start of a line (never 'U.S.' or '5.100').
const DOTTED_DESIGNATOR = String.raw`(?:\d{1,3}|[A-Za-z]|[ivxlIVXL]{2,6})\.(?=\s)`;
/** Subsection designators opening a line, e.g. "(b)(1) " or "A. " (quotes are matched and shown without them). */
export const LEADING_DESIGNATORS = new RegExp(String.raw`^(?:(?:${PAREN_DESIGNATOR}\s*)+|${DOTTED_DESIGNATOR}\s+)`);
const HEADING = /^(?:§+\s*\d[\w.-]*\.?\s|(?:section|sec\.|article|chapter|title|part|subchapter|exhibit)\s+[\w.-]+\.?(?:\s|$))/i;
const NOTE = /^\*.*\*$/;
const HISTORY = /^\(.*(?:D\.C\. Law|\bStat\.|\bDCR\b|\bch\. \d).*\)\.?$/;
const REPEALED = /^(?:\[[^\]]*\]\.?|\[?Repealed\]?\.?|\[?Reserved\]?\.?)$/i;
const TABLE_ROW = /^\|/;
const ABBREVIATIONS = new Set(['d.c', 'u.s', 'jr', 'sr', 'no', 'nos', 'sec', 'secs', 'st', 'mr', 'mrs', 'ms', 'dr', 'inc', 'co', 'corp', 'ltd', 'vs', 'v', 'etc', 'e.g', 'i.e', 'art', 'ch', 'stat', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sept', 'sep', 'oct', 'nov', 'dec', 'ord', 'res']);
/** A combined lead-in and its items longer than this is read as separate units instead. */
const MAX_COMBINED_CHARS = 1200;
/** A wrapped line is at least this share of the chunk's usual line width; a shorter one ends its paragraph. */
const WRAPPED_SHARE = 0.7;

type Line = { start: number; end: number; indent: number; bodyStart: number; designator: string | null; body: string };
/** A paragraph: consecutive lines of one wrapped block, the first one's designator and indent. */
type Block = { start: number; end: number; indent: number; bodyStart: number; designator: string | null; text: string };

/** The kind of a designator, so a list of (A)…(E) stops at the next (2). */
function designatorKind(d: string | null): string | null {
  if (!d) return null;
  const inner = d.replace(/^\(|\)$|\.$/g, '');
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
    const designators = lead ? lead[0].trim().match(new RegExp(`${PAREN_DESIGNATOR}|${DOTTED_DESIGNATOR}`, 'g')) : null;
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

/** The usual width of the chunk's lines (the longest tenth), below which a line is not a wrapped one. */
function usualWidth(lines: readonly Line[]): number {
  const widths = lines.map((l) => l.end - l.start).filter((w) => w > 0).sort((a, b) => b - a);
  return widths.length ? Math.max(40, widths[Math.floor(widths.length / 10)]) : 80;
}

/** Reads wrapped lines back into paragraphs: a line continues the one before when that one was wrapped. */
function readBlocks(content: string): Block[] {
  const lines = readLines(content);
  const width = usualWidth(lines);
  const blocks: Block[] = [];
  let current: Block | null = null;
  let previous: Line | null = null;
  for (const line of lines) {
    const empty = line.end <= line.start;
    const wrapped =
      current !== null &&
      previous !== null &&
      !empty &&
      line.designator === null &&
      !TABLE_ROW.test(line.body.trim()) &&
      !TABLE_ROW.test(previous.body.trim()) &&
      !HEADING.test(content.slice(previous.start, previous.end)) &&
      previous.end - previous.start >= WRAPPED_SHARE * width &&
      !/[.?!:]["”’)]?$/.test(content.slice(previous.start, previous.end));
    if (wrapped && current) {
      current.end = line.end;
      current.text = content.slice(current.bodyStart, current.end);
    } else if (!empty) {
      current = { start: line.start, end: line.end, indent: line.indent, bodyStart: line.bodyStart, designator: line.designator, text: line.body };
      blocks.push(current);
    } else {
      current = null;
    }
    previous = empty ? null : line;
  }
  return blocks;
}

function isQuotable(block: Block, content: string): boolean {
  const body = block.text.trim();
  if (!body || !/[A-Za-z]{2}/.test(body)) return false;
  const whole = block.designator ? body : content.slice(block.start, block.end);
  return !HEADING.test(whole) && !NOTE.test(body) && !HISTORY.test(body) && !REPEALED.test(body) && !TABLE_ROW.test(body);
}

/** Sentence spans of one block's body (offsets relative to the chunk). */
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
  const blocks = readBlocks(content);
  const units: AnswerUnit[] = [];
  const push = (start: number, end: number) => {
    const quote = content.slice(start, end);
    units.push({ start, end, quote, display: displayOf(content, start, end), complete: /[.?!]["”’)]?$/.test(quote.trim()) });
  };
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (!isQuotable(block, content)) continue;
    const spans = sentenceSpans(content, block.bodyStart, block.end);
    const last = spans[spans.length - 1];
    for (const span of spans.slice(0, -1)) push(span.start, span.end);
    if (!last) continue;
    // A lead-in ending with ':' takes the list items that follow, up to a sibling of its own designator.
    let j = i + 1;
    if (content.slice(last.start, last.end).trimEnd().endsWith(':')) {
      const kind = designatorKind(block.designator);
      while (j < blocks.length && blocks[j].designator !== null && designatorKind(blocks[j].designator) !== kind && blocks[j].indent >= block.indent) j++;
      // Items without designators, indented under the lead-in.
      while (j === i + 1 && j < blocks.length && blocks[j].indent > block.indent && blocks[j].designator === null) j++;
    }
    const itemsEnd = j > i + 1 ? blocks[j - 1].end : last.end;
    if (j > i + 1 && itemsEnd - last.start <= MAX_COMBINED_CHARS) {
      push(last.start, itemsEnd);
      i = j - 1;
    } else {
      push(last.start, last.end);
    }
  }
  return units;
}

/** A quoted sentence as the end of a sentence: a trailing list joint ("; and", ",") dropped, a period added when it has no end mark. */
export function endSentence(text: string): string {
  const t = text.replace(/[;,:]\s*(?:and|or)?\s*$/, '').trim();
  return /[.?!…]["”’)]?$/.test(t) ? t : `${t}.`;
}
