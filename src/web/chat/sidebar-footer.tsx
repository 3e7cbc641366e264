import { CircleUser, ExternalLink, LifeBuoy, LoaderCircle, LogOut, MessageSquare, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { CurrentUser } from '@/web/lib/current-user';
import { FEEDBACK_URL_META, readMeta, SUPPORT_URL_META } from '@/web/lib/meta';
import { AccountDialog } from './account-dialog';
import { SidebarItem, SidebarLink } from './sidebar-item';
import { ThemeToggle } from './theme-toggle';
import { useLogout } from './use-logout';

const newTabHint = (
  <>
    <ExternalLink aria-hidden="true" className="ml-auto text-muted-foreground" />
    <span className="sr-only">(opens in a new tab)</span>
  </>
);

/** Spec §2: Feedback and Support links, Account, Logout, Admin Dashboard (super_admin), theme. */
export function SidebarFooter({ user, isCollapsed }: { user: CurrentUser; isCollapsed: boolean }) {
  const [isAccountOpen, setAccountOpen] = useState(false);
  const logout = useLogout();
  const feedbackUrl = readMeta(FEEDBACK_URL_META);
  const supportUrl = readMeta(SUPPORT_URL_META);

  return (
    <div className="flex flex-col gap-0.5">
      {feedbackUrl && (
        <SidebarLink
          href={feedbackUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={MessageSquare}
          label="Feedback"
          isCollapsed={isCollapsed}
          trailing={newTabHint}
        />
      )}
      {supportUrl && (
        <SidebarLink
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={LifeBuoy}
          label="Support"
          isCollapsed={isCollapsed}
          trailing={newTabHint}
        />
      )}
      {user.role === 'super_admin' && (
        <SidebarLink href="/madmin" icon={ShieldCheck} label="Admin Dashboard" isCollapsed={isCollapsed} />
      )}
      <ThemeToggle isCollapsed={isCollapsed} />
      <SidebarItem
        icon={CircleUser}
        label="Account"
        isCollapsed={isCollapsed}
        aria-haspopup="dialog"
        onClick={() => setAccountOpen(true)}
      />
      <SidebarItem
        icon={logout.isPending ? LoaderCircle : LogOut}
        label="Logout"
        isCollapsed={isCollapsed}
        disabled={logout.isPending}
        className={logout.isPending ? '[&_svg]:animate-spin' : undefined}
        onClick={() => logout.mutate()}
      />
      <AccountDialog user={user} open={isAccountOpen} onOpenChange={setAccountOpen} />
    </div>
  );
}
