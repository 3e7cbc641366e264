import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { MAX_FEEDBACK_CHARACTERS } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/ui/dialog';
import { Textarea } from '@/web/ui/textarea';
import { useSubmitFeedback } from './use-message-feedback';

type FeedbackDialogProps = {
  messageId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** Spec §2 'Feedback' dialog: a required note on one answer; it resets and closes after sending, either way. */
export function FeedbackDialog({ messageId, open, onOpenChange, onCloseAutoFocus }: FeedbackDialogProps) {
  const submit = useSubmitFeedback();
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  function close() {
    setFeedback('');
    setError(null);
    onOpenChange(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = feedback.trim();
    if (!text) {
      setError('Type your feedback first.');
      return;
    }
    // Checked here rather than with maxLength, which would silently cut a long paste.
    if (text.length > MAX_FEEDBACK_CHARACTERS) {
      setError(`Feedback can be at most ${MAX_FEEDBACK_CHARACTERS.toLocaleString('en-US')} characters.`);
      return;
    }
    try {
      await submit.mutateAsync({ messageId, feedback: text });
      toast.success('Feedback submitted', { description: 'Thank you for your feedback!' });
    } catch (err) {
      console.error('Failed to submit feedback', err);
      toast.error('Failed to submit feedback', { description: 'Please try again later' });
    }
    close();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Feedback</DialogTitle>
            <DialogDescription>Tell us what was wrong, missing or helpful in this answer.</DialogDescription>
          </DialogHeader>
          <label htmlFor={fieldId} className="sr-only">
            Feedback
          </label>
          <Textarea
            id={fieldId}
            required
            autoFocus
            rows={3}
            placeholder="Type your feedback here..."
            value={feedback}
            onChange={(e) => {
              setFeedback(e.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            disabled={submit.isPending}
          />
          {error && (
            <p id={errorId} role="alert" className="-mt-2 text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={submit.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
