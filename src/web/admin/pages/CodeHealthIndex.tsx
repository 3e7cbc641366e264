import { Stethoscope } from 'lucide-react';
import type { CodeHealthScan, ReviewStatus } from '@/contracts/contradictions';
import { AdminLayout } from '../admin-layout';
import { BackLink, LinkButton, TextLink } from '../components/link-button';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { JobStatusBadge } from '../components/status-badge';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

type Row = { id: number; name: string; counts: Record<ReviewStatus, number>; latest_scan: CodeHealthScan | null };
type Props = PageProps<{ municipalities: Row[] }>;

/** /code_health: every municipality with its open, confirmed and dismissed findings and its latest scan. */
export default function CodeHealthIndex({ municipalities = [] }: Props) {
  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: 'Municipality',
      hideLabelOnCard: true,
      cell: (m) => (
        <TextLink href={paths.codeHealth(m.id)} className="break-words">
          {m.name}
        </TextLink>
      ),
    },
    { key: 'open', header: 'Open', cell: (m) => <span className="tabular-nums">{m.counts.open}</span> },
    { key: 'confirmed', header: 'Confirmed', cell: (m) => <span className="tabular-nums">{m.counts.confirmed}</span> },
    { key: 'dismissed', header: 'Dismissed', cell: (m) => <span className="tabular-nums">{m.counts.dismissed}</span> },
    {
      key: 'scan',
      header: 'Latest scan',
      cell: (m) =>
        m.latest_scan ? (
          <span className="flex flex-wrap items-center gap-2">
            <JobStatusBadge status={m.latest_scan.status} />
            {m.latest_scan.finished_at && <span className="text-muted-foreground">{new Date(m.latest_scan.finished_at).toLocaleDateString()}</span>}
          </span>
        ) : (
          <span className="text-muted-foreground/70">Never</span>
        ),
    },
  ];
  return (
    <AdminLayout title="Code Health" breadcrumbs={[{ label: 'Code Health' }]} actions={<BackLink href={paths.documents()}>Back to Documents</BackLink>}>
      <p className="text-sm text-muted-foreground">Suspected contradictions between each municipality's published documents. Open one to scan all its documents and review the findings.</p>
      <ResponsiveTable
        label="Municipalities"
        rows={municipalities}
        rowKey={(m) => m.id}
        columns={columns}
        empty="No municipalities yet."
        actions={(m) => (
          <LinkButton href={paths.codeHealth(m.id)} variant="ghost" aria-label={`Code health of ${m.name}`}>
            <Stethoscope aria-hidden="true" />
            Report
          </LinkButton>
        )}
      />
    </AdminLayout>
  );
}
