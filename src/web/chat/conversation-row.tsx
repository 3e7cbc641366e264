import { Archive, ArchiveRestore } from 'lucide-react';
import type { ChatSummary } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { Skeleton } from '@/web/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';
import { CONVERSATION_SKELETON_ROWS, chatDisplayTitle } from './conversation-list';

export type ArchiveAction = 'archive' | 'unarchive';

const ACTION_LABELS: Record<ArchiveAction, string> = { archive: 'Archive chat', unarchive: 'Unarchive chat' };

type ConversationRowProps = {
  chat: ChatSummary;
  isCurrent: boolean;
  action: ArchiveAction;
  /** Omitted for archived rows, which are not opened from the list. */
  onSelect?: (chat: ChatSummary) => void;
  onAction: (chat: ChatSummary, action: ArchiveAction) => void;
};

/** One sidebar conversation: its title (or creation date), truncated at 180 px, and an archive or restore button. */
export function ConversationRow({ chat, isCurrent, action, onSelect, onAction }: ConversationRowProps) {
  const title = chatDisplayTitle(chat);
  const actionLabel = ACTION_LABELS[action];
  const ActionIcon = action === 'archive' ? Archive : ArchiveRestore;
  const labelClass = 'max-w-[180px] truncate';

  return (
    <li
      className={cn(
        'group flex min-w-0 items-center gap-1 rounded-md pr-1 hover:bg-sidebar-accent',
        isCurrent && 'bg-sidebar-accent',
      )}
    >
      {onSelect ? (
        <button
          type="button"
          aria-current={isCurrent ? 'true' : undefined}
          title={title}
          onClick={() => onSelect(chat)}
          className={cn(
            'flex h-9 min-w-0 flex-1 items-center rounded-md px-3 text-left text-sm text-sidebar-foreground/85 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
            isCurrent && 'font-semibold text-sidebar-accent-foreground',
          )}
        >
          <span className={labelClass}>{title}</span>
        </button>
      ) : (
        <span title={title} className="flex h-9 min-w-0 flex-1 items-center px-3 text-sm text-sidebar-foreground/70">
          <span className={labelClass}>{title}</span>
        </span>
      )}
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`${actionLabel}: ${title}`}
            className="ml-auto text-muted-foreground hover:text-foreground"
            onClick={() => onAction(chat, action)}
          >
            <ActionIcon aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="right">{actionLabel}</TooltipContent>
      </Tooltip>
    </li>
  );
}

/** Spec §2: ten skeleton rows while the conversations load. */
export function ConversationSkeletons({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-1 px-1">
      <span className="sr-only">{label}</span>
      {Array.from({ length: CONVERSATION_SKELETON_ROWS }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
