import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DocumentSummary, JobStatus } from '@/contracts/workbench';
import { AdminLayout } from '../admin-layout';
import { paths } from '../lib/paths';
import { BackLink, LinkButton } from './link-button';
import { JobStatusBadge } from './status-badge';

/** A job page's frame: "New/Edit {kind} for {document}", breadcrumbs, Back to Document, and the page's extras. */
export function JobPageFrame({
  document,
  kind,
  isEdit,
  actions,
  children,
}: {
  document: DocumentSummary;
  kind: string;
  isEdit: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const verb = isEdit ? 'Edit' : 'New';
  return (
    <AdminLayout
      title={`${verb} ${kind} for ${document.name}`}
      breadcrumbs={[{ label: document.name, href: paths.document(document.id) }, { label: `${verb} ${kind}` }]}
      actions={
        <>
          <BackLink href={paths.document(document.id)}>Back to Document</BackLink>
          {actions}
        </>
      }
    >
      {children}
    </AdminLayout>
  );
}

/** A saved job's status line: the badge, what it produced (`children`), and its error. */
export function JobSummary({ status, error, children }: { status: JobStatus; error: string | null; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-muted-foreground">Status</span>
      <JobStatusBadge status={status} />
      <span className="text-muted-foreground" aria-hidden="true">
        ·
      </span>
      {children}
      {error && <span className="basis-full text-red-700 dark:text-red-400">{error}</span>}
    </div>
  );
}

/** "Previous {kind}" / "Next {kind}" links to the neighbouring jobs' edit pages, when there are any. */
export function JobNeighbours({
  kind,
  previousHref,
  nextHref,
}: {
  kind: string;
  previousHref: string | null;
  nextHref: string | null;
}) {
  if (!previousHref && !nextHref) return null;
  return (
    <nav aria-label={`Other ${kind.toLowerCase()}s`} className="flex flex-wrap justify-between gap-2">
      {previousHref ? (
        <LinkButton href={previousHref}>
          <ChevronLeft aria-hidden="true" />
          Previous {kind}
        </LinkButton>
      ) : (
        <span />
      )}
      {nextHref && (
        <LinkButton href={nextHref}>
          Next {kind}
          <ChevronRight aria-hidden="true" />
        </LinkButton>
      )}
    </nav>
  );
}
