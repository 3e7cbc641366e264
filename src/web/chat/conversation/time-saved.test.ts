import { describe, expect, it } from 'vitest';
import type { Message } from '@/contracts/chats';
import { formatTimeSaved, isApology, timeSavedLabel } from './time-saved';

function bot(content: string, meta_data: Message['meta_data']) {
  return { content, meta_data, source: 'from_bot' as const };
}

describe('time-saved badge', () => {
  it('pads seconds to two digits', () => {
    expect(formatTimeSaved(4, 5)).toBe('Est. 4m 05s saved');
    expect(formatTimeSaved(12, 30)).toBe('Est. 12m 30s saved');
    expect(formatTimeSaved(0, 59)).toBe('Est. 0m 59s saved');
  });

  it('carries whole minutes out of the seconds', () => {
    expect(formatTimeSaved(1, 75)).toBe('Est. 2m 15s saved');
  });

  it('labels an answer from its meta data', () => {
    expect(timeSavedLabel(bot('The bar closes at 2 a.m. [1]', { minutes_saved: 7, seconds_saved: 3 }))).toBe('Est. 7m 03s saved');
  });

  it('is not shown for apologies, human messages or answers without an estimate', () => {
    expect(timeSavedLabel(bot("I'm sorry, but I couldn't find anything.", { minutes_saved: 3, seconds_saved: 0 }))).toBeNull();
    expect(timeSavedLabel(bot('I am sorry, nothing matched.', { minutes_saved: 3, seconds_saved: 0 }))).toBeNull();
    expect(timeSavedLabel(bot('No section covers it.', { apology: true, minutes_saved: 3, seconds_saved: 0 }))).toBeNull();
    expect(timeSavedLabel(bot('An answer [1]', {}))).toBeNull();
    expect(timeSavedLabel({ content: 'question', meta_data: { minutes_saved: 3 }, source: 'from_human' })).toBeNull();
  });

  it('does not treat "sorry" later in an answer as an apology', () => {
    expect(isApology({ content: 'A permit is required; sorry, no exceptions apply [1].', meta_data: {} })).toBe(false);
    expect(isApology({ content: "I’m sorry, nothing found.", meta_data: {} })).toBe(true);
  });
});
