import { describe, expect, it } from 'vitest';
import { planQuery } from './plan-query';
import { proximityPairs, proximityScore } from './proximity';

const plan = (question: string) => {
  const p = planQuery(question);
  return { ...p, terms: p.terms.map((t) => ({ ...t, idf: 2 })) };
};

describe('proximity', () => {
  const question = 'What license do I need to go door to door taking orders and deposits for window blinds?';
  // DC § 47-2835 (solicitors) states the question's words together; § 47-2851.03a names them far apart.
  const together =
    'Any person who goes from house to house, or place to place, within the District of Columbia, selling or taking orders for or offering to sell or take orders for goods, wares, merchandise, or any article or thing of value for future delivery, and requiring or accepting a deposit for such future delivery, shall be deemed a solicitor.';
  const scattered =
    'Orders of the Mayor shall be published in the District of Columbia Register within 30 days of their issuance, and a license issued by the Department shall be displayed at the place of business. All fees and deposits collected under this chapter shall be paid into the General Fund of the District of Columbia.';

  it('pairs the question\'s neighbouring content words, in order', () => {
    const pairs = proximityPairs(plan(question));
    const words = pairs.map((p) => `${[...p.left][0]}+${[...p.right][0]}`);
    expect(words).toContain('take+order');
    expect(words).toContain('order+deposit');
    expect(words).not.toContain('license+blind');
  });

  it('scores a passage where the question\'s words stand together above one where they are scattered', () => {
    const pairs = proximityPairs(plan(question));
    expect(proximityScore(pairs, together)).toBeGreaterThan(proximityScore(pairs, scattered));
    expect(proximityScore(pairs, scattered)).toBe(0);
  });

  it('scores nothing for a one-word question', () => {
    expect(proximityPairs(plan('Definitions?'))).toEqual([]);
  });
});
