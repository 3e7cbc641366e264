import { useQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type { MessageCitation } from '@/contracts/chats';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { MODAL_OVERLAY_CLASS } from '@/web/ui/dialog';
import { Skeleton } from '@/web/ui/skeleton';
import { summarizeCitation } from './completions';
import { highlightQuote } from './quote-highlight';
import { ocrNote } from './reference-text';
import { useTypewriter } from './use-typewriter';

/** Spec §9: at this width and below the panel is a bottom drawer instead of a side sheet. */
export const REFERENCE_DRAWER_QUERY = '(max-width: 576px)';

type ReferencePanelProps = {
  citation: MessageCitation | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** Spec §2 reference panel: the cited section with its quote highlighted and a typed-out summary. */
export function ReferencePanel({ citation, onClose, onCloseAutoFocus }: ReferencePanelProps) {
  const isDrawer = useMediaQuery(REFERENCE_DRAWER_QUERY);
  // Keep showing the last reference while the panel animates closed.
  const lastRef = useRef<MessageCitation | null>(null);
  if (citation) lastRef.current = citation;
  const shown = citation ?? lastRef.current;

  return (
    <DialogPrimitive.Root open={citation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(MODAL_OVERLAY_CLASS, 'bg-black/40')} />
        <DialogPrimitive.Content
          data-testid="reference-panel"
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed z-50 flex flex-col bg-background text-foreground shadow-lg outline-none',
            // Slides in through @starting-style (no keyframes needed); fades out while Radix waits to unmount.
            'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:data-[state=closed]:animate-fade-out',
            isDrawer
              ? 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t starting:translate-y-full'
              : 'inset-y-0 right-0 h-full w-full max-w-xl border-l starting:translate-x-full',
          )}
        >
          {shown && <ReferenceBody citation={shown} />}
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close reference" className="absolute top-3 right-3 size-10 sm:size-9">
              <XIcon aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function ReferenceBody({ citation }: { citation: MessageCitation }) {
  const segments = highlightQuote(citation.content, citation.quote);
  const markRef = useRef<HTMLElement>(null);
  useEffect(() => {
    markRef.current?.scrollIntoView({ block: 'center' });
  }, [citation]);
  let isFirstMark = true;

  return (
    <>
      <header className="grid gap-1 border-b px-4 py-4 pr-14 sm:px-6">
        <DialogPrimitive.Title className="text-base leading-snug font-semibold">
          <span className="text-primary tabular-nums">[{citation.n}]</span> {citation.title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-sm text-muted-foreground">
          {citation.document_name}
          {citation.page_number ? `, page ${citation.page_number}` : ''}
        </DialogPrimitive.Description>
        {citation.citation && (
          <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]" data-testid="reference-path">
            {citation.citation}
          </p>
        )}
        {ocrNote(citation) && (
          <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="reference-ocr">
            {ocrNote(citation)}: check the wording against the original.
          </p>
        )}
      </header>
      <div className="max-h-[30%] shrink-0 overflow-y-auto border-b bg-muted/40 px-4 py-3 sm:px-6">
        <CitationSummary citation={citation} />
      </div>
      {/* The full text scrolls on its own, so bringing the quote into view never hides the summary. */}
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        <section aria-labelledby="reference-text-heading" className="grid gap-2">
          <h3 id="reference-text-heading" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Full text
          </h3>
          <p className="text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
            {segments.map((s, i) => {
              if (!s.isQuote) return <span key={i}>{s.text}</span>;
              const ref = isFirstMark ? markRef : undefined;
              isFirstMark = false;
              return (
                <mark key={i} ref={ref} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/30">
                  {s.text}
                </mark>
              );
            })}
          </p>
        </section>
      </div>
    </>
  );
}

function CitationSummary({ citation }: { citation: MessageCitation }) {
  const summary = useQuery({
    queryKey: ['citation-summary', citation.id, citation.title],
    queryFn: () => summarizeCitation(citation.title, citation.content),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    enabled: citation.content.trim().length > 0,
  });
  const { shown, isTyping } = useTypewriter(summary.data ?? '');

  return (
    <section aria-labelledby="reference-summary-heading" className="grid gap-2">
      <h3 id="reference-summary-heading" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Summary
      </h3>
      {summary.isPending && summary.fetchStatus !== 'idle' ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Summarizing this section…</span>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-5/6" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      ) : summary.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>The summary could not be loaded.</span>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : summary.data ? (
        <>
          <p className="sr-only">{summary.data}</p>
          <p aria-hidden="true" className="text-sm leading-relaxed whitespace-pre-wrap" data-testid="reference-summary">
            {shown}
            {isTyping && <span className="ml-0.5 inline-block h-4 w-px translate-y-0.5 bg-foreground motion-safe:animate-pulse" />}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No summary is available for this section.</p>
      )}
    </section>
  );
}
