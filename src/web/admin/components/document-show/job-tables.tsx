import { router } from '@inertiajs/react';
import { Eye, ListTree, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  ChunkCollectionSummary,
  ExtractJobSummary,
  ParseJobSummary,
  SplitJobSummary,
} from '@/contracts/workbench';
import { ConfirmButton } from '../confirm-button';
import { LinkButton, TextLink } from '../link-button';
import { type Column, ResponsiveTable } from '../responsive-table';
import { JobStatusBadge } from '../status-badge';
import {
  chunkModeLabel,
  collectionName,
  extractJobName,
  formatDateTime,
  pageSpan,
  parseJobName,
  splitJobDisplayName,
} from '../../lib/labels';
import { paths } from '../../lib/paths';

function DeleteRowButton({ url, label }: { url: string; label: string }) {
  return (
    <ConfirmButton
      variant="ghost"
      message="Are you sure?"
      aria-label={`Delete ${label}`}
      onConfirm={() => router.delete(url, { preserveScroll: true })}
    >
      <Trash2 aria-hidden="true" />
      Delete
    </ConfirmButton>
  );
}

function ErrorText({ error }: { error: string | null }) {
  if (!error) return <span className="text-muted-foreground/70">—</span>;
  return (
    <span className="line-clamp-2 text-red-700 dark:text-red-400" title={error}>
      {error}
    </span>
  );
}

const failedRow = (row: { status: string }) => (row.status === 'failed' ? 'bg-red-50/60 dark:bg-red-500/5' : undefined);

export function ParseJobsTable({ documentId, jobs }: { documentId: number; jobs: ParseJobSummary[] }) {
  const columns: Column<ParseJobSummary>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnCard: true,
      cell: (job) => (
        <TextLink href={paths.editParseJob(documentId, job.id)}>
          {parseJobName(job)}
        </TextLink>
      ),
    },
    { key: 'pages', header: 'Pages', cell: (job) => <span className="tabular-nums">{pageSpan(job.start_page, job.end_page)}</span> },
    {
      key: 'chunking',
      header: 'Chunk size / mode',
      cell: (job) => (
        <span className="whitespace-nowrap">
          <span className="tabular-nums">{job.chunk_size.toLocaleString()}</span>
          <span className="text-muted-foreground"> · {chunkModeLabel(job.chunk_mode)}</span>
        </span>
      ),
    },
    { key: 'status', header: 'Status', cell: (job) => <JobStatusBadge status={job.status} /> },
    { key: 'chunks', header: 'Chunks', cell: (job) => <span className="tabular-nums">{job.chunks_count}</span> },
    { key: 'error', header: 'Error', className: 'md:max-w-64', cell: (job) => <ErrorText error={job.error} /> },
  ];
  return (
    <ResponsiveTable
      label="Parse jobs"
      rows={jobs}
      rowKey={(job) => job.id}
      columns={columns}
      rowClassName={failedRow}
      empty="No parse jobs yet."
      actions={(job) => (
        <>
          <LinkButton href={paths.editParseJob(documentId, job.id)} variant="ghost" aria-label={`Edit parse job ${job.name || job.id}`}>
            <Pencil aria-hidden="true" />
            Edit
          </LinkButton>
          <DeleteRowButton url={paths.parseJob(documentId, job.id)} label={`parse job ${job.name || job.id}`} />
        </>
      )}
    />
  );
}

export function ExtractJobsTable({ documentId, jobs }: { documentId: number; jobs: ExtractJobSummary[] }) {
  const columns: Column<ExtractJobSummary>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnCard: true,
      cell: (job) => (
        <TextLink href={paths.editExtractJob(documentId, job.id)}>
          {extractJobName(job)}
        </TextLink>
      ),
    },
    { key: 'pages', header: 'Pages', cell: (job) => <span className="tabular-nums">{pageSpan(job.start_page, job.end_page)}</span> },
    {
      key: 'divisors',
      header: 'Divisor types',
      cell: (job) =>
        job.divisor_types.length ? job.divisor_types.join(' › ') : <span className="text-muted-foreground/70">—</span>,
    },
    { key: 'status', header: 'Status', cell: (job) => <JobStatusBadge status={job.status} /> },
    { key: 'created', header: 'Created', cell: (job) => <span className="whitespace-nowrap">{formatDateTime(job.created_at)}</span> },
  ];
  return (
    <ResponsiveTable
      label="Extract jobs"
      rows={jobs}
      rowKey={(job) => job.id}
      columns={columns}
      rowClassName={failedRow}
      empty="No extract jobs yet."
      actions={(job) => (
        <>
          <LinkButton href={paths.divisors(documentId, job.id)} variant="ghost" aria-label={`Divisors of extract job ${job.name || job.id}`}>
            <ListTree aria-hidden="true" />
            Divisors
          </LinkButton>
          <LinkButton href={paths.editExtractJob(documentId, job.id)} variant="ghost" aria-label={`Edit extract job ${job.name || job.id}`}>
            <Pencil aria-hidden="true" />
            Edit
          </LinkButton>
          <DeleteRowButton url={paths.extractJob(documentId, job.id)} label={`extract job ${job.name || job.id}`} />
        </>
      )}
    />
  );
}

export function SplitJobsTable({ documentId, jobs }: { documentId: number; jobs: SplitJobSummary[] }) {
  const columns: Column<SplitJobSummary>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnCard: true,
      cell: (job) => (
        <TextLink href={paths.splitJob(documentId, job.id)}>
          {splitJobDisplayName(job)}
        </TextLink>
      ),
    },
    { key: 'pages', header: 'Pages', cell: (job) => <span className="tabular-nums">{pageSpan(job.start_page, job.end_page)}</span> },
    {
      key: 'search',
      header: 'Header search',
      cell: (job) => job.header_search_string || <span className="text-muted-foreground/70">—</span>,
    },
    { key: 'status', header: 'Status', cell: (job) => <JobStatusBadge status={job.status} /> },
    { key: 'error', header: 'Error', className: 'md:max-w-64', cell: (job) => <ErrorText error={job.error} /> },
  ];
  return (
    <ResponsiveTable
      label="Split jobs"
      rows={jobs}
      rowKey={(job) => job.id}
      columns={columns}
      rowClassName={failedRow}
      empty="No split jobs yet."
      actions={(job) => (
        <>
          <LinkButton href={paths.splitJob(documentId, job.id)} variant="ghost" aria-label={`Show ${splitJobDisplayName(job)}`}>
            <Eye aria-hidden="true" />
            Show
          </LinkButton>
          <LinkButton href={paths.editSplitJob(documentId, job.id)} variant="ghost" aria-label={`Edit ${splitJobDisplayName(job)}`}>
            <Pencil aria-hidden="true" />
            Edit
          </LinkButton>
          <DeleteRowButton url={paths.splitJob(documentId, job.id)} label={splitJobDisplayName(job)} />
        </>
      )}
    />
  );
}

export function ChunkCollectionsTable({
  documentId,
  collections,
}: {
  documentId: number;
  collections: ChunkCollectionSummary[];
}) {
  const columns: Column<ChunkCollectionSummary>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnCard: true,
      cell: (c) => (
        <TextLink href={paths.chunkCollection(documentId, c.id)}>
          {collectionName(c)}
        </TextLink>
      ),
    },
    {
      key: 'parse',
      header: 'Parse job',
      cell: (c) => (
        <TextLink href={paths.editParseJob(documentId, c.parse_job_id)}>
          #{c.parse_job_id}
        </TextLink>
      ),
    },
    {
      key: 'extract',
      header: 'Extract job',
      cell: (c): ReactNode =>
        c.extract_job_id ? (
          <TextLink href={paths.editExtractJob(documentId, c.extract_job_id)}>
            #{c.extract_job_id}
          </TextLink>
        ) : (
          <span className="text-muted-foreground/70">—</span>
        ),
    },
    { key: 'chunks', header: 'Chunks', cell: (c) => <span className="tabular-nums">{c.chunks_count}</span> },
    { key: 'created', header: 'Created', cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.created_at)}</span> },
  ];
  return (
    <ResponsiveTable
      label="Chunk collections"
      rows={collections}
      rowKey={(c) => c.id}
      columns={columns}
      empty="No chunk collections yet."
      actions={(c) => (
        <>
          <LinkButton href={paths.chunkCollection(documentId, c.id)} variant="ghost" aria-label={`View ${collectionName(c)}`}>
            <Eye aria-hidden="true" />
            View
          </LinkButton>
          <LinkButton href={paths.editChunkCollection(documentId, c.id)} variant="ghost" aria-label={`Edit ${collectionName(c)}`}>
            <Pencil aria-hidden="true" />
            Edit
          </LinkButton>
          <DeleteRowButton url={paths.chunkCollection(documentId, c.id)} label={collectionName(c)} />
        </>
      )}
    />
  );
}
