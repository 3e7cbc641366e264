/*
 * Subsection nesting follows the designator families seen so far: a list continues where its family is open, a new
 * family opens a level. Indentation is checked too when the document indents by level (DC Code text); in wrapped PDF
 * text it is ignored. Ambiguous tokens ((i), (v), (x), (ii), (I)…) are resolved by scoring each reading (see place):
 * (i) right after (h) continues the letters, (i) under (A) or at a deeper indent opens roman numerals. A history
 * parenthetical closes every open subsection; so does, with meaningful indentation, a plain line indented less than
 * the open subsection.
 */
import {
  CONVENTIONAL_CHILD,
  isSuccessor,
  isWrappedFigure,
  matchDesignators,
  type Designator,
  type DesignatorBase,
  type DesignatorLine,
  type DesignatorReading,
  type DesignatorStyle,
} from './designators';
import { isHistoryLine } from './heading-patterns';

/** A subsection found in a section body: its designator, its lines [start, end) in that body, and nested subsections. */
export type SubsectionDraft = {
  token: string;
  printed: string;
  /** The text after the designator chain on the opening line (set on the last designator of a merged chain). */
  rest: string;
  start: number;
  end: number;
  depth: number;
  children: SubsectionDraft[];
};

type Entry = {
  draft: SubsectionDraft;
  kind: string;
  base: DesignatorBase;
  ordinal: number;
  lineIndent: number;
  chainPos: number;
};

type Placement = { reading: DesignatorReading; siblingOf: number | null; score: number; stackIndex: number };

const kindOf = (base: DesignatorBase, style: DesignatorStyle) => `${base}:${style}`;

/**
 * Chooses where a line's first designator goes: as the next sibling of an open subsection of the same family, or as
 * the first child of the innermost open subsection. Each choice scores indentation fit (4, only when the document's
 * indentation is meaningful), running on in sequence or opening a list (2), and the conventional nesting order (1);
 * the highest score wins and a tie goes to the sibling, so (i) after (h) stays a letter while (i) under (A) is roman.
 */
function place(stack: Entry[], d: Designator, style: DesignatorStyle, indent: number, useIndent: boolean): Placement {
  const candidates: Placement[] = [];
  const top = stack[stack.length - 1];
  for (const reading of d.readings) {
    const kind = kindOf(reading.base, style);
    for (let j = stack.length - 1; j >= 0; j--) {
      const e = stack[j];
      if (e.kind !== kind || reading.ordinal <= e.ordinal) continue;
      const indentFits = !useIndent || (indent >= e.lineIndent && indent <= e.lineIndent + 2 * e.chainPos);
      const strict = isSuccessor(e.ordinal, reading.ordinal);
      // A letter reading of a roman-looking token must follow its letter directly: (i) after (h), (ii) after (hh).
      if (!strict && reading.base !== 'digit' && d.readings.length > 1) continue;
      candidates.push({ reading, siblingOf: j, stackIndex: j, score: (indentFits ? 4 : 0) + (strict ? 2 : 0) + 0.5 });
    }
    if (reading.first) {
      const indentFits = !useIndent || !top || indent > top.lineIndent;
      const conventional = top ? CONVENTIONAL_CHILD[top.base].includes(reading.base) : reading.base === 'lower' || reading.base === 'digit';
      candidates.push({ reading, siblingOf: null, stackIndex: stack.length, score: (indentFits ? 4 : 0) + 2 + (conventional ? 1 : 0) });
    }
  }
  if (!candidates.length) {
    // Out of sequence (a repeated or skipped number): join the nearest open list of the same family, else nest.
    for (const reading of d.readings) {
      const kind = kindOf(reading.base, style);
      for (let j = stack.length - 1; j >= 0; j--) {
        if (stack[j].kind === kind) return { reading, siblingOf: j, stackIndex: j, score: 0 };
      }
    }
    return { reading: d.readings[0], siblingOf: null, stackIndex: stack.length, score: 0 };
  }
  // Highest score; on equal scores the sibling (+0.5 above breaks ties) and then the innermost list wins.
  candidates.sort((a, b) => b.score - a.score || b.stackIndex - a.stackIndex);
  return candidates[0];
}

/** The reading for a designator merged into the one before it ((c)(1), (C)(i)(I)): it opens a list under its parent. */
function chainReading(d: Designator, parent: Entry): DesignatorReading {
  const firsts = d.readings.filter((r) => r.first);
  const pool = firsts.length ? firsts : d.readings;
  return pool.find((r) => CONVENTIONAL_CHILD[parent.base].includes(r.base)) ?? pool[0];
}

/** Builds the subsection tree of a section body from its designator lines (`designatorLines` may pass them precomputed). */
export function buildSubsections(lines: readonly string[], useIndent: boolean, designatorLines?: readonly (DesignatorLine | null)[]): SubsectionDraft[] {
  const roots: SubsectionDraft[] = [];
  const stack: Entry[] = [];
  const attach = (i: number) => {
    for (const e of stack) e.draft.end = i + 1;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    if (isHistoryLine(line) && (!useIndent || /^\S/.test(line))) {
      stack.length = 0;
      continue;
    }
    const designatorLine = designatorLines ? designatorLines[i] : matchDesignators(line);
    const match = designatorLine && !isWrappedFigure(designatorLine, lines[i - 1]) ? designatorLine : null;
    if (!match) {
      if (useIndent) {
        const indent = line.length - line.trimStart().length;
        while (stack.length && stack[stack.length - 1].lineIndent > indent) stack.pop();
      }
      attach(i);
      continue;
    }
    const { designators, style, indent } = match;
    const first = place(stack, designators[0], style, indent, useIndent);
    // In wrapped text an out-of-sequence "(2) under the terms…" right after an unfinished line is a sentence running on.
    if (first.score === 0 && !useIndent && /[^.:;\s]\s*$/.test(lines[i - 1] ?? '')) {
      attach(i);
      continue;
    }
    stack.length = first.siblingOf ?? stack.length;
    let reading = first.reading;
    designators.forEach((d, pos) => {
      if (pos > 0) reading = chainReading(d, stack[stack.length - 1]);
      const parent = stack[stack.length - 1];
      const draft: SubsectionDraft = {
        token: d.token,
        printed: d.printed,
        rest: pos === designators.length - 1 ? match.rest : '',
        start: i,
        end: i + 1,
        depth: stack.length,
        children: [],
      };
      (parent ? parent.draft.children : roots).push(draft);
      stack.push({ draft, kind: kindOf(reading.base, style), base: reading.base, ordinal: reading.ordinal, lineIndent: indent, chainPos: pos });
    });
    attach(i);
  }
  return roots;
}
