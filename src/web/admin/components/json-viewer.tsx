import { cn } from '@/web/ui/cn';
import { prettyJson } from '../lib/json-text';

/** Read-only pretty-printed JSON in a scrolling, focusable block (keyboard users can scroll it). */
export function JsonViewer({ value, label, className }: { value: unknown; label: string; className?: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className={cn(
        'max-h-96 overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {prettyJson(value)}
    </pre>
  );
}
