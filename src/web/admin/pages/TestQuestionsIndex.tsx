import { Link } from '@inertiajs/react';
import { Eye } from 'lucide-react';
import type { ChunkRow, DocumentSummary, TestQuestionRow } from '@/contracts/workbench';
import { Badge } from '@/web/ui/badge';
import { AdminLayout } from '../admin-layout';
import { BackLink, LinkButton, TextLink } from '../components/link-button';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { TestQuestionStatusBadge } from '../components/status-badge';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { answerPreview, citationCounts, hasPendingQuestion } from '../lib/test-questions';

type Props = PageProps<{ document: DocumentSummary; questions: TestQuestionRow[]; chunk: ChunkRow | null }>;

const none = <span className="text-muted-foreground/70">—</span>;

/** /documents/:id/questions (and a chunk's own list): every test question with its answer status. */
export default function TestQuestionsIndex({ document, questions = [], chunk }: Props) {
  const isPending = hasPendingQuestion(questions);
  const chunkHref = (id: number) => paths.editChunk(document.id, id);

  const columns: Column<TestQuestionRow>[] = [
    {
      key: 'chunk',
      header: 'Chunk ID',
      cell: (q) => (
        <TextLink href={chunkHref(q.chunk_id)} className="tabular-nums">
          #{q.chunk_id}
        </TextLink>
      ),
    },
    {
      key: 'question',
      header: 'Question',
      className: 'md:min-w-64 md:whitespace-normal',
      cell: (q) => <span className="break-words">{q.question_text}</span>,
    },
    { key: 'status', header: 'Status', cell: (q) => <TestQuestionStatusBadge status={q.status} /> },
    {
      key: 'answer',
      header: 'Answer Preview',
      className: 'md:min-w-56 md:whitespace-normal',
      cell: (q) => (q.answer_text ? <span className="break-words text-muted-foreground">{answerPreview(q.answer_text)}</span> : none),
    },
    {
      key: 'citations',
      header: 'Citations',
      className: 'md:whitespace-normal',
      cell: (q) =>
        q.citations.length ? (
          <span className="flex flex-wrap gap-1">
            {citationCounts(q.citations).map(({ citation, count }) => (
              <Badge key={citation} variant="outline" className="whitespace-normal">
                {citation}
                {count > 1 && <span className="text-muted-foreground tabular-nums">×{count}</span>}
              </Badge>
            ))}
          </span>
        ) : (
          none
        ),
    },
    {
      key: 'citation_chunks',
      header: 'Citation Chunks',
      className: 'md:whitespace-normal',
      cell: (q) =>
        q.citation_chunk_ids.length ? (
          <span className="flex flex-wrap gap-x-2 gap-y-1">
            {q.citation_chunk_ids.map((id) => (
              <TextLink key={id} href={chunkHref(id)} className="tabular-nums">
                #{id}
              </TextLink>
            ))}
          </span>
        ) : (
          none
        ),
    },
  ];

  const title = chunk ? `Test Questions for Chunk #${chunk.id}` : `Test Questions for ${document.name}`;
  const collectionId = chunk?.chunk_collection_id ?? null;

  return (
    <AdminLayout
      title={title}
      breadcrumbs={[
        { label: document.name, href: paths.document(document.id) },
        ...(chunk && collectionId
          ? [{ label: `Collection #${collectionId}`, href: paths.chunkCollection(document.id, collectionId) }]
          : []),
        ...(chunk ? [{ label: 'Test Questions', href: paths.questions(document.id) }, { label: `Chunk #${chunk.id}` }] : [{ label: 'Test Questions' }]),
      ]}
      actions={
        chunk && collectionId ? (
          <BackLink href={paths.chunkCollection(document.id, collectionId)}>Back to Collection</BackLink>
        ) : (
          <BackLink href={paths.document(document.id)}>Back to Document</BackLink>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span aria-live="polite">
          <span className="font-medium text-foreground tabular-nums">{questions.length}</span>{' '}
          {questions.length === 1 ? 'question' : 'questions'}
          {chunk ? ' for this chunk' : ''}
        </span>
        {isPending && (
          <span role="status" className="text-xs">
            Pending questions have not been answered yet: open one and use Answer via DataRetriever.
          </span>
        )}
      </div>
      {chunk && (
        <blockquote className="line-clamp-3 border-l-2 pl-3 text-sm break-words text-muted-foreground">
          {chunk.citation && <span className="font-medium text-foreground">{chunk.citation} · </span>}
          {chunk.content}
        </blockquote>
      )}
      <ResponsiveTable
        label="Test questions"
        rows={questions}
        rowKey={(q) => q.id}
        columns={columns}
        rowClassName={(q) => (q.status === 'failed' ? 'bg-red-50 hover:bg-red-100/70 dark:bg-red-500/10 dark:hover:bg-red-500/15' : undefined)}
        empty={
          <div className="grid gap-1">
            <p className="font-medium text-foreground">
              {chunk ? 'No test questions found for this chunk.' : 'No test questions found for this document.'}
            </p>
            <p>
              Generate questions from the{' '}
              <Link href={paths.document(document.id)} className="underline underline-offset-4">
                document management page
              </Link>
              {chunk ? ' or with Generate Question on the collection page.' : '.'}
            </p>
          </div>
        }
        actions={(q) =>
          q.chunk_collection_id ? (
            <LinkButton
              href={paths.testQuestion(document.id, q.chunk_collection_id, q.chunk_id, q.id)}
              variant="ghost"
              aria-label={`View question ${q.id}`}
            >
              <Eye aria-hidden="true" />
              View
            </LinkButton>
          ) : null
        }
      />
    </AdminLayout>
  );
}
