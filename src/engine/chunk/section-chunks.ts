/*
 * Section-aware chunking (pipeline step 5). Each section becomes one chunk when it fits `chunkSize`; a longer one is
 * cut at subsection boundaries (whole top-level subsections packed greedily, an oversized subsection cut at its own
 * subsections, then at lines and sentences), and every piece starts with the section's heading line and cites its
 * subsection range ('§ 25-723(c)–(e)'). Text outside sections (front matter, a chapter's own text) is chunked and
 * cited by its nearest container, or by `documentName` at the top. No chunk spans two sections and none is empty;
 * only a single sentence longer than the budget can exceed `chunkSize`.
 */
import type { DivisorNode, DivisorTree, PageMark } from '../structure/types';
import { formatPath, rangeSuffix, sectionUnits, splitText, type TextUnit } from './section-chunks-split';

/** What a section-aware chunk records about where it comes from. */
export type SectionChunkMetadata = {
  /** The divisor type the chunk belongs to: 'section', or a container type ('chapter'…), or 'document' for front matter. */
  divisor_type: string;
  /** The section's designation ('25-723'); absent for container and front-matter chunks. */
  section_number?: string;
  /** The section's citation label ('§ 25-723'); absent for container and front-matter chunks. */
  section_label?: string;
  /** The heading text of the section or container ('' when it has none). */
  heading: string;
  /** Every page the chunk's content spans, in order. */
  pages: number[];
  /** Labels from the outermost container to the chunk's own divisor: ['Title 25', 'Chapter 7', '§ 25-723']. */
  path: string[];
  /** The headings of the containers above the chunk, outermost first: ['Alcoholic Beverages', 'Standards of Operation']. */
  context?: string[];
  /** For a section split into pieces: the subsections this piece holds ('c', 'c(1)'…), when it holds any. */
  subsections?: string[];
};

/** A chunk that follows the law's structure: it never spans two sections and carries its citation path. */
export type SectionChunk = { pageNumber: number; content: string; citation: string; metadata: SectionChunkMetadata };

/** Chunking options: the largest chunk in characters (default 3000) and the name used to cite front matter. */
export type SectionChunkOptions = { chunkSize?: number; documentName?: string };

/** Default largest chunk, in characters (the parse job's default). */
export const DEFAULT_SECTION_CHUNK_SIZE = 3000;

const CITATION_SEPARATOR = ' › ';

/** The page on which character `offset` of a node's text lies. */
function pageAt(marks: readonly PageMark[], offset: number, fallback: number): number {
  let page = marks.length ? marks[0].page : fallback;
  for (const m of marks) {
    if (m.offset > offset) break;
    page = m.page;
  }
  return page;
}

function pageRange(from: number, to: number): number[] {
  const out: number[] = [];
  for (let p = from; p <= Math.max(from, to); p++) out.push(p);
  return out;
}

/** Greedily packs consecutive units into pieces whose text (a slice of `text`) fits the budget. */
function pack(text: string, units: readonly TextUnit[], budget: number): { start: number; end: number; paths: string[][] }[] {
  const pieces: { start: number; end: number; paths: string[][] }[] = [];
  let current: { start: number; end: number; paths: string[][] } | null = null;
  for (const unit of units) {
    if (current && unit.end - current.start <= budget) {
      current.end = unit.end;
    } else {
      if (current) pieces.push(current);
      current = { start: unit.start, end: unit.end, paths: [] };
    }
    if (unit.path && !current.paths.some((p) => p.join('\u0000') === unit.path!.join('\u0000'))) current.paths.push(unit.path);
  }
  if (current) pieces.push(current);
  return pieces;
}

/** The whole content of a node as one chunk: heading line, then its text (run-in headings continue on the same line). */
function joinHeading(node: DivisorNode, body: string): string {
  if (!node.title) return body;
  if (!body) return node.title;
  return node.runIn ? `${node.title} ${body}` : `${node.title}\n\n${body}`;
}

/** Chunks a divisor tree along its structure: no chunk spans two sections, every chunk carries its citation path. */
export function sectionChunks(tree: DivisorTree, options: SectionChunkOptions = {}): SectionChunk[] {
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? DEFAULT_SECTION_CHUNK_SIZE));
  const out: SectionChunk[] = [];

  const emitOwnText = (node: DivisorNode, path: string[], context: string[]) => {
    if (!node.text.trim()) return;
    const citation = path.length ? path.join(CITATION_SEPARATOR) : options.documentName ?? 'Front matter';
    const whole = joinHeading(node, node.text);
    const units: TextUnit[] = [];
    const budget = whole.length <= chunkSize ? node.text.length : Math.max(1, chunkSize - (node.title ? node.title.length + 2 : 0));
    splitText(node.text, 0, node.text.length, budget, null, units);
    for (const piece of pack(node.text, units, budget)) {
      const first = pageAt(node.pageMarks, piece.start, node.startPage);
      const last = pageAt(node.pageMarks, piece.end - 1, node.startPage);
      out.push({
        pageNumber: first,
        content: joinHeading(node, node.text.slice(piece.start, piece.end)),
        citation,
        metadata: { divisor_type: node.type, heading: node.heading, pages: pageRange(first, last), path, ...(context.length ? { context } : {}) },
      });
    }
  };

  const emitSection = (node: DivisorNode, containerPath: string[], context: string[]) => {
    const path = [...containerPath, node.label];
    const base = { divisor_type: node.type, section_number: node.number, section_label: node.label, heading: node.heading, path, ...(context.length ? { context } : {}) };
    const whole = joinHeading(node, node.text);
    if (whole.length <= chunkSize || !node.text) {
      out.push({ pageNumber: node.startPage, content: whole, citation: path.join(CITATION_SEPARATOR), metadata: { ...base, pages: pageRange(node.startPage, node.endPage) } });
      return;
    }
    const budget = Math.max(1, chunkSize - node.title.length - 2);
    const units = sectionUnits(node.text, node.children, budget);
    for (const piece of pack(node.text, units, budget)) {
      const first = pageAt(node.pageMarks, piece.start, node.startPage);
      const last = pageAt(node.pageMarks, piece.end - 1, node.startPage);
      const suffix = rangeSuffix(piece.paths);
      const body = node.text.slice(piece.start, piece.end);
      out.push({
        pageNumber: piece.start === 0 ? node.startPage : first,
        content: piece.start === 0 ? joinHeading(node, body) : `${node.title}\n\n${body}`,
        citation: [...containerPath, node.label + suffix].join(CITATION_SEPARATOR),
        metadata: {
          ...base,
          pages: pageRange(piece.start === 0 ? node.startPage : first, last),
          ...(piece.paths.length ? { subsections: piece.paths.map((p) => p[0] + formatPath(p.slice(1))) } : {}),
        },
      });
    }
  };

  const walk = (node: DivisorNode, path: string[], context: string[]) => {
    emitOwnText(node, path, context);
    for (const child of node.children) {
      if (child.type === 'section') emitSection(child, path, context);
      else walk(child, [...path, child.label], child.heading ? [...context, child.heading] : context);
    }
  };
  walk(tree, [], []);
  return out;
}
