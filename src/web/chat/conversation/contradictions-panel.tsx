import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, FileText, LoaderCircle, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Message } from '@/contracts/chats';
import { type DocumentSource, KIND_LABELS, type SuspectedContradiction } from '@/contracts/contradictions';
import { cn } from '@/web/ui/cn';
import { chatKeys } from '../data/chat-queries';
import { msLeftAnalyzing, panelState } from './contradictions';

/** Re-renders when the 10-second 'analyzing' window of the message closes; then asks the server for the scan's result once. */
function useAnalyzingWindow(message: Message): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const left = msLeftAnalyzing(message, now);
  const isPending = message.contradiction_status !== 'completed' && message.contradiction_status !== 'error';
  useEffect(() => {
    if (left <= 0 || !isPending) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      // A result whose live event was missed is in the stored chat.
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(message.chat_id) });
    }, left);
    return () => clearTimeout(timer);
  }, [left, isPending, message.chat_id, queryClient]);
  return now;
}

function Side({ source }: { source: DocumentSource }) {
  return (
    <figure className="grid min-w-0 gap-1">
      <figcaption className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
        <FileText className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="font-medium text-foreground">{source.section ?? 'Unnumbered text'}</span>
        <span className="break-words">{source.document_name}</span>
        {source.enactment && <span>· {source.enactment}</span>}
      </figcaption>
      <blockquote className="border-l-2 border-amber-400/70 pl-2 text-xs break-words whitespace-pre-wrap">{source.quoted_text}</blockquote>
    </figure>
  );
}

function Finding({ finding }: { finding: SuspectedContradiction }) {
  const [isOpen, setOpen] = useState(false);
  const contentId = useId();
  return (
    <li className="rounded-md border bg-background">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-10 w-full items-start gap-2 rounded-md px-3 py-2 text-left text-xs outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:min-h-8"
      >
        <ChevronDown className={cn('mt-0.5 size-3.5 shrink-0 transition-transform motion-reduce:transition-none', !isOpen && '-rotate-90')} aria-hidden="true" />
        <span className="min-w-0 flex-1 break-words">{finding.explanation}</span>
        <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-[0.6875rem] text-muted-foreground max-sm:hidden">{KIND_LABELS[finding.kind]}</span>
      </button>
      {isOpen && (
        <div id={contentId} className="grid gap-3 px-3 pb-3 sm:grid-cols-2">
          {finding.document_sources.map((source, i) => (
            <Side key={i} source={source} />
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * The conflict-scan panel of an answer (users with code_doctor, spec chat-app §2, §4): 'analyzing' only while the
 * answer is under 10 s old, then the suspected contradictions between the cited sections and the rest of the code —
 * each opening to both quoted sides — or that none were found, or that the check failed.
 */
export function ContradictionsPanel({ message }: { message: Message }) {
  const now = useAnalyzingWindow(message);
  const [isOpen, setOpen] = useState(true);
  const listId = useId();
  const state = panelState(message, now);
  if (state === 'hidden') return null;

  if (state === 'analyzing' || state === 'clear' || state === 'error') {
    const line = {
      analyzing: { icon: <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />, text: 'Checking the cited sections for conflicting provisions...' },
      clear: { icon: <ShieldCheck className="size-4 text-green-700 dark:text-green-400" aria-hidden="true" />, text: 'No conflicts found in the cited sections.' },
      error: { icon: <ShieldAlert className="size-4 text-destructive" aria-hidden="true" />, text: 'The conflict check could not be completed.' },
    }[state];
    return (
      <p role="status" data-testid="conflict-scan" data-state={state} className="flex items-center gap-2 text-xs text-muted-foreground">
        {line.icon}
        {line.text}
      </p>
    );
  }

  const found = message.suspected_document_contradictions;
  return (
    <section data-testid="conflict-scan" data-state={state} aria-label="Conflict scan" className="rounded-md border border-amber-300 bg-amber-50/60 dark:border-amber-500/40 dark:bg-amber-500/10">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-10 w-full items-center gap-2 rounded-md px-3 text-left text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:min-h-8"
      >
        <TriangleAlert className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <span className="flex-1">
          {found.length} possible {found.length === 1 ? 'conflict' : 'conflicts'} with other provisions
        </span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform motion-reduce:transition-none', !isOpen && '-rotate-90')} aria-hidden="true" />
      </button>
      {isOpen && (
        <ul id={listId} className="grid gap-2 px-3 pb-3">
          {found.map((f) => (
            <Finding key={f.id} finding={f} />
          ))}
        </ul>
      )}
    </section>
  );
}
