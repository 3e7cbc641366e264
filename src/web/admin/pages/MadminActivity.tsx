import type { ActivityMunicipalityRow, ActivityOverview } from '@/contracts/activity';
import { cn } from '@/web/ui/cn';
import { AdminLayout } from '../admin-layout';
import { EmptyState } from '../components/empty-state';
import { ActivityCharts } from '../components/madmin/activity-charts';
import { ActivityFilters, useVisiting } from '../components/madmin/activity-filters';
import { ActivityNav } from '../components/madmin/activity-nav';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { activityPaths, formatDuration, formatRate } from '../lib/activity';
import { MADMIN_ROOT } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<ActivityOverview>;

const count = (n: number) => n.toLocaleString('en-US');

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border bg-card p-4 shadow-xs">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}

/** /madmin/activity: questions, answers, apologies, ratings and time saved over a range, per municipality and in total. */
export default function MadminActivity({ filter, municipalities = [], totals, days = [], by_municipality: rows = [] }: Props) {
  const visiting = useVisiting();
  const columns: Column<ActivityMunicipalityRow>[] = [
    { key: 'name', header: 'Municipality', hideLabelOnCard: true, cell: (r) => <span className="font-medium break-words">{r.name}</span> },
    { key: 'questions', header: 'Questions', className: 'text-right tabular-nums', cell: (r) => count(r.questions) },
    { key: 'apology', header: 'Apology rate', className: 'text-right tabular-nums', cell: (r) => formatRate(r.apology_rate) },
    { key: 'helpful', header: 'Helpful', className: 'text-right tabular-nums', cell: (r) => (r.helpful + r.unhelpful ? `${formatRate(r.helpful_rate)} of ${count(r.helpful + r.unhelpful)}` : '—') },
    { key: 'saved', header: 'Time saved', className: 'text-right tabular-nums', cell: (r) => formatDuration(r.seconds_saved) },
  ];
  return (
    <AdminLayout title="Activity" root={MADMIN_ROOT} breadcrumbs={[{ label: 'Activity' }]} actions={<ActivityNav current="overview" filter={filter} />}>
      <ActivityFilters filter={filter} municipalities={municipalities} hrefFor={activityPaths.overview} />
      <div aria-busy={visiting} className={cn('grid gap-4 transition-opacity', visiting && 'opacity-60')}>
        <section aria-label="Totals" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          <Stat label="Questions" value={count(totals.questions)} />
          <Stat label="Answered" value={count(totals.answered)} />
          <Stat label="Apology rate" value={formatRate(totals.apology_rate)} note={`${count(totals.apologised)} "I'm sorry" replies`} />
          <Stat label="Helpful" value={formatRate(totals.helpful_rate)} note={`${count(totals.helpful)} helpful, ${count(totals.unhelpful)} unhelpful`} />
          <Stat label="Time saved" value={formatDuration(totals.seconds_saved)} note="Estimated (ADR 012)" />
        </section>
        {totals.questions === 0 && totals.answered === 0 ? (
          <EmptyState>No questions were asked in this range.</EmptyState>
        ) : (
          <ActivityCharts days={days} />
        )}
        {filter.municipality_id === null && (
          <section aria-labelledby="by-municipality" className="grid gap-3">
            <h2 id="by-municipality" className="text-lg font-semibold">
              By municipality
            </h2>
            <ResponsiveTable label="Activity by municipality" rows={rows} rowKey={(r) => r.municipality_id} columns={columns} empty="No activity in this range." />
          </section>
        )}
      </div>
    </AdminLayout>
  );
}
