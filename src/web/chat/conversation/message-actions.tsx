import { Copy, MessageSquareText, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Evaluation, Message } from '@/contracts/chats';
import { FeedbackDialog } from './feedback-dialog';
import { IconAction } from './icon-action';
import { useEvaluateMessage } from './use-message-feedback';
import { useReturnFocus } from './use-return-focus';

/** Copies text to the clipboard and says so, or says that it could not. */
export async function copyText(text: string, success: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error('Copy failed', { description: 'Your browser did not allow copying to the clipboard.' });
  }
}

/** Spec §2: copy, helpful/unhelpful (choosing one clears the other; the active one again removes it) and Feedback. */
export function MessageActions({ message }: { message: Message }) {
  const evaluate = useEvaluateMessage(message.chat_id);
  const [isFeedbackOpen, setFeedbackOpen] = useState(false);
  const feedbackFocus = useReturnFocus();
  const current = message.message_evaluation?.evaluation ?? null;

  function handleEvaluate(choice: Evaluation) {
    evaluate.mutate({ message, evaluation: current === choice ? null : choice });
  }

  return (
    <div role="group" aria-label="Answer actions" className="flex flex-wrap items-center gap-0.5 text-muted-foreground">
      <IconAction
        label="Copy message"
        icon={<Copy aria-hidden="true" />}
        onClick={() => void copyText(message.content, 'Message content copied!')}
      />
      <IconAction
        label="Helpful"
        aria-pressed={current === 'helpful'}
        icon={<ThumbsUp aria-hidden="true" className={current === 'helpful' ? 'fill-current' : undefined} />}
        className={current === 'helpful' ? 'text-green-700 dark:text-green-400' : undefined}
        disabled={evaluate.isPending}
        onClick={() => handleEvaluate('helpful')}
      />
      <IconAction
        label="Unhelpful"
        aria-pressed={current === 'unhelpful'}
        icon={<ThumbsDown aria-hidden="true" className={current === 'unhelpful' ? 'fill-current' : undefined} />}
        className={current === 'unhelpful' ? 'text-red-700 dark:text-red-400' : undefined}
        disabled={evaluate.isPending}
        onClick={() => handleEvaluate('unhelpful')}
      />
      <IconAction
        label="Feedback"
        icon={<MessageSquareText aria-hidden="true" />}
        onClick={() => {
          feedbackFocus.capture();
          setFeedbackOpen(true);
        }}
      />
      <FeedbackDialog
        messageId={message.id}
        open={isFeedbackOpen}
        onOpenChange={setFeedbackOpen}
        onCloseAutoFocus={feedbackFocus.onCloseAutoFocus}
      />
    </div>
  );
}
