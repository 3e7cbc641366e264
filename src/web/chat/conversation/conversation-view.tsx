import { useState } from 'react';
import { ARCHIVED_CHAT_MESSAGE, type ChatDetail, type MessageCitation } from '@/contracts/chats';
import { useChatEvents } from '../data/use-chat-events';
import { useSendMessage } from '../data/use-send-message';
import { DocumentSelectionBar } from '../documents/document-selection-bar';
import { ConversationHeader } from './conversation-header';
import { MessageLog } from './message-log';
import { PromptForm } from './prompt-form';
import { ReferencePanel } from './reference-panel';
import { useReturnFocus } from './use-return-focus';

/** An open conversation: header, message log, document-selection bar and prompt form (spec §2). */
export function ConversationView({ chat }: { chat: ChatDetail }) {
  useChatEvents(chat.id);
  const sender = useSendMessage(chat);
  const [prompt, setPrompt] = useState('');
  const [reference, setReference] = useState<MessageCitation | null>(null);
  const referenceFocus = useReturnFocus();

  function openReference(citation: MessageCitation) {
    referenceFocus.capture();
    setReference(citation);
  }

  async function handleSend(text: string) {
    // A suggested question is sent without touching what the user typed; a typed one leaves the box.
    setPrompt((current) => (current === text ? '' : current));
    const outcome = await sender.send(text);
    // Nothing is lost when the question was not stored: it goes back unless something new was typed.
    if (outcome !== 'sent') setPrompt((current) => (current.trim() ? current : text));
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader chat={chat} />
      <MessageLog
        chat={chat}
        isStreaming={sender.isStreaming}
        postingText={sender.postingText}
        progress={sender.progress}
        onOpenReference={openReference}
        onAsk={(question) => void handleSend(question)}
      />
      <div className="shrink-0 border-t bg-background">
        <div className="mx-auto w-full max-w-3xl px-2 pt-2 min-[360px]:px-3 sm:px-4">
          <DocumentSelectionBar chat={chat} />
        </div>
        <PromptForm
          chat={chat}
          value={prompt}
          onValueChange={setPrompt}
          onSend={(text) => void handleSend(text)}
          isStreaming={sender.isStreaming}
          lockedReason={chat.discarded_at ? ARCHIVED_CHAT_MESSAGE : null}
        />
      </div>
      <ReferencePanel
        citation={reference}
        onClose={() => setReference(null)}
        onCloseAutoFocus={referenceFocus.onCloseAutoFocus}
      />
    </div>
  );
}
