import { router } from '@inertiajs/react';
import { CircleCheck, CircleX, Info, LoaderCircle, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DocumentSummary, SplitJobSummary } from '@/contracts/workbench';
import { Alert, AlertDescription } from '@/web/ui/alert';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { cn } from '@/web/ui/cn';
import { AdminLayout } from '../admin-layout';
import { BackLink, LinkButton } from '../components/link-button';
import { JobStatusBadge } from '../components/status-badge';
import { isErrorMessage, isResultsSavedMessage } from '../lib/job-progress';
import { countOf, formatTimeOfDay, splitJobDisplayName } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { splitResults } from '../lib/split-results';
import { useJobProgress } from '../lib/use-job-progress';
import { FALLBACK_RELOAD_MS, useReloadWhile } from '../lib/use-reload-while';

type Props = PageProps<{ document: DocumentSummary; split_job: SplitJobSummary }>;

/** /documents/:id/split_jobs/:sid: "PDF Processing Job" with its live log and results. */
export default function SplitJobShow({ document, split_job: job }: Props) {
  const { results, error: resultsError } = splitResults(job.start_pages);
  const hasResults = results.length > 0 || resultsError !== null;
  const [savedLive, setSavedLive] = useState(false);
  const hasFailed = job.status === 'failed' && !hasResults;
  // Spec admin §4: follow the live log only while there is a job id and nothing has been stored yet.
  const isLive = Boolean(job.job_id) && !hasResults && !hasFailed;
  const progress = useJobProgress(job.job_id, {
    enabled: isLive,
    onMessage: (event) => {
      if (isResultsSavedMessage(event.message)) {
        setSavedLive(true);
        router.reload();
      } else if (isErrorMessage(event.message)) {
        router.reload();
      }
    },
  });
  useReloadWhile(isLive, ['split_job'], FALLBACK_RELOAD_MS);
  const isComplete = hasResults || savedLive;

  const logEnd = useRef<HTMLLIElement>(null);
  useEffect(() => {
    logEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [progress.messages.length]);

  return (
    <AdminLayout
      title="PDF Processing Job"
      breadcrumbs={[{ label: document.name, href: paths.document(document.id) }, { label: splitJobDisplayName(job) }]}
      actions={
        <>
          <BackLink href={paths.document(document.id)}>Back to Document</BackLink>
          <LinkButton href={paths.editSplitJob(document.id, job.id)}>
            <Pencil aria-hidden="true" />
            Edit Split Job
          </LinkButton>
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Job Details</CardTitle>
            <Badge variant={isComplete ? 'success' : hasFailed ? 'destructive' : 'warning'} role="status">
              {isComplete ? (
                <CircleCheck aria-hidden="true" />
              ) : hasFailed ? (
                <CircleX aria-hidden="true" />
              ) : (
                <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
              )}
              {isComplete ? 'Complete' : hasFailed ? 'Failed' : 'Processing'}
            </Badge>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Document</dt>
              <dd className="min-w-0 break-words">{document.file_name ?? document.name}</dd>
              {job.header_search_string && (
                <>
                  <dt className="text-muted-foreground">Search string</dt>
                  <dd className="min-w-0 font-mono break-words">{job.header_search_string}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Pages</dt>
              <dd className="tabular-nums">
                {job.start_page} to {job.end_page || 'End'}
              </dd>
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <JobStatusBadge status={job.status} />
              </dd>
              {job.error && (
                <>
                  <dt className="text-muted-foreground">Error</dt>
                  <dd className="text-red-700 dark:text-red-400">{job.error}</dd>
                </>
              )}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Processing Log</CardTitle>
            {isLive && (
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span
                  className={cn('size-2 rounded-full', progress.isConnected ? 'bg-green-500' : 'bg-muted-foreground/50')}
                  aria-hidden="true"
                />
                {progress.isConnected ? 'Live' : 'Connecting…'}
              </span>
            )}
          </CardHeader>
          <CardContent>
            {!job.job_id && progress.messages.length === 0 ? (
              <Alert variant="info">
                <Info aria-hidden="true" />
                <AlertDescription>This job was processed before real-time progress tracking was available.</AlertDescription>
              </Alert>
            ) : (
              <ol
                aria-label="Processing log"
                aria-live="polite"
                tabIndex={0}
                className="max-h-80 overflow-y-auto rounded-md border bg-muted/40 p-3 font-mono text-xs leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {progress.messages.length === 0 && (
                  <li className="text-muted-foreground">
                    {isLive ? 'Waiting for processing to begin...' : 'No log messages in this session.'}
                  </li>
                )}
                {progress.messages.map((event, index) => (
                  <li
                    key={`${event.timestamp}-${index}`}
                    ref={index === progress.messages.length - 1 ? logEnd : undefined}
                    className={cn('flex gap-2', isErrorMessage(event.message) && 'text-red-700 dark:text-red-400')}
                  >
                    <time dateTime={event.timestamp} className="shrink-0 text-muted-foreground">
                      [{formatTimeOfDay(event.timestamp)}]
                    </time>
                    <span className="min-w-0 break-words">{event.message}</span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Processing Results</CardTitle>
          {results.length > 0 && <span className="text-sm text-muted-foreground">{countOf(results.length, 'section')}</span>}
        </CardHeader>
        <CardContent>
          {resultsError ? (
            <p className="text-sm text-red-700 dark:text-red-400">{resultsError}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-muted-foreground">No results yet.</p>
          ) : (
            <ul aria-label="Processing results" className="grid gap-1 text-sm">
              {results.map((result) => (
                <li key={result.page} className="flex gap-1 rounded-md px-2 py-1 odd:bg-muted/40">
                  <span className="shrink-0 font-medium tabular-nums">Page {result.page}:</span>{' '}
                  <span className="min-w-0 break-words">{result.title}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
