import { describe, expect, it } from 'vitest';
import { evaluateRetrieval } from './evaluate';

describe('evaluateRetrieval', () => {
  const expected = { q1: ['§ 25-723'], q2: ['§ 8-1803', '§ 8-1804'], q3: ['§ 42-3505.31'], q4: [] };

  it('ranks by section: several chunks of one section count once, at its best rank', () => {
    const result = evaluateRetrieval(
      [
        { id: 'q1', ranked: ['§ 25-723', '§ 25-723', '§ 25-724'] },
        // Three chunks of § 8-1805 before § 8-1804: by section, § 8-1804 is second.
        { id: 'q2', ranked: ['§ 8-1805', '§ 8-1805', '§ 8-1805', '§ 8-1804'] },
        { id: 'q3', ranked: ['§ 1-1', '§ 1-2', '§ 1-3', '§ 1-4', '§ 1-5', '§ 1-6', '§ 42-3505.31'] },
        { id: 'q4', ranked: ['§ 50-1'] },
      ],
      expected,
    );
    expect(result.answerable).toBe(3);
    expect(result.perQuestion.map((q) => q.firstRelevantRank)).toEqual([1, 2, 7, null]);
    expect(result.recallAt).toEqual({ 1: 1 / 3, 3: 2 / 3, 5: 2 / 3, 10: 1 });
    expect(result.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 7) / 3);
  });

  it('leaves unanswerable questions out of recall and MRR, and counts a miss as 0', () => {
    const result = evaluateRetrieval([{ id: 'q3', ranked: ['§ 1-1'] }, { id: 'q4', ranked: [] }], expected);
    expect(result.answerable).toBe(1);
    expect(result.recallAt[10]).toBe(0);
    expect(result.mrr).toBe(0);
    expect(result.perQuestion[1]).toMatchObject({ answerable: false, firstRelevantRank: null });
  });

  it('matches labels however they are spaced or punctuated', () => {
    expect(evaluateRetrieval([{ id: 'q1', ranked: ['§25-723.'] }], expected).recallAt[1]).toBe(1);
  });
});
