import { Copy } from 'lucide-react';
import type { MessageCitation } from '@/contracts/chats';
import { IconAction } from './icon-action';
import { copyText } from './message-actions';
import { ocrNote, referenceText } from './reference-text';

type ReferenceListProps = { citations: readonly MessageCitation[]; onOpen: (citation: MessageCitation) => void };

/** Spec §2: an answer's numbered references; a row opens the reference panel, the icon copies it. */
export function ReferenceList({ citations, onOpen }: ReferenceListProps) {
  if (citations.length === 0) return null;
  return (
    <section aria-label="References" className="grid gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">References</h3>
      <ol className="grid gap-1">
        {citations.map((c) => (
          <li key={c.n} className="flex items-start gap-1">
            <button
              type="button"
              data-testid="citation-row"
              onClick={() => onOpen(c)}
              className="flex min-h-10 min-w-0 flex-1 items-start gap-2 rounded-md border bg-card px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:min-h-9"
            >
              <span className="shrink-0 font-semibold text-primary tabular-nums">[{c.n}]</span>
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium [overflow-wrap:anywhere]">{c.title}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {[c.document_name, c.citation].filter(Boolean).join(' · ')}
                </span>
                {ocrNote(c) && (
                  <span className="text-xs text-amber-700 dark:text-amber-400" data-testid="citation-ocr">
                    {ocrNote(c)}
                  </span>
                )}
              </span>
            </button>
            <IconAction
              label={`Copy reference ${c.n}`}
              icon={<Copy aria-hidden="true" />}
              className="text-muted-foreground"
              onClick={() => void copyText(referenceText(c), 'Reference copied!')}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
