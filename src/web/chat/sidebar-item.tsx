import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cn } from '@/web/ui/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';

type ItemBaseProps = {
  icon: LucideIcon;
  label: string;
  isCollapsed: boolean;
  trailing?: ReactNode;
};

const itemClass =
  'flex h-9 w-full min-w-0 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground/85 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-sidebar-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

function ItemContent({ icon: Icon, label, isCollapsed, trailing }: ItemBaseProps) {
  return (
    <>
      <Icon aria-hidden="true" />
      <span className={cn('truncate', isCollapsed && 'sr-only')}>{label}</span>
      {!isCollapsed && trailing}
    </>
  );
}

function withCollapsedTooltip(item: ReactElement, label: string, isCollapsed: boolean) {
  if (!isCollapsed) return item;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{item}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** A sidebar row button: icon plus label; collapsed, the icon alone with the label as a tooltip. */
export function SidebarItem({
  icon,
  label,
  isCollapsed,
  trailing,
  isActive,
  className,
  ...props
}: ItemBaseProps & Omit<ComponentProps<'button'>, 'children'> & { isActive?: boolean }) {
  return withCollapsedTooltip(
    <button
      type="button"
      aria-current={isActive ? 'page' : undefined}
      className={cn(itemClass, isCollapsed && 'justify-center px-0', className)}
      {...props}
    >
      <ItemContent icon={icon} label={label} isCollapsed={isCollapsed} trailing={trailing} />
    </button>,
    label,
    isCollapsed,
  );
}

/** The same row as a link (external links, the admin dashboard). */
export function SidebarLink({
  icon,
  label,
  isCollapsed,
  trailing,
  className,
  ...props
}: ItemBaseProps & Omit<ComponentProps<'a'>, 'children'>) {
  return withCollapsedTooltip(
    <a className={cn(itemClass, isCollapsed && 'justify-center px-0', className)} {...props}>
      <ItemContent icon={icon} label={label} isCollapsed={isCollapsed} trailing={trailing} />
    </a>,
    label,
    isCollapsed,
  );
}
