/*
 * The line view of a document that both structure readers work on — the offline heading patterns
 * (extract-structure.ts) and the divisors a model reports (ai/model-structure.ts): pages flattened into lines, each
 * with its page, and runs of lines joined back into a node's text with its page marks.
 */
import type { DivisorNode, PageMark, StructurePage } from './types';

/** A document as one list of lines (form feeds read as line breaks, trailing spaces dropped) and the page of each. */
export type PageLines = { lines: string[]; pageOf: number[]; firstPage: number; lastPage: number };

/** A run of lines joined into text: where each line starts in it, its first and last non-blank lines, and where each page begins. */
export type JoinedLines = { text: string; offsets: number[]; first: number; last: number; marks: PageMark[] };

/** Flattens pages into lines, remembering the page of each; an empty document starts and ends on page 1. */
export function pageLines(pages: readonly StructurePage[]): PageLines {
  const lines: string[] = [];
  const pageOf: number[] = [];
  for (const page of pages) {
    for (const raw of page.text.replace(/\f/g, '\n').split(/\r?\n/)) {
      lines.push(raw.trimEnd());
      pageOf.push(page.number);
    }
  }
  const firstPage = pages[0]?.number ?? 1;
  const lastPage = pages[pages.length - 1]?.number ?? firstPage;
  return { lines, pageOf, firstPage, lastPage };
}

/** Joins lines[from, to) without leading and trailing blank lines; offsets, first and last are relative to `from`. */
export function joinLines(lines: readonly string[], pages: readonly number[], from: number, to: number): JoinedLines {
  let first = from;
  while (first < to && !lines[first].trim()) first++;
  let last = to - 1;
  while (last >= first && !lines[last].trim()) last--;
  const offsets: number[] = [];
  const marks: PageMark[] = [];
  const parts: string[] = [];
  let offset = 0;
  for (let i = first; i <= last; i++) {
    offsets[i - from] = offset;
    if (!marks.length || marks[marks.length - 1].page !== pages[i]) marks.push({ offset, page: pages[i] });
    parts.push(lines[i]);
    offset += lines[i].length + 1;
  }
  return { text: parts.join('\n'), offsets, first: first - from, last: last - from, marks };
}

/** Extends each container's endPage to cover its children (a section's text already covers its subsections). */
export function closeContainers(node: DivisorNode): number {
  if (node.type === 'section') return node.endPage;
  for (const child of node.children) node.endPage = Math.max(node.endPage, closeContainers(child));
  return node.endPage;
}
