/*
 * Headings a file marks itself (Markdown `#` lines, HTML `<h1>`–`<h6>`): they alone are headings, so a body line that
 * merely starts like one ("Section 5 of this chapter …" wrapped onto a new line) never opens a section. A marked
 * heading that carries a designator reads exactly as the same words on a line of a PDF (matchHeading); one without a
 * designator becomes a container named by its own words — unless it sits below the open section's level, where it is
 * part of that section's text ("Editor's note", "Effect of Amendments").
 */
import { matchHeading, type HeadingMatch } from './heading-patterns';
import type { StructurePage } from './types';

/** The divisor type of a marked heading without a designator ("General Provisions"): a container named by its words. */
export const CAPTION_HEADING_TYPE = 'heading';

/** A heading at line `line`, with the level the file gives it. */
export type MarkedHeading = { line: number; match: HeadingMatch; level: number };

/** Whether any page carries marked headings. */
export function hasMarkedHeadings(pages: readonly StructurePage[]): boolean {
  return pages.some((p) => p.headings?.length);
}

/** A citation label for a caption heading: its words, cut at 80 characters. */
function captionLabel(text: string): string {
  if (text.length <= 80) return text;
  const cut = text.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The marked headings as candidates on the document's lines (`lines`/`pageOf` from pageLines), in order. Each page's
 * headings are found among that page's lines by their text, in order; one that is not found (a line removed as a
 * running header) is passed over.
 */
export function markedHeadings(pages: readonly StructurePage[], lines: readonly string[], pageOf: readonly number[]): MarkedHeading[] {
  const out: MarkedHeading[] = [];
  let i = 0;
  let sectionLevel: number | null = null;
  for (const page of pages) {
    while (i < lines.length && pageOf[i] !== page.number) i++;
    const pageEnd = (() => { let j = i; while (j < lines.length && pageOf[j] === page.number) j++; return j; })();
    let at = i;
    for (const h of page.headings ?? []) {
      let found = -1;
      for (let j = at; j < pageEnd; j++) if (lines[j].trim() === h.text) { found = j; break; }
      if (found < 0) continue;
      at = found + 1;
      const match = matchHeading(h.text);
      if (match?.type === 'section') {
        sectionLevel = h.level;
        out.push({ line: found, match, level: h.level });
      } else if (match) {
        sectionLevel = null;
        out.push({ line: found, match, level: h.level });
      } else if (sectionLevel === null || h.level <= sectionLevel) {
        sectionLevel = null;
        out.push({ line: found, level: h.level, match: { type: CAPTION_HEADING_TYPE, number: '', label: captionLabel(h.text), prefix: '', rest: h.text } });
      }
    }
    i = pageEnd;
  }
  return out;
}
