import { router } from '@inertiajs/react';
import { Trash2 } from 'lucide-react';
import type { DocumentSummary, ParseJobDetail } from '@/contracts/workbench';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ConfirmButton } from '../components/confirm-button';
import { JsonViewer } from '../components/json-viewer';
import { JobNeighbours, JobSummary } from '../components/job-page-frame';
import { LiveJobStatus } from '../components/live-job-status';
import type { PageProps } from '../lib/page-props';
import { countOf } from '../lib/labels';
import { ocrPagesSummary } from '../lib/ocr';
import { paths } from '../lib/paths';
import ParseJobFormPage from './ParseJobForm';

type Props = PageProps<{
  document: DocumentSummary;
  parse_job: ParseJobDetail;
  chunk_modes: string[];
  previous_parse_job_id: number | null;
  next_parse_job_id: number | null;
}>;

function RawChunks({ chunks, ocrPages }: { chunks: ParseJobDetail['raw_chunks']; ocrPages: ReadonlySet<number> }) {
  if (chunks.length === 0) return <p className="text-sm text-muted-foreground">No raw chunks available.</p>;
  return (
    <ol className="grid max-h-[40rem] gap-3 overflow-y-auto pr-1" aria-label="Raw chunks" tabIndex={0}>
      {chunks.map((chunk, index) => (
        <li key={chunk.id} className="rounded-md border bg-muted/30 p-3">
          <div className="mb-2 flex items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="outline">Page {chunk.page_number}</Badge>
            {ocrPages.has(chunk.page_number) && <Badge variant="warning">OCR</Badge>}
            <span>
              Chunk {index + 1} · {countOf(chunk.content.length, 'character')}
            </span>
          </div>
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{chunk.content}</p>
        </li>
      ))}
    </ol>
  );
}

/** /documents/:id/parse_jobs/:pid/edit: the form, live progress, the parse response and the raw chunks. */
export default function ParseJobEdit(props: Props) {
  const { document, parse_job: job, previous_parse_job_id: previousId, next_parse_job_id: nextId } = props;
  return (
    <ParseJobFormPage
      {...props}
      actions={
        <ConfirmButton
          variant="outline"
          message="Are you sure?"
          description="This parse job and its raw chunks will be deleted."
          onConfirm={() => router.delete(paths.parseJob(document.id, job.id))}
        >
          <Trash2 aria-hidden="true" />
          Delete Parse Job
        </ConfirmButton>
      }
      beforeForm={
        <>
          <JobSummary status={job.status} error={job.error}>
            <span className="text-muted-foreground tabular-nums">{countOf(job.chunks_count, 'chunk')}</span>
          </JobSummary>
          <LiveJobStatus jobId={job.job_id} status={job.status} label="Parsing" />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <Card>
          <CardHeader>
            <CardTitle>Parse Response</CardTitle>
          </CardHeader>
          <CardContent>
            {ocrPagesSummary(job.response_payload?.ocr_pages) && (
              <p className="mb-3 text-sm" data-testid="parse-ocr-summary">
                {ocrPagesSummary(job.response_payload?.ocr_pages)}
              </p>
            )}
            {job.response_payload ? (
              <JsonViewer value={job.response_payload} label="Parse response" />
            ) : (
              <p className="text-sm text-muted-foreground">No Reducto Parse Response available.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Raw Chunks</CardTitle>
            <CardDescription>{countOf(job.raw_chunks.length, 'raw chunk')}</CardDescription>
          </CardHeader>
          <CardContent>
            <RawChunks chunks={job.raw_chunks} ocrPages={new Set((job.response_payload?.ocr_pages ?? []).map((p) => p.page))} />
          </CardContent>
        </Card>
      </div>

      <JobNeighbours
        kind="Parse Job"
        previousHref={previousId ? paths.editParseJob(document.id, previousId) : null}
        nextHref={nextId ? paths.editParseJob(document.id, nextId) : null}
      />
    </ParseJobFormPage>
  );
}
