import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChangePasswordPage } from '@/web/auth/change-password-page';
import { type CurrentUser, useCurrentUser } from '@/web/lib/current-user';
import { navigate, SIGN_IN_PATH } from '@/web/lib/navigation';
import { useAppHeight } from '@/web/lib/use-app-height';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { FullScreenLoading, FullScreenMessage } from '@/web/ui/full-screen-status';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/ui/sheet';
import { AppSidebar } from './app-sidebar';
import { ChatStateProvider } from './data/chat-state';
import { SectionContent } from './section-content';
import { getAvailableSections, getSectionLabel, type Section } from './sections';
import { useSidebarState } from './use-sidebar-state';

/** The signed-in application: checks the session, then shows the sidebar and the active section. */
export function ChatShell() {
  const { data: user, isPending, isError, error, refetch, isRefetching } = useCurrentUser();

  useEffect(() => {
    if (user === null) navigate(SIGN_IN_PATH, { replace: true });
  }, [user]);

  if (isError) {
    return (
      <FullScreenMessage title="Ordo is not reachable right now">
        <p className="text-sm text-muted-foreground">{error.message}</p>
        <Button onClick={() => void refetch()} disabled={isRefetching}>
          Try again
        </Button>
      </FullScreenMessage>
    );
  }
  if (isPending || !user) return <FullScreenLoading label="Loading Ordo" />;
  // Signed in with a one-time password: nothing else works until the user has chosen their own.
  if (user.must_change_password) return <ChangePasswordPage />;
  // The sidebar (conversation list) and the main area share which chat is open.
  return (
    <ChatStateProvider>
      <ShellLayout user={user} />
    </ChatStateProvider>
  );
}

function ShellLayout({ user }: { user: CurrentUser }) {
  useAppHeight();
  const sidebar = useSidebarState();
  const [section, setSection] = useState<Section>('chat');
  // If access changes underneath us (e.g. a flag revoked), fall back to the default section.
  const activeSection = getAvailableSections(user).some((s) => s.id === section) ? section : 'chat';

  function handleSectionChange(next: Section) {
    setSection(next);
    sidebar.setDrawerOpen(false);
  }

  return (
    <div className="flex h-[var(--app-height,100dvh)] overflow-hidden">
      {sidebar.isDesktop ? (
        <aside
          aria-label="Sidebar"
          className={cn(
            'h-full shrink-0 overflow-hidden border-r border-sidebar-border transition-[width] duration-200 ease-out motion-reduce:transition-none',
            sidebar.isCollapsed ? 'w-24' : 'w-80',
          )}
        >
          <AppSidebar
            user={user}
            section={activeSection}
            onSectionChange={handleSectionChange}
            isCollapsed={sidebar.isCollapsed}
            onCollapsedChange={sidebar.setCollapsed}
          />
        </aside>
      ) : (
        <Sheet open={sidebar.isDrawerOpen} onOpenChange={sidebar.setDrawerOpen}>
          <SheetContent className="w-80 max-w-[85vw] border-sidebar-border p-0" aria-label="Sidebar">
            <SheetTitle className="sr-only">Sidebar</SheetTitle>
            <SheetDescription className="sr-only">Sections, conversations and account</SheetDescription>
            <AppSidebar
              user={user}
              section={activeSection}
              onSectionChange={handleSectionChange}
              isCollapsed={false}
              onChatSelected={() => sidebar.setDrawerOpen(false)}
            />
          </SheetContent>
        </Sheet>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        {!sidebar.isDesktop && (
          <header className="flex h-14 shrink-0 items-center gap-2 border-b px-3">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Toggle Sidebar"
              aria-expanded={sidebar.isDrawerOpen}
              onClick={() => sidebar.setDrawerOpen(!sidebar.isDrawerOpen)}
            >
              <Menu aria-hidden="true" />
            </Button>
            <span className="truncate font-semibold">{getSectionLabel(activeSection)}</span>
          </header>
        )}
        <main className="flex min-h-0 flex-1 flex-col overflow-y-auto">
          <SectionContent section={activeSection} />
        </main>
      </div>
    </div>
  );
}
