import { matchHeading } from '../structure/heading-patterns';
import { paginateText, toParsedPages } from './paginate';
import type { PageHeading, ParsedPage } from './types';

/** Collapses a heading's whitespace to one line, as it is written into the page text and matched against it. */
export const headingLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Whether a file's marked headings should drive the structure: at least one of them carries a section designator
 * (`Sec. 2-8.`, `§ 12-3`, `4.2.6 Title`). A page whose headings are only a site title and captions is read like a
 * text file instead, so that designator paragraphs still open their sections as they would in a PDF.
 */
export function headingsCarrySections(headings: readonly PageHeading[]): boolean {
  return headings.some((h) => matchHeading(h.text)?.type === 'section');
}

/**
 * Cuts text into pages of ~3000 characters at blank lines (as a TXT file without form feeds) and gives each page the
 * marked headings whose lines it holds, in order. Each heading must stand on a line of its own in `text`.
 */
export function toHeadedPages(text: string, headings: readonly PageHeading[], firstNumber = 1): ParsedPage[] {
  const pages = toParsedPages(paginateText(text, 'paragraphs')).map((p) => ({ ...p, number: p.number + firstNumber - 1 }));
  if (!headings.length) return pages;
  let next = 0;
  for (const page of pages) {
    const found: PageHeading[] = [];
    for (const line of page.text.split('\n')) {
      if (next < headings.length && line.trim() === headings[next].text) found.push(headings[next++]);
    }
    if (found.length) page.headings = found;
  }
  return pages;
}
