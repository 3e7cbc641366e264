import { Link } from '@inertiajs/react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Paging } from '@/contracts/workbench';
import { buttonVariants } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { pageRange, pageWindow } from '../lib/pagination';

type Props = { paging: Paging; hrefFor: (page: number) => string; className?: string };

function PageLink({
  href,
  disabled,
  current,
  label,
  children,
}: {
  href: string;
  disabled?: boolean;
  current?: boolean;
  label: string;
  children: ReactNode;
}) {
  const className = cn(buttonVariants({ variant: current ? 'default' : 'outline', size: 'icon-sm' }), 'tabular-nums');
  if (disabled) {
    return (
      <span aria-disabled="true" aria-label={label} className={cn(className, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} aria-label={label} aria-current={current ? 'page' : undefined} className={className} preserveScroll={false}>
      {children}
    </Link>
  );
}

/** First / previous / a window of 5 page numbers / next / last, plus "Showing a–b of n". */
export function Pagination({ paging, hrefFor, className }: Props) {
  const { current_page: current, total_pages: total, per_page: perPage, total_count: count } = paging;
  const { from, to } = pageRange(current, perPage, count);
  const pages = pageWindow(current, total);
  return (
    <div className={cn('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {from}–{to} of {count}
      </p>
      {total > 1 && (
        <nav aria-label="Pagination">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <PageLink href={hrefFor(1)} disabled={current <= 1} label="First page">
                <ChevronsLeft aria-hidden="true" />
              </PageLink>
            </li>
            <li>
              <PageLink href={hrefFor(current - 1)} disabled={current <= 1} label="Previous page">
                <ChevronLeft aria-hidden="true" />
              </PageLink>
            </li>
            {pages.map((page) => (
              <li key={page}>
                <PageLink href={hrefFor(page)} current={page === current} label={`Page ${page}`}>
                  {page}
                </PageLink>
              </li>
            ))}
            <li>
              <PageLink href={hrefFor(current + 1)} disabled={current >= total} label="Next page">
                <ChevronRight aria-hidden="true" />
              </PageLink>
            </li>
            <li>
              <PageLink href={hrefFor(total)} disabled={current >= total} label="Last page">
                <ChevronsRight aria-hidden="true" />
              </PageLink>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
