import { describe, expect, it } from 'vitest';
import { isActiveStatus, isFinalMessage, isResultsSavedMessage } from './job-progress';

describe('job progress messages', () => {
  it('ends on "completed" or "ERROR:"', () => {
    expect(isFinalMessage('Parse job completed: 42 chunks')).toBe(true);
    expect(isFinalMessage('ERROR: the file has no text layer')).toBe(true);
    expect(isFinalMessage('Parsing page 3 of 9')).toBe(false);
    expect(isResultsSavedMessage('Results saved to database (14 sections)')).toBe(true);
  });

  it('treats pending and processing as active', () => {
    expect(isActiveStatus('pending')).toBe(true);
    expect(isActiveStatus('processing')).toBe(true);
    expect(isActiveStatus('completed')).toBe(false);
    expect(isActiveStatus(null)).toBe(false);
  });
});
