import { beforeAll, describe, expect, it } from 'vitest';
import { DC_TITLES, dcPages, pdfPages } from '../structure/corpus.test-support';
import { extractStructure, flattenSections } from '../structure/extract-structure';
import { matchHeading } from '../structure/heading-patterns';
import type { StructurePage } from '../structure/types';
import { sectionChunks, type SectionChunk } from './section-chunks';
import { splitText, type TextUnit } from './section-chunks-split';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Whether an oversized chunk's body is one sentence the splitter cannot cut (no line break, sentence end or semicolon). */
function isUnsplittable(chunk: SectionChunk, title: string, chunkSize: number): boolean {
  const body = chunk.content.slice(title.length).trim();
  const units: TextUnit[] = [];
  splitText(body, 0, body.length, chunkSize - title.length - 2, null, units);
  return units.length === 1;
}

describe('section chunks of the six DC Code titles', () => {
  const pagesByFile = new Map<string, StructurePage[]>();
  beforeAll(async () => {
    for (const { file } of DC_TITLES) pagesByFile.set(file, await dcPages(file));
  });

  it.each([3000, 1000])('never straddle sections, are never empty, and stay within %i characters except single unsplittable sentences', (chunkSize) => {
    let total = 0;
    let oversized = 0;
    let splitSections = 0;
    for (const { file, sections } of DC_TITLES) {
      const tree = extractStructure(pagesByFile.get(file)!);
      const chunks = sectionChunks(tree, { chunkSize, documentName: file });
      const bySection = new Map(flattenSections(tree).map((e) => [e.section.number, e.section]));
      const seen = new Set<string>();
      for (const chunk of chunks) {
        expect(chunk.content.trim()).not.toBe('');
        if (chunk.metadata.divisor_type !== 'section') continue;
        const number = chunk.metadata.section_number!;
        const section = bySection.get(number)!;
        seen.add(number);
        // The first line is the heading of the section the metadata names, and the rest is text of that section only.
        expect(matchHeading(chunk.content.split('\n')[0])?.number).toBe(number);
        expect(chunk.content.startsWith(section.title)).toBe(true);
        expect(section.text.includes(chunk.content.slice(section.title.length).trim())).toBe(true);
        expect(chunk.citation.startsWith(chunk.metadata.path.join(' › '))).toBe(true);
        expect(chunk.metadata.pages[0]).toBe(chunk.pageNumber);
        if (chunk.content.length > chunkSize) {
          expect(isUnsplittable(chunk, section.title, chunkSize)).toBe(true);
          oversized++;
        }
      }
      expect(seen.size).toBe(sections);
      // Every word of every section is in its chunks, in order.
      for (const section of bySection.values()) {
        const pieces = chunks.filter((c) => c.metadata.section_number === section.number);
        if (pieces.length > 1) splitSections++;
        expect(squash(pieces.map((c) => c.content.slice(section.title.length)).join(' '))).toBe(squash(section.text));
      }
      total += chunks.length;
    }
    console.info(`chunkSize ${chunkSize}: ${total} chunks, ${splitSections} sections split, ${oversized} over the size (single unsplittable sentences)`);
    if (chunkSize === 3000) expect(oversized).toBe(0);
  });

  it('cites split pieces of § 25-723 by their subsection ranges', () => {
    const chunks = sectionChunks(extractStructure(pagesByFile.get('dc-title-25-alcoholic-beverages.txt')!), { chunkSize: 3000 });
    const pieces = chunks.filter((c) => c.metadata.section_number === '25-723');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0].citation).toMatch(/^Title 25 › Chapter 7 › Subchapter III › § 25-723\(a\)–/);
    expect(pieces.flatMap((c) => c.metadata.subsections ?? []).filter((s) => !s.includes('('))).toEqual(['a', 'b', 'b-1', 'b-2', 'c', 'c-1', 'd', 'e', 'f', 'g']);
    for (const c of pieces) expect(c.content.startsWith('§ 25-723. Hours of sale and service for on-premises retail licensees and temporary licensees.\n\n')).toBe(true);
  });
});

describe('section chunks of the sign ordinance', () => {
  it('cites the table of contents by the document name and each section once', async () => {
    const chunks = sectionChunks(extractStructure(await pdfPages('rivergrove-or-ord-81-2011-sign-ordinance.pdf')), { documentName: 'Rivergrove Sign Ordinance' });
    expect(chunks[0]).toMatchObject({ citation: 'Rivergrove Sign Ordinance', pageNumber: 1 });
    expect(chunks[0].content).toContain('TABLE OF CONTENTS');
    expect([...new Set(chunks.slice(1).map((c) => c.metadata.section_label))]).toEqual(Array.from({ length: 13 }, (_, i) => `Section ${i + 1}`));
  });
});
