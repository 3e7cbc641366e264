import { router } from '@inertiajs/react';
import { useEffect, useRef } from 'react';

export const JOB_POLL_INTERVAL_MS = 2000;

/** For pages that follow a job live: a slower safety net for a job that ends before the subscription starts. */
export const FALLBACK_RELOAD_MS = 10_000;

/**
 * While `active`, reloads the named props every `intervalMs` (a partial Inertia reload), one request at a time,
 * so job statuses move without a manual refresh.
 */
export function useReloadWhile(active: boolean, only: string[], intervalMs: number = JOB_POLL_INTERVAL_MS): void {
  const onlyKey = only.join(',');
  const onlyRef = useRef(only);
  onlyRef.current = only;

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const schedule = () => {
      timer = setTimeout(() => {
        router.reload({
          only: onlyRef.current,
          onFinish: () => {
            if (!cancelled) schedule();
          },
        });
      }, intervalMs);
    };
    schedule();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [active, onlyKey, intervalMs]);
}
