import { router } from '@inertiajs/react';
import {
  CircleCheck,
  CircleHelp,
  Combine,
  FilePlus2,
  FolderPlus,
  Layers,
  ListTree,
  MessageSquarePlus,
  Scissors,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { DocumentSummary, MunicipalitySummary } from '@/contracts/workbench';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { ConfirmButton } from '../confirm-button';
import { LinkButton } from '../link-button';
import { UploadToSearchIndex } from '../upload-to-search-index';
import { countOf } from '../../lib/labels';
import { paths } from '../../lib/paths';

type Counts = { parseJobs: number; splitJobs: number; extractJobs: number; chunkCollections: number; testQuestions: number };

type BulkDelete = { key: string; label: string; message: string; url: string; count: number; noun: string };

/** "Delete all …": asks with the count first; disabled when there is nothing to delete or another action runs. */
function DeleteAllButton({
  action,
  pending,
  onConfirm,
}: {
  action: BulkDelete;
  pending: string | null;
  onConfirm: () => void;
}) {
  return (
    <ConfirmButton
      variant="outline"
      message={action.message}
      description={`${countOf(action.count, action.noun)} will be deleted. This cannot be undone.`}
      confirmLabel="Delete all"
      disabled={action.count === 0 || pending !== null}
      onConfirm={onConfirm}
    >
      <Trash2 aria-hidden="true" />
      {pending === action.key ? 'Deleting...' : action.label}
    </ConfirmButton>
  );
}

type Props = {
  document: Pick<DocumentSummary, 'id' | 'completed' | 'vectorized_status'>;
  counts: Counts;
  municipalities: MunicipalitySummary[];
};

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</h3>
      <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
        {children}
      </div>
    </div>
  );
}

/** The document's action bar: new jobs, collections, completion and test questions, publishing, bulk deletes. */
export function DocumentActionsBar({ document, counts, municipalities }: Props) {
  const documentId = document.id;
  const [pending, setPending] = useState<string | null>(null);
  const visitOptions = (key: string) => ({
    preserveScroll: true,
    onStart: () => setPending(key),
    onFinish: () => setPending(null),
  });
  const post = (key: string, url: string) => router.post(url, {}, visitOptions(key));

  const bulkDeletes: BulkDelete[] = [
    {
      key: 'parse',
      noun: 'parse job',
      label: 'Delete all parse jobs',
      message: 'Are you sure you want to delete ALL parse jobs for this document?',
      url: paths.parseJobs(documentId),
      count: counts.parseJobs,
    },
    {
      key: 'split',
      noun: 'split job',
      label: 'Delete all split jobs',
      message: 'Are you sure you want to delete ALL split jobs for this document?',
      url: paths.splitJobs(documentId),
      count: counts.splitJobs,
    },
    {
      key: 'extract',
      noun: 'extract job',
      label: 'Delete all extract jobs',
      message: 'Are you sure you want to delete ALL extract jobs for this document?',
      url: paths.extractJobs(documentId),
      count: counts.extractJobs,
    },
    {
      key: 'collections',
      noun: 'chunk collection',
      label: 'Delete all chunk collections',
      message: 'Are you sure you want to delete ALL chunk collections for this document?',
      url: paths.destroyAllChunkCollections(documentId),
      count: counts.chunkCollections,
    },
  ];

  const deleteQuestions: BulkDelete = {
    key: 'delete-questions',
    noun: 'test question',
    label: 'Delete All Test Questions',
    message: 'Are you sure you want to delete ALL test questions?',
    url: paths.questions(documentId),
    count: counts.testQuestions,
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Group label="Create">
          <LinkButton href={paths.newParseJob(documentId)} variant="default">
            <FilePlus2 aria-hidden="true" />
            New Parse Job
          </LinkButton>
          <LinkButton href={paths.newExtractJob(documentId)} variant="default">
            <ListTree aria-hidden="true" />
            New Extract Job
          </LinkButton>
          <LinkButton href={paths.newSplitJob(documentId)} variant="default">
            <Scissors aria-hidden="true" />
            New Split Job
          </LinkButton>
          <LinkButton href={paths.newChunkCollection(documentId)}>
            <FolderPlus aria-hidden="true" />
            New Chunk Collection
          </LinkButton>
          <Button
            variant="outline"
            size="sm"
            disabled={pending !== null}
            title="Pairs each parse job with the extract job over the same pages"
            onClick={() => post('collections', paths.createChunkCollections(documentId))}
          >
            <Combine aria-hidden="true" />
            {pending === 'collections' ? 'Creating...' : 'Create Chunk Collections'}
          </Button>
          <LinkButton href={paths.chunks(documentId)}>
            <Layers aria-hidden="true" />
            Chunks
          </LinkButton>
        </Group>

        <Group label="Review">
          {!document.completed ? (
            <Button size="sm" disabled={pending !== null} onClick={() => post('complete', paths.completeDocument(documentId))}>
              <CircleCheck aria-hidden="true" />
              {pending === 'complete' ? 'Marking...' : 'Mark Completed'}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="secondary"
                disabled={pending !== null}
                onClick={() => post('questions', paths.scheduleTestQuestions(documentId))}
              >
                <MessageSquarePlus aria-hidden="true" />
                {pending === 'questions' ? 'Scheduling...' : 'Generate All Test Questions'}
              </Button>
              <DeleteAllButton
                action={deleteQuestions}
                pending={pending}
                onConfirm={() => router.delete(deleteQuestions.url, visitOptions(deleteQuestions.key))}
              />
            </>
          )}
          <LinkButton href={paths.questions(documentId)}>
            <CircleHelp aria-hidden="true" />
            Test Questions ({counts.testQuestions})
          </LinkButton>
        </Group>

        <div className="grid gap-2 border-t pt-4">
          <UploadToSearchIndex
            url={paths.uploadDocumentChunks(documentId)}
            documentId={documentId}
            municipalities={municipalities}
            vectorizedStatus={document.vectorized_status}
            reloadOnly={['document']}
          />
          {!document.completed && (
            <p className="text-xs text-muted-foreground">Mark the document completed before uploading it to the search index.</p>
          )}
        </div>

        <div className="flex flex-wrap gap-2 border-t pt-4" role="group" aria-label="Delete">
          {bulkDeletes.map((action) => (
            <DeleteAllButton
              key={action.key}
              action={action}
              pending={pending}
              onConfirm={() => router.delete(action.url, visitOptions(action.key))}
            />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
