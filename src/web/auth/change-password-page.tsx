import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { LOGGED_IN_QUERY_KEY, useCurrentUser } from '@/web/lib/current-user';
import { hardRedirect, navigate, SIGN_IN_PATH } from '@/web/lib/navigation';
import { FullScreenLoading } from '@/web/ui/full-screen-status';
import { ChangePasswordForm } from './change-password-form';

/** `?return_to=` set by the server when a page sent a user here: only same-origin paths are honoured. */
function readReturnTo(): string | null {
  const value = new URLSearchParams(window.location.search).get('return_to');
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** The forced password change after an admin created the account or reset its password (`/account/password`). */
export function ChangePasswordPage() {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();

  useEffect(() => {
    if (user === null) navigate(SIGN_IN_PATH, { replace: true });
  }, [user]);
  if (isPending || !user) return <FullScreenLoading label="Loading Ordo" />;

  const leave = () => {
    const returnTo = readReturnTo();
    // Workbench pages are server-rendered: those need a full page load.
    if (returnTo && returnTo !== '/' && returnTo !== window.location.pathname) hardRedirect(returnTo);
    else navigate('/', { replace: true });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{user.must_change_password ? 'Choose a new password' : 'Change your password'}</h1>
          {user.must_change_password && (
            <p className="text-sm text-muted-foreground">You signed in with a one-time password. Choose your own to continue.</p>
          )}
        </div>
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <ChangePasswordForm
            submitLabel="Save new password"
            onChanged={(updated) => {
              queryClient.setQueryData(LOGGED_IN_QUERY_KEY, updated);
              leave();
            }}
          />
        </div>
      </div>
    </main>
  );
}
