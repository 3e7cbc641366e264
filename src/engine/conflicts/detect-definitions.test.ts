import { describe, expect, it } from 'vitest';
import { dcTitle, plantedText, sectionsOf } from './corpus.test-support';
import { findConflicts } from './find-conflicts';
import type { ConflictSection } from './types';

const title25 = dcTitle('dc-title-25-alcoholic-beverages.txt');
const definitions = (sections: ConflictSection[]) => findConflicts(sections, { threshold: 0.3 }).filter((f) => f.kind === 'definition');

describe('definition conflicts', () => {
  it('finds "Go-cup" reworded in a stale copy of § 25-101, quoting both definitions', () => {
    const sections = [
      ...sectionsOf(title25, { id: 1, name: 'DC Code Title 25' }, ['25-101']),
      ...sectionsOf(plantedText('planted-dc-title-25-ch1-5-print-2019.txt'), { id: 2, name: 'Title 25 (2019 print)' }, ['25-101']),
    ];
    const [finding, ...rest] = definitions(sections);
    expect(rest).toEqual([]);
    expect(finding.explanation).toBe(
      '"Go-cup" is defined differently in § 25-101 of DC Code Title 25 and in § 25-101 of Title 25 (2019 print): the same section, published in two documents, words it differently.',
    );
    expect(finding.sides.map((s) => s.quote)).toEqual([
      expect.stringContaining('“Go-cup” means a drinking utensil provided at no charge'),
      expect.stringContaining('“Go-cup” means any open container sold or given to a customer'),
    ]);
    expect(finding.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('does not compare definitions that govern different chapters, or different documents’ own sections', () => {
    // Real DC text: "Mayor" defined for Chapter 2 and for Chapter 11 of Title 6, and "Leash" in two Title 8 subchapters.
    const title6 = [
      '§ 6-201. Definitions.\n\nFor the purposes of this chapter, the term:\n  (29) “Mayor” means the Mayor of the District of Columbia.',
      '§ 6-1102. Definitions.\n\nFor the purposes of this chapter, the term:\n  (8) “Mayor” means the Mayor of the District of Columbia, or his designated agent.',
    ].flatMap((t, i) => sectionsOf(t, { id: 1, name: 'Title 6' }).map((s) => ({ ...s, id: i, citation: `Title 6 › Chapter ${i ? 11 : 2} › ${s.sectionLabel}` })));
    expect(definitions(title6)).toEqual([]);
    const leash = [
      sectionsOf('§ 8-1801. Definitions.\n\n(14) "Leash" means a line held by a person on one end that is for leading or restraining an animal.', { id: 2, name: 'Title 8' }),
      sectionsOf('§ 8-1865.01. Definitions.\n\n(3) "Leash" means a line held by a person on one end that is for leading or restraining a dog.', { id: 3, name: 'Dog parks' }),
    ].flat();
    expect(definitions(leash)).toEqual([]);
  });

  it('finds two wordings within one document when both govern the same chapter', () => {
    const text = [
      '§ 9-101. Definitions.\n\nFor the purposes of this chapter, the term:\n  (1) “Sidewalk café” means an outdoor seating area on public space.',
      '§ 9-120. Permits.\n\n(a) For the purposes of this chapter, the term “sidewalk café” means any table placed within 10 feet of a storefront.',
    ].join('\n\n');
    const sections = sectionsOf(text, { id: 1, name: 'Title 9' }).map((s) => ({ ...s, citation: `Title 9 › Chapter 1 › ${s.sectionLabel}` }));
    expect(definitions(sections).map((f) => f.explanation)).toEqual([
      '"Sidewalk café" is defined twice in Title 9, differently, for the same chapter: § 9-101 of Title 9 and § 9-120 of Title 9.',
    ]);
  });

  it('does not take a definition cut short by a page break for a different one', () => {
    const cut = sectionsOf('Section 5.100. Tree Cutting\n\n4. “Certified Arborist” - An individual who has either obtained a certification as an arborist from the', { id: 1, name: 'A' });
    const whole = sectionsOf(
      'Section 5.100. Tree Cutting\n\n4. “Certified Arborist” - An individual who has either obtained a certification as an arborist from the International Society of Arboriculture, or who is a member of the American Society of Consulting Arborists.',
      { id: 2, name: 'B' },
    );
    expect(definitions([...cut, ...whole])).toEqual([]);
  });
});
