/*
 * A chunk's text as statements the detectors read: paragraphs (wrapped PDF lines joined), each with the lead-in
 * paragraphs it depends on ("… except between the following hours:" above "(2) 3:00 a.m. and 6:00 a.m. on Saturday"),
 * and table rows with their header and group rows. The section's heading line, temporary-legislation notes and the
 * source history are left out: they state no rule.
 */
import { findDates } from '../enactment';

/** One statement: its clauses (sentences cut at semicolons), the lead-ins it depends on, and its offset in the chunk. */
export type Statement = {
  /** The statement's text, whitespace collapsed; verbatim otherwise. */
  text: string;
  /** Its sentences and semicolon clauses, in order; each a substring of `text`. */
  clauses: string[];
  /** Lead-in statements it depends on, outermost first (whitespace collapsed). */
  context: string[];
  /** Whether it is a table row (its context then holds the header and group rows). */
  isTableRow: boolean;
  /** The words as they stand in the chunk, for quoting (a table row without the label carried down from above). */
  quote: string;
  /** Where it stands in its section: its lead-ins' designators and its own ('(b)', '(2)'), or a table row's label. */
  path: string[];
};

const DESIGNATOR = /^\s*(?:\[?\((?:[a-z]{1,3}|\d{1,3}[a-z]?|[ivxlIVXL]{1,6})(?:-\d+)?\)\]?|(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})\.\s)/;
const NOTE = /^\s*\*?NOTE:/i;
const HEADING = /^\s*(?:§+\s*\[?\d|(?:Section|Sec\.|Article|Chapter)\s+[\dIVXL]+[\w.-]*\.\s)/i;
const ENDS_SENTENCE = /[.:;!?]["”’)\]*]*\s*$/;
// Sentences end at . ! ? before a capital or an opening bracket; abbreviations ("a.m.", "No.", "D.C.") do not end one.
const SENTENCE_END = /(?<!\b(?:[ap]\.m|No|Nos|Sec|Secs|St|Ord|Res|Stat|Inc|i\.e|e\.g|U\.S|D\.C|v|[A-Z]))[.!?]["”’)]*\s+(?=[A-Z(“"§])/g;

/** Collapses runs of white space to one space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Splits a statement into sentences and then at semicolons; each piece keeps its own punctuation. */
export function clausesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  const cut = (to: number) => {
    for (const piece of text.slice(from, to).split(/(?<=;)\s+/)) if (piece.trim()) out.push(piece.trim());
    from = to;
  };
  for (const m of text.matchAll(SENTENCE_END)) cut(m.index + m[0].length);
  cut(text.length);
  return out;
}

/** A paragraph's leading designator chain ('(c)(1)', '2.'), or null when it has none. */
function designatorOf(text: string): string | null {
  const m = /^\s*(?:\[?\((?:[a-z]{1,3}|\d{1,3}[a-z]?|[ivxlIVXL]{1,6})(?:-\d+)?\)\]?)+|^\s*(?:[A-Z]|\d{1,2}|[a-z]|[ivx]{1,5})\.(?=\s)/.exec(text);
  return m ? m[0].trim() : null;
}

function isHistory(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed.startsWith('(')) return false;
  const [first] = findDates(trimmed.slice(0, 40));
  return first !== undefined && first.index <= 2;
}

type Paragraph = { text: string; indent: number; designated: boolean };

function paragraphsOf(lines: string[]): (Paragraph | { table: string[] })[] {
  const out: (Paragraph | { table: string[] })[] = [];
  let blankBefore = true;
  for (const line of lines) {
    if (!line.trim()) {
      blankBefore = true;
      continue;
    }
    const last = out.at(-1);
    if (line.trim().startsWith('|')) {
      if (last && 'table' in last && !blankBefore) last.table.push(line.trim());
      else out.push({ table: [line.trim()] });
    } else {
      const designated = DESIGNATOR.test(line);
      const indent = line.length - line.trimStart().length;
      // A wrapped line (PDF text) continues the paragraph before it, across a page break when it starts in lower case.
      const continues = !designated && (!blankBefore || /^\s*[a-z]/.test(line));
      if (last && 'text' in last && continues && !ENDS_SENTENCE.test(last.text)) last.text += ` ${line.trim()}`;
      else out.push({ text: line.trim(), indent, designated });
    }
    blankBefore = false;
  }
  return out;
}

function tableStatements(rows: string[], lead: string[]): Statement[] {
  const cells = (row: string) => row.replace(/^\||\|$/g, '').split('|').map((c) => squash(c));
  const [header, ...body] = rows.map(cells);
  const out: Statement[] = [];
  let group: string | null = null;
  let label: string | null = null;
  for (const row of body) {
    const filled = row.filter(Boolean);
    if (filled.length === 1 && !/\d/.test(filled[0])) {
      group = filled[0];
      continue;
    }
    const quote = row.filter(Boolean).join(' | ');
    if (row[0]) label = row[0];
    else if (label) row[0] = label;
    const text = row.filter(Boolean).join(' | ');
    out.push({ text, clauses: [text], context: [...lead, header.join(' | '), ...(group ? [group] : [])], isTableRow: true, quote, path: [row.filter((c) => c && !/\$\s?\d/.test(c)).join(' | ')] });
  }
  return out;
}

/** The statements of a chunk's text, in order. */
export function statementsOf(content: string): Statement[] {
  const lines = content.split('\n');
  if (lines.length && HEADING.test(lines[0])) lines.shift();
  const kept = lines.filter((l) => !NOTE.test(l) && !isHistory(l));
  const usesIndent = kept.some((l) => /^\s{2,}\S/.test(l));
  const out: Statement[] = [];
  const stack: Paragraph[] = [];
  let lastLeadIn: Paragraph | null = null;
  for (const p of paragraphsOf(kept)) {
    if ('table' in p) {
      const lead = lastLeadIn ? [squash(lastLeadIn.text)] : [];
      if (p.table.length > 1) out.push(...tableStatements(p.table, lead));
      continue;
    }
    let context: Paragraph[];
    if (usesIndent) {
      while (stack.length && (stack.at(-1) as Paragraph).indent >= p.indent) stack.pop();
      context = [...stack];
      stack.push(p);
    } else {
      context = p.designated && lastLeadIn ? [lastLeadIn] : [];
    }
    const text = squash(p.text);
    const path = [...context, p].map((c) => designatorOf(c.text)).filter((d): d is string => d !== null);
    out.push({ text, clauses: clausesOf(text), context: context.map((c) => squash(c.text)), isTableRow: false, quote: text, path });
    if (/:\s*$/.test(p.text)) lastLeadIn = p;
    else if (!p.designated && !usesIndent) lastLeadIn = null;
  }
  return out;
}
