import { describe, expect, it } from 'vitest';
import { answerPreview, citationCounts, failureReason, hasPendingQuestion } from './test-questions';

describe('test question helpers', () => {
  it('cuts the answer preview at 80 characters with an ellipsis', () => {
    const long = 'x'.repeat(81);
    expect(answerPreview(long)).toBe(`${'x'.repeat(80)}…`);
    expect(answerPreview('x'.repeat(80))).toBe('x'.repeat(80));
    expect(answerPreview(null)).toBe('');
  });

  it('finds a pending question', () => {
    expect(hasPendingQuestion([{ status: 'answered' }, { status: 'pending' }])).toBe(true);
    expect(hasPendingQuestion([{ status: 'answered' }, { status: 'failed' }])).toBe(false);
  });

  it('counts repeated citations and explains a failure', () => {
    expect(citationCounts(['§ 25-723', '§ 25-101', '§ 25-723'])).toEqual([
      { citation: '§ 25-723', count: 2 },
      { citation: '§ 25-101', count: 1 },
    ]);
    expect(failureReason({ error: 'Upload it first.' })).toBe('Upload it first.');
    expect(failureReason({})).toMatch(/not among the chunks/);
  });
});
