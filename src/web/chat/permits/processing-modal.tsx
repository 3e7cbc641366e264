import { Loader2 } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/ui/dialog';

/** Spec §2: while a permit is processed, a modal says so. */
export function ProcessingModal({ open }: { open: boolean }) {
  return (
    <Dialog open={open}>
      <DialogContent showCloseButton={false} onEscapeKeyDown={(e) => e.preventDefault()} onPointerDownOutside={(e) => e.preventDefault()} className="max-w-sm">
        <div className="flex items-center gap-3">
          <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          <div className="grid gap-1">
            <DialogTitle>Processing permit...</DialogTitle>
            <DialogDescription>This may take a moment.</DialogDescription>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
