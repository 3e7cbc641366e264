import { router } from '@inertiajs/react';
import { CircleAlert, CircleCheck, CloudUpload, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type MunicipalitySummary, VECTORIZED_STATUS_PROGRESS, type VectorizedStatus } from '@/contracts/workbench';
import { api } from '@/web/lib/api';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { NativeSelect } from '@/web/ui/native-select';
import { Progress } from '@/web/ui/progress';
import { isCompletedMessage, isErrorMessage } from '../lib/job-progress';
import { readUploadResponse, SELECT_MUNICIPALITY_MESSAGE, uploadErrorMessage } from '../lib/vectorize-upload';
import { useJobProgress } from '../lib/use-job-progress';
import { JOB_POLL_INTERVAL_MS } from '../lib/use-reload-while';
import { VectorizedStatusBadge } from './status-badge';

type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'uploading'; jobId: string; message: string | null }
  | { kind: 'completed'; message: string }
  | { kind: 'failed'; message: string };

type Props = {
  /** POST endpoint: `/documents/:id/upload_document_chunks` or the collection's. */
  url: string;
  documentId: number;
  municipalities: MunicipalitySummary[];
  /** The document's vectorized status, shown with its progress value (spec admin §4). */
  vectorizedStatus?: VectorizedStatus | null;
  /** Props to reload once the upload completes (default: the whole page). */
  reloadOnly?: string[];
  /** Lay the control out in one row (page headers) instead of a stacked panel. */
  compact?: boolean;
  className?: string;
};

/** The runner ends every job with "{kind} completed"; say it in words, keep anything more specific. */
function completedText(message: string): string {
  return /^[\w-]+ completed$/.test(message.trim()) ? 'Upload completed.' : message;
}

type JobRecord = { status: string; message: string | null; error: string | null; progress: number | null };

/**
 * "Upload to Search Index": choose a municipality, start the upload (fetch + CSRF), then follow the job on
 * JobProgressChannel with a progress bar until a message says "completed" (props reload) or "ERROR:".
 */
export function UploadToSearchIndex({
  url,
  documentId,
  municipalities,
  vectorizedStatus,
  reloadOnly,
  compact = false,
  className,
}: Props) {
  const id = useId();
  const selectId = `${id}-municipality`;
  const [municipalityId, setMunicipalityId] = useState('');
  const [selectError, setSelectError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [polledPercentage, setPolledPercentage] = useState<number | null>(null);
  const jobId = phase.kind === 'uploading' ? phase.jobId : null;
  const reloadRef = useRef(reloadOnly);
  reloadRef.current = reloadOnly;

  // The live channel and the job poll may both report the end; only the first one counts.
  const endedJobRef = useRef<string | null>(null);
  const finish = (next: Phase) => {
    if (!jobId || endedJobRef.current === jobId) return;
    endedJobRef.current = jobId;
    setPhase(next);
    if (next.kind === 'completed') router.reload(reloadRef.current ? { only: reloadRef.current } : {});
  };

  const progress = useJobProgress(jobId, {
    enabled: jobId !== null,
    onMessage: (event) => {
      if (isErrorMessage(event.message)) finish({ kind: 'failed', message: event.message });
      else if (isCompletedMessage(event.message)) finish({ kind: 'completed', message: event.message });
    },
  });

  // The job may end before the subscription is confirmed; its record says so, so ask it now and then.
  useEffect(() => {
    if (!jobId) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      try {
        const job = await api.get<JobRecord>(`/api/v1/jobs/${encodeURIComponent(jobId)}`);
        if (cancelled) return;
        if (typeof job.progress === 'number') setPolledPercentage(job.progress);
        if (job.status === 'completed') finish({ kind: 'completed', message: job.message ?? 'Upload completed' });
        else if (job.status === 'failed') finish({ kind: 'failed', message: job.message ?? `ERROR: ${job.error ?? 'Upload failed'}` });
      } catch {
        // The live channel still reports; try again on the next tick.
      }
    }, JOB_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [jobId]);

  const handleUpload = async () => {
    if (!municipalityId) {
      setSelectError(SELECT_MUNICIPALITY_MESSAGE);
      return;
    }
    setSelectError(null);
    setPolledPercentage(null);
    setPhase({ kind: 'starting' });
    try {
      const result = readUploadResponse(await api.post(url, { municipality_id: Number(municipalityId) }));
      setPhase(result.ok ? { kind: 'uploading', jobId: result.jobId, message: result.message } : { kind: 'failed', message: result.error });
    } catch (error) {
      setPhase({ kind: 'failed', message: uploadErrorMessage(error) });
    }
  };

  const busy = phase.kind === 'starting' || phase.kind === 'uploading';
  const percentage =
    phase.kind === 'completed' ? 100 : Math.max(progress.percentage ?? 0, polledPercentage ?? 0);
  const liveMessage =
    phase.kind === 'uploading' ? (progress.latest?.message ?? phase.message ?? 'Waiting for the upload to start...') : null;
  const associated = (m: MunicipalitySummary) => m.document_ids.includes(documentId);

  return (
    <div
      className={cn('grid gap-3', compact && 'rounded-lg border bg-card p-3 shadow-xs', className)}
      role="group"
      aria-labelledby={`${id}-title`}
    >
      <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', !compact && 'justify-between')}>
        <span id={`${id}-title`} className="flex items-center gap-2 text-sm font-medium">
          <CloudUpload className="size-4 text-muted-foreground" aria-hidden="true" />
          Upload to Search Index
        </span>
        {vectorizedStatus !== undefined && (
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            {vectorizedStatus ? (
              <>
                <VectorizedStatusBadge status={vectorizedStatus} />
                <span className="tabular-nums">{VECTORIZED_STATUS_PROGRESS[vectorizedStatus] ?? 0}%</span>
              </>
            ) : (
              'Not vectorized yet'
            )}
          </span>
        )}
      </div>
      <div className={cn('flex flex-col gap-2 sm:flex-row sm:items-center', compact && 'sm:max-w-2xl')}>
        <label htmlFor={selectId} className="sr-only">
          Municipality
        </label>
        <NativeSelect
          id={selectId}
          className="sm:max-w-72"
          value={municipalityId}
          disabled={busy}
          aria-invalid={selectError ? true : undefined}
          aria-describedby={selectError ? `${id}-select-error` : undefined}
          onChange={(event) => {
            setMunicipalityId(event.target.value);
            if (event.target.value) setSelectError(null);
          }}
        >
          <option value="">{municipalities.length ? 'Select a municipality' : 'No municipalities yet'}</option>
          {municipalities.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
              {associated(m) ? ' (associated)' : ''}
            </option>
          ))}
        </NativeSelect>
        <Button onClick={handleUpload} disabled={busy} className="sm:w-auto">
          {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
          {phase.kind === 'starting' ? 'Starting upload...' : phase.kind === 'uploading' ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
      {selectError && (
        <p id={`${id}-select-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {selectError}
        </p>
      )}
      {(phase.kind === 'uploading' || phase.kind === 'completed') && (
        <div className="grid gap-1.5" aria-live="polite">
          <Progress
            value={percentage}
            aria-label="Upload progress"
            indicatorClassName={phase.kind === 'completed' ? 'bg-green-600 dark:bg-green-500' : undefined}
          />
          <p
            className={cn(
              'flex items-center gap-1.5 text-sm break-words',
              phase.kind === 'completed' ? 'text-green-700 dark:text-green-400' : 'text-muted-foreground',
            )}
          >
            {phase.kind === 'completed' && <CircleCheck className="size-4 shrink-0" aria-hidden="true" />}
            <span>{phase.kind === 'completed' ? completedText(phase.message) : liveMessage}</span>
            <span className="ml-auto tabular-nums">{Math.round(percentage)}%</span>
          </p>
        </div>
      )}
      {phase.kind === 'failed' && (
        <p role="alert" className="flex items-start gap-1.5 text-sm break-words text-red-700 dark:text-red-400">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {phase.message}
        </p>
      )}
    </div>
  );
}
