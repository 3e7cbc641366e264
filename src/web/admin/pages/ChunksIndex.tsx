import { router } from '@inertiajs/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type ChunkRow, type DocumentSummary, type MunicipalitySummary, PAGE_SIZES, type Paging } from '@/contracts/workbench';
import { AdminLayout } from '../admin-layout';
import { ChunkCard } from '../components/chunk-card';
import { EmptyState } from '../components/empty-state';
import { InlineSelect } from '../components/inline-select';
import { BackLink, LinkButton } from '../components/link-button';
import { Pagination } from '../components/pagination';
import { SelectionBar } from '../components/selection-bar';
import { UploadToSearchIndex } from '../components/upload-to-search-index';
import { countOf } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { withMember } from '../lib/sets';

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

  const hrefFor = (query: { page?: number; per_page?: number; sort?: Sort }) =>
    paths.chunks(document.id, { page: paging.current_page, per_page: paging.per_page, sort, ...query });

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
          <BackLink href={paths.document(document.id)}>Back to Document</BackLink>
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

      <SelectionBar
        id="select-all-chunks"
        total={pageIds.length}
        selectedCount={selectedOnPage.length}
        onSelectAll={(isSelected) => setSelected(isSelected ? new Set(pageIds) : new Set())}
        message="Are you sure you want to delete the selected chunks?"
        description={`${countOf(selectedOnPage.length, 'chunk')} will be deleted. This cannot be undone.`}
        onDelete={handleDeleteSelected}
        isDeleting={isDeleting}
      >
        <div className="flex flex-wrap items-center gap-3 md:ml-auto">
          <InlineSelect
            id="chunk-sort"
            label="Sort by"
            className="w-40"
            value={sort}
            onChange={(value) => router.get(hrefFor({ sort: value as Sort, page: 1 }))}
          >
            <option value="page">Page number</option>
            <option value="size">Size</option>
          </InlineSelect>
          <InlineSelect
            id="chunk-per-page"
            label="Per page"
            className="w-20"
            value={String(paging.per_page)}
            onChange={(value) => router.get(hrefFor({ per_page: Number(value), page: 1 }))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </InlineSelect>
        </div>
      </SelectionBar>

      {chunks.length === 0 ? (
        <EmptyState>No chunks yet. Run a parse job, create chunk collections, or add a chunk by hand.</EmptyState>
      ) : (
        <ul aria-label="Chunks" className="grid gap-3">
          {chunks.map((chunk) => (
            <ChunkCard
              key={chunk.id}
              documentId={document.id}
              chunk={chunk}
              isSelected={selected.has(chunk.id)}
              onSelectedChange={(isSelected) => setSelected((prev) => withMember(prev, chunk.id, isSelected))}
            />
          ))}
        </ul>
      )}

      <Pagination paging={paging} hrefFor={(page) => hrefFor({ page })} />
    </AdminLayout>
  );
}
