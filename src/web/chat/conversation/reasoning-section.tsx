import { Brain, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/web/ui/cn';

type ReasoningSectionProps = { reasonings: string[]; isOpen: boolean; onToggle: () => void };

/** Spec §4: the collapsible 'Reasoning' of one answer, toggled by click or Enter (a native button). */
export function ReasoningSection({ reasonings, isOpen, onToggle }: ReasoningSectionProps) {
  const contentId = useId();
  if (reasonings.length === 0) return null;
  return (
    <div className="rounded-md border bg-muted/40">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={onToggle}
        className="flex min-h-10 w-full items-center gap-2 rounded-md px-3 text-left text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:min-h-8"
      >
        <Brain className="size-4 shrink-0" aria-hidden="true" />
        <span className="flex-1">Reasoning</span>
        <ChevronDown
          className={cn('size-4 shrink-0 transition-transform motion-reduce:transition-none', !isOpen && '-rotate-90')}
          aria-hidden="true"
        />
      </button>
      {isOpen && (
        <ol id={contentId} className="grid list-decimal gap-1 px-3 pb-3 pl-8 text-xs text-muted-foreground">
          {reasonings.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
