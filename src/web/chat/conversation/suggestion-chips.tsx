import { X } from 'lucide-react';
import { IconAction } from './icon-action';

type SuggestionChipsProps = { suggestions: string[]; onPick: (text: string) => void; onDismiss: () => void };

/** Suggested queries as chips; a click puts the query in the prompt. */
export function SuggestionChips({ suggestions, onPick, onDismiss }: SuggestionChipsProps) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label="Suggested queries" className="flex items-start gap-1">
      <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5">
        {suggestions.map((s) => (
          <li key={s} className="max-w-full">
            <button
              type="button"
              onClick={() => onPick(s)}
              className="min-h-10 max-w-full rounded-full border bg-card px-3 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:min-h-8 [overflow-wrap:anywhere]"
            >
              {s}
            </button>
          </li>
        ))}
      </ul>
      <IconAction label="Dismiss suggestions" icon={<X aria-hidden="true" />} onClick={onDismiss} />
    </section>
  );
}
