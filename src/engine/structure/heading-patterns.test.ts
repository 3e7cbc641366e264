import { describe, expect, it } from 'vitest';
import { continuesSentence, hasDotLeader, headingAt, isHeadingTail, isHistoryLine, isNoiseLine, matchHeading } from './heading-patterns';

const pick = (line: string) => {
  const m = matchHeading(line);
  return m && { type: m.type, number: m.number, label: m.label, rest: m.rest };
};

describe('matchHeading', () => {
  it.each([
    ['TITLE 25. ALCOHOLIC BEVERAGES. [ENACTED TITLE]', 'title', '25', 'Title 25', 'ALCOHOLIC BEVERAGES. [ENACTED TITLE]'],
    ['Title 25', 'title', '25', 'Title 25', ''],
    ['SUBTITLE E. ANIMAL CONTROL AND PROTECTION.', 'subtitle', 'E', 'Subtitle E', 'ANIMAL CONTROL AND PROTECTION.'],
    ['CHAPTER 7. STANDARDS OF OPERATION.', 'chapter', '7', 'Chapter 7', 'STANDARDS OF OPERATION.'],
    ['Chapter 7A', 'chapter', '7A', 'Chapter 7A', ''],
    ['CHAPTER 7B. COLLECTION AND DISPOSAL OF REFUSE AUTHORIZED', 'chapter', '7B', 'Chapter 7B', 'COLLECTION AND DISPOSAL OF REFUSE AUTHORIZED'],
    ['CHAPTER 25A-i. DAYTIME SCHOOL PARKING ZONES.', 'chapter', '25A-i', 'Chapter 25A-i', 'DAYTIME SCHOOL PARKING ZONES.'],
    ['Subchapter III. Hours; Noise Restrictions; Control of Litter.', 'subchapter', 'III', 'Subchapter III', 'Hours; Noise Restrictions; Control of Litter.'],
    ['Subchapter II-A. Inclusionary Zoning Implementation.', 'subchapter', 'II-A', 'Subchapter II-A', 'Inclusionary Zoning Implementation.'],
    ['ARTICLE IV', 'article', 'IV', 'Article IV', ''],
    ['Article 4 - Zoning Districts', 'article', '4', 'Article 4', 'Zoning Districts'],
    ['Part A. General.', 'part', 'A', 'Part A', 'General.'],
    ['Part D-i. Body Artists.', 'part', 'D-i', 'Part D-i', 'Body Artists.'],
    ['PART 2', 'part', '2', 'Part 2', ''],
    ['Division 3. Signs', 'division', '3', 'Division 3', 'Signs'],
    ['Exhibit 1', 'appendix', '1', 'Exhibit 1', ''],
    ['Sec. 4-12. Definitions.', 'section', '4-12', 'Sec. 4-12', 'Definitions.'],
    ['SEC. 2. Effective date.', 'section', '2', 'Sec. 2', 'Effective date.'],
    ['Section 5.', 'section', '5', 'Section 5', ''],
    ['SECTION 5', 'section', '5', 'Section 5', ''],
    ['Section 3.    Definitions.', 'section', '3', 'Section 3', 'Definitions.'],
    ['Section 1: The City hereby amends the Planning Fee Schedule', 'section', '1', 'Section 1', 'The City hereby amends the Planning Fee Schedule'],
    ['Section 5.100. Tree Cutting', 'section', '5.100', 'Section 5.100', 'Tree Cutting'],
    ['§ 25-723. Hours of sale and service for on-premises retail licensees and temporary licensees.', 'section', '25-723', '§ 25-723', 'Hours of sale and service for on-premises retail licensees and temporary licensees.'],
    ['§ [25-116.01]. Pub endorsement.', 'section', '25-116.01', '§ 25-116.01', 'Pub endorsement.'],
    ['§ 47-2853.04a-1. Something.', 'section', '47-2853.04a-1', '§ 47-2853.04a-1', 'Something.'],
    ['§§ 25-101 to 25-103. Repealed.', 'section', '25-101 to 25-103', '§§ 25-101 to 25-103', 'Repealed.'],
    ['17.24.040 Definitions.', 'section', '17.24.040', '17.24.040', 'Definitions.'],
    ['17.24.040 - Fences and walls.', 'section', '17.24.040', '17.24.040', 'Fences and walls.'],
    ['     Section 1: Centred or indented headings count too', 'section', '1', 'Section 1', 'Centred or indented headings count too'],
  ])('reads %j', (line, type, number, label, rest) => {
    expect(pick(line)).toEqual({ type, number, label, rest });
  });

  it.each([
    'Section 6-731.01 shall not apply to any person performing any alteration',
    'section 7 of this ordinance.',
    'Chapter 7 of this title applies to every licensee.',
    'Title 25, the Board shall',
    'Part of the premises',
    'Division of Motor Vehicles',
    '§ 25-101(32A) defines the term',
    '§ 25-723 of this title',
    'Article 4 of the charter',
    '17.24.040 of the code',
    '17.24.040',
    '1.5 acres or more',
    'TITLE OF ACT',
    'The Board shall act under § 25-101.',
    '(a) The licensee under a hotel license',
    'A. Except as provided in this ordinance',
    'Sectional signs are prohibited.',
    '§ 25-723 and § 25-724 apply.',
    'section 5. lower case is running text',
    'Section Number',
    '',
  ])('rejects %j', (line) => {
    expect(matchHeading(line)).toBeNull();
  });
});

describe('continuesSentence', () => {
  it('sees a wrapped cross-reference', () => {
    expect(continuesSentence('the fee is set as provided in')).toBe(true);
    expect(continuesSentence('as described in subsection (a), and under')).toBe(true);
    expect(continuesSentence('licensees,')).toBe(true);
  });
  it('lets a finished sentence, a blank line or a list item end stand', () => {
    expect(continuesSentence('shall remain in full force and effect.')).toBe(false);
    expect(continuesSentence('')).toBe(false);
    expect(continuesSentence(undefined)).toBe(false);
    expect(continuesSentence('excluding District and federal holidays; and')).toBe(false);
    expect(continuesSentence('CITY OF RIVERGROVE MUNICIPAL SIGN ORDINANCE')).toBe(false);
  });
});

describe('headingAt', () => {
  it('does not take a cross-reference wrapped to the start of a line for a heading', () => {
    expect(headingAt(['The hours are those set forth in', '§ 25-723. The Board may shorten them.'], 1)).toBeNull();
    expect(headingAt(['(2) 3:00 a.m. and 6:00 a.m. on Saturday.', '§ 25-723. Hours of sale.'], 1)?.label).toBe('§ 25-723');
    expect(headingAt(['', 'Section 4. General Requirements.'], 1)?.label).toBe('Section 4');
    expect(headingAt(['Section 4. General Requirements.'], 0)?.label).toBe('Section 4');
  });
});

describe('isHeadingTail (what follows a split-rule keyword)', () => {
  it.each(['', '   ', ' 7. STANDARDS OF OPERATION.', ' XI-A. Limitation on transfer.', ' D-i. Body Artists.', ' 25A-i. DAYTIME SCHOOL PARKING ZONES.', ' IV', ' 4 - Zoning Districts', ' [25-116.01]. Reserved.', '25-723. Hours of sale.'])(
    'accepts %j',
    (tail) => expect(isHeadingTail(tail)).toBe(true),
  );

  it.each([' 7 of this title applies.', ' 6-731.01 shall not apply', ', as amended', ' 7 (a)', ' of the premises', ' 4. see below'])('rejects %j', (tail) => {
    expect(isHeadingTail(tail)).toBe(false);
  });
});

describe('line kinds', () => {
  it('knows dot leaders, noise lines and history notes', () => {
    expect(hasDotLeader('Section 3. Definitions ............ 4')).toBe(true);
    expect(hasDotLeader('Section 3. Definitions.')).toBe(false);
    expect(isNoiseLine('   12  ')).toBe(true);
    expect(isNoiseLine('Page 3 of 27')).toBe(true);
    expect(isNoiseLine('Section Number')).toBe(true);
    expect(isNoiseLine('Repealed.')).toBe(false);
    expect(isHistoryLine('(May 3, 2001, D.C. Law 13-298, § 101, 48 DCR 2959.)')).toBe(true);
    expect(isHistoryLine('(Apr. 20, 1999, D.C. Law 12-261, § 2003)')).toBe(true);
    expect(isHistoryLine('(a) The licensee')).toBe(false);
  });
});
