import { describe, expect, it } from 'vitest';
import { dcTitle, plantedText, sectionsOf } from './corpus.test-support';
import { findConflicts } from './find-conflicts';
import type { ConflictSection } from './types';

const TITLE_25 = { id: 1, name: 'DC Code Title 25' };
const PRINT = { id: 2, name: 'Title 25, Chapter 7 (2019 print)' };
const title25 = dcTitle('dc-title-25-alcoholic-beverages.txt');
const print = plantedText('planted-dc-title-25-ch7-print-2019.txt');
const quantityFindings = (sections: ConflictSection[], focus?: number[]) =>
  findConflicts(sections, { focus: focus && new Set(focus) }).filter((f) => f.kind === 'quantity');

describe('quantity conflicts', () => {
  it('finds the planted weekend hour (3:00 → 4:00 a.m.) and Inaugural Week fee in a stale copy of § 25-723, quoting both sides', () => {
    const sections = [...sectionsOf(title25, TITLE_25, ['25-723', '25-724']), ...sectionsOf(print, PRINT, ['25-723', '25-724'])];
    const found = quantityFindings(sections);
    expect(found.map((f) => f.explanation).sort()).toEqual([
      'Different amounts for what reads as the same thing: § 25-723 of DC Code Title 25 says $250, while § 25-723 of Title 25, Chapter 7 (2019 print) says $300.',
      'Different times for what reads as the same thing: § 25-723 of DC Code Title 25 says 3:00 a.m., while § 25-723 of Title 25, Chapter 7 (2019 print) says 4:00 a.m.',
    ]);
    const hour = found.find((f) => f.explanation.includes('4:00')) ?? found[0];
    expect(hour.sides[0].quote).toContain('(2) 3:00 a.m. and 6:00 a.m. on Saturday and Sunday');
    expect(hour.sides[1].quote).toContain('(2) 4:00 a.m. and 6:00 a.m. on Saturday and Sunday');
    // The lead-in that says what the hours are for is quoted with the list item.
    expect(hour.sides[0].quote).toMatch(/between the following hours: … \(2\)/);
    expect(hour.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('does not compare weekday with weekend hours, or one subsection with another, in the same section published twice', () => {
    const sections = [...sectionsOf(title25, TITLE_25, ['25-723']), ...sectionsOf(title25, PRINT, ['25-723'])];
    expect(findConflicts(sections, { threshold: 0.3 })).toEqual([]);
  });

  it('stays quiet on the template sentences different acts repeat with different numbers', () => {
    // Real DC text: three rulemaking sections, each giving the Council a different review period for its own rules.
    const text = [
      '§ 8-2013. Rules.\n\n(d) The proposed rules shall be submitted to the Council for a 45-day period of review, excluding Saturdays, Sundays, legal holidays, and days of Council recess.',
      '§ 50-2552. Rules.\n\nThe proposed rules shall be submitted to the Council for a 30-day period of review, excluding Saturdays, Sundays, legal holidays, and days of Council recess.',
      '§ 25-340.01. Rules.\n\nThe proposed rules shall be submitted to the Council for a 30-day period of review, excluding Saturdays, Sundays, legal holidays, and days of Council recess.',
    ];
    const sections = text.flatMap((t, i) => sectionsOf(t, { id: i + 1, name: `Title ${i}` }));
    expect(findConflicts(sections, { threshold: 0.3 })).toEqual([]);
  });

  it('compares different sections when one names the other, and not when a second number sets the condition apart', () => {
    const code = sectionsOf('§ 8-1804. Licenses.\n\n(e) The annual license fee for a dog is $50.', { id: 1, name: 'Code' });
    const resolution = sectionsOf('§ 3. Dog license fees.\n\nThe annual license fee for a dog under § 8-1804 is $65.', { id: 2, name: 'Fee resolution' });
    const [finding] = quantityFindings([...code, ...resolution]);
    expect(finding?.explanation).toBe('Different amounts for what reads as the same thing: § 8-1804 of Code says $50, while § 3 of Fee resolution says $65.');

    const household = sectionsOf('§ 8-1804. Licenses.\n\n(e) For a household of 2 persons, the fee is $50.', { id: 3, name: 'A' });
    const other = sectionsOf('§ 9. Fees.\n\n(e) For a household of 3 persons under § 8-1804, the fee is $65.', { id: 4, name: 'B' });
    expect(findConflicts([...household, ...other], { threshold: 0.3 })).toEqual([]);
  });

  it('with a focus, compares only pairs that involve the focus sections', () => {
    const sections = [...sectionsOf(title25, TITLE_25, ['25-723', '25-701']), ...sectionsOf(print, PRINT, ['25-723', '25-701'])];
    const focus = sections.filter((s) => s.sectionNumber === '25-701').map((s) => s.id);
    expect(quantityFindings(sections, focus)).toEqual([]);
    expect(findConflicts(sections, { focus: new Set(focus) }).map((f) => f.kind)).toEqual(['requirement']);
  });
});
