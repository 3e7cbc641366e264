import {
  ACTIVITY_PAGE_SIZE,
  type ActivityDay,
  type ActivityFilter,
  type ActivityList,
  type ActivityOverview,
  ActivityQuery,
  type ActivityReplyDetail,
  type ActivityReplyRow,
  type ActivityTotals,
  DEFAULT_ACTIVITY_DAYS,
  MAX_ACTIVITY_DAYS,
} from '../../../contracts/activity';
import type { MessageCitation } from '../../../contracts/chats';
import { AppError } from '../../../contracts/errors';
import type { AppDb } from '../../db/client';
import {
  type DailySums,
  type ReplyListKind,
  type ReplyListRow,
  countReplies,
  findReplyDetail,
  listFeedbacksOfMessage,
  listMunicipalityOptions,
  pageReplies,
  sumActivityByDay,
  sumActivityByMunicipality,
} from './activity.repo';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** Reads an activity query string: the municipality (blank = all), the range (default the last 30 UTC days) and the page. */
export function parseActivityQuery(query: unknown, today: Date = new Date()): { filter: ActivityFilter; page: number } {
  const parsed = ActivityQuery.safeParse(query ?? {});
  if (!parsed.success) throw new AppError('validation_failed', 'The activity filter is not valid.', parsed.error.flatten().fieldErrors);
  const { municipality_id, from, to, page } = parsed.data;
  const end = to ?? isoDay(today);
  const start = from ?? addDays(end, -(DEFAULT_ACTIVITY_DAYS - 1));
  if (start > end) throw new AppError('validation_failed', 'The range must start on or before its end.', { from: ['must be on or before "to"'] });
  if (daysBetween(start, end) > MAX_ACTIVITY_DAYS) throw new AppError('validation_failed', `The range can be at most ${MAX_ACTIVITY_DAYS} days.`);
  return { filter: { municipality_id: municipality_id ?? null, from: start, to: end }, page };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A range's totals with its helpful rate (of rated replies) and apology rate (of replies). */
export function sumTotals(rows: Omit<DailySums, 'day'>[]): ActivityTotals {
  const t = { questions: 0, answered: 0, apologised: 0, helpful: 0, unhelpful: 0, seconds_saved: 0 };
  for (const r of rows) {
    t.questions += r.questions;
    t.answered += r.answered;
    t.apologised += r.apologised;
    t.helpful += r.helpful;
    t.unhelpful += r.unhelpful;
    t.seconds_saved += r.secondsSaved;
  }
  const rated = t.helpful + t.unhelpful;
  const replies = t.answered + t.apologised;
  return { ...t, helpful_rate: rated ? t.helpful / rated : null, apology_rate: replies ? t.apologised / replies : null };
}

/** Every day of the range with its figures (zeros for a quiet day). */
function fillQuietDays(filter: ActivityFilter, rows: DailySums[]): ActivityDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: ActivityDay[] = [];
  for (let day = filter.from; day <= filter.to; day = addDays(day, 1)) {
    const r = byDay.get(day);
    days.push({
      day,
      questions: r?.questions ?? 0,
      answered: r?.answered ?? 0,
      apologised: r?.apologised ?? 0,
      helpful: r?.helpful ?? 0,
      unhelpful: r?.unhelpful ?? 0,
      seconds_saved: r?.secondsSaved ?? 0,
    });
  }
  return days;
}

/** The /madmin/activity figures: totals, a series per day and a row per municipality, all from the rollup. */
export async function getActivityOverview(db: AppDb, filter: ActivityFilter): Promise<ActivityOverview> {
  const [daily, perMunicipality, options] = await Promise.all([sumActivityByDay(db, filter), sumActivityByMunicipality(db, filter), listMunicipalityOptions(db)]);
  return {
    filter,
    municipalities: options,
    totals: sumTotals(daily),
    days: fillQuietDays(filter, daily),
    by_municipality: perMunicipality.map((r) => ({
      municipality_id: r.municipalityId,
      name: r.name ?? (r.municipalityId === 0 ? 'No municipality' : `Deleted municipality #${r.municipalityId}`),
      ...sumTotals([r]),
    })),
  };
}

/** The daily figures only (the CSV export). */
export async function listActivityDays(db: AppDb, filter: ActivityFilter): Promise<ActivityDay[]> {
  return fillQuietDays(filter, await sumActivityByDay(db, filter));
}

/** A list row as the pages and exports show it. */
export function serializeReplyRow(row: Omit<ReplyListRow, 'cursor'>): ActivityReplyRow {
  return {
    id: row.id,
    chat_id: row.chatId,
    municipality_name: row.municipalityName,
    question: row.question ?? '',
    answer: row.answer,
    outcome: row.outcome,
    evaluation: row.evaluation,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the unanswered ("I'm sorry") or unhelpful list. */
export async function listActivityReplies(db: AppDb, kind: ReplyListKind, filter: ActivityFilter, page: number): Promise<ActivityList> {
  const [rows, total, options] = await Promise.all([
    pageReplies(db, kind, filter, { limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE }),
    countReplies(db, kind, filter),
    listMunicipalityOptions(db),
  ]);
  return {
    filter,
    municipalities: options,
    rows: rows.map(serializeReplyRow),
    paging: { current_page: page, total_pages: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)), per_page: ACTIVITY_PAGE_SIZE, total_count: total },
  };
}

/** A reply in full for its detail page; 404 for anything that is not a bot reply. */
export async function getActivityReply(db: AppDb, id: number): Promise<ActivityReplyDetail> {
  const row = await findReplyDetail(db, id);
  if (!row || row.source !== 'from_bot') throw new AppError('not_found', 'No such reply.');
  const feedbacks = await listFeedbacksOfMessage(db, id);
  const citations = (row.metaData.citation ?? []) as MessageCitation[];
  return {
    ...serializeReplyRow(row),
    user_email: row.userEmail,
    seconds_saved: row.secondsSaved,
    citations: citations.map((c) => ({ n: c.n, document_name: c.document_name, section_label: c.section_label, title: c.title, quote: c.quote })),
    feedbacks: feedbacks.map((f) => ({ feedback: f.feedback, created_at: f.createdAt.toISOString(), user_email: f.userEmail })),
  };
}
