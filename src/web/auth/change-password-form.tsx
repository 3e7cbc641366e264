import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PASSWORD_RULE } from '@/contracts/users';
import { api } from '@/web/lib/api';
import type { CurrentUser } from '@/web/lib/current-user';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';

type Props = {
  /** Called with the updated user once the server accepted the new password. */
  onChanged: (user: CurrentUser) => void;
  submitLabel?: string;
};

/** Current password, new password and its confirmation; `PATCH /api/v1/account/password`. */
export function ChangePasswordForm({ onChanged, submitLabel = 'Change password' }: Props) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: () => api.patch<{ user: CurrentUser }>('/api/v1/account/password', { current_password: current, new_password: next }),
    onSuccess: ({ user }) => {
      setCurrent('');
      setNext('');
      setConfirm('');
      onChanged(user);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    if (next !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate();
  }

  const message = mismatch ? 'The new password and its confirmation differ.' : (change.error?.message ?? null);
  return (
    <form onSubmit={handleSubmit} className="grid gap-3" aria-describedby={`${id}-rule`}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-current`}>Current password</Label>
        <Input id={`${id}-current`} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-new`}>New password</Label>
        <Input id={`${id}-new`} type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Confirm new password</Label>
        <Input id={`${id}-confirm`} type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      <p id={`${id}-rule`} className="text-xs text-muted-foreground">
        {PASSWORD_RULE}
      </p>
      {message && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {message}
        </p>
      )}
      {change.isSuccess && !message && (
        <p role="status" className="text-sm text-muted-foreground">
          Your password was changed. You were signed out everywhere else.
        </p>
      )}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
