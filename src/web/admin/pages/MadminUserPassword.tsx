import { ArrowLeft } from 'lucide-react';
import type { ManagedUser } from '@/contracts/users';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { AdminLayout } from '../admin-layout';
import { LinkButton } from '../components/link-button';
import { MADMIN_ROOT, madminPaths } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<{ user: ManagedUser; one_time_password: string; reason: 'created' | 'reset' }>;

/** The one-time password, shown this once: the server keeps only its hash and the user must change it at sign-in. */
export default function MadminUserPassword({ user, one_time_password: password, reason }: Props) {
  return (
    <AdminLayout
      title={reason === 'created' ? 'User created' : 'Password reset'}
      root={MADMIN_ROOT}
      breadcrumbs={[{ label: 'Users', href: madminPaths.users() }, { label: user.email }]}
      actions={
        <LinkButton href={madminPaths.user(user.id)}>
          <ArrowLeft aria-hidden="true" />
          Back to user
        </LinkButton>
      }
    >
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>One-time password for {user.email}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Give this password to the user now: it is shown only this once and cannot be looked up later. They must choose their own password when they
            first sign in.
          </p>
          <output aria-label="One-time password" data-testid="one-time-password" className="rounded-md border bg-muted px-3 py-2 font-mono text-lg tracking-wide select-all">
            {password}
          </output>
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
