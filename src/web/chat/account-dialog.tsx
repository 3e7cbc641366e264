import { FolderOpen, Moon, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordForm } from '@/web/auth/change-password-form';
import { type CurrentUser, LOGGED_IN_QUERY_KEY } from '@/web/lib/current-user';
import { useTheme } from '@/web/lib/theme';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { useChat } from './data/chat-queries';
import { useChatState } from './data/chat-state';
import { ManageDocumentsDialog } from './documents/manage-documents-dialog';

export const MANAGE_DOCUMENTS_HINT = 'Please select a municipality to manage documents';

type AccountDialogProps = {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Account Settings: who is signed in, the light/dark choice, changing the password, and Manage Documents. */
export function AccountDialog({ user, open, onOpenChange }: AccountDialogProps) {
  const { resolvedTheme, setTheme } = useTheme();
  const hintId = useId();
  const passwordHeadingId = useId();
  const queryClient = useQueryClient();
  const [isManageOpen, setManageOpen] = useState(false);
  // The selected municipality is the open conversation's.
  const { currentChatId } = useChatState();
  const currentChat = useChat(currentChatId).data;
  const municipalityId = currentChat?.municipality_id ?? null;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
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
          <section className="grid gap-2" aria-labelledby={passwordHeadingId}>
            <h3 id={passwordHeadingId} className="text-sm font-medium">
              Password
            </h3>
            <ChangePasswordForm onChanged={(updated) => queryClient.setQueryData(LOGGED_IN_QUERY_KEY, updated)} />
          </section>
          <div className="grid gap-2">
            <span className="text-sm font-medium">Documents</span>
            <Button
              variant="outline"
              disabled={municipalityId === null}
              aria-haspopup="dialog"
              aria-describedby={municipalityId === null ? hintId : undefined}
              onClick={() => setManageOpen(true)}
            >
              <FolderOpen aria-hidden="true" /> Manage Documents
            </Button>
            {municipalityId === null ? (
              <p id={hintId} className="text-xs text-muted-foreground">
                {MANAGE_DOCUMENTS_HINT}
              </p>
            ) : (
              currentChat?.municipality_name && (
                <p className="text-xs break-words text-muted-foreground">For {currentChat.municipality_name}</p>
              )
            )}
          </div>
        </DialogContent>
      </Dialog>
      <ManageDocumentsDialog
        municipalityId={municipalityId}
        municipalityName={currentChat?.municipality_name ?? null}
        open={isManageOpen && municipalityId !== null}
        onOpenChange={setManageOpen}
      />
    </>
  );
}
