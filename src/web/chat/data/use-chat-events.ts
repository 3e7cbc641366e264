import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatDetail } from '@/contracts/chats';
import { ChatEvent } from '@/contracts/live-events';
import { getCableConsumer } from '@/web/lib/cable';
import { applyContradictionStatus, applyMinutesSaved } from '../conversation/chat-cache';
import { applyTitle, chatKeys } from './chat-queries';

/**
 * Follows ChatChannel `{ chat_id }` for the open chat: a title_update renames it in the list and the
 * chat, a minutes_saved sets that answer's time-saved badge, a contradiction_status its conflict-scan panel.
 * Resubscribes when the chat changes.
 */
export function useChatEvents(chatId: number | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (chatId === null || chatId <= 0) return;
    const subscription = getCableConsumer().subscriptions.create(
      { channel: 'ChatChannel', chat_id: chatId },
      {
        received: (data: unknown) => {
          const parsed = ChatEvent.safeParse(data);
          if (!parsed.success) return;
          const event = parsed.data;
          if (event.type === 'title_update') {
            applyTitle(queryClient, event.chat_id, event.title);
          } else if (event.type === 'minutes_saved') {
            queryClient.setQueryData<ChatDetail>(chatKeys.detail(chatId), (old) => (old ? applyMinutesSaved(old, event) : old));
          } else if (event.type === 'contradiction_status') {
            queryClient.setQueryData<ChatDetail>(chatKeys.detail(chatId), (old) => (old ? applyContradictionStatus(old, event) : old));
          }
        },
      },
    );
    return () => subscription.unsubscribe();
  }, [chatId, queryClient]);
}
