import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readStored, removeStored, writeStored } from '@/web/lib/storage';

/*
 * Which conversation is open and whether the "Select a Municipality" dialog is showing. Shared by
 * the sidebar (switches chats), the empty state (New Conversation) and the conversation header
 * (New Chat). The open chat id survives a reload under `ordo:currentChatId`.
 */

type ChatState = {
  currentChatId: number | null;
  setCurrentChatId: (id: number | null) => void;
  isMunicipalityDialogOpen: boolean;
  setMunicipalityDialogOpen: (open: boolean) => void;
  /** Opens the municipality picker; the chat is created when the user presses Start. */
  startNewChat: () => void;
};

const ChatStateContext = createContext<ChatState | null>(null);
const CURRENT_CHAT_KEY = 'currentChatId';

export function ChatStateProvider({ children }: { children: ReactNode }) {
  const [currentChatId, setCurrentChatIdState] = useState<number | null>(() => {
    const stored = readStored<unknown>(CURRENT_CHAT_KEY, null);
    return typeof stored === 'number' && stored > 0 ? stored : null;
  });
  const [isMunicipalityDialogOpen, setMunicipalityDialogOpen] = useState(false);

  const setCurrentChatId = useCallback((id: number | null) => {
    setCurrentChatIdState(id);
    if (id === null) removeStored(CURRENT_CHAT_KEY);
    else writeStored(CURRENT_CHAT_KEY, id);
  }, []);
  const startNewChat = useCallback(() => setMunicipalityDialogOpen(true), []);

  const value = useMemo(
    () => ({ currentChatId, setCurrentChatId, isMunicipalityDialogOpen, setMunicipalityDialogOpen, startNewChat }),
    [currentChatId, setCurrentChatId, isMunicipalityDialogOpen, startNewChat],
  );
  return <ChatStateContext.Provider value={value}>{children}</ChatStateContext.Provider>;
}

export function useChatState(): ChatState {
  const state = useContext(ChatStateContext);
  if (!state) throw new Error('useChatState must be used inside ChatStateProvider');
  return state;
}
