import type { ChatSummary } from '@/contracts/chats';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/ui/alert-dialog';
import { buttonVariants } from '@/web/ui/button';
import { chatDisplayTitle } from './conversation-list';
import type { ArchiveAction } from './conversation-row';

/** Spec §5: the confirmation questions. */
export const ARCHIVE_CONFIRMATION = 'Are you sure you want to archive this conversation?';
export const UNARCHIVE_CONFIRMATION = 'Are you sure you want to restore this conversation?';

const COPY: Record<ArchiveAction, { title: string; question: string; confirm: string }> = {
  archive: { title: 'Archive conversation?', question: ARCHIVE_CONFIRMATION, confirm: 'Archive' },
  unarchive: { title: 'Restore conversation?', question: UNARCHIVE_CONFIRMATION, confirm: 'Restore' },
};

type ArchiveConfirmDialogProps = {
  /** The chat and action being confirmed; kept while the dialog animates closed. */
  target: { chat: ChatSummary; action: ArchiveAction } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** Asks before a conversation is archived or restored. */
export function ArchiveConfirmDialog({ target, open, onOpenChange, onConfirm }: ArchiveConfirmDialogProps) {
  const copy = COPY[target?.action ?? 'archive'];
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{copy.title}</AlertDialogTitle>
          <AlertDialogDescription>{copy.question}</AlertDialogDescription>
        </AlertDialogHeader>
        {target && (
          <p className="truncate text-sm font-medium" title={chatDisplayTitle(target.chat)}>
            {chatDisplayTitle(target.chat)}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={target?.action === 'unarchive' ? buttonVariants({ variant: 'default' }) : undefined}
            onClick={onConfirm}
          >
            {copy.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
