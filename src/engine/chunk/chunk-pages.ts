import type { ChunkMode } from '../../contracts/workbench';
import { headingAt } from '../structure/heading-patterns';
import { packParagraphs, paragraphs, type PagedChunk, type PagedLine } from './text-pack';

/** How to chunk: the mode, the largest chunk in characters, and the page range (inclusive). */
export type ChunkOptions = { chunkSize: number; mode: ChunkMode; startPage: number; endPage: number };

/** Chunks shorter than this in 'block' mode take the next block along (the workbench shows them red, under 300). */
export const MIN_BLOCK_CHARS = 300;

/** Cuts the pages in [startPage, endPage] into non-empty chunks of at most chunkSize characters by mode, each with the page its content starts on. */
export function chunkPages(pages: readonly { number: number; text: string }[], options: ChunkOptions): PagedChunk[] {
  const { chunkSize, mode, startPage, endPage } = options;
  if (!Number.isFinite(chunkSize) || chunkSize < 1) throw new RangeError('chunkSize must be a positive number of characters.');
  const size = Math.floor(chunkSize);
  const selected = pages
    .filter((p) => p.number >= startPage && p.number <= endPage && p.text.trim())
    .sort((a, b) => a.number - b.number);

  switch (mode) {
    case 'page':
      return selected.flatMap((p) => packParagraphs(paragraphs(linesOf([p])), size));
    case 'block':
      return chunkBlocks(linesOf(selected), size);
    case 'section':
      return chunkSections(linesOf(selected), size);
    case 'variable':
      return packParagraphs(paragraphs(linesOf(selected)), size);
    default:
      throw new RangeError(`Unknown chunk mode: ${String(mode)}`);
  }
}

/** Pages as one stream of lines; a page change is also a paragraph break. */
function linesOf(pages: readonly { number: number; text: string }[]): PagedLine[] {
  const lines: PagedLine[] = [];
  for (const p of pages) {
    if (lines.length) lines.push({ text: '', page: p.number });
    for (const text of p.text.split('\n')) lines.push({ text: text.trimEnd(), page: p.number });
  }
  return lines;
}

/** 'block': each paragraph is a chunk; one under MIN_BLOCK_CHARS joins the blocks after it (never past chunkSize). */
function chunkBlocks(lines: PagedLine[], size: number): PagedChunk[] {
  let blocks = paragraphs(lines);
  // Word files have a paragraph per line and no blank lines; there every line is a block.
  const hasBlankLines = lines.some((l, i) => i > 0 && !l.text.trim() && lines[i - 1].page === l.page);
  if (!hasBlankLines) {
    blocks = lines.filter((l) => l.text.trim()).map((l) => ({ text: l.text, page: l.page }));
  }
  const chunks: PagedChunk[] = [];
  let group: { text: string; page: number }[] = [];
  let groupLength = 0;
  const flush = () => {
    if (group.length) chunks.push(...packParagraphs(group, size));
    group = [];
    groupLength = 0;
  };
  for (const block of blocks) {
    const joined = groupLength + (group.length ? 2 : 0) + block.text.length;
    if (group.length && (groupLength >= MIN_BLOCK_CHARS || joined > size)) flush();
    group.push(block);
    groupLength = groupLength + (group.length > 1 ? 2 : 0) + block.text.length;
  }
  // A short tail joins the chunk before it when it fits, instead of standing alone.
  if (group.length && groupLength < MIN_BLOCK_CHARS && chunks.length) {
    const last = chunks[chunks.length - 1];
    const tail = group.map((b) => b.text.trim()).join('\n\n');
    if (last.content.length + 2 + tail.length <= size) {
      last.content = `${last.content}\n\n${tail}`;
      group = [];
    }
  }
  flush();
  return chunks;
}

/** A run of lines from one heading line to the next; `kind` is the heading's divisor type (null before the first heading). */
type Section = { lines: PagedLine[]; kind: string | null };

// 'section': a new chunk at every heading line; headings with no text of their own (TITLE › CHAPTER › Subchapter)
// lead into the next section, while a run of same-kind bare headings (a table of contents) stays one chunk.
function chunkSections(lines: PagedLine[], size: number): PagedChunk[] {
  const texts = lines.map((l) => l.text);
  const sections: Section[] = [];
  let current: Section = { lines: [], kind: null };
  lines.forEach((line, i) => {
    const kind = headingAt(texts, i)?.type ?? null;
    if (kind) {
      if (current.lines.some((l) => l.text.trim())) sections.push(current);
      current = { lines: [], kind };
    }
    current.lines.push(line);
  });
  if (current.lines.some((l) => l.text.trim())) sections.push(current);

  const merged: PagedLine[][] = [];
  let pending: Section[] = [];
  const isList = (run: Section[]) => new Set(run.map((s) => s.kind)).size < run.length;
  for (const section of sections) {
    // A short preamble ("CODE OF THE DISTRICT OF COLUMBIA") leads in like a heading does.
    if (headingOnly(section.lines) && (section.kind || section === sections[0])) { pending.push(section); continue; }
    if (pending.length && isList(pending)) {
      merged.push(pending.flatMap((s) => s.lines));
      pending = [];
    }
    merged.push([...pending.flatMap((s) => s.lines), ...section.lines]);
    pending = [];
  }
  if (pending.length) merged.push(pending.flatMap((s) => s.lines));
  return merged.flatMap((sectionLines) => packParagraphs(paragraphs(sectionLines), size));
}

/** Whether a section is only its heading (possibly wrapped onto a second or third short line). */
function headingOnly(lines: PagedLine[]): boolean {
  const text = lines.map((l) => l.text.trim()).filter(Boolean);
  if (text.length === 1) return text[0].length <= 200;
  return text.length <= 3 && text.join(' ').length <= 200 && !/[.:]$/.test(text[0]);
}
