import { describe, expect, it } from 'vitest';
import { parseDocument } from './parse-document';
import { linePattern, removeRunningLines } from './running-lines';
import { DC_TITLES, readCorpus } from './test-corpus';

const page = (number: number, lines: string[]) => ({ number, text: lines.join('\n') });
const repealedCount = (pages: { text: string }[]) => pages.reduce((n, p) => n + (p.text.match(/^Repealed\.$/gm)?.length ?? 0), 0);

describe('removeRunningLines', () => {
  it('matches page footers whatever their numbers', () => {
    expect(linePattern('Page 3 of 27')).toBe(linePattern(' Page 12  of 27 '));
  });

  it('strips a header, a "Page N of M" footer and page numbers added to real DC Code pages, and nothing else', async () => {
    const doc = await parseDocument(readCorpus(DC_TITLES[0]), 'txt');
    const printed = doc.pages.map((p) =>
      page(p.number, [`— ${p.number + 10} —`, 'D.C. CODE — TITLE 6. HOUSING AND BUILDING', '', p.text, '', `Page ${p.number} of ${doc.pages.length}`]),
    );
    const { pages, removedLines } = removeRunningLines(printed);
    expect(removedLines).toEqual(['— 11 —', 'D.C. CODE — TITLE 6. HOUSING AND BUILDING', `Page 1 of ${doc.pages.length}`]);
    expect(pages.map((p) => p.text)).toEqual(doc.pages.map((p) => p.text));
    expect(repealedCount(pages)).toBeGreaterThan(70);
  });

  it('keeps "Repealed." when it often ends a page but also appears mid-page', () => {
    const pages = Array.from({ length: 10 }, (_, i) =>
      page(i + 1, [
        `§ 6-75${i}. Heading number ${'abcdefghij'[i]}.`,
        ...(i < 3 ? ['Repealed.', `§ 6-76${i}. Other ${'abcdefghij'[i]}.`] : []),
        `(a) Body text ${'abcdefghij'[i]} that differs on every page.`,
        `(b) More body text, ${'abcdefghij'[i]}.`,
        `(c) Still more, ${'abcdefghij'[i]}.`,
        i < 7 ? 'Repealed.' : `(d) End ${i}.`,
      ]),
    );
    const { pages: cleaned, removedLines } = removeRunningLines(pages);
    expect(removedLines).toEqual([]);
    expect(repealedCount(cleaned)).toBe(10);
  });

  it('needs a line on at least half the pages, and on at least 3', () => {
    const body = (i: number) => [`Text ${'abcdefghij'[i]}.`, `More ${'abcdefghij'[i]}.`, `Even more ${'abcdefghij'[i]}.`, `Last ${'abcdefghij'[i]}.`];
    const two = [page(1, ['Draft', ...body(0)]), page(2, ['Draft', ...body(1)])];
    expect(removeRunningLines(two).removedLines).toEqual([]);
    const some = Array.from({ length: 10 }, (_, i) => page(i + 1, [i < 4 ? 'Draft copy' : `Heading ${'abcdefghij'[i]}`, ...body(i)]));
    expect(removeRunningLines(some).removedLines).toEqual([]);
    const half = Array.from({ length: 10 }, (_, i) => page(i + 1, [i < 5 ? 'Draft copy' : `Heading ${'abcdefghij'[i]}`, ...body(i)]));
    expect(removeRunningLines(half).removedLines).toEqual(['Draft copy']);
  });

  it('leaves the DC Code text alone: its many "Repealed." lines all stay', async () => {
    const doc = await parseDocument(readCorpus(DC_TITLES[0]), 'txt');
    const { pages, removedLines } = removeRunningLines(doc.pages);
    expect(removedLines).toEqual([]);
    expect(repealedCount(pages)).toBe(repealedCount(doc.pages));
    expect(repealedCount(pages)).toBeGreaterThan(70);
  });
});
