import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse/parse-document';
import { removeRunningLines } from '../parse/running-lines';
import { GENERATED_PDF, readCorpus, SIGN_PDF } from '../parse/test-corpus';
import { findStartPages, parseSplitRules } from './find-start-pages';
import { InvalidInputError } from './input-error';
import { sectionRanges } from './section-ranges';

const parsed = new Map<string, Promise<{ number: number; text: string }[]>>();
// Each PDF is parsed once for the whole file; findStartPages never changes the pages it is given.
const pagesOf = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, parseDocument(readCorpus(file), 'pdf').then((d) => removeRunningLines(d.pages).pages));
  return parsed.get(file)!;
};
const marked = (result: Record<string, string>) => Object.fromEntries(Object.entries(result).filter(([, title]) => title !== 'no'));

describe('findStartPages', () => {
  it('marks the pages of the generated PDF where its subchapters begin (rule "Subchapter")', async () => {
    const pages = await pagesOf(GENERATED_PDF);
    const result = findStartPages(pages, { splitRules: 'Subchapter', startPage: 1, endPage: 27 });
    expect(Object.keys(result)).toHaveLength(27);
    // Pages checked against pdftotext; page 26 starts XI, XI-A and XII, and keeps the first.
    expect(marked(result)).toEqual({
      '1': 'Subchapter I. Staff Requirements.',
      '2': 'Subchapter II. Posting of Signs.',
      '3': 'Subchapter III. Hours; Noise Restrictions; Control of Litter.',
      '9': 'Subchapter IV. Sale on Credit, Gifts, and Loans.',
      '12': 'Subchapter V. Restrictions on Sales, Promotions, and Service.',
      '13': 'Subchapter VI. Limitations on Container Number, Size, Labeling, and Storage.',
      '15': 'Subchapter VII. Physical Space and Advertising.',
      '18': 'Subchapter VIII. Reporting; Importation.',
      '19': 'Subchapter IX. Minors and Intoxicated Persons.',
      '25': 'Subchapter X. Temporary Surrender of License — Safekeeping.',
      '26': 'Subchapter XI. Valet Parking.',
    });
    expect(result['4']).toBe('no');
  });

  it('finds the header search string only at the top of a page (first 5 non-empty lines), in any letter case', async () => {
    const pages = await pagesOf(GENERATED_PDF);
    const result = findStartPages(pages, { headerSearchString: '§ 25-7', startPage: 1, endPage: 27 });
    expect(result['2']).toBe('§ 25-704. Management agreements.');
    expect(result['3']).toBe('§ 25-712. Warning signs regarding dangers of alcohol consumption during pregnancy required.');
    expect(result['8']).toBe('§ 25-724. Board authorized to further restrict hours of operation.');
    // § 25-723 is on page 4, but well below the top of the page.
    expect(result['4']).toBe('no');
    expect(marked(findStartPages(pages, { headerSearchString: 'SUBCHAPTER', startPage: 1, endPage: 27 }))).toEqual({
      '1': 'Subchapter I. Staff Requirements.',
      '18': 'Subchapter VIII. Reporting; Importation.',
    });
    const sign = findStartPages(await pagesOf(SIGN_PDF), { headerSearchString: 'section', startPage: 1, endPage: 12 });
    expect(sign).toMatchObject({ '2': 'Section 1. Title.', '4': 'no', '10': 'Section 10. Construction and Maintenance Standards.', '12': 'Section 13. Penalties.' });
  });

  it('accepts /regex/ rules and several rules at once, and with neither uses US code headings', async () => {
    const pages = await pagesOf(GENERATED_PDF);
    expect(marked(findStartPages(pages, { splitRules: '/§\\s*25-72\\d\\./', startPage: 1, endPage: 27 }))).toEqual({
      '3': '§ 25-721. Hours of sale and delivery for wholesalers and manufacturers.',
      '4': '§ 25-722. Hours of sale and delivery for off-premises retail licensees.',
      '8': '§ 25-724. Board authorized to further restrict hours of operation.',
      '9': '§ 25-726. Control of litter.',
    });
    const both = findStartPages(pages, { splitRules: 'CHAPTER,\nSubchapter', startPage: 1, endPage: 27 });
    expect(both['1']).toBe('CHAPTER 7. STANDARDS OF OPERATION.');
    expect(both['2']).toBe('Subchapter II. Posting of Signs.');
    const defaults = findStartPages(pages, { startPage: 1, endPage: 27 });
    expect(defaults['1']).toBe('TITLE 25. ALCOHOLIC BEVERAGES. [ENACTED TITLE]');
    expect(Object.keys(marked(defaults))).toEqual(Object.keys(marked(findStartPages(pages, { splitRules: 'Subchapter', startPage: 1, endPage: 27 }))));
  });

  it('finds the sign ordinance sections with the rule "Section"', async () => {
    const result = findStartPages(await pagesOf(SIGN_PDF), { splitRules: 'Section', startPage: 2, endPage: 12 });
    expect(Object.keys(result)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(result['4']).toBe('Section 4. General Requirements.');
    expect(result['8']).toBe('Section 8. Prohibited Signs.');
    expect(result['12']).toBe('Section 13. Penalties.');
    expect(result['3']).toBe('no'); // page 3 is all definitions; its "See Section 7" is running text
  });

  it('does not take a cross-reference in running text for a section start', () => {
    const pages = [
      { number: 1, text: 'CHAPTER 3. PERMITS.\nSec. 3-1. Scope.' },
      { number: 2, text: 'The fees are those set in\nChapter 4 of this code, as amended.\nSee chapter 9.' },
      { number: 3, text: 'Fees for permits under\nCHAPTER 4. FEES. are listed.' },
      { number: 4, text: '(b) More text.\nChapter 4. Fees.' },
    ];
    expect(findStartPages(pages, { splitRules: 'Chapter', startPage: 1, endPage: 4 })).toEqual({ '1': 'CHAPTER 3. PERMITS.', '2': 'no', '3': 'no', '4': 'Chapter 4. Fees.' });
  });

  it('explains a broken regular expression', () => {
    expect(() => parseSplitRules('CHAPTER, /([a-z/')).toThrow(InvalidInputError);
    expect(() => parseSplitRules('/([a-z/')).toThrow(/not a valid regular expression/);
    expect(parseSplitRules('CHAPTER, /^Sec\\.\\s+\\d{1,3}/i\nARTICLE').map((r) => r.source)).toEqual(['CHAPTER', '/^Sec\\.\\s+\\d{1,3}/i', 'ARTICLE']);
  });
});

describe('sectionRanges', () => {
  it('turns the subchapter start pages into page ranges, with and without overlap', async () => {
    const startPages = findStartPages(await pagesOf(GENERATED_PDF), { splitRules: 'Subchapter', startPage: 1, endPage: 27 });
    const overlap = sectionRanges(startPages, { pageCount: 27, overlap: true });
    expect(overlap.map((r) => [r.startPage, r.endPage])).toEqual([[1, 2], [2, 3], [3, 9], [9, 12], [12, 13], [13, 15], [15, 18], [18, 19], [19, 25], [25, 26], [26, 27]]);
    expect(overlap[2].title).toBe('Subchapter III. Hours; Noise Restrictions; Control of Litter.');
    const apart = sectionRanges(startPages, { pageCount: 27, overlap: false });
    expect(apart.map((r) => [r.startPage, r.endPage])).toEqual([[1, 1], [2, 2], [3, 8], [9, 11], [12, 12], [13, 14], [15, 17], [18, 18], [19, 24], [25, 25], [26, 27]]);
  });

  it('sorts by page number, skips "no" and pages outside the document, and never ends before it starts', () => {
    const ranges = sectionRanges({ '10': 'Chapter 3', '2': 'Chapter 1', '3': 'Chapter 2', '5': 'no', '40': 'Appendix' }, { pageCount: 12, overlap: false });
    expect(ranges).toEqual([
      { title: 'Chapter 1', startPage: 2, endPage: 2 },
      { title: 'Chapter 2', startPage: 3, endPage: 9 },
      { title: 'Chapter 3', startPage: 10, endPage: 12 },
    ]);
    expect(sectionRanges({}, { pageCount: 5, overlap: true })).toEqual([]);
  });
});
