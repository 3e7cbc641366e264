import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Scale } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { api } from '@/web/lib/api';
import { type CurrentUser, LOGGED_IN_QUERY_KEY } from '@/web/lib/current-user';
import { CSRF_META, writeMeta } from '@/web/lib/meta';
import { hardRedirect, navigate } from '@/web/lib/navigation';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';

type SignInResponse = { user: CurrentUser; csrf_token: string };

/** `?return_to=/documents` (set by the server for staff pages): only same-origin paths are honoured. */
function readReturnTo(): string | null {
  const value = new URLSearchParams(window.location.search).get('return_to');
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** Leaves the sign-in page: workbench pages are server-rendered, so those need a full page load. */
function leaveSignIn(): void {
  const returnTo = readReturnTo();
  if (returnTo && returnTo !== '/') hardRedirect(returnTo);
  else navigate('/', { replace: true });
}

/** `/users/sign_in` (the server redirects signed-in visitors to `/` before this renders). */
export function SignInPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();

  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.post<SignInResponse>('/users/sign_in', { user: credentials }),
    onSuccess: ({ user, csrf_token }) => {
      // The session changed, so the server rotated the CSRF token; later requests must send the new one.
      writeMeta(CSRF_META, csrf_token);
      queryClient.setQueryData(LOGGED_IN_QUERY_KEY, user);
      leaveSignIn();
    },
    onError: () => setPassword(''),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    signIn.mutate({ email: email.trim(), password });
  }

  // A form post without JavaScript comes back as `?error=...`; a failed fetch sets signIn.error.
  const [queryError] = useState(() => new URLSearchParams(window.location.search).get('error'));
  const errorMessage = signIn.error?.message ?? (signIn.isIdle ? queryError : null);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Scale className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">Sign in to Ordo</h1>
          <p className="text-sm text-muted-foreground">Ask questions of your municipality’s law.</p>
        </div>
        <form
          onSubmit={handleSubmit}
          className="grid gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          aria-describedby={errorMessage ? errorId : undefined}
        >
          <div className="grid gap-2">
            <Label htmlFor="sign-in-email">Email</Label>
            <Input
              id="sign-in-email"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errorMessage ? true : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sign-in-password">Password</Label>
            <Input
              id="sign-in-password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={errorMessage ? true : undefined}
            />
          </div>
          {errorMessage && (
            <p
              id={errorId}
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {errorMessage}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Sign in
          </Button>
        </form>
      </div>
    </main>
  );
}
