import { CircleAlert, Clock, Scale } from 'lucide-react';
import type { Message, MessageCitation } from '@/contracts/chats';
import { useCurrentUser } from '@/web/lib/current-user';
import { Badge } from '@/web/ui/badge';
import { ContradictionsPanel } from './contradictions-panel';
import { MarkdownView } from './markdown-view';
import { MessageActions } from './message-actions';
import { readReasonings } from './reasoning';
import { ReasoningSection } from './reasoning-section';
import { ReferenceList } from './reference-list';
import { timeSavedLabel } from './time-saved';

type BotMessageProps = {
  message: Message;
  isReasoningOpen: boolean;
  onToggleReasoning: () => void;
  onOpenReference: (citation: MessageCitation) => void;
};

/** One answer: markdown with citation markers, time saved, Reasoning, references, the conflict scan (code_doctor) and the answer actions. */
export function BotMessage({ message, isReasoningOpen, onToggleReasoning, onOpenReference }: BotMessageProps) {
  const citations = message.meta_data?.citation ?? [];
  const timeSaved = timeSavedLabel(message);
  const isError = message.meta_data?.error === true;
  const canScan = useCurrentUser().data?.code_doctor === true;

  return (
    <article aria-label="Answer" data-testid="bot-message" data-message-id={message.id} className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground max-sm:hidden"
      >
        <Scale className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-3">
        {isError ? (
          <p className="flex items-start gap-2 text-sm text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="[overflow-wrap:anywhere]">{message.content}</span>
          </p>
        ) : (
          <MarkdownView text={message.content} citations={citations} onOpenCitation={onOpenReference} />
        )}
        {timeSaved && (
          <Badge variant="success" className="h-6" data-testid="time-saved">
            <Clock aria-hidden="true" />
            {timeSaved}
          </Badge>
        )}
        <ReasoningSection reasonings={readReasonings(message.meta_data)} isOpen={isReasoningOpen} onToggle={onToggleReasoning} />
        <ReferenceList citations={citations} onOpen={onOpenReference} />
        {canScan && <ContradictionsPanel message={message} />}
        <MessageActions message={message} />
      </div>
    </article>
  );
}
