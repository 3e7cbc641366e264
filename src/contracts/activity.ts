import { z } from 'zod';
import type { Paging } from './workbench';

/** How many days the activity pages show when no range is chosen, and the longest range they accept. */
export const DEFAULT_ACTIVITY_DAYS = 30;
export const MAX_ACTIVITY_DAYS = 1096;
export const ACTIVITY_PAGE_SIZE = 25;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date.');
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The query string of every activity page: municipality (blank = all), date range and page. */
export const ActivityQuery = z.object({
  municipality_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  from: z.preprocess(blankToUndefined, isoDay.optional()),
  to: z.preprocess(blankToUndefined, isoDay.optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

/** A resolved filter: both days set, from ≤ to, within MAX_ACTIVITY_DAYS. */
export type ActivityFilter = { municipality_id: number | null; from: string; to: string };

/** One day's figures (all municipalities summed, or one). */
export type ActivityDay = {
  day: string;
  questions: number;
  answered: number;
  apologised: number;
  helpful: number;
  unhelpful: number;
  seconds_saved: number;
};

/** A range's totals and rates (null when there is nothing to divide by). */
export type ActivityTotals = Omit<ActivityDay, 'day'> & { helpful_rate: number | null; apology_rate: number | null };

export type ActivityMunicipalityRow = ActivityTotals & { municipality_id: number; name: string };

export type MunicipalityOption = { id: number; name: string };

export type ActivityOverview = {
  filter: ActivityFilter;
  municipalities: MunicipalityOption[];
  totals: ActivityTotals;
  days: ActivityDay[];
  by_municipality: ActivityMunicipalityRow[];
};

/** A row of the unanswered or unhelpful list: the question and its reply. */
export type ActivityReplyRow = {
  id: number;
  chat_id: number;
  municipality_name: string | null;
  question: string;
  answer: string;
  outcome: 'answered' | 'apologised' | null;
  evaluation: 'helpful' | 'unhelpful' | null;
  created_at: string;
};

export type ActivityList = { filter: ActivityFilter; municipalities: MunicipalityOption[]; rows: ActivityReplyRow[]; paging: Paging };

export type ActivityCitation = { n: number; document_name: string; section_label: string | null; title: string; quote: string };

/** One reply in full: its question, answer, citations, rating and written feedback. */
export type ActivityReplyDetail = ActivityReplyRow & {
  user_email: string;
  citations: ActivityCitation[];
  seconds_saved: number | null;
  feedbacks: { feedback: string; created_at: string; user_email: string }[];
};
