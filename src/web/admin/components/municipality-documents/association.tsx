import { router } from '@inertiajs/react';
import { Link2, LoaderCircle, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '@/web/lib/api';
import { Button } from '@/web/ui/button';
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
import { NativeSelect } from '@/web/ui/native-select';
import { ASSOCIATION_MESSAGES, bulkAssociateMessage } from '../../lib/association';
import { paths } from '../../lib/paths';
import { apiErrorMessage } from '../../lib/server-error';
import { withMember } from '../../lib/sets';
import { DocumentStatusBadge } from '../status-badge';

type DocumentRef = { id: number; name: string; status: string };
export type MunicipalityRow = { id: number; name: string; documents: DocumentRef[] };
export type DocumentRow = DocumentRef & { completed: boolean; municipalities: { id: number; name: string }[] };

/** One associate or disassociate call: ok when it worked; the server's message (or null) otherwise. */
async function callAssociation(kind: 'associate' | 'disassociate', municipalityId: number, documentId: number) {
  try {
    if (kind === 'associate') await api.post(paths.associateDocument(municipalityId, documentId));
    else await api.delete(paths.disassociateDocument(municipalityId, documentId));
    return { ok: true as const };
  } catch (error) {
    return { ok: false as const, error: apiErrorMessage(error) };
  }
}

const reloadLists = () => router.reload({ only: ['municipalities', 'documents'] });

const TOASTS = {
  associate: { ok: ASSOCIATION_MESSAGES.associated, failed: ASSOCIATION_MESSAGES.associateFailed },
  disassociate: { ok: ASSOCIATION_MESSAGES.disassociated, failed: ASSOCIATION_MESSAGES.disassociateFailed },
} as const;

/** One association change with its toast (spec admin §8), then the lists reload. */
async function changeAssociation(kind: 'associate' | 'disassociate', municipalityId: number, documentId: number): Promise<void> {
  const result = await callAssociation(kind, municipalityId, documentId);
  if (result.ok) toast.success(TOASTS[kind].ok);
  else toast.error(result.error ?? TOASTS[kind].failed);
  reloadLists();
}

export function DisassociateButton({ municipality, document }: { municipality: { id: number; name: string }; document: DocumentRef }) {
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
        await changeAssociation('disassociate', municipality.id, document.id);
        setBusy(false);
      }}
    >
      {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
    </Button>
  );
}

/** "Add Documents": pick several documents, one associate call each, one summary toast. */
export function AssociateDocumentsDialog({ municipality, documents }: { municipality: MunicipalityRow; documents: DocumentRow[] }) {
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
                    onCheckedChange={(checked) => setChosen((prev) => withMember(prev, doc.id, checked === true))}
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

export function AssociateControl({ document, municipalities }: { document: DocumentRow; municipalities: MunicipalityRow[] }) {
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
          await changeAssociation('associate', Number(municipalityId), document.id);
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
