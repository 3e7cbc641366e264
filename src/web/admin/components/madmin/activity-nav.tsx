import { Download } from 'lucide-react';
import type { ActivityFilter } from '@/contracts/activity';
import { buttonVariants } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { LinkButton } from '../link-button';
import { type ActivityListKind, activityPaths, LIST_TITLES } from '../../lib/activity';

type Current = 'overview' | ActivityListKind;

/** The activity pages' links (keeping the filter) and the current page's CSV export. */
export function ActivityNav({ current, filter }: { current: Current; filter: ActivityFilter }) {
  const csv = current === 'overview' ? activityPaths.overviewCsv(filter) : activityPaths.listCsv(current, filter);
  const link = (key: Current, href: string, label: string) => (
    <LinkButton href={href} variant={current === key ? 'secondary' : 'ghost'} aria-current={current === key ? 'page' : undefined}>
      {label}
    </LinkButton>
  );
  return (
    <>
      <nav aria-label="Activity pages" className="flex flex-wrap gap-1">
        {link('overview', activityPaths.overview(filter), 'Overview')}
        {link('unanswered', activityPaths.list('unanswered', filter), LIST_TITLES.unanswered)}
        {link('unhelpful', activityPaths.list('unhelpful', filter), LIST_TITLES.unhelpful)}
      </nav>
      {/* A file download, not an Inertia visit. */}
      <a href={csv} download className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </>
  );
}
