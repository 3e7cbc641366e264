import { FileUp, LoaderCircle, RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import type { MunicipalityDocument } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { Skeleton } from '@/web/ui/skeleton';
import { useManagedDocuments } from './document-queries';
import { groupDocuments } from './document-status';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentUploadForm } from './document-upload-form';

type ManageDocumentsDialogProps = {
  municipalityId: number | null;
  municipalityName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Manage Documents: the municipality's documents by processing state, and the upload form. */
export function ManageDocumentsDialog({ municipalityId, municipalityName, open, onOpenChange }: ManageDocumentsDialogProps) {
  const [view, setView] = useState<'list' | 'upload'>('list');

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) setView('list');
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] overflow-hidden sm:max-w-2xl">
        {view === 'upload' ? (
          <>
            <DialogHeader>
              <DialogTitle>Upload New Document</DialogTitle>
              <DialogDescription>
                {municipalityName ? `For ${municipalityName}. ` : ''}The document is processed after upload.
              </DialogDescription>
            </DialogHeader>
            <div className="-mx-1 min-h-0 overflow-y-auto px-1 pb-1">
              <DocumentUploadForm
                municipalityId={municipalityId}
                onCancel={() => setView('list')}
                onUploaded={() => setView('list')}
              />
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Manage Documents</DialogTitle>
              <DialogDescription>View all documents and upload new ones for processing</DialogDescription>
              {municipalityName && <p className="text-sm font-medium break-words">{municipalityName}</p>}
            </DialogHeader>
            <DocumentList municipalityId={municipalityId} isOpen={open} onUpload={() => setView('upload')} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DocumentList({
  municipalityId,
  isOpen,
  onUpload,
}: {
  municipalityId: number | null;
  isOpen: boolean;
  onUpload: () => void;
}) {
  const documents = useManagedDocuments(municipalityId, isOpen);
  const isRefreshing = documents.isFetching && !documents.isPending;

  let body;
  if (documents.isPending) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading documents</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (documents.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        Failed to load documents
      </p>
    );
  } else if (documents.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
        <p className="text-sm font-medium">No documents found</p>
        <Button onClick={onUpload}>
          <FileUp aria-hidden="true" /> Upload Your First Document
        </Button>
      </div>
    );
  } else {
    const { processing, available } = groupDocuments(documents.data);
    body = (
      <>
        {processing.length > 0 && (
          <DocumentSection title="Processing Documents" documents={processing} />
        )}
        <DocumentSection title="Available Documents" documents={available} emptyText="No available documents" />
      </>
    );
  }

  return (
    <div className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void documents.refetch()} disabled={documents.isFetching || municipalityId === null}>
          {isRefreshing ? (
            <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          Refresh
        </Button>
        <Button onClick={onUpload}>
          <Upload aria-hidden="true" /> Upload New
        </Button>
      </div>
      <div className="-mx-1 grid min-h-0 content-start gap-6 overflow-y-auto px-1 pb-1">{body}</div>
    </div>
  );
}

function DocumentSection({
  title,
  documents,
  emptyText,
}: {
  title: string;
  documents: MunicipalityDocument[];
  emptyText?: string;
}) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="grid gap-2">
          {documents.map((document) => (
            <li key={document.id} className="flex items-start justify-between gap-3 rounded-md border p-3">
              <div className="grid min-w-0 gap-1">
                <span className="text-sm font-medium break-words">{document.name}</span>
                {document.description && (
                  <span className="text-sm break-words text-muted-foreground">{document.description}</span>
                )}
              </div>
              <DocumentStatusBadge status={document.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
