import type { DivisorNode } from '../structure/types';

/** A piece of a node's text that is packed whole: [start, end) offsets into that text, and the subsection it lies in. */
export type TextUnit = { start: number; end: number; path: string[] | null };

/** Abbreviations after which a period does not end a sentence. */
const ABBREVIATION = /(?:\b(?:[A-Z]|D\.C|U\.S|U\.S\.C|No|Nos|Sec|Secs|Stat|Art|Ch|Mr|Mrs|Ms|Dr|St|Inc|Co|Corp|Ltd|Jr|Sr|vs?|etc|seq|approx|e\.g|i\.e|a\.m|p\.m|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|para|subpara|cl)\.)$/;

/**
 * Offsets in `text` where a new sentence may start: after . ! ? (optionally closed by a quote or bracket) and
 * whitespace, before something that can open a sentence, unless the period ends a known abbreviation ("D.C.", "Sec.").
 */
function sentenceStarts(text: string, from: number, to: number, clauses: boolean): number[] {
  const re = clauses ? /;\s+/g : /[.!?]["”’)\]]?\s+(?=[A-Z0-9(“"§[])/g;
  re.lastIndex = from;
  const out: number[] = [];
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) {
    const boundary = m.index + m[0].length;
    if (boundary >= to) break;
    if (!clauses && ABBREVIATION.test(text.slice(Math.max(from, m.index - 12), m.index + 1))) continue;
    out.push(boundary);
  }
  return out;
}

/** Trims [start, end) of `text` to its non-space content; null when nothing is left. */
function trimRange(text: string, start: number, end: number): [number, number] | null {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return start < end ? [start, end] : null;
}

/** Cuts [start, end) of `text` into units of at most `budget` characters at lines, then sentences, then semicolons (never mid-sentence). */
export function splitText(text: string, start: number, end: number, budget: number, path: string[] | null, out: TextUnit[], level = 0): void {
  const range = trimRange(text, start, end);
  if (!range) return;
  [start, end] = range;
  if (end - start <= budget || level > 2) {
    out.push({ start, end, path });
    return;
  }
  let cuts: number[];
  if (level === 0) {
    cuts = [];
    for (let i = text.indexOf('\n', start); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) cuts.push(i + 1);
  } else {
    cuts = sentenceStarts(text, start, end, level === 2);
  }
  if (!cuts.length) {
    splitText(text, start, end, budget, path, out, level + 1);
    return;
  }
  let from = start;
  for (const cut of [...cuts, end]) {
    splitText(text, from, cut, budget, path, out, level + 1);
    from = cut;
  }
}

/** Cuts a section's text into units at subsection boundaries, going down to nested subsections, then lines and sentences, only when needed. */
export function sectionUnits(text: string, subsections: readonly DivisorNode[], budget: number, path: string[] | null = null, from = 0, to = text.length): TextUnit[] {
  const out: TextUnit[] = [];
  let cursor = from;
  for (const sub of subsections) {
    const start = sub.offset ?? 0;
    const end = start + sub.text.length;
    const subPath = [...(path ?? []), sub.number];
    if (start > cursor) splitText(text, cursor, start, budget, path, out);
    if (end - start <= budget) out.push({ start, end, path: subPath });
    else if (sub.children.length) out.push(...sectionUnits(text, sub.children, budget, subPath, start, end));
    else splitText(text, start, end, budget, subPath, out);
    cursor = Math.max(cursor, end);
  }
  if (to > cursor) splitText(text, cursor, to, budget, path, out);
  return out;
}

/** Formats a subsection path as printed in citations: ['c', '1'] → '(c)(1)'. */
export function formatPath(path: readonly string[]): string {
  return path.map((p) => `(${p})`).join('');
}

/** The subsection range a piece covers, as a citation suffix: '(c)', '(c)–(e)', '(c)(2)–(4)'; '' when it has none. */
export function rangeSuffix(paths: readonly (readonly string[])[]): string {
  if (!paths.length) return '';
  const first = paths[0];
  const last = paths[paths.length - 1];
  const full = formatPath(first);
  if (first.join('\u0000') === last.join('\u0000')) return full;
  const siblings = first.length === last.length && first.slice(0, -1).join('\u0000') === last.slice(0, -1).join('\u0000');
  return `${full}–${siblings ? formatPath(last.slice(-1)) : formatPath(last)}`;
}
