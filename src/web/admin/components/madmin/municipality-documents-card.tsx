import { ExternalLink } from 'lucide-react';
import type { MadminMunicipalityDocument, MadminMunicipalityIndex } from '@/contracts/madmin-municipalities';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { LinkButton, TextLink } from '../link-button';
import { type Column, ResponsiveTable } from '../responsive-table';
import { DocumentStatusBadge, IndexStateBadge } from '../status-badge';
import { countOf } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { formatTime } from './user-status';

type Props = { municipalityName: string; documents: MadminMunicipalityDocument[]; searchIndex: MadminMunicipalityIndex };

/** The municipality's documents with their state in its search index, linking to the workbench. */
export function MunicipalityDocumentsCard({ municipalityName, documents, searchIndex }: Props) {
  const indexed = documents.filter((doc) => doc.index_state === 'indexed').length;
  const columns: Column<MadminMunicipalityDocument>[] = [
    {
      key: 'name',
      header: 'Document',
      hideLabelOnCard: true,
      cell: (doc) => (
        <TextLink href={paths.document(doc.id)} className="break-words">
          {doc.name}
        </TextLink>
      ),
    },
    { key: 'status', header: 'Workbench', cell: (doc) => <DocumentStatusBadge status={doc.status} /> },
    { key: 'index', header: 'Search index', cell: (doc) => <IndexStateBadge state={doc.index_state} /> },
    { key: 'chunks', header: 'Indexed chunks', className: 'text-right tabular-nums', cell: (doc) => doc.indexed_chunks.toLocaleString('en-US') },
    { key: 'indexed_at', header: 'Last indexed', cell: (doc) => (doc.indexed_at ? formatTime(doc.indexed_at) : '—') },
  ];
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Documents and search index</CardTitle>
          <CardDescription data-testid="index-summary">
            {countOf(documents.length, 'document')}, {indexed.toLocaleString('en-US')} indexed; {countOf(searchIndex.chunks, 'chunk')} searchable
            {searchIndex.refreshed_at ? `, index changed ${formatTime(searchIndex.refreshed_at)}` : ''}.
          </CardDescription>
        </div>
        <LinkButton href={paths.municipalityDocuments({ search: municipalityName })}>
          <ExternalLink aria-hidden="true" />
          Manage in the workbench
        </LinkButton>
      </CardHeader>
      <CardContent>
        <ResponsiveTable
          label={`Documents of ${municipalityName}`}
          rows={documents}
          rowKey={(doc) => doc.id}
          columns={columns}
          empty="No documents yet: associate documents with this municipality in the workbench, then upload them to the search index."
        />
      </CardContent>
    </Card>
  );
}
