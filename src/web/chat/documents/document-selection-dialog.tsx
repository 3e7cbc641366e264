import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { MunicipalityDocument } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { Label } from '@/web/ui/label';
import { useSaveDocumentSelection } from '../data/chat-queries';
import { initialCheckedIds, selectionToSave } from './document-selection';

export const SAVE_SELECTION_FAILED = 'Failed to save document selection';

type DocumentSelectionDialogProps = {
  chatId: number;
  municipalityName: string | null;
  /** The municipality's completed documents. */
  available: MunicipalityDocument[];
  selectedIds: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Checkboxes for the documents the assistant may use in this conversation. */
export function DocumentSelectionDialog({ open, onOpenChange, ...props }: DocumentSelectionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden sm:max-w-lg">
        {/* Mounted only while open, so the boxes start from the saved selection each time. */}
        {open && <SelectionForm {...props} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SelectionForm({
  chatId,
  municipalityName,
  available,
  selectedIds,
  onDone,
}: Omit<DocumentSelectionDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [checked, setChecked] = useState(() => new Set(initialCheckedIds(selectedIds, available)));
  const save = useSaveDocumentSelection();
  const id = useId();
  const formId = `${id}-form`;

  function toggle(documentId: number, isChecked: boolean) {
    setChecked((old) => {
      const next = new Set(old);
      if (isChecked) next.add(documentId);
      else next.delete(documentId);
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { documentIds, message } = selectionToSave([...checked], available);
    save.mutate(
      { chatId, documentIds },
      {
        onSuccess: () => {
          toast.success(message);
          onDone();
        },
        onError: () => toast.error(SAVE_SELECTION_FAILED),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Select Documents</DialogTitle>
        <DialogDescription>
          Choose which {municipalityName ? `${municipalityName} ` : ''}documents the assistant may use in this
          conversation.
        </DialogDescription>
      </DialogHeader>
      <form id={formId} onSubmit={handleSubmit} className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setChecked(new Set(available.map((d) => d.id)))}>
            Select all
          </Button>
          <Button variant="outline" size="sm" onClick={() => setChecked(new Set())}>
            Select none
          </Button>
          <span className="ml-auto text-xs text-muted-foreground" aria-live="polite">
            {checked.size} of {available.length} selected
          </span>
        </div>
        <fieldset className="-mx-1 min-h-0 overflow-y-auto px-1">
          <legend className="sr-only">Documents</legend>
          <ul className="grid gap-1">
            {available.map((document) => {
              const boxId = `${id}-doc-${document.id}`;
              return (
                <li key={document.id} className="flex items-start gap-3 rounded-md p-2 hover:bg-muted/60">
                  <Checkbox
                    id={boxId}
                    className="mt-0.5"
                    checked={checked.has(document.id)}
                    onCheckedChange={(value) => toggle(document.id, value === true)}
                  />
                  <Label htmlFor={boxId} className="grid min-w-0 gap-1 leading-snug font-normal">
                    <span className="font-medium break-words">{document.name}</span>
                    {document.description && (
                      <span className="text-xs break-words text-muted-foreground">{document.description}</span>
                    )}
                  </Label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </form>
      <div className="grid gap-3">
        {checked.size === 0 && (
          <p className="text-xs text-muted-foreground">With no document selected, the assistant uses all of them.</p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </div>
    </>
  );
}
