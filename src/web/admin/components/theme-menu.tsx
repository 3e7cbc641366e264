import { Moon, Sun } from 'lucide-react';
import { ThemeChoices } from '@/web/chat/theme-toggle';
import { useTheme } from '@/web/lib/theme';
import { Button } from '@/web/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/web/ui/dropdown-menu';

/** The workbench header's light / dark / system switch (the chat app's choices and stored setting). */
export function ThemeMenu() {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Toggle theme">
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <ThemeChoices />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
