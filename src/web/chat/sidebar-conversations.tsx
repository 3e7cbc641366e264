import { Archive, ChevronDown, type LucideIcon, MessageSquareText, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import type { ChatSummary } from '@/contracts/chats';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/web/ui/collapsible';
import { Input } from '@/web/ui/input';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';
import { ArchiveConfirmDialog } from './archive-confirm-dialog';
import { filterSavedChats, recentArchivedChats } from './conversation-list';
import { type ArchiveAction, ConversationRow, ConversationSkeletons } from './conversation-row';
import { useArchiveChat, useChatList } from './data/chat-queries';
import { useChatState } from './data/chat-state';

type GroupProps = {
  title: string;
  icon: LucideIcon;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isSidebarCollapsed: boolean;
  onExpandSidebar: () => void;
  children: ReactNode;
};

/** A collapsible conversation group; spec §2: force-closed while the sidebar is collapsed. */
function ConversationGroup({
  title,
  icon: Icon,
  isOpen,
  onOpenChange,
  isSidebarCollapsed,
  onExpandSidebar,
  children,
}: GroupProps) {
  function handleOpenChange(open: boolean) {
    if (isSidebarCollapsed) {
      // A header click on the collapsed rail expands the sidebar with this group open.
      onExpandSidebar();
      onOpenChange(true);
      return;
    }
    onOpenChange(open);
  }

  const trigger = (
    <CollapsibleTrigger
      className={cn(
        'flex h-9 w-full items-center gap-3 rounded-md px-3 text-xs font-semibold tracking-wide text-sidebar-foreground/70 uppercase outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_svg]:size-4 [&_svg]:shrink-0',
        isSidebarCollapsed && 'justify-center px-0',
      )}
    >
      <Icon aria-hidden="true" />
      <span className={cn('flex-1 truncate text-left', isSidebarCollapsed && 'sr-only')}>{title}</span>
      {!isSidebarCollapsed && (
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform motion-reduce:transition-none', !isOpen && '-rotate-90')}
        />
      )}
    </CollapsibleTrigger>
  );

  return (
    <Collapsible open={isOpen && !isSidebarCollapsed} onOpenChange={handleOpenChange}>
      {isSidebarCollapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{trigger}</TooltipTrigger>
          <TooltipContent side="right">{title}</TooltipContent>
        </Tooltip>
      ) : (
        trigger
      )}
      <CollapsibleContent className="pt-1 pb-2">{children}</CollapsibleContent>
    </Collapsible>
  );
}

type ConversationGroupsProps = {
  isSidebarCollapsed: boolean;
  onExpandSidebar: () => void;
  /** Called after a conversation is opened from the list (e.g. to close the mobile drawer). */
  onChatSelected?: () => void;
};

/** Spec §8: what the user is told after archiving or restoring. */
const ARCHIVE_TOASTS: Record<ArchiveAction, { success: string; successText: string; failureText: string }> = {
  archive: {
    success: 'Chat archived',
    successText: 'The conversation has been archived successfully.',
    failureText: 'Failed to archive the conversation.',
  },
  unarchive: {
    success: 'Chat restored',
    successText: 'The conversation has been restored successfully.',
    failureText: 'Failed to restore the conversation.',
  },
};

/** The chat section's Saved and Archived groups. */
export function SidebarConversations({ isSidebarCollapsed, onExpandSidebar, onChatSelected }: ConversationGroupsProps) {
  const [isSavedOpen, setSavedOpen] = useState(true);
  const [isArchivedOpen, setArchivedOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [confirmTarget, setConfirmTarget] = useState<{ chat: ChatSummary; action: ArchiveAction } | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  const { currentChatId, setCurrentChatId } = useChatState();
  const list = useChatList();
  const archive = useArchiveChat('archive');
  const unarchive = useArchiveChat('unarchive');

  const savedChats = list.data ? filterSavedChats(list.data.chats, search) : [];
  const archivedChats = list.data ? recentArchivedChats(list.data.archived_chats) : [];

  function handleSelect(chat: ChatSummary) {
    if (chat.id !== currentChatId) setCurrentChatId(chat.id);
    onChatSelected?.();
  }

  function handleAction(chat: ChatSummary, action: ArchiveAction) {
    setConfirmTarget({ chat, action });
    setConfirmOpen(true);
  }

  function handleConfirm() {
    if (!confirmTarget) return;
    const { chat, action } = confirmTarget;
    const copy = ARCHIVE_TOASTS[action];
    (action === 'archive' ? archive : unarchive).mutate(chat.id, {
      onSuccess: () => {
        if (action === 'archive' && chat.id === currentChatId) setCurrentChatId(null);
        toast.success(copy.success, { description: copy.successText });
      },
      onError: (error) => {
        console.error(`Failed to ${action} chat ${chat.id}`, error);
        toast.error('Error', { description: copy.failureText });
      },
    });
  }

  const listError = list.isError && (
    <div role="alert" className="grid justify-items-start gap-2 px-3 py-2 text-sm">
      <p className="text-muted-foreground">Could not load your conversations.</p>
      <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
        Try again
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-1">
      <ConversationGroup
        title="Saved Conversations"
        icon={MessageSquareText}
        isOpen={isSavedOpen}
        onOpenChange={setSavedOpen}
        isSidebarCollapsed={isSidebarCollapsed}
        onExpandSidebar={onExpandSidebar}
      >
        <div className="relative px-1 pb-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search conversations"
            placeholder="Search conversations..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-8 pl-8"
          />
        </div>
        {list.isPending ? (
          <ConversationSkeletons label="Loading conversations" />
        ) : list.isError ? (
          listError
        ) : savedChats.length === 0 ? (
          <p className="px-3 py-2 text-sm break-words text-muted-foreground">
            {search.trim() ? `No conversations match “${search.trim()}”.` : 'No saved conversations yet.'}
          </p>
        ) : (
          <ul aria-label="Saved conversations" className="flex flex-col gap-0.5">
            {savedChats.map((chat) => (
              <ConversationRow
                key={chat.id}
                chat={chat}
                isCurrent={chat.id === currentChatId}
                action="archive"
                onSelect={handleSelect}
                onAction={handleAction}
              />
            ))}
          </ul>
        )}
      </ConversationGroup>
      <ConversationGroup
        title="Archived Conversations"
        icon={Archive}
        isOpen={isArchivedOpen}
        onOpenChange={setArchivedOpen}
        isSidebarCollapsed={isSidebarCollapsed}
        onExpandSidebar={onExpandSidebar}
      >
        {list.isPending ? (
          <ConversationSkeletons label="Loading archived conversations" />
        ) : list.isError ? (
          listError
        ) : archivedChats.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">No archived conversations.</p>
        ) : (
          <ul aria-label="Archived conversations" className="flex flex-col gap-0.5">
            {archivedChats.map((chat) => (
              <ConversationRow
                key={chat.id}
                chat={chat}
                isCurrent={false}
                action="unarchive"
                onAction={handleAction}
              />
            ))}
          </ul>
        )}
      </ConversationGroup>
      <ArchiveConfirmDialog
        target={confirmTarget}
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={handleConfirm}
      />
    </div>
  );
}
