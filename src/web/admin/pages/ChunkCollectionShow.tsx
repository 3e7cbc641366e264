import { router } from '@inertiajs/react';
import { CircleHelp, MessageSquarePlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import type {
  ChunkCollectionSummary,
  ChunkRow,
  DocumentSummary,
  ExtractJobSummary,
  MunicipalitySummary,
  ParseJobSummary,
} from '@/contracts/workbench';
import { Button } from '@/web/ui/button';
import { Card, CardContent } from '@/web/ui/card';
import { AdminLayout } from '../admin-layout';
import { ChunkCard } from '../components/chunk-card';
import { EmptyState } from '../components/empty-state';
import { BackLink, LinkButton, TextLink } from '../components/link-button';
import { JobStatusBadge } from '../components/status-badge';
import { UploadToSearchIndex } from '../components/upload-to-search-index';
import { collectionName, countOf, extractJobName, parseJobName } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

type Props = PageProps<{
  document: DocumentSummary;
  chunk_collection: ChunkCollectionSummary;
  parse_job: ParseJobSummary;
  extract_job: ExtractJobSummary | null;
  chunks: ChunkRow[];
  municipalities: MunicipalitySummary[];
}>;

function GenerateQuestionButton({ url, chunkId }: { url: string; chunkId: number }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={pending}
      aria-label={`Generate a question for chunk ${chunkId}`}
      onClick={() =>
        router.post(url, {}, { preserveScroll: true, onStart: () => setPending(true), onFinish: () => setPending(false) })
      }
    >
      <MessageSquarePlus aria-hidden="true" />
      {pending ? 'Scheduling...' : 'Generate Question'}
    </Button>
  );
}

/** /documents/:id/chunk_collections/:cid: the collection's jobs, its chunks, upload, and test questions per chunk. */
export default function ChunkCollectionShow({
  document,
  chunk_collection: collection,
  parse_job: parseJob,
  extract_job: extractJob,
  chunks = [],
  municipalities = [],
}: Props) {
  const name = collectionName(collection);
  return (
    <AdminLayout
      title={`Chunks for ${name} (Collection #${collection.id})`}
      breadcrumbs={[{ label: document.name, href: paths.document(document.id) }, { label: name }]}
      actions={
        <>
          <BackLink href={paths.document(document.id)}>Back to Document</BackLink>
          <LinkButton href={paths.editChunkCollection(document.id, collection.id)}>
            <Pencil aria-hidden="true" />
            Edit Collection
          </LinkButton>
        </>
      }
    >
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Parse job</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <TextLink href={paths.editParseJob(document.id, parseJob.id)}>{parseJobName(parseJob)}</TextLink>
                <JobStatusBadge status={parseJob.status} />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Extract job</dt>
              <dd className="flex flex-wrap items-center gap-2">
                {extractJob ? (
                  <>
                    <TextLink href={paths.editExtractJob(document.id, extractJob.id)}>{extractJobName(extractJob)}</TextLink>
                    <JobStatusBadge status={extractJob.status} />
                  </>
                ) : (
                  <span className="text-muted-foreground/70">None</span>
                )}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Chunks</dt>
              <dd>
                <a
                  href="#collection-chunks"
                  className="font-medium tabular-nums underline-offset-4 outline-none hover:underline focus-visible:underline"
                >
                  {countOf(collection.chunks_count, 'chunk')}
                </a>
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <UploadToSearchIndex
        compact
        url={paths.uploadCollectionChunks(document.id, collection.id)}
        documentId={document.id}
        municipalities={municipalities}
        vectorizedStatus={document.vectorized_status}
        reloadOnly={['document', 'chunks', 'chunk_collection']}
      />

      {!document.completed && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <CircleHelp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Test questions can be generated once the document is marked completed.
        </p>
      )}

      <section aria-labelledby="collection-chunks-heading" className="grid gap-3" id="collection-chunks">
        <h2 id="collection-chunks-heading" className="text-lg font-semibold">
          Chunks <span className="text-sm font-normal text-muted-foreground tabular-nums">({chunks.length})</span>
        </h2>
        {chunks.length === 0 ? (
          <EmptyState>This collection has no chunks.</EmptyState>
        ) : (
          <ul aria-label="Collection chunks" className="grid gap-3">
            {chunks.map((chunk) => (
              <ChunkCard
                key={chunk.id}
                documentId={document.id}
                chunk={chunk}
                extraActions={
                  document.completed && (
                    <>
                      <LinkButton
                        href={paths.chunkTestQuestions(document.id, collection.id, chunk.id)}
                        variant="ghost"
                        aria-label={`Questions for chunk ${chunk.id}`}
                      >
                        <CircleHelp aria-hidden="true" />
                        Questions
                      </LinkButton>
                      <GenerateQuestionButton
                        url={paths.scheduleTestQuestion(document.id, collection.id, chunk.id)}
                        chunkId={chunk.id}
                      />
                    </>
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
    </AdminLayout>
  );
}
