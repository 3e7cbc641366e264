import type { ManagedUser } from '@/contracts/users';
import { Badge } from '@/web/ui/badge';

/** Disabled, must change password, or active. */
export function UserStatusBadge({ user }: { user: Pick<ManagedUser, 'disabled_at' | 'must_change_password'> }) {
  if (user.disabled_at) return <Badge variant="destructive">Disabled</Badge>;
  if (user.must_change_password) return <Badge variant="info">Must change password</Badge>;
  return <Badge variant="success">Active</Badge>;
}

/** A timestamp as a short local date and time. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
