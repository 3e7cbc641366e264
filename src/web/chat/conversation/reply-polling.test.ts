import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatDetail, Message } from '@/contracts/chats';
import { findAwaitedMessage, hasReplyAfter, pollForReply } from './reply-polling';

function msg(id: number, source: Message['source'], created_at: string): Message {
  return {
    id,
    chat_id: 1,
    content: `message ${id}`,
    source,
    created_at,
    updated_at: created_at,
    selected_document_ids: [],
    meta_data: {},
    message_evaluation: null,
    suspected_document_contradictions: [],
  };
}

function chatWith(messages: Message[]): ChatDetail {
  return { messages } as ChatDetail;
}

const sent = msg(10, 'from_human', '2026-03-01T10:00:00.000Z');
const olderAnswer = msg(9, 'from_bot', '2026-03-01T09:59:00.000Z');
const reply = msg(11, 'from_bot', '2026-03-01T10:00:05.000Z');

describe('has the reply arrived', () => {
  it('needs a bot message newer than the sent one', () => {
    expect(hasReplyAfter(chatWith([olderAnswer, sent]), sent)).toBe(false);
    expect(hasReplyAfter(chatWith([olderAnswer, sent, reply]), sent)).toBe(true);
  });

  it('accepts a later id even when the clocks disagree', () => {
    expect(hasReplyAfter(chatWith([sent, msg(11, 'from_bot', '2026-03-01T09:00:00.000Z')]), sent)).toBe(true);
  });

  it('a later human message is not a reply', () => {
    expect(hasReplyAfter(chatWith([sent, msg(12, 'from_human', '2026-03-01T10:01:00.000Z')]), sent)).toBe(false);
  });
});

describe('resuming the wait when a chat is opened', () => {
  const now = Date.parse('2026-03-01T10:01:00.000Z');
  it('resumes for a recent unanswered question', () => {
    expect(findAwaitedMessage(chatWith([olderAnswer, sent]), now)?.id).toBe(10);
  });
  it('does not wait for an answered question or one older than the polling window', () => {
    expect(findAwaitedMessage(chatWith([sent, reply]), now)).toBeNull();
    expect(findAwaitedMessage(chatWith([sent]), now + 4 * 60_000)).toBeNull();
    expect(findAwaitedMessage(chatWith([]), now)).toBeNull();
  });
});

describe('polling for the reply', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches every 2000 ms and stops at the reply', async () => {
    const responses = [chatWith([sent]), chatWith([sent]), chatWith([sent, reply])];
    const fetchChat = vi.fn(async () => responses.shift()!);
    const result = pollForReply({ fetchChat, sent, signal: new AbortController().signal });

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchChat).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchChat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchChat).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ status: 'replied', chat: chatWith([sent, reply]) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchChat).toHaveBeenCalledTimes(3);
  });

  it('gives up after 120 polls', async () => {
    const fetchChat = vi.fn(async () => chatWith([sent]));
    const result = pollForReply({ fetchChat, sent, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(120 * 2000);
    await expect(result).resolves.toEqual({ status: 'gave-up' });
    expect(fetchChat).toHaveBeenCalledTimes(120);
  });

  it('stops at the first failed fetch', async () => {
    const fetchChat = vi.fn().mockResolvedValueOnce(chatWith([sent])).mockRejectedValueOnce(new Error('Bad Gateway'));
    const result = pollForReply({ fetchChat, sent, signal: new AbortController().signal });
    const settled = expect(result).rejects.toThrow('Bad Gateway');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fetchChat).toHaveBeenCalledTimes(2);
  });

  it('stops when aborted (the conversation was closed)', async () => {
    const fetchChat = vi.fn(async () => chatWith([sent]));
    const controller = new AbortController();
    const result = pollForReply({ fetchChat, sent, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(2000);
    controller.abort();
    await expect(result).resolves.toEqual({ status: 'aborted' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchChat).toHaveBeenCalledTimes(1);
  });
});
