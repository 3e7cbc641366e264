import { router } from '@inertiajs/react';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type ChunkRow, type DocumentSummary, type MunicipalitySummary, PAGE_SIZES, type Paging } from '@/contracts/workbench';
import { Checkbox } from '@/web/ui/checkbox';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { AdminLayout } from '../admin-layout';
import { ChunkCard } from '../components/chunk-card';
import { ConfirmButton } from '../components/confirm-button';
import { LinkButton } from '../components/link-button';
import { Pagination } from '../components/pagination';
import { UploadToSearchIndex } from '../components/upload-to-search-index';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

type Sort = 'page' | 'size';

type Props = PageProps<{
  document: DocumentSummary;
  chunks: ChunkRow[];
  paging: Paging;
  sort: Sort;
  municipalities: MunicipalitySummary[];
}>;

/** /documents/:id/chunks: a paged, sortable chunk list with selection and bulk delete. */
export default function ChunksIndex({ document, chunks = [], paging, sort = 'page', municipalities = [] }: Props) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [isDeleting, setIsDeleting] = useState(false);
  const pageIds = chunks.map((c) => c.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(id));
  const allState = selectedOnPage.length === 0 ? false : selectedOnPage.length === pageIds.length ? true : 'indeterminate';

  const hrefFor = (query: { page?: number; per_page?: number; sort?: Sort }) =>
    paths.chunks(document.id, { page: paging.current_page, per_page: paging.per_page, sort, ...query });

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleDeleteSelected = () => {
    router.post(
      paths.destroyMultipleChunks(document.id),
      { chunk_ids: selectedOnPage },
      {
        preserveScroll: true,
        onStart: () => setIsDeleting(true),
        onFinish: () => setIsDeleting(false),
        onSuccess: () => setSelected(new Set()),
      },
    );
  };

  return (
    <AdminLayout
      title={`Chunks for ${document.name}`}
      breadcrumbs={[{ label: document.name, href: paths.document(document.id) }, { label: 'Chunks' }]}
      actions={
        <>
          <LinkButton href={paths.document(document.id)} variant="ghost">
            <ArrowLeft aria-hidden="true" />
            Back to Document
          </LinkButton>
          <LinkButton href={paths.newChunk(document.id)} variant="default">
            <Plus aria-hidden="true" />
            New Chunk
          </LinkButton>
        </>
      }
    >
      <UploadToSearchIndex
        compact
        url={paths.uploadDocumentChunks(document.id)}
        documentId={document.id}
        municipalities={municipalities}
        vectorizedStatus={document.vectorized_status}
        reloadOnly={['document', 'chunks', 'paging']}
      />

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border bg-card p-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="select-all-chunks"
            checked={allState}
            disabled={chunks.length === 0}
            onCheckedChange={(checked) =>
              setSelected(() => (checked === true ? new Set(pageIds) : new Set()))
            }
          />
          <Label htmlFor="select-all-chunks" className="font-normal">
            Select all
          </Label>
          <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {selectedOnPage.length > 0 ? `${selectedOnPage.length} selected` : ''}
          </span>
        </div>
        <ConfirmButton
          variant="outline"
          size="sm"
          className="text-red-700 hover:text-red-800 dark:text-red-400"
          disabled={selectedOnPage.length === 0 || isDeleting}
          message="Are you sure you want to delete the selected chunks?"
          description={`${selectedOnPage.length} ${selectedOnPage.length === 1 ? 'chunk' : 'chunks'} will be deleted. This cannot be undone.`}
          onConfirm={handleDeleteSelected}
        >
          <Trash2 aria-hidden="true" />
          {isDeleting ? 'Deleting...' : 'Delete Selected'}
        </ConfirmButton>
        <div className="flex flex-wrap items-center gap-3 md:ml-auto">
          <div className="flex items-center gap-2">
            <label htmlFor="chunk-sort" className="text-sm whitespace-nowrap text-muted-foreground">
              Sort by
            </label>
            <NativeSelect
              id="chunk-sort"
              className="w-40"
              value={sort}
              onChange={(event) => router.get(hrefFor({ sort: event.target.value as Sort, page: 1 }))}
            >
              <option value="page">Page number</option>
              <option value="size">Size</option>
            </NativeSelect>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor="chunk-per-page" className="text-sm whitespace-nowrap text-muted-foreground">
              Per page
            </label>
            <NativeSelect
              id="chunk-per-page"
              className="w-20"
              value={String(paging.per_page)}
              onChange={(event) => router.get(hrefFor({ per_page: Number(event.target.value), page: 1 }))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      {chunks.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">
          No chunks yet. Run a parse job, create chunk collections, or add a chunk by hand.
        </div>
      ) : (
        <ul aria-label="Chunks" className="grid gap-3">
          {chunks.map((chunk) => (
            <ChunkCard
              key={chunk.id}
              documentId={document.id}
              chunk={chunk}
              isSelected={selected.has(chunk.id)}
              onSelectedChange={(on) => toggle(chunk.id, on)}
            />
          ))}
        </ul>
      )}

      <Pagination paging={paging} hrefFor={(page) => hrefFor({ page })} />
    </AdminLayout>
  );
}
