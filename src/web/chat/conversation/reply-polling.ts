import type { ChatDetail, Message } from '@/contracts/chats';

/** Spec §9: the chat is polled every 2000 ms, at most 120 times (about 4 minutes). */
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 120;

type Sent = Pick<Message, 'id' | 'created_at'>;

/** Whether the chat holds a bot message newer than the sent one (a later id or a later created_at). */
export function hasReplyAfter(chat: Pick<ChatDetail, 'messages'>, sent: Sent): boolean {
  const sentAt = Date.parse(sent.created_at);
  return chat.messages.some(
    (m) => m.source === 'from_bot' && (m.id > sent.id || (Number.isFinite(sentAt) && Date.parse(m.created_at) > sentAt)),
  );
}

/**
 * The question still waiting for its answer when a chat is opened (after a reload, or coming back
 * to the chat): the last message is the user's and was sent within the polling window.
 */
export function findAwaitedMessage(chat: Pick<ChatDetail, 'messages'>, now: number): Message | null {
  const last = chat.messages[chat.messages.length - 1];
  if (!last || last.source !== 'from_human') return null;
  const age = now - Date.parse(last.created_at);
  return Number.isFinite(age) && age < POLL_INTERVAL_MS * MAX_POLLS ? last : null;
}

export type PollResult = { status: 'replied'; chat: ChatDetail } | { status: 'gave-up' } | { status: 'aborted' };

type PollOptions = {
  fetchChat: () => Promise<ChatDetail>;
  sent: Sent;
  signal: AbortSignal;
  intervalMs?: number;
  maxPolls?: number;
};

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/**
 * Spec §4: waits `intervalMs`, fetches the chat, and repeats until it holds the reply or `maxPolls`
 * fetches have been made. A failed fetch stops the polling and rejects.
 */
export async function pollForReply({
  fetchChat,
  sent,
  signal,
  intervalMs = POLL_INTERVAL_MS,
  maxPolls = MAX_POLLS,
}: PollOptions): Promise<PollResult> {
  for (let poll = 0; poll < maxPolls; poll++) {
    await wait(intervalMs, signal);
    if (signal.aborted) return { status: 'aborted' };
    const chat = await fetchChat();
    if (signal.aborted) return { status: 'aborted' };
    if (hasReplyAfter(chat, sent)) return { status: 'replied', chat };
  }
  return { status: 'gave-up' };
}
