import { RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import type { GrantResult } from '@/contracts/grants';
import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { useEligibilitySummary } from './grant-queries';
import { useSeenOnScreen } from './use-in-view';

/** The card's plain-language eligibility summary, asked for once the card is on screen. */
export function EligibilitySummary({ grant }: { grant: GrantResult }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnScreen(ref);
  const summary = useEligibilitySummary(grant, seen);

  let body;
  if (summary.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        Failed to summarize eligibility.
        <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
          <RefreshCw aria-hidden="true" /> Try again
        </Button>
      </div>
    );
  } else if (!summary.data) {
    body = (
      <div role="status" className="grid gap-1.5">
        <span className="sr-only">Summarizing eligibility</span>
        <Skeleton className="h-3.5 w-11/12" />
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="h-3.5 w-2/3" />
      </div>
    );
  } else {
    body = (
      <div data-testid="eligibility-summary" className="grid gap-1 text-sm">
        {summary.data.split('\n').filter(Boolean).map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    );
  }
  return (
    <section ref={ref} aria-label="Eligibility summary" className="grid gap-2 rounded-md bg-muted/50 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Eligibility summary</h3>
      {body}
    </section>
  );
}
