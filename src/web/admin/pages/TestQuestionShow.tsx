import { Link, router } from '@inertiajs/react';
import { Bot, FolderPen, ListChecks, SquarePen } from 'lucide-react';
import { useState } from 'react';
import type { ChunkCollectionSummary, ChunkRow, DocumentSummary, TestQuestionRow } from '@/contracts/workbench';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { AdminLayout } from '../admin-layout';
import { JsonViewer } from '../components/json-viewer';
import { BackLink, LinkButton, TextLink } from '../components/link-button';
import { RefreshingNote } from '../components/refreshing-note';
import { TestQuestionStatusBadge } from '../components/status-badge';
import { formatDateTime } from '../lib/labels';
import { failureReason } from '../lib/test-questions';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { useReloadWhile } from '../lib/use-reload-while';

type Props = PageProps<{
  document: DocumentSummary;
  question: TestQuestionRow;
  chunk: ChunkRow;
  chunk_collection: ChunkCollectionSummary | null;
}>;

/** …/test_questions/:qid: the question, its answer and metadata, where it comes from, and answering it. */
export default function TestQuestionShow({ document, question, chunk, chunk_collection: collection }: Props) {
  const [isAnswering, setIsAnswering] = useState(false);
  const collectionId = collection?.id ?? question.chunk_collection_id ?? chunk.chunk_collection_id;
  const isPending = question.status === 'pending';
  useReloadWhile(isPending, ['question']);

  const handleAnswer = () => {
    if (!collectionId) return;
    router.post(
      paths.answerTestQuestion(document.id, collectionId, chunk.id, question.id),
      {},
      { preserveScroll: true, onStart: () => setIsAnswering(true), onFinish: () => setIsAnswering(false) },
    );
  };

  return (
    <AdminLayout
      title={`Question ${question.id}`}
      breadcrumbs={[
        { label: document.name, href: paths.document(document.id) },
        { label: 'Test Questions', href: paths.questions(document.id) },
        { label: `Question ${question.id}` },
      ]}
      actions={
        <>
          <BackLink href={paths.questions(document.id)}>All Questions</BackLink>
          {document.completed && collectionId && (
            <Button size="sm" onClick={handleAnswer} disabled={isAnswering}>
              <Bot aria-hidden="true" />
              {isAnswering ? 'Answering...' : 'Answer via DataRetriever'}
            </Button>
          )}
        </>
      }
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid grid-cols-1 content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Question</CardTitle>
              <TestQuestionStatusBadge status={question.status} />
            </CardHeader>
            <CardContent>
              <p className="text-base leading-relaxed break-words">{question.question_text}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Answer</CardTitle>
              {isPending && <RefreshingNote />}
            </CardHeader>
            <CardContent className="grid gap-3">
              {question.answer_text ? (
                <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{question.answer_text}</p>
              ) : (
                <p className="text-sm text-muted-foreground">No answer provided yet</p>
              )}
              {question.status === 'failed' && (
                <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300">
                  {failureReason(question.metadata)}
                </p>
              )}
              {question.citations.length > 0 && (
                <div className="grid gap-1.5 border-t pt-3">
                  <span className="text-xs font-medium text-muted-foreground">Citations</span>
                  <ol className="flex flex-wrap gap-1.5" aria-label="Citations">
                    {question.citations.map((citation, i) => {
                      const citedChunk = question.citation_chunk_ids[i];
                      return (
                        <li key={`${citation}-${i}`}>
                          {citedChunk ? (
                            <Link
                              href={paths.editChunk(document.id, citedChunk)}
                              className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                              aria-label={`${citation}, chunk ${citedChunk}`}
                            >
                              <Badge
                                variant={citedChunk === chunk.id ? 'success' : 'outline'}
                                className="whitespace-normal hover:bg-accent"
                              >
                                {citation}
                                <span className="text-muted-foreground tabular-nums">#{citedChunk}</span>
                              </Badge>
                            </Link>
                          ) : (
                            <Badge variant="outline" className="whitespace-normal">
                              {citation}
                            </Badge>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                </div>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Metadata</CardTitle>
            </CardHeader>
            <CardContent>
              {Object.keys(question.metadata ?? {}).length ? (
                <JsonViewer value={question.metadata} label="Question metadata" />
              ) : (
                <p className="text-sm text-muted-foreground">No metadata.</p>
              )}
            </CardContent>
          </Card>
        </div>

        <div className="grid grid-cols-1 content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Information</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <TestQuestionStatusBadge status={question.status} />
                </dd>
                <dt className="text-muted-foreground">Question ID</dt>
                <dd className="tabular-nums">{question.id}</dd>
                <dt className="text-muted-foreground">Chunk ID</dt>
                <dd>
                  <TextLink href={paths.editChunk(document.id, chunk.id)} className="tabular-nums">
                    {chunk.id}
                  </TextLink>
                </dd>
                <dt className="text-muted-foreground">Collection</dt>
                <dd className="min-w-0 break-words">
                  {collectionId ? (
                    <TextLink href={paths.editChunkCollection(document.id, collectionId)}>
                      {collection?.name?.trim() || `Collection ${collectionId}`}
                    </TextLink>
                  ) : (
                    <span className="text-muted-foreground/70">—</span>
                  )}
                </dd>
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDateTime(question.created_at)}</dd>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <LinkButton href={paths.editChunk(document.id, chunk.id)} className="justify-start">
                <SquarePen aria-hidden="true" />
                View/Edit Chunk
              </LinkButton>
              {collectionId && (
                <LinkButton href={paths.editChunkCollection(document.id, collectionId)} className="justify-start">
                  <FolderPen aria-hidden="true" />
                  Edit Collection
                </LinkButton>
              )}
              <LinkButton href={paths.questions(document.id)} className="justify-start">
                <ListChecks aria-hidden="true" />
                All Questions
              </LinkButton>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Source Chunk</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              {chunk.citation && <p className="font-medium break-words">{chunk.citation}</p>}
              <p className="line-clamp-[12] break-words whitespace-pre-line text-muted-foreground">{chunk.content}</p>
            </CardContent>
          </Card>
        </div>
      </div>
    </AdminLayout>
  );
}
