import { LoaderCircle } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/ui/dialog';

type SourcesSummaryDialogProps = {
  summary: string | null;
  isLoading: boolean;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** The result of Summarize sources (spec §2 prompt form), for the latest answer's references. */
export function SourcesSummaryDialog({ summary, isLoading, onClose, onCloseAutoFocus }: SourcesSummaryDialogProps) {
  return (
    <Dialog open={isLoading || summary !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85dvh] grid-rows-[auto_minmax(0,1fr)] sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Source Summary</DialogTitle>
          <DialogDescription>A summary of the sections the latest answer cites.</DialogDescription>
        </DialogHeader>
        {isLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" /> Summarizing sources...
          </p>
        ) : (
          <div className="overflow-y-auto text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="sources-summary">
            {summary}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
