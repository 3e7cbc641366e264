import { Link, router } from '@inertiajs/react';
import { CircleAlert, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import type { CodeHealthFilter, CodeHealthFinding, CodeHealthScan, ReviewStatus } from '@/contracts/contradictions';
import { Alert, AlertDescription, AlertTitle } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { AdminLayout } from '../admin-layout';
import { CodeHealthFindingCard } from '../components/code-health-finding';
import { EmptyState } from '../components/empty-state';
import { BackLink } from '../components/link-button';
import { LiveJobStatus } from '../components/live-job-status';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

type Props = PageProps<{
  municipality: { id: number; name: string };
  counts: Record<ReviewStatus, number>;
  scans: CodeHealthScan[];
  findings: CodeHealthFinding[];
  filter: CodeHealthFilter;
}>;

const FILTERS: { value: CodeHealthFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'all', label: 'All' },
];
const EMPTY: Record<CodeHealthFilter, string> = {
  open: 'No open suspected contradictions.',
  confirmed: 'No confirmed contradictions.',
  dismissed: 'No dismissed findings.',
  all: 'No suspected contradictions found yet.',
};

function LastScan({ scan }: { scan: CodeHealthScan | undefined }) {
  if (!scan) return <p className="text-sm text-muted-foreground">Not scanned yet. Scan all documents to build the report.</p>;
  if (scan.status === 'failed') {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>The last scan failed</AlertTitle>
        <AlertDescription>{scan.error ?? 'Unknown error'}. Try Scan all documents again.</AlertDescription>
      </Alert>
    );
  }
  if (scan.status !== 'completed' || !scan.finished_at) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="last-scan">
      Last scan {new Date(scan.finished_at).toLocaleString()}: {scan.sections_scanned ?? 0} sections compared, {scan.findings ?? 0} suspected{' '}
      {scan.findings === 1 ? 'contradiction' : 'contradictions'}.
    </p>
  );
}

/** /municipalities/:id/code_health: "Scan all documents", its live progress, and the suspected contradictions for staff to review. */
export default function CodeHealthShow({ municipality, counts, scans = [], findings = [], filter }: Props) {
  const [starting, setStarting] = useState(false);
  const latest = scans[0];
  const isRunning = latest?.status === 'pending' || latest?.status === 'processing';
  const scanAll = () => router.post(paths.scanCodeHealth(municipality.id), {}, { preserveScroll: true, onStart: () => setStarting(true), onFinish: () => setStarting(false) });

  return (
    <AdminLayout
      title={`Code Health: ${municipality.name}`}
      breadcrumbs={[{ label: 'Code Health', href: paths.codeHealthIndex() }, { label: municipality.name }]}
      actions={
        <>
          <BackLink href={paths.codeHealthIndex()}>All municipalities</BackLink>
          <Button onClick={scanAll} disabled={starting || isRunning}>
            <ScanSearch aria-hidden="true" />
            {starting ? 'Starting...' : isRunning ? 'Scanning...' : 'Scan all documents'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">
        Sections of {municipality.name}'s documents that seem to contradict each other: different amounts, times or distances for the same thing,
        superseded sections still published, conflicting definitions, and requirements another text prohibits or exempts from. Dismissed pairs are not
        raised again in chat.
      </p>
      {latest && isRunning && <LiveJobStatus jobId={latest.job_id} status={latest.status} label="Scanning all documents" />}
      {!isRunning && <LastScan scan={latest} />}

      <nav aria-label="Filter findings" className="flex flex-wrap gap-1 border-b">
        {FILTERS.map((f) => {
          const isCurrent = f.value === filter;
          const count = f.value === 'all' ? counts.open + counts.confirmed + counts.dismissed : counts[f.value];
          return (
            <Link
              key={f.value}
              href={paths.codeHealth(municipality.id, { status: f.value === 'open' ? undefined : f.value })}
              preserveScroll
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                '-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                isCurrent ? 'border-primary font-medium text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {f.label} <span className="tabular-nums">({count})</span>
            </Link>
          );
        })}
      </nav>

      {findings.length === 0 ? (
        <EmptyState>{EMPTY[filter]}</EmptyState>
      ) : (
        <div className="grid gap-4" aria-live="polite">
          {findings.map((f) => (
            <CodeHealthFindingCard key={f.id} finding={f} municipalityId={municipality.id} />
          ))}
        </div>
      )}
    </AdminLayout>
  );
}
