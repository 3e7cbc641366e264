import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CREATE_CHAT_MUTATION_KEY, isChatGone, useChat } from '../data/chat-queries';
import { useChatState } from '../data/chat-state';
import { MunicipalityDialog } from '../municipality-dialog';
import { ChatEmptyState, ChatLoadError, ChatProgressScreen } from './chat-status-screens';
import { ConversationView } from './conversation-view';

/** The chat section's main area: empty state, progress screen or the open conversation (spec §2, §4). */
export function ChatMain() {
  const { currentChatId, setCurrentChatId, startNewChat } = useChatState();
  const isCreating = useIsMutating({ mutationKey: CREATE_CHAT_MUTATION_KEY }) > 0;
  const openId = currentChatId !== null && currentChatId > 0 ? currentChatId : null;
  const chat = useChat(openId);
  const isMissing = openId !== null && chat.isError && isChatGone(chat.error);

  useEffect(() => {
    if (isMissing) setCurrentChatId(null);
  }, [isMissing, setCurrentChatId]);

  let content;
  if (isCreating) content = <ChatProgressScreen message="Creating your conversation..." />;
  else if (openId === null || isMissing) content = <ChatEmptyState onNewConversation={startNewChat} />;
  else if (chat.data) content = <ConversationView key={chat.data.id} chat={chat.data} />;
  else if (chat.isError)
    content = <ChatLoadError message={chat.error.message} onRetry={() => void chat.refetch()} isRetrying={chat.isFetching} />;
  else content = <ChatProgressScreen message="Loading your conversation..." />;

  return (
    <>
      {content}
      <MunicipalityDialog />
    </>
  );
}
