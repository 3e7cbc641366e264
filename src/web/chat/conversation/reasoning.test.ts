import { describe, expect, it } from 'vitest';
import type { Message } from '@/contracts/chats';
import { INITIAL_REASONING_STATE, readReasonings, syncReasoning, toggleReasoning } from './reasoning';

function message(id: number, content: string, reasonings: unknown = ['Searched the code']): Message {
  return {
    id,
    chat_id: 1,
    content,
    source: 'from_bot',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    selected_document_ids: [],
    meta_data: { reasonings } as Message['meta_data'],
    message_evaluation: null,
    suspected_document_contradictions: [],
  };
}

describe('reasoning list', () => {
  it('reads a list or a single string', () => {
    expect(readReasonings({ reasonings: ['Looked up § 25-723', ' ', 'Considered 3 sources'] })).toEqual([
      'Looked up § 25-723',
      'Considered 3 sources',
    ]);
    expect(readReasonings({ reasonings: 'One long explanation' as unknown as string[] })).toEqual(['One long explanation']);
    expect(readReasonings({})).toEqual([]);
    expect(readReasonings(null)).toEqual([]);
  });
});

describe('which Reasoning section is open', () => {
  it('starts closed for an ordinary answer and open for an apology', () => {
    const state = syncReasoning(INITIAL_REASONING_STATE, [message(1, 'Bars close at 2 a.m. [1]')]);
    expect(state.openId).toBeNull();
    const apology = syncReasoning(state, [message(1, 'Bars close at 2 a.m. [1]'), message(2, "I'm SORRY, nothing matched.")]);
    expect(apology.openId).toBe(2);
  });

  it('keeps only one open: the newest apology wins on load', () => {
    const state = syncReasoning(INITIAL_REASONING_STATE, [message(1, 'Sorry, none.'), message(2, 'sorry again')]);
    expect(state.openId).toBe(2);
  });

  it('opening one closes the other, and clicking the open one closes it', () => {
    let state = syncReasoning(INITIAL_REASONING_STATE, [message(1, 'Sorry, none.'), message(2, 'An answer')]);
    state = toggleReasoning(state, 2);
    expect(state.openId).toBe(2);
    state = toggleReasoning(state, 2);
    expect(state.openId).toBeNull();
  });

  it('does not reopen a section the user closed when the log refreshes', () => {
    const messages = [message(1, 'Sorry, none.')];
    let state = syncReasoning(INITIAL_REASONING_STATE, messages);
    state = toggleReasoning(state, 1);
    expect(syncReasoning(state, messages).openId).toBeNull();
  });

  it('ignores "sorry" in messages without reasoning', () => {
    expect(syncReasoning(INITIAL_REASONING_STATE, [message(1, 'Sorry', [])]).openId).toBeNull();
  });
});
