import { JOB_POLL_INTERVAL_MS } from '../lib/use-reload-while';

/** Says that the page is polling (useReloadWhile's default interval) while something is still running. */
export function RefreshingNote() {
  return (
    <span role="status" className="text-xs text-muted-foreground">
      Refreshing every {JOB_POLL_INTERVAL_MS / 1000} seconds…
    </span>
  );
}
