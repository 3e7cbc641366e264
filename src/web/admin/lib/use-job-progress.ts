import { useEffect, useRef, useState } from 'react';
import { JobProgressEvent } from '@/contracts/live-events';
import { getCableConsumer } from '@/web/lib/cable';

type JobProgressState = {
  /** Every message received since the subscription started, oldest first. */
  messages: JobProgressEvent[];
  latest: JobProgressEvent | null;
  /** The last percentage any message carried. */
  percentage: number | null;
  isConnected: boolean;
};

const EMPTY: JobProgressState = { messages: [], latest: null, percentage: null, isConnected: false };

type Options = {
  /** Subscribe only while true (e.g. while the job is pending or processing). Default true. */
  enabled?: boolean;
  /** Called for every valid message, after state has been updated. */
  onMessage?: (event: JobProgressEvent) => void;
};

/** Follows one job's progress on JobProgressChannel `{ job_id }`; nothing happens without a job id. */
export function useJobProgress(jobId: string | null | undefined, { enabled = true, onMessage }: Options = {}): JobProgressState {
  const [state, setState] = useState<JobProgressState>(EMPTY);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    if (!jobId || !enabled) return;
    setState(EMPTY);
    const subscription = getCableConsumer().subscriptions.create(
      { channel: 'JobProgressChannel', job_id: jobId },
      {
        connected: () => setState((s) => ({ ...s, isConnected: true })),
        disconnected: () => setState((s) => ({ ...s, isConnected: false })),
        rejected: () => setState((s) => ({ ...s, isConnected: false })),
        received: (data: unknown) => {
          const parsed = JobProgressEvent.safeParse(data);
          if (!parsed.success) return;
          const event = parsed.data;
          setState((s) => ({
            ...s,
            messages: [...s.messages, event],
            latest: event,
            percentage: event.percentage ?? s.percentage,
          }));
          onMessageRef.current?.(event);
        },
      },
    );
    return () => subscription.unsubscribe();
  }, [jobId, enabled]);

  return state;
}
