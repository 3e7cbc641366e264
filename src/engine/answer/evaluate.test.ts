import { describe, expect, it } from 'vitest';
import { evaluateAnswers } from './evaluate';

describe('evaluateAnswers', () => {
  const expected = { q1: ['§ 25-723'], q2: ['§ 8-1804'], q3: [], q4: [] };

  it('counts an expected section only among the first three citations, however it is spelled', () => {
    const result = evaluateAnswers(
      [
        { id: 'q1', citations: ['§ 25-722', '§25-723.'], apology: false },
        { id: 'q2', citations: ['§ 8-1801', '§ 8-1802', '§ 8-1803', '§ 8-1804'], apology: false },
      ],
      expected,
    );
    expect(result).toMatchObject({ answerable: 2, citedCount: 1, citedInTop3: 0.5 });
  });

  it('scores apologies separately for unanswerable and answerable questions', () => {
    const result = evaluateAnswers(
      [
        { id: 'q1', citations: [], apology: true },
        { id: 'q3', citations: [], apology: true },
        { id: 'q4', citations: ['§ 1-1'], apology: false },
      ],
      expected,
    );
    expect(result).toMatchObject({ answerable: 1, unanswerable: 2, apologisedUnanswerable: 1, apologisedAnswerable: 1, citedCount: 0 });
  });
});
