import { MapPin, Plus, Printer } from 'lucide-react';
import type { ChatDetail } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import { useChatState } from '../data/chat-state';
import { ChatLocation } from './chat-location';
import { ChatTitle } from './chat-title';
import { IconAction } from './icon-action';
import { printConversation } from './print-window';

/** Spec §2: New Chat, the click-to-rename title with rename and print icons, the municipality, and the address's facts. */
export function ConversationHeader({ chat }: { chat: ChatDetail }) {
  const { startNewChat } = useChatState();
  return (
    <header className="flex shrink-0 items-start gap-2 border-b px-3 py-2 sm:items-center sm:px-4">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <ChatTitle chat={chat} />
        {chat.municipality_name && (
          <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate" data-testid="chat-municipality">
              {chat.municipality_name}
            </span>
          </p>
        )}
        <ChatLocation chat={chat} />
      </div>
      <IconAction label="Print conversation" icon={<Printer aria-hidden="true" />} onClick={() => printConversation(chat)} />
      <Button variant="outline" onClick={startNewChat} className="h-10 sm:h-9">
        <Plus aria-hidden="true" />
        <span className="max-sm:sr-only">New Chat</span>
      </Button>
    </header>
  );
}
