import type { ActivityList, ActivityReplyRow } from '@/contracts/activity';
import { cn } from '@/web/ui/cn';
import { AdminLayout } from '../admin-layout';
import { TextLink } from '../components/link-button';
import { ActivityFilters, useVisiting } from '../components/madmin/activity-filters';
import { ActivityNav } from '../components/madmin/activity-nav';
import { Pagination } from '../components/pagination';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { type ActivityListKind, activityPaths, LIST_TITLES } from '../lib/activity';
import { MADMIN_ROOT } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<ActivityList & { kind: ActivityListKind }>;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const EMPTY: Record<ActivityListKind, string> = {
  unanswered: 'Every question in this range was answered.',
  unhelpful: 'No answer in this range was rated unhelpful.',
};

/** /madmin/activity/unanswered and /unhelpful: the replies, newest first, each opening the reply in full. */
export default function MadminActivityList({ kind, filter, municipalities = [], rows = [], paging }: Props) {
  const visiting = useVisiting();
  const columns: Column<ActivityReplyRow>[] = [
    {
      key: 'question',
      header: 'Question',
      hideLabelOnCard: true,
      cell: (r) => (
        <TextLink href={activityPaths.reply(r.id)} className="line-clamp-3 break-words whitespace-normal">
          {r.question || '(question removed)'}
        </TextLink>
      ),
    },
    { key: 'answer', header: 'Reply', cell: (r) => <span className="line-clamp-2 break-words whitespace-normal text-muted-foreground">{r.answer}</span> },
    { key: 'municipality', header: 'Municipality', cell: (r) => r.municipality_name ?? '—' },
    { key: 'when', header: 'When', className: 'whitespace-nowrap', cell: (r) => <time dateTime={r.created_at}>{when(r.created_at)}</time> },
  ];
  return (
    <AdminLayout
      title={LIST_TITLES[kind]}
      root={MADMIN_ROOT}
      breadcrumbs={[{ label: 'Activity', href: activityPaths.overview(filter) }, { label: LIST_TITLES[kind] }]}
      actions={<ActivityNav current={kind} filter={filter} />}
    >
      <ActivityFilters filter={filter} municipalities={municipalities} hrefFor={(f) => activityPaths.list(kind, f)} />
      <div aria-busy={visiting} className={cn('grid gap-4 transition-opacity', visiting && 'opacity-60')}>
        <ResponsiveTable label={LIST_TITLES[kind]} rows={rows} rowKey={(r) => r.id} columns={columns} empty={EMPTY[kind]} />
        {paging && paging.total_count > 0 && <Pagination paging={paging} hrefFor={(page) => activityPaths.list(kind, filter, page)} />}
      </div>
    </AdminLayout>
  );
}
