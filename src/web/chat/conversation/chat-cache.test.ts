import { describe, expect, it } from 'vitest';
import type { ChatDetail, Message } from '@/contracts/chats';
import { appendMessage, applyMinutesSaved, setMessageEvaluation } from './chat-cache';
import { timeSavedLabel } from './time-saved';

function message(id: number, content = `message ${id}`): Message {
  return {
    id,
    chat_id: 1,
    content,
    source: 'from_bot',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    selected_document_ids: [],
    meta_data: {},
    message_evaluation: null,
    suspected_document_contradictions: [],
  };
}
const chat = { id: 1, messages: [message(1), message(2)] } as ChatDetail;

describe('cached chat updates', () => {
  it('appends a sent message once', () => {
    const once = appendMessage(chat, message(3));
    expect(once.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(appendMessage(once, message(3)).messages).toHaveLength(3);
  });

  it('records and removes an evaluation on one message only', () => {
    const rated = setMessageEvaluation(chat, 2, { id: 9, message_id: 2, evaluation: 'helpful' });
    expect(rated.messages[1].message_evaluation?.evaluation).toBe('helpful');
    expect(rated.messages[0].message_evaluation).toBeNull();
    expect(setMessageEvaluation(rated, 2, null).messages[1].message_evaluation).toBeNull();
  });

  it('a minutes_saved event shows up as the time-saved badge', () => {
    const updated = applyMinutesSaved(chat, { type: 'minutes_saved', message_id: 2, minutes_saved: 6, seconds_saved: 4 });
    expect(timeSavedLabel(updated.messages[1])).toBe('Est. 6m 04s saved');
    expect(timeSavedLabel(updated.messages[0])).toBeNull();
  });

  it('leaves the chat untouched for an unknown message', () => {
    expect(applyMinutesSaved(chat, { type: 'minutes_saved', message_id: 99, minutes_saved: 1, seconds_saved: 0 })).toBe(chat);
  });
});
