import { describe, expect, it } from 'vitest';
import { readEnactment } from '../enactment';
import { dcTitle, plantedText, sectionsOf } from './corpus.test-support';
import { findConflicts } from './find-conflicts';
import type { ConflictSection } from './types';

// The real Rivergrove Ordinance 89-2018 (its opening and Section 1, as the PDF parser reads them) against the planted
// older text of the Land Development Ordinance's § 5.100 it repeals and replaces.
const TREE_ORDINANCE: ConflictSection = {
  id: 11,
  documentId: 1,
  documentName: 'Ordinance 89-2018 (tree cutting)',
  sectionNumber: '1',
  sectionLabel: 'Section 1',
  heading: null,
  citation: 'Section 1',
  content:
    'Section 1. Section 5.100 of the Rivergrove Land Development Ordinance (Attachment D to Ordinance\n#74-2004), entitled “Tree Cutting”) is hereby repealed and replaced with a new Section 5.100 entitled\n“Tree Cutting” that provides as follows:',
  documentEnactment: readEnactment('ORDINANCE NO. 89-2018\n\nBEFORE THE CITY COUNCIL OF\nTHE CITY OF RIVERGROVE, OREGON'),
};
const ldoText = plantedText('planted-rivergrove-ldo-5-100-ord-74-2004.txt');
const OLD_LDO = sectionsOf(ldoText, { id: 2, name: 'Land Development Ordinance' }).map((s) => ({ ...s, documentEnactment: readEnactment(ldoText) }));
const supersessions = (sections: ConflictSection[], focus?: number[]) =>
  findConflicts(sections, { threshold: 0.3, focus: focus && new Set(focus) }).filter((f) => f.kind === 'supersession');

describe('supersession', () => {
  it('names the Rivergrove tree ordinance and the old LDO § 5.100 it replaces, and says which is newer', () => {
    const [finding, ...rest] = supersessions([TREE_ORDINANCE, ...OLD_LDO]);
    expect(rest).toEqual([]);
    expect(finding.explanation).toBe(
      'Ordinance 89-2018 (tree cutting) (Ordinance No. 89-2018) repeals and replaces Section 5.100 of the Rivergrove Land Development Ordinance, ' +
        'but the earlier text of Section 5.100 of Land Development Ordinance is still published. Ordinance 89-2018 (tree cutting) is the newer text (of 2018, after 2004).',
    );
    expect(finding.newer).toBe(0);
    expect(finding.sides[0]).toMatchObject({ enactment: 'Ordinance No. 89-2018', quote: expect.stringMatching(/^Section 5\.100 of the Rivergrove .* is hereby repealed and replaced/) });
    expect(finding.sides[1]).toMatchObject({ enactment: 'Ordinance No. 74-2004', sectionLabel: 'Section 5.100', quote: expect.stringMatching(/^Section 5\.100\. Tree Cutting/) });
    expect(finding.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('is found from either side: an answer citing the old section, or one citing the ordinance', () => {
    expect(supersessions([TREE_ORDINANCE, ...OLD_LDO], [OLD_LDO[0].id])).toHaveLength(1);
    expect(supersessions([TREE_ORDINANCE, ...OLD_LDO], [TREE_ORDINANCE.id])).toHaveLength(1);
  });

  it('leaves an old text that already cites the replacing act, and lowers one that looks newer than the act', () => {
    const codified = OLD_LDO.map((s) => ({ ...s, content: `${s.content}\n\n(Ord. 74-2004; amended by Ordinance No. 89-2018.)` }));
    expect(supersessions([TREE_ORDINANCE, ...codified])).toEqual([]);

    // DC § 25-725 as codified, history through 2013, against an act that says it amends § 25-725 but dates from 2009.
    const section = sectionsOf(dcTitle('dc-title-25-alcoholic-beverages.txt'), { id: 3, name: 'DC Code Title 25' }, ['25-725']);
    const act: ConflictSection = { ...TREE_ORDINANCE, id: 99, documentId: 4, documentName: 'Act', content: 'Section 2. § 25-725 is hereby amended as follows:', documentEnactment: readEnactment('ADOPTED on March 3, 2009.') };
    const [older] = supersessions([act, ...section]);
    expect(older.newer).toBe(1);
    expect(older.confidence).toBeLessThan(0.6);
    expect(older.explanation).toMatch(/Yet DC Code Title 25 looks newer \(dated 2013-05-01, after 2009-03-03\): it may already include the change\.$/);
  });
});
