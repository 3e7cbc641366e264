import type { PermitReviewSummary } from '@/contracts/permits';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { Skeleton } from '@/web/ui/skeleton';
import { ADVICE_STYLES } from './permit-format';
import { usePermitHistory } from './permit-queries';

/** The user's recent reviews (beyond the spec): each reopens with its PDF and advice. */
export function PermitHistory({ onOpen, openingId }: { onOpen: (review: PermitReviewSummary) => void; openingId: number | null }) {
  const history = usePermitHistory();
  return (
    <section aria-labelledby="permit-history-heading" className="grid gap-3">
      <h2 id="permit-history-heading" className="text-base font-semibold">
        Recent reviews
      </h2>
      {history.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading recent reviews…</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : history.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Your recent reviews could not be loaded.</span>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No permits reviewed yet. Submitted permits appear here so you can reopen them.</p>
      ) : (
        <ul className="grid gap-2">
          {history.data.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                disabled={r.status !== 'completed' || openingId !== null}
                onClick={() => onOpen(r)}
                className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
              >
                <span className="grid gap-0.5">
                  <span className="font-medium [overflow-wrap:anywhere]">{r.file_name}</span>
                  <span className="text-xs text-muted-foreground">
                    {r.municipality_name} · {new Date(r.created_at).toLocaleString()}
                  </span>
                </span>
                <span className={cn('rounded-md border px-2 py-0.5 text-xs font-medium', r.advice_status ? ADVICE_STYLES[r.advice_status].className : '')}>
                  {openingId === r.id ? 'Opening…' : r.advice_status ? ADVICE_STYLES[r.advice_status].label : r.status === 'failed' ? 'Failed' : 'Processing'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
