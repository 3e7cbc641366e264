import { describe, expect, it } from 'vitest';
import { CHUNK_MODES } from '../../contracts/workbench';
import { parseDocument } from '../parse/parse-document';
import { removeRunningLines } from '../parse/running-lines';
import { DC_TITLES, DOCX_FILE, GENERATED_PDF, readCorpus } from '../parse/test-corpus';
import { chunkPages, MIN_BLOCK_CHARS } from './chunk-pages';

let parsed: Promise<{ number: number; text: string }[]> | undefined;
// Parsed once for the whole file: chunkPages never changes the pages it is given.
const generatedPages = () => (parsed ??= parseDocument(readCorpus(GENERATED_PDF), 'pdf').then((d) => removeRunningLines(d.pages).pages));
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const all = { startPage: 1, endPage: 10_000 };

describe('chunkPages', () => {
  it("'section' mode starts a chunk with § 25-723. on page 4, where the PDF has it", async () => {
    const chunks = chunkPages(await generatedPages(), { chunkSize: 3000, mode: 'section', ...all });
    const hits = chunks.filter((c) => c.content.startsWith('§ 25-723.'));
    expect(hits).toHaveLength(1);
    expect(hits[0].pageNumber).toBe(4);
    expect(hits[0].content).toMatch(/^§ 25-723\. Hours of sale and service for on-premises retail licensees and\ntemporary licensees\./);
    // The cross-reference "forth in § 25-723." on page 8 does not start a chunk.
    expect(chunks.filter((c) => c.content.includes('forth in § 25-723.'))).toHaveLength(1);
  });

  it("'section' mode gives each DC Code section its own chunk and leads the document with its TITLE › CHAPTER headings", async () => {
    const chunks = chunkPages(await generatedPages(), { chunkSize: 3000, mode: 'section', ...all });
    // Each of the chapter's 48 sections opens a chunk, possibly after the TITLE/CHAPTER/Subchapter headings that lead it in.
    const opened = chunks.flatMap((c) => {
      const m = /^(?:(?:CODE OF THE DISTRICT OF COLUMBIA|TITLE \d+\.|CHAPTER \d+\.|Subchapter [IVX]+(?:-A)?\.)[^\n]*\n(?:[^§\n][^\n]*\n)?\n?)*§ (25-7\d\d)\. /.exec(c.content);
      return m ? [m[1]] : [];
    });
    expect(opened).toHaveLength(48);
    expect(new Set(opened).size).toBe(48);
    expect(chunks.filter((c) => /^§ 25-7\d\d\. /.test(c.content))).toHaveLength(35);
    expect(chunks[0].content).toMatch(/^CODE OF THE DISTRICT OF COLUMBIA\n\nTITLE 25\.[\s\S]*\nSubchapter I\. Staff Requirements\.\n\n§ 25-701\. /);
    // A subchapter heading opens the chunk of its first section instead of ending the one before.
    expect(chunks.some((c) => c.content.startsWith('Subchapter III. Hours; Noise Restrictions; Control of Litter.\n\n§ 25-721.'))).toBe(true);
    expect(chunks.every((c) => !/\nSubchapter [IVX]+\. [^\n]*$/.test(c.content))).toBe(true);
  });

  it('every mode keeps every word, in order, never cuts a word, and never returns an empty chunk', async () => {
    const pages = await generatedPages();
    const source = words(pages.map((p) => p.text).join('\n'));
    for (const mode of CHUNK_MODES) {
      for (const chunkSize of [3000, 400]) {
        const chunks = chunkPages(pages, { chunkSize, mode, ...all });
        expect(chunks.flatMap((c) => words(c.content))).toEqual(source);
        for (const c of chunks) {
          expect(c.content.trim()).toBe(c.content);
          expect(c.content.length).toBeGreaterThan(0);
          expect(c.content.length).toBeLessThanOrEqual(chunkSize);
        }
      }
    }
  });

  it("'page' mode keeps chunks within their page, one per page when the page fits", async () => {
    const pages = await generatedPages();
    const fits = chunkPages(pages, { chunkSize: 5000, mode: 'page', ...all });
    expect(fits.map((c) => c.pageNumber)).toEqual(pages.map((p) => p.number));
    expect(fits[3].content).toBe(pages[3].text.trim());
    const split = chunkPages(pages, { chunkSize: 1000, mode: 'page', ...all });
    for (const page of pages) {
      const own = split.filter((c) => c.pageNumber === page.number);
      expect(own.length).toBeGreaterThan(1);
      expect(words(own.map((c) => c.content).join(' '))).toEqual(words(page.text));
    }
  });

  it("'variable' mode fills chunks close to the size, cutting at paragraph or line ends", async () => {
    const pages = await generatedPages();
    const chunks = chunkPages(pages, { chunkSize: 3000, mode: 'variable', ...all });
    const sizes = chunks.slice(0, -1).map((c) => c.content.length);
    expect(Math.min(...sizes)).toBeGreaterThan(1500);
    const lines = new Set(pages.flatMap((p) => p.text.split('\n').map((l) => l.trim())));
    for (const c of chunks) {
      const contentLines = c.content.split('\n');
      expect(lines.has(contentLines[0].trim())).toBe(true);
      expect(lines.has(contentLines[contentLines.length - 1].trim())).toBe(true);
    }
  });

  it('cuts an over-long paragraph at sentence ends, then at word boundaries', () => {
    const sentence = (i: number) => `Sentence number ${i} says the licensee shall keep records.`;
    const paragraph = Array.from({ length: 40 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkPages([{ number: 7, text: paragraph }], { chunkSize: 200, mode: 'variable', startPage: 1, endPage: 10 });
    expect(chunks.length).toBeGreaterThan(10);
    for (const c of chunks) {
      expect(c.pageNumber).toBe(7);
      expect(c.content).toMatch(/^Sentence number \d+ .*records\.$/);
    }
    const longWords = chunkPages([{ number: 1, text: 'word '.repeat(100) }], { chunkSize: 23, mode: 'page', startPage: 1, endPage: 1 });
    expect(longWords.every((c) => /^(word )*word$/.test(c.content))).toBe(true);
  });

  it("'block' mode gives paragraphs their own chunks and joins short ones with what follows", async () => {
    const doc = await parseDocument(readCorpus(DC_TITLES[1]), 'txt');
    const chunks = chunkPages(doc.pages, { chunkSize: 3000, mode: 'block', startPage: 1, endPage: 5 });
    expect(chunks.every((c) => c.content.length >= MIN_BLOCK_CHARS || c === chunks[chunks.length - 1])).toBe(true);
    expect(chunks[0].content).toMatch(/^CODE OF THE DISTRICT OF COLUMBIA\n\nTITLE 8\.[\s\S]*\n\n\(a\) Any person may file a complaint/);
    const word = await parseDocument(readCorpus(DOCX_FILE), 'docx');
    const wordChunks = chunkPages(word.pages, { chunkSize: 3000, mode: 'block', startPage: 1, endPage: 3 });
    expect(wordChunks.length).toBeGreaterThan(6);
    expect(wordChunks.every((c) => c.content.length <= 3000 && c.content.length >= MIN_BLOCK_CHARS)).toBe(true);
  });

  it('only uses pages within [startPage, endPage] and starts at the first of them', async () => {
    const pages = await generatedPages();
    for (const mode of CHUNK_MODES) {
      const chunks = chunkPages(pages, { chunkSize: 3000, mode, startPage: 4, endPage: 6 });
      expect(chunks[0].pageNumber).toBe(4);
      expect(chunks[0].content.startsWith(pages[3].text.slice(0, 40))).toBe(true);
      expect(chunks.every((c) => c.pageNumber >= 4 && c.pageNumber <= 6)).toBe(true);
      expect(chunks.some((c) => c.content.includes('§ 25-724.'))).toBe(false); // page 8
    }
  });

  it('returns nothing for blank pages, and the same chunks every time', async () => {
    expect(chunkPages([{ number: 1, text: '  \n\n \t' }, { number: 2, text: '' }], { chunkSize: 100, mode: 'section', startPage: 1, endPage: 2 })).toEqual([]);
    const pages = await generatedPages();
    const options = { chunkSize: 1200, mode: 'section' as const, ...all };
    expect(chunkPages(pages, options)).toEqual(chunkPages(pages, options));
  });

  it('refuses a chunk size that is not a positive number', () => {
    expect(() => chunkPages([{ number: 1, text: 'x' }], { chunkSize: 0, mode: 'page', startPage: 1, endPage: 1 })).toThrow(RangeError);
  });
});
