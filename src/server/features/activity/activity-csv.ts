import type { ActivityDay, ActivityFilter, ActivityReplyRow } from '../../../contracts/activity';
import type { AppDb } from '../../db/client';
import { type ReplyListKind, batchReplies } from './activity.repo';
import { serializeReplyRow } from './activity.service';

/** The most rows a list export holds; past it the file ends with a note saying so. */
export const MAX_EXPORT_ROWS = 50_000;
const EXPORT_BATCH = 2_000;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text starting with
 * = + - @ (or a tab or carriage return) gets a leading apostrophe so a spreadsheet shows it rather than running it.
 */
export function formatCsvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const formatCsvLine = (fields: (string | number | null | undefined)[]) => `${fields.map(formatCsvField).join(',')}\r\n`;

/** The daily figures as CSV, one line per day. */
export function writeDaysCsv(days: ActivityDay[]): string {
  const header = formatCsvLine(['day', 'questions', 'answered', 'apologised', 'helpful', 'unhelpful', 'seconds_saved']);
  return header + days.map((d) => formatCsvLine([d.day, d.questions, d.answered, d.apologised, d.helpful, d.unhelpful, d.seconds_saved])).join('');
}

function formatReplyLine(r: ActivityReplyRow): string {
  return formatCsvLine([r.id, r.created_at, r.municipality_name, r.question, r.answer, r.outcome, r.evaluation]);
}

/** A list (unanswered or unhelpful) as CSV, newest first, read in keyset batches up to MAX_EXPORT_ROWS. */
export async function writeRepliesCsv(db: AppDb, kind: ReplyListKind, filter: ActivityFilter): Promise<string> {
  const parts = [formatCsvLine(['reply_id', 'created_at', 'municipality', 'question', 'answer', 'outcome', 'rating'])];
  let after: { at: Date; id: number } | undefined;
  let count = 0;
  while (count < MAX_EXPORT_ROWS) {
    const batch = await batchReplies(db, kind, filter, after, Math.min(EXPORT_BATCH, MAX_EXPORT_ROWS - count));
    for (const row of batch) parts.push(formatReplyLine(serializeReplyRow(row)));
    count += batch.length;
    if (batch.length < EXPORT_BATCH) return parts.join('');
    // The cursor's columns are never null: each list's key comes from the table the list is read from.
    const { at, id } = batch[batch.length - 1].cursor;
    after = { at: at as Date, id: id as number };
  }
  parts.push(formatCsvLine([`# truncated at ${MAX_EXPORT_ROWS} rows: choose a shorter range`]));
  return parts.join('');
}

/** The download name of an export, e.g. activity-unanswered-2026-01-01-to-2026-01-30.csv. */
export function nameExport(what: string, filter: ActivityFilter): string {
  const scope = filter.municipality_id === null ? '' : `-municipality-${filter.municipality_id}`;
  return `${what}${scope}-${filter.from}-to-${filter.to}.csv`;
}
