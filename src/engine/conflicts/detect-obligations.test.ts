import { describe, expect, it } from 'vitest';
import { dcTitle, plantedText, sectionsOf } from './corpus.test-support';
import { findConflicts } from './find-conflicts';
import type { ConflictSection } from './types';

const requirements = (sections: ConflictSection[]) => findConflicts(sections, { threshold: 0.3 }).filter((f) => f.kind === 'requirement');

describe('requirement against prohibition or exemption', () => {
  it('finds the manager’s licence requirement of § 25-701 turned into an exemption in a stale copy', () => {
    const sections = [
      ...sectionsOf(dcTitle('dc-title-25-alcoholic-beverages.txt'), { id: 1, name: 'DC Code Title 25' }, ['25-701']),
      ...sectionsOf(plantedText('planted-dc-title-25-ch7-print-2019.txt'), { id: 2, name: 'Chapter 7 (2019 print)' }, ['25-701']),
    ];
    const [finding, ...rest] = requirements(sections);
    expect(rest).toEqual([]);
    expect(finding.explanation).toBe('§ 25-701 of DC Code Title 25 requires an act that § 25-701 of Chapter 7 (2019 print) exempts from, and neither states a condition.');
    expect(finding.sides.map((s) => s.quote)).toEqual([
      '(a) A person designated to manage an establishment shall possess a manager’s license.',
      '(a) A person designated to manage an establishment is not required to possess a manager’s license.',
    ]);
    expect(finding.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('finds "shall" against "shall not" for the same actor and act, across sections', () => {
    const a = sectionsOf('§ 25-711. Signs.\n\n(a) A retail licensee shall post a sign warning pregnant women about drinking.', { id: 1, name: 'Code' });
    const b = sectionsOf('§ 7. Window signs.\n\nA retail licensee shall not post a sign warning pregnant women about drinking.', { id: 2, name: 'Ordinance' });
    expect(requirements([...a, ...b]).map((f) => f.sides.map((s) => s.documentName))).toEqual([['Code', 'Ordinance']]);
  });

  it('leaves a conditional rule, a different actor, or a different act alone', () => {
    const required = sectionsOf('§ 1. Rule.\n\nA retail licensee shall post a sign warning pregnant women about drinking.', { id: 1, name: 'A' });
    const conditional = sectionsOf('§ 2. Rule.\n\nUnless the Board approves, a retail licensee shall not post a sign warning pregnant women about drinking.', { id: 2, name: 'B' });
    const actor = sectionsOf('§ 3. Rule.\n\nA wholesaler shall not post a sign warning pregnant women about drinking.', { id: 3, name: 'C' });
    const act = sectionsOf('§ 4. Rule.\n\nA retail licensee shall not serve an intoxicated person.', { id: 4, name: 'D' });
    expect(requirements([...required, ...conditional, ...actor, ...act])).toEqual([]);
  });
});
