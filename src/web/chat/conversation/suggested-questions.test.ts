import { describe, expect, it } from 'vitest';
import { pickSuggestedQuestions, SUGGESTED_QUESTIONS } from './suggested-questions';

describe('suggested questions', () => {
  it('offers 18 different questions', () => {
    expect(SUGGESTED_QUESTIONS).toHaveLength(18);
    expect(new Set(SUGGESTED_QUESTIONS).size).toBe(18);
    for (const q of SUGGESTED_QUESTIONS) expect(q).toMatch(/\?$/);
  });

  it('shows three different questions from the list', () => {
    for (let seed = 0; seed < 50; seed++) {
      let state = seed;
      const random = () => ((state = (state * 9301 + 49297) % 233280) / 233280);
      const picked = pickSuggestedQuestions(SUGGESTED_QUESTIONS, 3, random);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const q of picked) expect(SUGGESTED_QUESTIONS).toContain(q);
    }
  });

  it('follows the random source, so different draws give different questions', () => {
    expect(pickSuggestedQuestions(SUGGESTED_QUESTIONS, 3, () => 0)).toEqual(SUGGESTED_QUESTIONS.slice(0, 3));
    // 0.9999 always takes the last remaining question.
    expect(pickSuggestedQuestions(SUGGESTED_QUESTIONS, 3, () => 0.9999)).toEqual([
      SUGGESTED_QUESTIONS[17],
      SUGGESTED_QUESTIONS[16],
      SUGGESTED_QUESTIONS[15],
    ]);
  });

  it('never repeats a question even when the random source does', () => {
    expect(new Set(pickSuggestedQuestions(['a?', 'b?', 'c?'], 3, () => 0.5)).size).toBe(3);
    expect(pickSuggestedQuestions(['a?', 'b?'], 3, () => 0.5)).toHaveLength(2);
  });
});
