import { describe, expect, it } from 'vitest';
import { isHeadingLine, matchHeading } from './section-headings';

describe('matchHeading', () => {
  it.each([
    ['§ 25-723. Hours of sale and service for on-premises retail licensees.', 'section'],
    ['§ [25-116.01]. Reserved.', 'section'],
    ['§ 6-751.03. Locations.', 'section'],
    ['Sec. 4-12. Fees for permits.', 'section'],
    ['Section 5. Exempt Signs.', 'section'],
    ['SECTION 2.   PURPOSE', 'section'],
    ['17.24.040 Definitions.', 'decimal'],
    ['CHAPTER 7. STANDARDS OF OPERATION.', 'chapter'],
    ['CHAPTER 7A. TRASH COLLECTION NOISE VIOLATION ABATEMENT.', 'chapter'],
    ['ARTICLE IV', 'article'],
    ['ARTICLE IV - ZONING DISTRICTS', 'article'],
    ['TITLE 25. ALCOHOLIC BEVERAGES. [ENACTED TITLE]', 'title'],
    ['SUBTITLE E. ANIMAL CONTROL AND PROTECTION.', 'subtitle'],
    ['Subchapter XI-A. Limitation on transfer of responsibility.', 'subchapter'],
    ['Part A. General Provisions.', 'part'],
    ['   § 25-723. Indented heading.', 'section'],
  ])('recognises %s', (line, kind) => {
    expect(matchHeading(line)).toBe(kind);
  });

  it.each([
    'as provided in § 25-101 of this title.',
    '§ 25-101(32A) defines a miniature.',
    '§ 25-723 and § 25-724 apply.',
    'Chapter 7 of this title applies to all licensees.',
    'Section 7 of this ordinance allows temporary signs.',
    'Title 25, as amended, governs.',
    'section 5. lower case is running text',
    '(a) A licensee shall post the sign.',
    'Part of the premises may be used.',
    'Section Number',
  ])('does not take running text for a heading: %s', (line) => {
    expect(matchHeading(line)).toBeNull();
  });

  it('does not take a wrapped cross-reference for a heading', () => {
    const lines = ['The hours are those set forth in', '§ 25-723. The Board may shorten them.'];
    expect(isHeadingLine(lines, 1)).toBeNull();
    expect(isHeadingLine(['(2) 3:00 a.m. and 6:00 a.m. on Saturday.', '§ 25-723. Hours of sale.'], 1)).toBe('section');
    expect(isHeadingLine(['', 'Section 4. General Requirements.'], 1)).toBe('section');
  });
});
