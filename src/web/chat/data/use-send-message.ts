import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatDetail, Message } from '@/contracts/chats';
import { ProgressEvent } from '@/contracts/live-events';
import { api, isApiError } from '@/web/lib/api';
import { getCableConsumer } from '@/web/lib/cable';
import { appendMessage } from '../conversation/chat-cache';
import type { ProgressDisplay } from '../conversation/progress-queue';
import { findAwaitedMessage, pollForReply } from '../conversation/reply-polling';
import { useProgressText } from '../conversation/use-progress-text';
import { savedDocumentIds } from '../documents/document-selection';
import { chatKeys, fetchChat } from './chat-queries';

export const SENDING_TEXT = 'Sending your message...';
/** Shown when a conversation is opened while its last question is still being answered. */
export const RESUMED_TEXT = 'Waiting for the answer...';

/** `sent`: the question is stored; `failed`: it was not (put the text back); `ignored`: nothing was done. */
export type SendOutcome = 'sent' | 'failed' | 'ignored';

export type SendMessageState = {
  send: (content: string) => Promise<SendOutcome>;
  /** A question is being posted or its answer is awaited (spec §4 "streaming"). */
  isStreaming: boolean;
  /** The question while its POST is in flight, shown in the log until the stored message replaces it. */
  postingText: string | null;
  progress: ProgressDisplay;
};

/**
 * Spec §4 "Sending a message": posts the question, appends it to the cached chat, then follows
 * ChatProgressChannel and polls the chat every 2000 ms until the answer is stored.
 */
export function useSendMessage(chat: ChatDetail | null | undefined): SendMessageState {
  const queryClient = useQueryClient();
  const { display: progressDisplay, push: pushProgress, clear: clearProgress } = useProgressText();
  const [postingText, setPostingText] = useState<string | null>(null);
  const [awaited, setAwaited] = useState<Message | null>(null);
  // Refs answer "is a send under way" synchronously, so a double Enter cannot post twice.
  const busyRef = useRef(false);
  const chatId = chat?.id ?? null;

  // Opening a chat whose last question is still unanswered (a reload mid-answer) resumes the wait.
  const checkedChatRef = useRef<number | null>(null);
  useEffect(() => {
    if (!chat || checkedChatRef.current === chat.id) return;
    checkedChatRef.current = chat.id;
    if (busyRef.current) return;
    const pending = findAwaitedMessage(chat, Date.now());
    if (!pending) return;
    busyRef.current = true;
    pushProgress(RESUMED_TEXT);
    setAwaited(pending);
  }, [chat, pushProgress]);

  useEffect(() => {
    if (!awaited || chatId === null) return;
    busyRef.current = true;
    const controller = new AbortController();
    let isSubscribed = true;
    const subscription = getCableConsumer().subscriptions.create(
      { channel: 'ChatProgressChannel', chat_id: chatId },
      {
        received: (data: unknown) => {
          const event = ProgressEvent.safeParse(data);
          if (event.success && !controller.signal.aborted) pushProgress(event.data.message);
        },
      },
    );
    const unsubscribe = () => {
      if (!isSubscribed) return;
      isSubscribed = false;
      subscription.unsubscribe();
    };
    const finish = () => {
      unsubscribe();
      busyRef.current = false;
      clearProgress();
      setAwaited(null);
    };

    pollForReply({ fetchChat: () => fetchChat(chatId), sent: awaited, signal: controller.signal })
      .then((result) => {
        if (result.status === 'aborted') return;
        if (result.status === 'replied') {
          queryClient.setQueryData(chatKeys.detail(chatId), result.chat);
        } else {
          void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
          toast('The answer is taking longer than usual', {
            description: 'It will appear here when it is ready; reopen the conversation in a little while.',
          });
        }
        finish();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to fetch chat', error);
        toast.error('Failed to fetch chat', { description: error instanceof Error ? error.message : undefined });
        finish();
      });

    return () => {
      controller.abort();
      unsubscribe();
      busyRef.current = false;
    };
  }, [awaited, chatId, pushProgress, clearProgress, queryClient]);

  const send = useCallback(
    async (content: string): Promise<SendOutcome> => {
      if (!chat || chat.id <= 0) {
        toast.error('No active conversation');
        return 'ignored';
      }
      const text = content.trim();
      if (!text || busyRef.current) return 'ignored';
      busyRef.current = true;
      setPostingText(text);
      pushProgress(SENDING_TEXT);
      try {
        const message = await api.post<Message>('/api/v1/messages', {
          chat_id: chat.id,
          message: { content: text, source: 'from_human', selected_document_ids: savedDocumentIds(chat) },
        });
        queryClient.setQueryData<ChatDetail>(chatKeys.detail(chat.id), (old) => (old ? appendMessage(old, message) : old));
        setAwaited(message);
        return 'sent';
      } catch (error) {
        busyRef.current = false;
        clearProgress();
        // A 4xx carries a message the person can act on (too long, chat archived); anything else is ours.
        const description =
          isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : 'Please try again later';
        toast.error('Failed to send message', { description });
        return 'failed';
      } finally {
        setPostingText(null);
      }
    },
    [chat, pushProgress, clearProgress, queryClient],
  );

  return { send, isStreaming: postingText !== null || awaited !== null, postingText, progress: progressDisplay };
}
