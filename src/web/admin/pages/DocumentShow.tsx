import { ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  ChunkCollectionSummary,
  DocumentSummary,
  ExtractJobSummary,
  MunicipalitySummary,
  ParseJobSummary,
  SplitJobSummary,
} from '@/contracts/workbench';
import { buttonVariants } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { cn } from '@/web/ui/cn';
import { AdminLayout } from '../admin-layout';
import { DocumentActionsBar } from '../components/document-show/actions-bar';
import {
  ChunkCollectionsTable,
  ExtractJobsTable,
  ParseJobsTable,
  SplitJobsTable,
} from '../components/document-show/job-tables';
import { DocumentStatusPanel } from '../components/document-status';
import { BackLink, LinkButton } from '../components/link-button';
import { RefreshingNote } from '../components/refreshing-note';
import { isActiveStatus } from '../lib/job-progress';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { formatBytes } from '../lib/upload';
import { useReloadWhile } from '../lib/use-reload-while';

type Props = PageProps<{
  document: DocumentSummary;
  parse_jobs: ParseJobSummary[];
  split_jobs: SplitJobSummary[];
  extract_jobs: ExtractJobSummary[];
  chunk_collections: ChunkCollectionSummary[];
  municipalities: MunicipalitySummary[];
  test_questions_count: number;
}>;

const RELOADED_PROPS = ['document', 'parse_jobs', 'split_jobs', 'extract_jobs', 'chunk_collections', 'test_questions_count'];

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {title}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/** /documents/:id: the document, its actions and its jobs; refreshes itself while a job is running. */
export default function DocumentShow({
  document,
  parse_jobs: parseJobs = [],
  split_jobs: splitJobs = [],
  extract_jobs: extractJobs = [],
  chunk_collections: chunkCollections = [],
  municipalities = [],
  test_questions_count: testQuestionsCount = 0,
}: Props) {
  // Only jobs: a document stays "processing" between steps, so its status alone would poll forever.
  const isBusy = [...parseJobs, ...splitJobs, ...extractJobs].some((job) => isActiveStatus(job.status));
  useReloadWhile(isBusy, RELOADED_PROPS);

  return (
    <AdminLayout
      title={document.name}
      breadcrumbs={[{ label: document.name }]}
      actions={
        <>
          <BackLink href={paths.documents()}>Back</BackLink>
          {document.file_url && (
            <a
              href={document.file_url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
            >
              <ExternalLink aria-hidden="true" />
              View Document
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
          <LinkButton href={paths.editDocument(document.id)}>
            <Pencil aria-hidden="true" />
            Edit Document
          </LinkButton>
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <Card>
          <CardHeader>
            <CardTitle>Description</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            {document.description ? (
              <p className="whitespace-pre-line">{document.description}</p>
            ) : (
              <p className="text-muted-foreground">No description.</p>
            )}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted-foreground">
              {document.file_name && (
                <>
                  <dt>File</dt>
                  <dd className="min-w-0 truncate text-foreground" title={document.file_name}>
                    {document.file_name}
                    {document.file_size != null && ` (${formatBytes(document.file_size)})`}
                  </dd>
                </>
              )}
              <dt>Pages</dt>
              <dd className="text-foreground tabular-nums">{document.page_count ?? '—'}</dd>
              {document.divisor_types.length > 0 && (
                <>
                  <dt>Divisors</dt>
                  <dd className="text-foreground">{document.divisor_types.join(' › ')}</dd>
                </>
              )}
              <dt>Completed</dt>
              <dd className="text-foreground">{document.completed ? 'Yes' : 'No'}</dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Status</CardTitle>
            {isBusy && <RefreshingNote />}
          </CardHeader>
          <CardContent>
            <DocumentStatusPanel document={document} />
          </CardContent>
        </Card>
      </div>

      <DocumentActionsBar
        document={document}
        municipalities={municipalities}
        counts={{
          parseJobs: parseJobs.length,
          splitJobs: splitJobs.length,
          extractJobs: extractJobs.length,
          chunkCollections: chunkCollections.length,
          testQuestions: testQuestionsCount,
        }}
      />

      <Section title="Chunk Collections" count={chunkCollections.length}>
        <ChunkCollectionsTable documentId={document.id} collections={chunkCollections} />
      </Section>
      <Section title="Parse Jobs" count={parseJobs.length}>
        <ParseJobsTable documentId={document.id} jobs={parseJobs} />
      </Section>
      <Section title="Extract Jobs" count={extractJobs.length}>
        <ExtractJobsTable documentId={document.id} jobs={extractJobs} />
      </Section>
      <Section title="Split Jobs" count={splitJobs.length}>
        <SplitJobsTable documentId={document.id} jobs={splitJobs} />
      </Section>
    </AdminLayout>
  );
}
