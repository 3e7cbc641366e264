import { router } from '@inertiajs/react';
import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ManagedUser } from '@/contracts/users';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { AdminLayout } from '../admin-layout';
import { ConfirmButton } from '../components/confirm-button';
import { ErrorSummary } from '../components/error-summary';
import { FormActions } from '../components/form-actions';
import { UserRoleAndFlags } from '../components/madmin/user-fields';
import { UserStatusBadge, formatTime } from '../components/madmin/user-status';
import { MADMIN_ROOT, madminPaths } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';
import { useFormState } from '../lib/use-form-state';

type Props = PageProps<{ user: ManagedUser; roles?: string[]; flag_names?: string[] }>;

/** /madmin/users/:id: role and flags, disable or re-enable, and a password reset. */
export default function MadminUserEdit({ user, roles = ['user', 'super_admin'], flag_names: flagNames = [], errors = {} }: Props) {
  const form = useFormState<{ role: string }, 'flags'>({ role: user.role }, errors, 'user');
  const [flags, setFlags] = useState<string[]>(user.flags);
  const [busy, setBusy] = useState(false);
  const post = (action: 'disable' | 'enable' | 'password_reset') =>
    router.post(madminPaths.userAction(user.id, action), {}, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('patch', madminPaths.user(user.id), { user: { role: form.values.role, flags } });
  };

  return (
    <AdminLayout title={user.email} root={MADMIN_ROOT} breadcrumbs={[{ label: 'Users', href: madminPaths.users() }, { label: user.email }]}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <UserStatusBadge user={user} />
        </dd>
        <dt className="text-muted-foreground">Created</dt>
        <dd>{formatTime(user.created_at)}</dd>
        <dt className="text-muted-foreground">Last sign-in</dt>
        <dd>{user.last_sign_in_at ? formatTime(user.last_sign_in_at) : 'Never'}</dd>
      </dl>
      <form onSubmit={handleSubmit} noValidate className="grid max-w-xl gap-6">
        <ErrorSummary errors={errors} />
        <Card>
          <CardHeader>
            <CardTitle>Role and access</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <UserRoleAndFlags
              role={form.values.role}
              flags={flags}
              roles={roles}
              flagNames={flagNames}
              errors={{ role: form.errorFor('role'), flags: form.errorFor('flags') }}
              onRole={(role) => form.setValue('role', role)}
              onFlags={(next) => {
                setFlags(next);
                form.clearError('flags');
              }}
            />
          </CardContent>
        </Card>
        <FormActions label="Save User" processing={form.processing} cancelHref={madminPaths.users()} />
      </form>
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Sign-in</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <ConfirmButton
            variant="outline"
            message="Reset this user's password?"
            description="They are signed out everywhere and must sign in with a new one-time password, shown once on the next page."
            confirmLabel="Reset password"
            onConfirm={() => post('password_reset')}
            disabled={busy}
          >
            <KeyRound aria-hidden="true" />
            Reset password
          </ConfirmButton>
          {user.disabled_at ? (
            <ConfirmButton variant="outline" message="Re-enable this user?" description="They can sign in again." confirmLabel="Enable" onConfirm={() => post('enable')} disabled={busy}>
              <UserCheck aria-hidden="true" />
              Enable
            </ConfirmButton>
          ) : (
            <ConfirmButton
              variant="outline"
              message="Disable this user?"
              description="They are signed out everywhere at once and cannot sign in until re-enabled."
              confirmLabel="Disable"
              onConfirm={() => post('disable')}
              disabled={busy}
            >
              <UserX aria-hidden="true" />
              Disable
            </ConfirmButton>
          )}
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
