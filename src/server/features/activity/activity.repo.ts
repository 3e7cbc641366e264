import { type SQL, and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivityFilter } from '../../../contracts/activity';
import type { AppDb } from '../../db/client';
import { activityDaily, chats, messageEvaluations, messageFeedbacks, messages, municipalities, users } from '../../db/schema';

export type DailySums = { day: string; questions: number; answered: number; apologised: number; helpful: number; unhelpful: number; secondsSaved: number };
export type MunicipalitySums = Omit<DailySums, 'day'> & { municipalityId: number; name: string | null };
export type ReplyListKind = 'unanswered' | 'unhelpful';

const sums = {
  questions: sql<number>`coalesce(sum(${activityDaily.questions}), 0)::int`,
  answered: sql<number>`coalesce(sum(${activityDaily.answered}), 0)::int`,
  apologised: sql<number>`coalesce(sum(${activityDaily.apologised}), 0)::int`,
  helpful: sql<number>`coalesce(sum(${activityDaily.helpful}), 0)::int`,
  unhelpful: sql<number>`coalesce(sum(${activityDaily.unhelpful}), 0)::int`,
  secondsSaved: sql<number>`coalesce(sum(${activityDaily.secondsSaved}), 0)::bigint::float8`,
};

function filterRollup(filter: ActivityFilter): SQL | undefined {
  return and(
    gte(activityDaily.day, filter.from),
    lte(activityDaily.day, filter.to),
    filter.municipality_id === null ? undefined : eq(activityDaily.municipalityId, filter.municipality_id),
  );
}

/** The rollup's figures per day in the range (days without activity are absent). */
export async function sumActivityByDay(db: AppDb, filter: ActivityFilter): Promise<DailySums[]> {
  return db
    .select({ day: activityDaily.day, ...sums })
    .from(activityDaily)
    .where(filterRollup(filter))
    .groupBy(activityDaily.day)
    .orderBy(asc(activityDaily.day));
}

/** The rollup's figures per municipality in the range, busiest first. */
export async function sumActivityByMunicipality(db: AppDb, filter: ActivityFilter): Promise<MunicipalitySums[]> {
  return db
    .select({ municipalityId: activityDaily.municipalityId, name: sql<string | null>`min(${municipalities.name})`, ...sums })
    .from(activityDaily)
    .leftJoin(municipalities, eq(municipalities.id, activityDaily.municipalityId))
    .where(filterRollup(filter))
    .groupBy(activityDaily.municipalityId)
    .orderBy(desc(sums.questions), asc(activityDaily.municipalityId));
}

export async function listMunicipalityOptions(db: AppDb): Promise<{ id: number; name: string }[]> {
  return db.select({ id: municipalities.id, name: municipalities.name }).from(municipalities).orderBy(asc(municipalities.name));
}

const question = alias(messages, 'question');

/**
 * What a list is ordered and filtered by: an apology by when it was given, an unhelpful rating by when it was set
 * (the day the rollup counts it on). Each has a partial index on that column.
 */
const listKey = (kind: ReplyListKind) =>
  kind === 'unanswered' ? { at: messages.createdAt, id: messages.id } : { at: messageEvaluations.updatedAt, id: messageEvaluations.id };

type Cursor = { at: Date; id: number };

function filterReplyList(kind: ReplyListKind, filter: ActivityFilter, after?: Cursor): SQL | undefined {
  const key = listKey(kind);
  return and(
    kind === 'unanswered' ? eq(messages.outcome, 'apologised') : eq(messageEvaluations.evaluation, 'unhelpful'),
    gte(key.at, sql`${filter.from}::date::timestamp AT TIME ZONE 'UTC'`),
    lt(key.at, sql`(${filter.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`),
    filter.municipality_id === null ? undefined : eq(chats.municipalityId, filter.municipality_id),
    after ? sql`(${key.at}, ${key.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined,
  );
}

/** What a listed reply and its detail page both show. */
const replyColumns = {
  id: messages.id,
  chatId: messages.chatId,
  municipalityName: municipalities.name,
  question: question.content,
  answer: messages.content,
  outcome: messages.outcome,
  evaluation: messageEvaluations.evaluation,
  createdAt: messages.createdAt,
};

function selectReplies(db: AppDb, kind: ReplyListKind) {
  const key = listKey(kind);
  const columns = { ...replyColumns, cursor: { at: key.at, id: key.id } };
  const base = kind === 'unanswered'
    ? db.select(columns).from(messages).leftJoin(messageEvaluations, eq(messageEvaluations.messageId, messages.id))
    : db.select(columns).from(messageEvaluations).innerJoin(messages, eq(messages.id, messageEvaluations.messageId));
  return base
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .leftJoin(municipalities, eq(municipalities.id, chats.municipalityId))
    .leftJoin(question, eq(question.id, messages.replyToId));
}

export type ReplyListRow = Awaited<ReturnType<typeof pageReplies>>[number];

/** One page of the unanswered or unhelpful list, newest first. */
export async function pageReplies(db: AppDb, kind: ReplyListKind, filter: ActivityFilter, page: { limit: number; offset: number }) {
  const key = listKey(kind);
  return selectReplies(db, kind).where(filterReplyList(kind, filter)).orderBy(desc(key.at), desc(key.id)).limit(page.limit).offset(page.offset);
}

/** The next batch after a row's cursor (keyset), for exports. */
export async function batchReplies(db: AppDb, kind: ReplyListKind, filter: ActivityFilter, after: Cursor | undefined, limit: number) {
  const key = listKey(kind);
  return selectReplies(db, kind).where(filterReplyList(kind, filter, after)).orderBy(desc(key.at), desc(key.id)).limit(limit);
}

export async function countReplies(db: AppDb, kind: ReplyListKind, filter: ActivityFilter): Promise<number> {
  const n = { n: sql<number>`count(*)::int` };
  const base = kind === 'unanswered'
    ? db.select(n).from(messages).leftJoin(messageEvaluations, eq(messageEvaluations.messageId, messages.id))
    : db.select(n).from(messageEvaluations).innerJoin(messages, eq(messages.id, messageEvaluations.messageId));
  const [row] = await base.innerJoin(chats, eq(chats.id, messages.chatId)).where(filterReplyList(kind, filter));
  return row?.n ?? 0;
}

/** A bot reply with its question, conversation owner and municipality, or null. */
export async function findReplyDetail(db: AppDb, id: number) {
  const [row] = await db
    .select({
      ...replyColumns,
      metaData: messages.metaData,
      secondsSaved: messages.secondsSaved,
      source: messages.source,
      userEmail: users.email,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(users, eq(users.id, chats.userId))
    .leftJoin(messageEvaluations, eq(messageEvaluations.messageId, messages.id))
    .leftJoin(municipalities, eq(municipalities.id, chats.municipalityId))
    .leftJoin(question, eq(question.id, messages.replyToId))
    .where(eq(messages.id, id));
  return row ?? null;
}

export async function listFeedbacksOfMessage(db: AppDb, messageId: number) {
  return db
    .select({ feedback: messageFeedbacks.feedback, createdAt: messageFeedbacks.createdAt, userEmail: users.email })
    .from(messageFeedbacks)
    .innerJoin(users, eq(users.id, messageFeedbacks.userId))
    .where(eq(messageFeedbacks.messageId, messageId))
    .orderBy(asc(messageFeedbacks.id));
}
