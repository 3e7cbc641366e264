import { useMutation } from '@tanstack/react-query';
import { FileText, Lightbulb, LoaderCircle, Mic, MicOff, SendHorizontal, WandSparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatDetail } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { latestSourcesText } from './completion-text';
import { improvePrompt, suggestQueries, summarizeSources } from './completions';
import { IconAction } from './icon-action';
import { promptOverLimit, promptTooLongMessage } from './prompt-length';
import { SourcesSummaryDialog } from './sources-summary-dialog';
import { SuggestionChips } from './suggestion-chips';
import { useDictation } from './use-dictation';
import { useReturnFocus } from './use-return-focus';

type PromptFormProps = {
  chat: ChatDetail;
  value: string;
  onValueChange: (value: string) => void;
  onSend: (text: string) => void;
  isStreaming: boolean;
  /** Why the prompt cannot be used right now (e.g. the chat is archived), or null. */
  lockedReason: string | null;
};

/** Spec §2 prompt form: Enter sends, Shift+Enter adds a line; dictation and the assistant helpers. */
export function PromptForm({ chat, value, onValueChange, onSend, isStreaming, lockedReason }: PromptFormProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const dictation = useDictation(onValueChange);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const summaryFocus = useReturnFocus();
  const focusPrompt = () => textareaRef.current?.focus();

  const improve = useMutation({
    mutationFn: improvePrompt,
    onSuccess: (text) => {
      if (text.trim()) onValueChange(text.trim());
      focusPrompt();
    },
    onError: () => toast.error('Failed to improve prompt'),
  });
  const suggest = useMutation({
    mutationFn: suggestQueries,
    onSuccess: (list) => {
      setSuggestions(list);
      if (list.length === 0) toast('No suggestions for this question');
    },
    onError: () => toast.error('Failed to suggest queries'),
  });
  const summarize = useMutation({
    mutationFn: summarizeSources,
    onSuccess: setSummary,
    onError: () => toast.error('Failed to summarize sources'),
  });

  const sourcesText = useMemo(() => latestSourcesText(chat.messages), [chat.messages]);
  const lastQuestion = useMemo(() => chat.messages.findLast((m) => m.source === 'from_human')?.content ?? '', [chat.messages]);
  const suggestFrom = value.trim() || lastQuestion.trim();
  const isLocked = lockedReason !== null;
  const isBusy = improve.isPending;
  // No maxLength on the box: it would silently cut a long paste. The text stays whole and Send waits.
  const tooLongBy = promptOverLimit(value);
  const isTooLong = tooLongBy > 0;
  const lengthErrorId = useId();

  function submit() {
    // Spec §5: blank after trim is ignored; nothing is sent while a reply streams or dictation is on.
    if (isLocked || isStreaming || dictation.isDictating || isBusy || isTooLong || !value.trim()) return;
    setSuggestions([]);
    onSend(value);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function handlePickSuggestion(text: string) {
    onValueChange(text);
    setSuggestions([]);
    focusPrompt();
  }

  return (
    <>
      <form onSubmit={handleSubmit} className="mx-auto grid w-full max-w-3xl gap-2 px-2 pt-2 pb-3 min-[360px]:px-3 sm:px-4">
        {lockedReason && (
          <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm text-muted-foreground">
            {lockedReason}
          </p>
        )}
        <SuggestionChips suggestions={suggestions} onPick={handlePickSuggestion} onDismiss={() => setSuggestions([])} />
        <div className="rounded-xl border bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30">
          <textarea
            ref={textareaRef}
            aria-label="Message"
            placeholder={dictation.isDictating ? 'Listening...' : 'Ask a question about the code...'}
            rows={2}
            value={value}
            aria-invalid={isTooLong || undefined}
            aria-describedby={isTooLong ? lengthErrorId : undefined}
            onChange={(e) => onValueChange(e.target.value)}
            onKeyDown={handleKeyDown}
            readOnly={dictation.isDictating || isBusy}
            disabled={isLocked}
            className="block max-h-48 min-h-14 w-full resize-none bg-transparent px-3 pt-3 pb-1 text-base outline-none placeholder:text-muted-foreground [field-sizing:content] disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm"
          />
          <div className="flex items-center gap-0.5 px-1.5 pb-2 min-[360px]:px-2">
            <IconAction
              label={dictation.isDictating ? 'Stop dictation' : 'Start dictation'}
              aria-pressed={dictation.isDictating}
              icon={dictation.isDictating ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
              className={cn(dictation.isDictating && 'bg-red-100 text-red-700 hover:bg-red-200 dark:bg-red-500/20 dark:text-red-300')}
              disabled={isLocked || isStreaming}
              onClick={() => dictation.toggle(value)}
            />
            <IconAction
              label="Improve prompt"
              icon={improve.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <WandSparkles aria-hidden="true" />}
              disabled={isLocked || isBusy || dictation.isDictating || !value.trim()}
              onClick={() => improve.mutate(value.trim())}
            />
            <IconAction
              label="Suggest queries"
              icon={suggest.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Lightbulb aria-hidden="true" />}
              disabled={isLocked || suggest.isPending || !suggestFrom}
              onClick={() => suggest.mutate(suggestFrom)}
            />
            <IconAction
              label="Summarize sources"
              icon={<FileText aria-hidden="true" />}
              disabled={summarize.isPending || !sourcesText}
              onClick={() => {
                summaryFocus.capture();
                summarize.mutate(sourcesText);
              }}
            />
            <Button
              type="submit"
              className="ml-auto h-10 sm:h-9"
              disabled={isLocked || isStreaming || dictation.isDictating || isBusy || isTooLong || !value.trim()}
            >
              {isStreaming ? (
                <>
                  <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> Waiting...
                </>
              ) : (
                <>
                  <SendHorizontal aria-hidden="true" /> Send
                </>
              )}
            </Button>
          </div>
        </div>
        {isTooLong && (
          <p id={lengthErrorId} role="alert" className="text-sm text-destructive">
            {promptTooLongMessage(tooLongBy)}
          </p>
        )}
      </form>
      <SourcesSummaryDialog
        summary={summary}
        isLoading={summarize.isPending}
        onClose={() => setSummary(null)}
        onCloseAutoFocus={summaryFocus.onCloseAutoFocus}
      />
    </>
  );
}
