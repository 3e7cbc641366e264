import { router } from '@inertiajs/react';
import { ListTree, Trash2 } from 'lucide-react';
import type { DocumentSummary, ExtractJobDetail } from '@/contracts/workbench';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { ConfirmButton } from '../components/confirm-button';
import { JsonViewer } from '../components/json-viewer';
import { JobNeighbours, JobSummary } from '../components/job-page-frame';
import { LinkButton, TextLink } from '../components/link-button';
import { LiveJobStatus } from '../components/live-job-status';
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
          <JobSummary status={job.status} error={job.error}>
            <TextLink
              href={paths.divisors(document.id, job.id)}
              className="tabular-nums underline decoration-muted-foreground/40 hover:decoration-foreground focus-visible:decoration-foreground"
            >
              {countOf(job.divisors_count, 'divisor')}
            </TextLink>
          </JobSummary>
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

      <JobNeighbours
        kind="Extract Job"
        previousHref={previousId ? paths.editExtractJob(document.id, previousId) : null}
        nextHref={nextId ? paths.editExtractJob(document.id, nextId) : null}
      />
    </ExtractJobFormPage>
  );
}
