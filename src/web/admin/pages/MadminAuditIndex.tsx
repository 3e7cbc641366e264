import { router } from '@inertiajs/react';
import { useState } from 'react';
import type { AuditEventView } from '@/contracts/audit';
import type { Paging } from '@/contracts/workbench';
import { AdminLayout } from '../admin-layout';
import { TextLink } from '../components/link-button';
import { formatTime } from '../components/madmin/user-status';
import { Pagination } from '../components/pagination';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { SearchForm } from '../components/search-form';
import { MADMIN_ROOT, madminPaths } from '../lib/madmin';
import { paths } from '../lib/paths';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<{ events: AuditEventView[]; paging: Paging; filters: { search: string; page: number } }>;

function targetOf(event: AuditEventView) {
  if (!event.target_label) return <span className="text-muted-foreground/70">—</span>;
  if (event.target_type === 'user' && event.target_id) return <TextLink href={madminPaths.user(event.target_id)} className="break-all">{event.target_label}</TextLink>;
  if (event.target_type === 'municipality' && event.target_id && event.action !== 'municipality.deleted') return <TextLink href={madminPaths.municipality(event.target_id)}>{event.target_label}</TextLink>;
  if (event.target_type === 'document' && event.target_id && event.action !== 'document.deleted') return <TextLink href={paths.document(event.target_id)}>{event.target_label}</TextLink>;
  return event.target_label;
}

/** /madmin/audit: who did what to whom, newest first, searchable by actor e-mail, action or target. */
export default function MadminAuditIndex({ events = [], paging, filters }: Props) {
  const [search, setSearch] = useState(filters?.search ?? '');
  const columns: Column<AuditEventView>[] = [
    { key: 'time', header: 'When', cell: (e) => <time dateTime={e.created_at}>{formatTime(e.created_at)}</time> },
    { key: 'actor', header: 'Actor', cell: (e) => <span className="break-all">{e.actor_email ?? '—'}</span> },
    { key: 'action', header: 'Action', cell: (e) => <code className="text-xs">{e.action}</code> },
    { key: 'target', header: 'Target', cell: targetOf },
    {
      key: 'details',
      header: 'Details',
      cell: (e) => (Object.keys(e.details).length ? <code className="text-xs break-all text-muted-foreground">{JSON.stringify(e.details)}</code> : <span className="text-muted-foreground/70">—</span>),
    },
    { key: 'ip', header: 'IP', cell: (e) => <span className="font-mono text-xs">{e.ip ?? '—'}</span> },
  ];
  return (
    <AdminLayout title="Audit Log" root={MADMIN_ROOT} breadcrumbs={[{ label: 'Audit Log' }]}>
      <SearchForm
        id="audit-search"
        label="Search the audit log"
        placeholder="Search by actor e-mail, action or target..."
        value={search}
        onChange={setSearch}
        onSearch={() => router.get(madminPaths.audit({ search: search.trim() }), {}, { preserveState: true, preserveScroll: true })}
      />
      <ResponsiveTable label="Audit events" rows={events} rowKey={(e) => e.id} columns={columns} empty="No events found" />
      {paging && <Pagination paging={paging} hrefFor={(page) => madminPaths.audit({ search: filters?.search, page: page > 1 ? page : undefined })} />}
    </AdminLayout>
  );
}
