import { Archive, ChevronDown, type LucideIcon, MessageSquareText, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/web/ui/cn';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/web/ui/collapsible';
import { Input } from '@/web/ui/input';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';

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
};

/** The chat section's Saved and Archived groups (placeholders until the chat list is wired up). */
export function SidebarConversations({ isSidebarCollapsed, onExpandSidebar }: ConversationGroupsProps) {
  const [isSavedOpen, setSavedOpen] = useState(true);
  const [isArchivedOpen, setArchivedOpen] = useState(false);
  const [search, setSearch] = useState('');

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
        <p className="px-3 py-2 text-sm text-muted-foreground">No saved conversations yet.</p>
      </ConversationGroup>
      <ConversationGroup
        title="Archived Conversations"
        icon={Archive}
        isOpen={isArchivedOpen}
        onOpenChange={setArchivedOpen}
        isSidebarCollapsed={isSidebarCollapsed}
        onExpandSidebar={onExpandSidebar}
      >
        <p className="px-3 py-2 text-sm text-muted-foreground">No archived conversations.</p>
      </ConversationGroup>
    </div>
  );
}
