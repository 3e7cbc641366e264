import { FolderOpen, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import type { CurrentUser } from '@/web/lib/current-user';
import { useTheme } from '@/web/lib/theme';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';

export const MANAGE_DOCUMENTS_HINT = 'Please select a municipality to manage documents';

type AccountDialogProps = {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Account Settings: who is signed in, the light/dark choice, and Manage Documents. */
export function AccountDialog({ user, open, onOpenChange }: AccountDialogProps) {
  const { resolvedTheme, setTheme } = useTheme();
  const hintId = useId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Account Settings</DialogTitle>
          <DialogDescription>Your account and display preferences.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-1">
          <dt className="text-sm font-medium">Email</dt>
          <dd className="text-sm break-all text-muted-foreground">{user.email}</dd>
        </dl>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Theme</legend>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant={resolvedTheme === 'light' ? 'default' : 'outline'}
              aria-pressed={resolvedTheme === 'light'}
              onClick={() => setTheme('light')}
            >
              <Sun aria-hidden="true" /> Light
            </Button>
            <Button
              variant={resolvedTheme === 'dark' ? 'default' : 'outline'}
              aria-pressed={resolvedTheme === 'dark'}
              onClick={() => setTheme('dark')}
            >
              <Moon aria-hidden="true" /> Dark
            </Button>
          </div>
        </fieldset>
        <div className="grid gap-2">
          <span className="text-sm font-medium">Documents</span>
          {/* Enabled once the chat screen has a municipality selected (later work). */}
          <Button variant="outline" disabled aria-describedby={hintId}>
            <FolderOpen aria-hidden="true" /> Manage Documents
          </Button>
          <p id={hintId} className="text-xs text-muted-foreground">
            {MANAGE_DOCUMENTS_HINT}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
