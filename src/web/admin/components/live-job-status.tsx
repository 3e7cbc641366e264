import { router } from '@inertiajs/react';
import { Radio } from 'lucide-react';
import type { JobStatus } from '@/contracts/workbench';
import { Alert, AlertDescription, AlertTitle } from '@/web/ui/alert';
import { Progress } from '@/web/ui/progress';
import { isActiveStatus, isFinalMessage } from '../lib/job-progress';
import { useJobProgress } from '../lib/use-job-progress';
import { FALLBACK_RELOAD_MS, useReloadWhile } from '../lib/use-reload-while';
import { JobStatusBadge } from './status-badge';

type Props = {
  jobId: string | null;
  status: JobStatus;
  /** Props to reload when the job ends (default: the whole page). */
  reloadOnly?: string[];
  label?: string;
};

/**
 * While a job is pending or processing: follows JobProgressChannel, shows a progress bar and the latest message,
 * and reloads the page once a message says "completed" or "ERROR:".
 */
export function LiveJobStatus({ jobId, status, reloadOnly, label = 'Job progress' }: Props) {
  const isActive = isActiveStatus(status);
  const progress = useJobProgress(jobId, {
    enabled: isActive,
    onMessage: (event) => {
      if (isFinalMessage(event.message)) router.reload(reloadOnly ? { only: reloadOnly } : {});
    },
  });
  useReloadWhile(isActive, reloadOnly ?? [], FALLBACK_RELOAD_MS);

  if (!isActive) return null;
  const message = progress.latest?.message ?? (status === 'pending' ? 'Waiting for the job to start...' : 'Processing...');
  return (
    <Alert variant="info" aria-live="polite">
      <Radio aria-hidden="true" className="motion-safe:animate-pulse" />
      <AlertTitle className="flex flex-wrap items-center gap-2">
        {label} <JobStatusBadge status={progress.latest?.status ?? status} />
      </AlertTitle>
      <AlertDescription className="w-full">
        <Progress value={progress.percentage ?? 0} aria-label={label} className="bg-blue-200/60 dark:bg-blue-500/20" />
        <p className="break-words">
          {message}
          {progress.percentage !== null && <span className="ml-2 tabular-nums">({Math.round(progress.percentage)}%)</span>}
        </p>
      </AlertDescription>
    </Alert>
  );
}
