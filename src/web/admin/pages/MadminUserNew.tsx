import { type FormEvent, useState } from 'react';
import { Card, CardContent } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { AdminLayout } from '../admin-layout';
import { ErrorSummary } from '../components/error-summary';
import { FormActions } from '../components/form-actions';
import { fieldA11y, FormField } from '../components/form-field';
import { UserRoleAndFlags } from '../components/madmin/user-fields';
import { MADMIN_ROOT, madminPaths } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';
import { useFormState } from '../lib/use-form-state';

type Props = PageProps<{ roles?: string[]; flag_names?: string[] }>;

/** /madmin/users/new: e-mail, role and flags; the server generates the first password and shows it once. */
export default function MadminUserNew({ roles = ['user', 'super_admin'], flag_names: flagNames = [], errors = {} }: Props) {
  const form = useFormState<{ email: string; role: string }, 'flags'>({ email: '', role: 'user' }, errors, 'user');
  const { values, errorFor, setValue } = form;
  const [flags, setFlags] = useState<string[]>([]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ email: values.email.trim() ? undefined : 'Enter a valid e-mail address.' })) return;
    form.submit('post', madminPaths.users(), { user: { email: values.email.trim(), role: values.role, flags } });
  };

  return (
    <AdminLayout title="New User" root={MADMIN_ROOT} breadcrumbs={[{ label: 'Users', href: madminPaths.users() }, { label: 'New User' }]}>
      <form onSubmit={handleSubmit} noValidate className="grid max-w-xl gap-6">
        <ErrorSummary errors={errors} />
        <Card>
          <CardContent className="grid gap-5">
            <FormField id="user_email" label="E-mail" required error={errorFor('email')} hint="They sign in with this address and a one-time password shown on the next page.">
              <Input {...fieldA11y('user_email', errorFor('email'), true)} type="email" autoComplete="off" value={values.email} onChange={(e) => setValue('email', e.target.value)} />
            </FormField>
            <UserRoleAndFlags
              role={values.role}
              flags={flags}
              roles={roles}
              flagNames={flagNames}
              errors={{ role: errorFor('role'), flags: errorFor('flags') }}
              onRole={(role) => setValue('role', role)}
              onFlags={(next) => {
                setFlags(next);
                form.clearError('flags');
              }}
            />
          </CardContent>
        </Card>
        <FormActions label="Create User" processing={form.processing} cancelHref={madminPaths.users()} />
      </form>
    </AdminLayout>
  );
}
