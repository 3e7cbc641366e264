import { router } from '@inertiajs/react';
import { Building2, FileText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { AdminLayout } from '../admin-layout';
import { EmptyState } from '../components/empty-state';
import { BackLink, TextLink } from '../components/link-button';
import {
  AssociateControl,
  AssociateDocumentsDialog,
  DisassociateButton,
  type DocumentRow,
  type MunicipalityRow,
} from '../components/municipality-documents/association';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { SearchForm } from '../components/search-form';
import { DocumentStatusBadge } from '../components/status-badge';
import { countOf } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

type Tab = 'municipality' | 'document';

type Props = PageProps<{
  municipalities: MunicipalityRow[];
  documents: DocumentRow[];
  filters: { search: string; tab: Tab };
}>;

function MunicipalityCard({ municipality, documents }: { municipality: MunicipalityRow; documents: DocumentRow[] }) {
  return (
    <Card className="gap-3" data-municipality-id={municipality.id}>
      <CardHeader className="items-center">
        <div className="flex min-w-0 items-center gap-2">
          <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <CardTitle className="break-words">{municipality.name}</CardTitle>
          <Badge variant="neutral" className="tabular-nums">
            {countOf(municipality.documents.length, 'document')}
          </Badge>
        </div>
        <AssociateDocumentsDialog municipality={municipality} documents={documents} />
      </CardHeader>
      <CardContent>
        {municipality.documents.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">No documents associated yet.</p>
        ) : (
          <ul className="grid divide-y rounded-md border" aria-label={`Documents of ${municipality.name}`}>
            {municipality.documents.map((doc) => (
              <li key={doc.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <TextLink href={paths.document(doc.id)} className="min-w-0 flex-1 break-words">
                  {doc.name}
                </TextLink>
                <DocumentStatusBadge status={doc.status} />
                <DisassociateButton municipality={municipality} document={doc} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /municipality_documents: which municipalities' search covers which documents, seen from either side. */
export default function MunicipalityDocumentsIndex({ municipalities = [], documents = [], filters }: Props) {
  const [search, setSearch] = useState(filters?.search ?? '');
  const [tab, setTab] = useState<Tab>(filters?.tab === 'document' ? 'document' : 'municipality');

  const visit = (next: { search: string; tab: Tab }) =>
    router.get(
      paths.municipalityDocuments({ search: next.search.trim(), tab: next.tab === 'municipality' ? undefined : next.tab }),
      {},
      { preserveState: true, preserveScroll: true, replace: true },
    );

  const documentColumns: Column<DocumentRow>[] = [
    {
      key: 'name',
      header: 'Document',
      hideLabelOnCard: true,
      className: 'md:w-1/3',
      cell: (doc) => (
        <TextLink href={paths.document(doc.id)} className="break-words">
          {doc.name}
        </TextLink>
      ),
    },
    { key: 'status', header: 'Status', cell: (doc) => <DocumentStatusBadge status={doc.status} /> },
    {
      key: 'municipalities',
      header: 'Municipalities',
      className: 'md:whitespace-normal',
      cell: (doc) =>
        doc.municipalities.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Municipalities of ${doc.name}`}>
            {doc.municipalities.map((m) => (
              <li key={m.id} className="inline-flex items-center gap-0.5 rounded-full border bg-muted/40 py-0.5 pr-0.5 pl-2.5 text-xs">
                {m.name}
                <DisassociateButton municipality={m} document={doc} />
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted-foreground/70">None</span>
        ),
    },
  ];

  return (
    <AdminLayout
      title="Municipality Document Management"
      breadcrumbs={[{ label: 'Municipality Documents' }]}
      actions={<BackLink href={paths.documents()}>Back to Documents</BackLink>}
    >
      <SearchForm
        id="municipality-document-search"
        label="Search municipalities and documents"
        placeholder="Search municipalities or documents..."
        value={search}
        onChange={setSearch}
        onSearch={() => visit({ search, tab })}
      />

      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = value === 'document' ? 'document' : 'municipality';
          setTab(next);
          visit({ search: filters?.search ?? '', tab: next });
        }}
      >
        <TabsList>
          <TabsTrigger value="municipality">
            <Building2 aria-hidden="true" />
            By Municipality
          </TabsTrigger>
          <TabsTrigger value="document">
            <FileText aria-hidden="true" />
            By Document
          </TabsTrigger>
        </TabsList>
        <TabsContent value="municipality">
          {municipalities.length === 0 ? (
            <EmptyState>{filters?.search ? `No municipalities match "${filters.search}".` : 'No municipalities yet.'}</EmptyState>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {municipalities.map((m) => (
                <MunicipalityCard key={m.id} municipality={m} documents={documents} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="document">
          <ResponsiveTable
            label="Documents and their municipalities"
            rows={documents}
            rowKey={(doc) => doc.id}
            columns={documentColumns}
            empty={filters?.search ? `No documents match "${filters.search}".` : 'No documents found'}
            actions={(doc) => <AssociateControl document={doc} municipalities={municipalities} />}
          />
        </TabsContent>
      </Tabs>
    </AdminLayout>
  );
}
