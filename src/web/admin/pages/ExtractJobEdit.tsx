import { Link, router } from '@inertiajs/react';
import { ChevronLeft, ChevronRight, ListTree, Trash2 } from 'lucide-react';
import type { DocumentSummary, ExtractJobDetail } from '@/contracts/workbench';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { ConfirmButton } from '../components/confirm-button';
import { JsonViewer } from '../components/json-viewer';
import { LinkButton } from '../components/link-button';
import { LiveJobStatus } from '../components/live-job-status';
import { JobStatusBadge } from '../components/status-badge';
import { countOf } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import ExtractJobFormPage from './ExtractJobForm';

type Props = PageProps<{
  document: DocumentSummary;
  extract_job: ExtractJobDetail;
  divisor_types: string[];
  previous_extract_job_id: number | null;
  next_extract_job_id: number | null;
}>;

/** /documents/:id/extract_jobs/:jobId/edit: the form, live progress, the divisors found and the response payload. */
export default function ExtractJobEdit(props: Props) {
  const { document, extract_job: job, previous_extract_job_id: previousId, next_extract_job_id: nextId } = props;
  return (
    <ExtractJobFormPage
      {...props}
      actions={
        <>
          <LinkButton href={paths.divisors(document.id, job.id)}>
            <ListTree aria-hidden="true" />
            Divisor Tree
          </LinkButton>
          <ConfirmButton
            variant="outline"
            size="sm"
            className="text-red-700 hover:text-red-800 dark:text-red-400"
            message="Are you sure?"
            description="This extract job and its divisors will be deleted."
            onConfirm={() => router.delete(paths.extractJob(document.id, job.id))}
          >
            <Trash2 aria-hidden="true" />
            Delete Extract Job
          </ConfirmButton>
        </>
      }
      beforeForm={
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-muted-foreground">Status</span>
            <JobStatusBadge status={job.status} />
            <span className="text-muted-foreground" aria-hidden="true">
              ·
            </span>
            <Link
              href={paths.divisors(document.id, job.id)}
              className="font-medium tabular-nums underline decoration-muted-foreground/40 underline-offset-4 outline-none hover:decoration-foreground focus-visible:decoration-foreground"
            >
              {countOf(job.divisors_count, 'divisor')}
            </Link>
            {job.error && <span className="basis-full text-red-700 dark:text-red-400">{job.error}</span>}
          </div>
          <LiveJobStatus jobId={job.job_id} status={job.status} label="Extracting" />
        </>
      }
    >
      <Card>
        <CardHeader>
          <CardTitle>Response Payload</CardTitle>
        </CardHeader>
        <CardContent>
          {job.response_payload ? (
            <JsonViewer value={job.response_payload} label="Response payload" />
          ) : (
            <p className="text-sm text-muted-foreground">No response payload available.</p>
          )}
        </CardContent>
      </Card>

      {(previousId || nextId) && (
        <nav aria-label="Other extract jobs" className="flex flex-wrap justify-between gap-2">
          {previousId ? (
            <LinkButton href={paths.editExtractJob(document.id, previousId)}>
              <ChevronLeft aria-hidden="true" />
              Previous Extract Job
            </LinkButton>
          ) : (
            <span />
          )}
          {nextId && (
            <LinkButton href={paths.editExtractJob(document.id, nextId)}>
              Next Extract Job
              <ChevronRight aria-hidden="true" />
            </LinkButton>
          )}
        </nav>
      )}
    </ExtractJobFormPage>
  );
}
