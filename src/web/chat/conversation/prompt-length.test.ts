import { describe, expect, it } from 'vitest';
import { MAX_PROMPT_CHARACTERS } from '../../../contracts/chats';
import { promptOverLimit, promptTooLongMessage } from './prompt-length';

describe('prompt length', () => {
  it('counts the trimmed text, as the server does', () => {
    expect(promptOverLimit('x'.repeat(MAX_PROMPT_CHARACTERS))).toBe(0);
    expect(promptOverLimit(`  ${'x'.repeat(MAX_PROMPT_CHARACTERS)}\n\n`)).toBe(0);
    expect(promptOverLimit('x'.repeat(MAX_PROMPT_CHARACTERS + 25))).toBe(25);
    expect(promptOverLimit('')).toBe(0);
  });

  it('says what the limit is and how much to remove', () => {
    expect(promptTooLongMessage(1_234, 100_000)).toBe(
      'A question can be at most 100,000 characters. Remove 1,234 characters to send it.',
    );
    expect(promptTooLongMessage(1, 10)).toBe('A question can be at most 10 characters. Remove 1 character to send it.');
  });
});
