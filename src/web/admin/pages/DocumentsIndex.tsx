import { router } from '@inertiajs/react';
import { Building2, Eye, Pencil, Plus, Stethoscope, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DocumentSummary } from '@/contracts/workbench';
import { AdminLayout } from '../admin-layout';
import { ConfirmButton } from '../components/confirm-button';
import { InlineSelect } from '../components/inline-select';
import { LinkButton, TextLink } from '../components/link-button';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { SearchForm } from '../components/search-form';
import { DocumentStatusBadge, VectorizedStatusBadge } from '../components/status-badge';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

type Sort = 'recent' | 'alpha' | 'vectorized';

type Props = PageProps<{ documents: DocumentSummary[]; filters: { search: string; sort: Sort } }>;

const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'recent', label: 'Most Recently Created' },
  { value: 'alpha', label: 'Alphabetical' },
  { value: 'vectorized', label: 'Last Vectorized' },
];

/** /documents: search, sort, and the documents as a table (cards on mobile). */
export default function DocumentsIndex({ documents = [], filters }: Props) {
  const sort: Sort = filters?.sort ?? 'recent';
  const [search, setSearch] = useState(filters?.search ?? '');
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const visit = (next: { search: string; sort: Sort }) =>
    router.get(paths.documents({ search: next.search.trim(), sort: next.sort === 'recent' ? undefined : next.sort }), {}, {
      preserveState: true,
      preserveScroll: true,
    });

  const handleDelete = (doc: DocumentSummary) => {
    router.delete(paths.document(doc.id), {
      preserveScroll: true,
      onStart: () => setDeletingId(doc.id),
      onFinish: () => setDeletingId(null),
    });
  };

  const columns: Column<DocumentSummary>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnCard: true,
      className: 'md:w-1/4',
      cell: (doc) => (
        <TextLink href={paths.document(doc.id)} className="break-words">
          {doc.name}
        </TextLink>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      cell: (doc) =>
        doc.description ? (
          <span className="line-clamp-2 text-muted-foreground">{doc.description}</span>
        ) : (
          <span className="text-muted-foreground/70">—</span>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (doc) => (
        <span className="flex flex-wrap gap-1">
          <DocumentStatusBadge status={doc.status} />
          {doc.vectorized_status && <VectorizedStatusBadge status={doc.vectorized_status} />}
        </span>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Documents"
      actions={
        <>
          <LinkButton href={paths.municipalityDocuments()}>
            <Building2 aria-hidden="true" />
            Manage Municipalities
          </LinkButton>
          <LinkButton href={paths.codeHealthIndex()}>
            <Stethoscope aria-hidden="true" />
            Code Health
          </LinkButton>
          <LinkButton href={paths.newDocument()} variant="default">
            <Plus aria-hidden="true" />
            New Document
          </LinkButton>
        </>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          id="document-search"
          label="Search documents"
          placeholder="Search documents..."
          value={search}
          onChange={setSearch}
          onSearch={() => visit({ search, sort })}
          className="flex-1"
        />
        <InlineSelect
          id="document-sort"
          label="Sort by"
          value={sort}
          onChange={(value) => visit({ search, sort: value as Sort })}
          className="sm:w-56"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </InlineSelect>
      </div>

      <ResponsiveTable
        label="Documents"
        rows={documents}
        rowKey={(doc) => doc.id}
        columns={columns}
        empty="No documents found"
        actions={(doc) => (
          <>
            <LinkButton href={paths.document(doc.id)} variant="ghost" aria-label={`View ${doc.name}`}>
              <Eye aria-hidden="true" />
              View
            </LinkButton>
            <LinkButton href={paths.editDocument(doc.id)} variant="ghost" aria-label={`Edit ${doc.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </LinkButton>
            <ConfirmButton
              variant="ghost"
              message="Are you sure?"
              description={`"${doc.name}" and all of its jobs and chunks will be deleted.`}
              onConfirm={() => handleDelete(doc)}
              disabled={deletingId === doc.id}
              aria-label={`Delete ${doc.name}`}
            >
              <Trash2 aria-hidden="true" />
              {deletingId === doc.id ? 'Deleting...' : 'Delete'}
            </ConfirmButton>
          </>
        )}
      />
    </AdminLayout>
  );
}
