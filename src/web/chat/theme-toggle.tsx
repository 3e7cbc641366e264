import { Monitor, Moon, Sun } from 'lucide-react';
import { type Theme, useTheme } from '@/web/lib/theme';
import { cn } from '@/web/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/web/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, typeof Sun>;

/** The "Theme" label and the light / dark / system radio items, for any menu that offers the choice. */
export function ThemeChoices() {
  const { theme, setTheme } = useTheme();
  return (
    <>
      <DropdownMenuLabel>Theme</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
        {(Object.keys(THEME_LABELS) as Theme[]).map((value) => {
          const Icon = THEME_ICONS[value];
          return (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden="true" /> {THEME_LABELS[value]}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** Light / dark / system choice for the sidebar footer. */
export function ThemeToggle({ isCollapsed }: { isCollapsed: boolean }) {
  const { theme, resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;

  const trigger = (
    <DropdownMenuTrigger
      aria-label="Toggle theme"
      className={cn(
        'flex h-9 w-full min-w-0 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground/85 outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_svg]:size-4 [&_svg]:shrink-0',
        isCollapsed && 'justify-center px-0',
      )}
    >
      <Icon aria-hidden="true" />
      {!isCollapsed && (
        <>
          <span className="flex-1 truncate text-left">Theme</span>
          <span className="text-xs text-muted-foreground">{THEME_LABELS[theme]}</span>
        </>
      )}
    </DropdownMenuTrigger>
  );

  return (
    <DropdownMenu>
      {isCollapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{trigger}</TooltipTrigger>
          <TooltipContent side="right">Theme: {THEME_LABELS[theme]}</TooltipContent>
        </Tooltip>
      ) : (
        trigger
      )}
      <DropdownMenuContent side={isCollapsed ? 'right' : 'top'} align="start" className="w-44">
        <ThemeChoices />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
