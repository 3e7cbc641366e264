import { FileStack, LoaderCircle } from 'lucide-react';
import { type JSX, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ChatDetail } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import { useMunicipalityDocuments } from '../data/chat-queries';
import { savedDocumentIds, selectionSummary } from './document-selection';
import { DocumentSelectionDialog } from './document-selection-dialog';
import { isDocumentAvailable } from './document-status';

export const DOCUMENTS_LOAD_FAILED = 'Failed to load document selection';
export const DOCUMENTS_LOAD_FAILED_TEXT = 'Using all documents for now';

/** "Using all N available documents" / "Using X of N documents" above the prompt; opens the selection dialog. */
export function DocumentSelectionBar({ chat }: { chat: ChatDetail }): JSX.Element {
  const documents = useMunicipalityDocuments(chat.municipality_id);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const available = (documents.data ?? []).filter(isDocumentAvailable);
  const selectedIds = savedDocumentIds(chat);
  // A failed background reload keeps the list it had; only a list that never loaded counts as failed.
  const loadFailed = documents.isError && documents.data === undefined;

  // Once per failure (errorUpdatedAt changes with each one), not on every render.
  useEffect(() => {
    if (loadFailed) toast.error(DOCUMENTS_LOAD_FAILED, { description: DOCUMENTS_LOAD_FAILED_TEXT });
  }, [loadFailed, documents.errorUpdatedAt]);

  let label: string;
  if (chat.municipality_id === null) label = selectionSummary([], []);
  else if (documents.isPending) label = 'Loading documents…';
  else if (loadFailed) label = DOCUMENTS_LOAD_FAILED_TEXT;
  else label = selectionSummary(selectedIds, available);

  const canOpen = documents.data !== undefined && available.length > 0;

  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      {canOpen ? (
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          className="h-7 min-w-0 px-2 text-muted-foreground hover:text-foreground"
          onClick={() => setDialogOpen(true)}
        >
          <FileStack aria-hidden="true" />
          <span className="truncate">{label}</span>
        </Button>
      ) : (
        <p role="status" className="flex min-w-0 items-center gap-2 px-2">
          {documents.isPending && chat.municipality_id !== null ? (
            <LoaderCircle className="size-4 shrink-0 motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <FileStack className="size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="truncate">{label}</span>
        </p>
      )}
      {loadFailed && (
        <Button variant="link" size="sm" className="h-7 px-1" onClick={() => void documents.refetch()}>
          Try again
        </Button>
      )}
      {canOpen && (
        <DocumentSelectionDialog
          chatId={chat.id}
          municipalityName={chat.municipality_name}
          available={available}
          selectedIds={selectedIds}
          open={isDialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
    </div>
  );
}
