import { Link, router } from '@inertiajs/react';
import { ArrowLeft, Building2, FileText, Link2, LoaderCircle, Plus, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Checkbox } from '@/web/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { AdminLayout } from '../admin-layout';
import { LinkButton } from '../components/link-button';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { DocumentStatusBadge } from '../components/status-badge';
import { ASSOCIATION_MESSAGES, bulkAssociateMessage } from '../lib/association';
import { fetchJson, serverErrorMessage } from '../lib/fetch-json';
import { countOf } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

type Tab = 'municipality' | 'document';
type DocumentRef = { id: number; name: string; status: string };
type MunicipalityRow = { id: number; name: string; documents: DocumentRef[] };
type DocumentRow = DocumentRef & { completed: boolean; municipalities: { id: number; name: string }[] };

type Props = PageProps<{
  municipalities: MunicipalityRow[];
  documents: DocumentRow[];
  filters: { search: string; tab: Tab };
}>;

const linkClass = 'font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:underline';

/** One associate or disassociate call: true when it worked; the server's message otherwise. */
async function callAssociation(kind: 'associate' | 'disassociate', municipalityId: number, documentId: number) {
  const url =
    kind === 'associate' ? paths.associateDocument(municipalityId, documentId) : paths.disassociateDocument(municipalityId, documentId);
  try {
    const response = await fetchJson(url, { method: kind === 'associate' ? 'POST' : 'DELETE' });
    return response.ok ? { ok: true as const } : { ok: false as const, error: serverErrorMessage(response.data) };
  } catch {
    return { ok: false as const, error: null };
  }
}

const reloadLists = () => router.reload({ only: ['municipalities', 'documents'] });

async function associateOne(municipalityId: number, documentId: number): Promise<void> {
  const result = await callAssociation('associate', municipalityId, documentId);
  if (result.ok) toast.success(ASSOCIATION_MESSAGES.associated);
  else toast.error(result.error ?? ASSOCIATION_MESSAGES.associateFailed);
  reloadLists();
}

async function disassociateOne(municipalityId: number, documentId: number): Promise<void> {
  const result = await callAssociation('disassociate', municipalityId, documentId);
  if (result.ok) toast.success(ASSOCIATION_MESSAGES.disassociated);
  else toast.error(result.error ?? ASSOCIATION_MESSAGES.disassociateFailed);
  reloadLists();
}

function DisassociateButton({ municipality, document }: { municipality: { id: number; name: string }; document: DocumentRef }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="size-7 text-muted-foreground hover:text-red-700 dark:hover:text-red-400"
      disabled={busy}
      aria-label={`Disassociate ${document.name} from ${municipality.name}`}
      title="Disassociate"
      onClick={async () => {
        setBusy(true);
        await disassociateOne(municipality.id, document.id);
        setBusy(false);
      }}
    >
      {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
    </Button>
  );
}

/** "Add Documents": pick several documents, one associate call each, one summary toast. */
function AssociateDocumentsDialog({ municipality, documents }: { municipality: MunicipalityRow; documents: DocumentRow[] }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const associatedIds = new Set(municipality.documents.map((d) => d.id));
  const candidates = documents.filter((d) => !associatedIds.has(d.id));

  const handleAssociate = async () => {
    setBusy(true);
    const ids = [...chosen];
    const results = await Promise.all(ids.map((id) => callAssociation('associate', municipality.id, id)));
    const succeeded = results.filter((r) => r.ok).length;
    const message = bulkAssociateMessage(succeeded, results.length - succeeded);
    if (message.tone === 'success') toast.success(message.text);
    else toast.error(message.text);
    setBusy(false);
    setOpen(false);
    setChosen(new Set());
    reloadLists();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setChosen(new Set());
      }}
    >
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Add documents to ${municipality.name}`}>
        <Plus aria-hidden="true" />
        Add Documents
      </Button>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Associate documents with {municipality.name}</DialogTitle>
          <DialogDescription>Choose the documents this municipality's search should cover.</DialogDescription>
        </DialogHeader>
        {candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every document is already associated with {municipality.name}.</p>
        ) : (
          <ul className="-mx-1 grid max-h-80 gap-0.5 overflow-y-auto px-1" aria-label="Documents to associate">
            {candidates.map((doc) => {
              const id = `associate-${municipality.id}-${doc.id}`;
              return (
                <li key={doc.id} className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-muted/60">
                  <Checkbox
                    id={id}
                    checked={chosen.has(doc.id)}
                    onCheckedChange={(checked) =>
                      setChosen((prev) => {
                        const next = new Set(prev);
                        if (checked === true) next.add(doc.id);
                        else next.delete(doc.id);
                        return next;
                      })
                    }
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm break-words">
                    {doc.name}
                  </label>
                  <DocumentStatusBadge status={doc.status} />
                </li>
              );
            })}
          </ul>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={handleAssociate} disabled={chosen.size === 0 || busy}>
            {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            {busy
              ? 'Associating...'
              : chosen.size === 0
                ? 'Associate Documents'
                : `Associate ${chosen.size} ${chosen.size === 1 ? 'Document' : 'Documents'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

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
                <Link href={paths.document(doc.id)} className={`${linkClass} min-w-0 flex-1`}>
                  {doc.name}
                </Link>
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

function AssociateControl({ document, municipalities }: { document: DocumentRow; municipalities: MunicipalityRow[] }) {
  const [municipalityId, setMunicipalityId] = useState('');
  const [busy, setBusy] = useState(false);
  const taken = new Set(document.municipalities.map((m) => m.id));
  const options = municipalities.filter((m) => !taken.has(m.id));
  const selectId = `associate-document-${document.id}`;
  if (options.length === 0) return <span className="text-xs text-muted-foreground">Associated with every municipality</span>;
  return (
    <div className="flex w-full min-w-0 items-center gap-2 md:w-auto">
      <label htmlFor={selectId} className="sr-only">
        Municipality for {document.name}
      </label>
      <NativeSelect id={selectId} className="md:w-48" value={municipalityId} onChange={(e) => setMunicipalityId(e.target.value)} disabled={busy}>
        <option value="">Add municipality…</option>
        {options.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="outline"
        size="sm"
        disabled={!municipalityId || busy}
        aria-label={`Associate ${document.name}`}
        onClick={async () => {
          setBusy(true);
          await associateOne(Number(municipalityId), document.id);
          setBusy(false);
          setMunicipalityId('');
        }}
      >
        {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        Associate
      </Button>
    </div>
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

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    visit({ search, tab });
  };

  const documentColumns: Column<DocumentRow>[] = [
    {
      key: 'name',
      header: 'Document',
      hideLabelOnCard: true,
      className: 'md:w-1/3',
      cell: (doc) => (
        <Link href={paths.document(doc.id)} className={linkClass}>
          {doc.name}
        </Link>
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
      actions={
        <LinkButton href={paths.documents()} variant="ghost">
          <ArrowLeft aria-hidden="true" />
          Back to Documents
        </LinkButton>
      }
    >
      <form role="search" onSubmit={handleSearch} className="flex gap-2">
        <label htmlFor="municipality-document-search" className="sr-only">
          Search municipalities and documents
        </label>
        <Input
          id="municipality-document-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search municipalities or documents..."
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

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
            <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">
              {filters?.search ? `No municipalities match "${filters.search}".` : 'No municipalities yet.'}
            </div>
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
