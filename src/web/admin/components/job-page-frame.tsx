import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DocumentSummary } from '@/contracts/workbench';
import { AdminLayout } from '../admin-layout';
import { paths } from '../lib/paths';
import { LinkButton } from './link-button';

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
          <LinkButton href={paths.document(document.id)} variant="ghost">
            <ArrowLeft aria-hidden="true" />
            Back to Document
          </LinkButton>
          {actions}
        </>
      }
    >
      {children}
    </AdminLayout>
  );
}
