import type { ActivityFilter } from '../../../contracts/activity';

export type ActivityListKind = 'unanswered' | 'unhelpful';

/** The query string of an activity page for a filter (and page): blank values are left out. */
export function activityQuery(filter: Partial<ActivityFilter>, page?: number): string {
  const params = new URLSearchParams();
  if (filter.municipality_id) params.set('municipality_id', String(filter.municipality_id));
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** URLs of the /madmin/activity pages and exports. */
export const activityPaths = {
  overview: (filter: Partial<ActivityFilter> = {}) => `/madmin/activity${activityQuery(filter)}`,
  overviewCsv: (filter: Partial<ActivityFilter> = {}) => `/madmin/activity.csv${activityQuery(filter)}`,
  list: (kind: ActivityListKind, filter: Partial<ActivityFilter> = {}, page?: number) => `/madmin/activity/${kind}${activityQuery(filter, page)}`,
  listCsv: (kind: ActivityListKind, filter: Partial<ActivityFilter> = {}) => `/madmin/activity/${kind}.csv${activityQuery(filter)}`,
  reply: (id: number) => `/madmin/activity/replies/${id}`,
};

export const LIST_TITLES: Record<ActivityListKind, string> = { unanswered: 'Unanswered questions', unhelpful: 'Rated unhelpful' };

/** "42%" or "—" when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** Seconds as hours and minutes, e.g. "12 h 5 min" or "7 min". */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours.toLocaleString('en-US')} h ${minutes % 60} min` : `${minutes} min`;
}
