import type { ChatDetail, Message, MessageEvaluationView } from '@/contracts/chats';
import type { ContradictionStatusEvent, MinutesSavedEvent } from '@/contracts/live-events';
import type { z } from 'zod';

/*
 * Pure updates of a cached chat (`chatKeys.detail`), used with queryClient.setQueryData.
 */

/** Adds a message at the end unless the chat already holds it (a refetch may have brought it first). */
export function appendMessage(chat: ChatDetail, message: Message): ChatDetail {
  if (chat.messages.some((m) => m.id === message.id)) return chat;
  return { ...chat, messages: [...chat.messages, message] };
}

function updateMessage(chat: ChatDetail, messageId: number, update: (m: Message) => Message): ChatDetail {
  if (!chat.messages.some((m) => m.id === messageId)) return chat;
  return { ...chat, messages: chat.messages.map((m) => (m.id === messageId ? update(m) : m)) };
}

export function setMessageEvaluation(chat: ChatDetail, messageId: number, evaluation: MessageEvaluationView | null): ChatDetail {
  return updateMessage(chat, messageId, (m) => ({ ...m, message_evaluation: evaluation }));
}

/** A live minutes_saved event sets the message's time-saved estimate. */
export function applyMinutesSaved(chat: ChatDetail, event: z.infer<typeof MinutesSavedEvent>): ChatDetail {
  return updateMessage(chat, event.message_id, (m) => ({
    ...m,
    meta_data: { ...m.meta_data, minutes_saved: event.minutes_saved, seconds_saved: event.seconds_saved },
  }));
}

/**
 * A live contradiction_status event sets the answer's conflict-scan status, and with `completed` its contradictions; a
 * late 'analyzing' never undoes a finished scan.
 */
export function applyContradictionStatus(chat: ChatDetail, event: z.infer<typeof ContradictionStatusEvent>): ChatDetail {
  return updateMessage(chat, event.message_id, (m) => {
    if (event.status === 'analyzing' && (m.contradiction_status === 'completed' || m.contradiction_status === 'error')) return m;
    return {
      ...m,
      contradiction_status: event.status,
      suspected_document_contradictions: event.contradictions ?? m.suspected_document_contradictions,
    };
  });
}
