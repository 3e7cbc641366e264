import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChatDetail, MessageCitation } from '@/contracts/chats';
import { cn } from '@/web/ui/cn';
import { BotMessage } from './bot-message';
import { HumanMessage } from './human-message';
import type { ProgressDisplay } from './progress-queue';
import { INITIAL_REASONING_STATE, syncReasoning, toggleReasoning } from './reasoning';
import { SuggestedQuestionsList } from './suggested-questions-list';

type MessageLogProps = {
  chat: ChatDetail;
  isStreaming: boolean;
  /** The question being posted (not yet in the chat). */
  postingText: string | null;
  progress: ProgressDisplay;
  onOpenReference: (citation: MessageCitation) => void;
  onAsk: (question: string) => void;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The conversation: questions and answers oldest first, the reply's progress, and scrolling to the newest. */
export function MessageLog({ chat, isStreaming, postingText, progress, onOpenReference, onAsk }: MessageLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const hasScrolledRef = useRef(false);
  const [reasoning, setReasoning] = useState(INITIAL_REASONING_STATE);
  // New messages may open their Reasoning (spec §4); adjusting state while rendering avoids a flash.
  const synced = syncReasoning(reasoning, chat.messages);
  if (synced !== reasoning) setReasoning(synced);

  const lastMessageId = chat.messages[chat.messages.length - 1]?.id ?? null;
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const smooth = hasScrolledRef.current && !prefersReducedMotion();
    hasScrolledRef.current = true;
    el.scrollTo({ top: el.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
  }, [lastMessageId, isStreaming]);

  const isEmpty = chat.messages.length === 0 && !isStreaming;

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-3 py-6 sm:px-4">
        {isEmpty ? (
          <SuggestedQuestionsList onAsk={onAsk} disabled={isStreaming} />
        ) : (
          <div role="log" aria-label="Messages" className="grid gap-6">
            {chat.messages.map((message) =>
              message.source === 'from_bot' ? (
                <BotMessage
                  key={message.id}
                  message={message}
                  isReasoningOpen={reasoning.openId === message.id}
                  onToggleReasoning={() => setReasoning((s) => toggleReasoning(s, message.id))}
                  onOpenReference={onOpenReference}
                />
              ) : (
                <HumanMessage key={message.id} content={message.content} />
              ),
            )}
            {postingText !== null && <HumanMessage content={postingText} isPending />}
          </div>
        )}
        {isStreaming && (
          <div role="status" className="flex items-center gap-3" data-testid="reply-progress">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            </span>
            <p
              data-testid="progress-text"
              className={cn(
                'text-sm text-muted-foreground transition-opacity duration-300 motion-reduce:transition-none',
                progress.isVisible ? 'opacity-100' : 'opacity-0',
              )}
            >
              {progress.text ?? 'Working on the answer...'}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
