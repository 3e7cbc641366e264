import { router } from '@inertiajs/react';
import { FilePlus2, Layers, Scissors, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { ConfirmButton } from '../confirm-button';
import { LinkButton } from '../link-button';
import { countOf } from '../../lib/labels';
import { paths } from '../../lib/paths';

type Counts = { parseJobs: number; splitJobs: number; extractJobs: number; chunkCollections: number };

type BulkDelete = { key: string; label: string; message: string; url: string; count: number; noun: string };

/** The document's action bar: new jobs, chunks, and the bulk deletes (each confirmed first). */
export function DocumentActionsBar({ documentId, counts }: { documentId: number; counts: Counts }) {
  const [pending, setPending] = useState<string | null>(null);
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

  return (
    <Card>
      <CardHeader>
        <CardTitle>Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Create">
          <LinkButton href={paths.newParseJob(documentId)} variant="default">
            <FilePlus2 aria-hidden="true" />
            New Parse Job
          </LinkButton>
          <LinkButton href={paths.newSplitJob(documentId)} variant="default">
            <Scissors aria-hidden="true" />
            New Split Job
          </LinkButton>
          <LinkButton href={paths.chunks(documentId)}>
            <Layers aria-hidden="true" />
            Chunks
          </LinkButton>
          {/* Next step: Mark Completed, Generate/Delete All Test Questions and Create Chunk Collections join this group. */}
        </div>
        <div className="flex flex-wrap gap-2 border-t pt-4" role="group" aria-label="Delete">
          {bulkDeletes.map((action) => (
            <ConfirmButton
              key={action.key}
              variant="outline"
              size="sm"
              className="text-red-700 hover:text-red-800 dark:text-red-400"
              message={action.message}
              description={`${countOf(action.count, action.noun)} will be deleted. This cannot be undone.`}
              confirmLabel="Delete all"
              disabled={action.count === 0 || pending !== null}
              onConfirm={() =>
                router.delete(action.url, {
                  preserveScroll: true,
                  onStart: () => setPending(action.key),
                  onFinish: () => setPending(null),
                })
              }
            >
              <Trash2 aria-hidden="true" />
              {pending === action.key ? 'Deleting...' : action.label}
            </ConfirmButton>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
