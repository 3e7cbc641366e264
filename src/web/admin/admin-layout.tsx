import { Head, Link, usePage } from '@inertiajs/react';
import { ChevronRight, MessagesSquare, Scale } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useFlashToasts } from './components/flash-toasts';
import { ThemeMenu } from './components/theme-menu';
import { cn } from '@/web/ui/cn';

type Breadcrumb = { label: string; href?: string };

type AdminLayoutProps = {
  title: string;
  /** Crumbs after "Documents" (spec: breadcrumbs always start with Documents → /documents). */
  breadcrumbs?: Breadcrumb[];
  /** The first crumb, for pages outside the workbench (/madmin starts at "Admin"). */
  root?: Breadcrumb;
  actions?: ReactNode;
  children: ReactNode;
};

const ROOT_CRUMB: Breadcrumb = { label: 'Documents', href: '/documents' };

/** The staff's sections: the document workbench and /madmin (municipalities, users, audit log, activity). */
const ADMIN_LINKS = [
  { label: 'Documents', href: '/documents' },
  { label: 'Municipalities', href: '/madmin/municipalities' },
  { label: 'Users', href: '/madmin/users' },
  { label: 'Audit Log', href: '/madmin/audit' },
  { label: 'Activity', href: '/madmin/activity' },
];

/** The frame of every workbench page: header, breadcrumbs, page title, content. */
export function AdminLayout({ title, breadcrumbs = [], root = ROOT_CRUMB, actions, children }: AdminLayoutProps) {
  const crumbs = [root, ...breadcrumbs];
  const currentUser = usePage().props.current_user as { email?: string } | null | undefined;
  useFlashToasts();
  return (
    <div className="min-h-dvh bg-background">
      <Head title={title} />
      <header className="border-b bg-sidebar">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link
            href="/documents"
            className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <Scale className="size-4" aria-hidden="true" />
            </span>
            Ordo Workbench
          </Link>
          <nav aria-label="Admin" className="hidden items-center gap-1 text-sm sm:flex">
            {ADMIN_LINKS.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className="rounded-md px-2 py-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          {currentUser?.email && (
            <span className="ml-auto hidden truncate text-sm text-muted-foreground md:inline">{currentUser.email}</span>
          )}
          {/* The chat app is a separate SPA, so this is a full page load, not an Inertia visit. */}
          <a
            href="/"
            className={cn(
              'ml-auto flex items-center gap-2 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60',
              currentUser?.email && 'md:ml-0',
            )}
          >
            <MessagesSquare className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Back to Research Assistant</span>
          </a>
          <ThemeMenu />
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:px-6 [&>*]:min-w-0">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {crumbs.map((crumb, i) => {
              const isLast = i === crumbs.length - 1;
              return (
                <Fragment key={`${crumb.label}-${i}`}>
                  {i > 0 && (
                    <li aria-hidden="true">
                      <ChevronRight className="size-3.5" />
                    </li>
                  )}
                  <li>
                    {crumb.href && !isLast ? (
                      <Link href={crumb.href} className="rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60">
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current={isLast ? 'page' : undefined} className={isLast ? 'text-foreground' : undefined}>
                        {crumb.label}
                      </span>
                    )}
                  </li>
                </Fragment>
              );
            })}
          </ol>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{title}</h1>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </main>
    </div>
  );
}
