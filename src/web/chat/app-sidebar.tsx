import { PanelLeftClose, PanelLeftOpen, Scale } from 'lucide-react';
import type { CurrentUser } from '@/web/lib/current-user';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';
import { type Section, getAvailableSections } from './sections';
import { SidebarConversations } from './sidebar-conversations';
import { SidebarFooter } from './sidebar-footer';
import { SidebarItem } from './sidebar-item';

type AppSidebarProps = {
  user: CurrentUser;
  section: Section;
  onSectionChange: (section: Section) => void;
  isCollapsed: boolean;
  /** Omitted in the mobile drawer, which cannot collapse. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Called after a conversation is opened from the list (the mobile drawer passes one that closes it). */
  onChatSelected?: () => void;
};

/** The sidebar's contents, shared by the permanent desktop sidebar and the mobile drawer. */
export function AppSidebar({
  user,
  section,
  onSectionChange,
  isCollapsed,
  onCollapsedChange,
  onChatSelected,
}: AppSidebarProps) {
  const sections = getAvailableSections(user);
  const toggleLabel = isCollapsed ? 'Expand Sidebar' : 'Collapse Sidebar';

  return (
    <div className="flex h-full min-h-0 flex-col bg-sidebar text-sidebar-foreground">
      <div className={cn('flex h-14 shrink-0 items-center gap-2 px-4', isCollapsed && 'justify-center px-2')}>
        <a
          href="/"
          className={cn(
            'flex min-w-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
            isCollapsed && 'sr-only',
          )}
        >
          <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Scale className="size-4" aria-hidden="true" />
          </span>
          <span className="truncate">Ordo</span>
        </a>
        {onCollapsedChange && (
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={toggleLabel}
                aria-expanded={!isCollapsed}
                className={cn(!isCollapsed && 'ml-auto')}
                onClick={() => onCollapsedChange(!isCollapsed)}
              >
                {isCollapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
              </Button>
            </TooltipTrigger>
            <TooltipContent side="right">{toggleLabel}</TooltipContent>
          </Tooltip>
        )}
      </div>

      <nav aria-label="Sections" className={cn('shrink-0 px-3 pb-2', isCollapsed && 'px-2')}>
        <ul className="flex flex-col gap-0.5">
          {sections.map((s) => (
            <li key={s.id}>
              <SidebarItem
                icon={s.icon}
                label={s.label}
                isCollapsed={isCollapsed}
                isActive={s.id === section}
                onClick={() => onSectionChange(s.id)}
              />
            </li>
          ))}
        </ul>
      </nav>

      <div className={cn('min-h-0 flex-1 overflow-y-auto border-t border-sidebar-border px-3 py-2', isCollapsed && 'px-2')}>
        {section === 'chat' && (
          <SidebarConversations
            isSidebarCollapsed={isCollapsed}
            onExpandSidebar={() => onCollapsedChange?.(false)}
            onChatSelected={onChatSelected}
          />
        )}
      </div>

      <div className={cn('shrink-0 border-t border-sidebar-border px-3 py-2', isCollapsed && 'px-2')}>
        <SidebarFooter user={user} isCollapsed={isCollapsed} />
      </div>
    </div>
  );
}
