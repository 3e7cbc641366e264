import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { MessageMetaData } from '../../../contracts/chats';
import type { AppDb } from '../../db/client';
import { chats, messageEvaluations, messageFeedbacks, messageSources, messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type EvaluationRow = typeof messageEvaluations.$inferSelect;
export type MessageWithEvaluation = MessageRow & { evaluation: EvaluationRow | null };
export type NewMessageSource = Omit<typeof messageSources.$inferInsert, 'id' | 'messageId'>;

/** A chat's messages oldest first, each with its evaluation. */
export type InsertHumanResult =
  | { kind: 'created'; message: MessageRow }
  | { kind: 'repeated'; message: MessageRow }
  | { kind: 'archived' }
  | { kind: 'missing' };

/**
 * Stores a human message in the user's active chat. The chat row is locked for the transaction, so
 * two rapid submits of the same text serialise and the second gets the first's message back
 * (`repeated`) instead of a second question to answer.
 */
export async function insertHumanMessage(
  db: AppDb,
  input: { userId: number; chatId: number; content: string; selectedDocumentIds: number[]; repeatWindowSeconds: number },
): Promise<InsertHumanResult> {
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .select({ id: chats.id, discardedAt: chats.discardedAt })
      .from(chats)
      .where(and(eq(chats.id, input.chatId), eq(chats.userId, input.userId)))
      .for('update');
    if (!chat) return { kind: 'missing' };
    if (chat.discardedAt) return { kind: 'archived' };
    const [last] = await tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.chatId, input.chatId),
          eq(messages.source, 'from_human'),
          gt(messages.createdAt, sql`now() - make_interval(secs => ${input.repeatWindowSeconds})`),
        ),
      )
      .orderBy(desc(messages.id))
      .limit(1);
    if (last && last.content === input.content) return { kind: 'repeated', message: last };
    const [message] = await tx
      .insert(messages)
      .values({ chatId: input.chatId, source: 'from_human', content: input.content, selectedDocumentIds: input.selectedDocumentIds })
      .returning();
    await tx.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, input.chatId));
    return { kind: 'created', message };
  });
}

export async function deleteMessage(db: AppDb, id: number): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}

export async function findMessage(db: AppDb, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ?? null;
}

/** The message when it is in one of the user's chats, else null. */
export async function findMessageOfUser(db: AppDb, userId: number, id: number): Promise<MessageRow | null> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(messages.id, id), eq(chats.userId, userId)));
  return row?.message ?? null;
}

/** The bot message answering a human message, if one was stored. */
export async function findReply(db: AppDb, messageId: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.replyToId, messageId));
  return row ?? null;
}

/**
 * Stores a bot reply and its provenance in one transaction; null (and nothing written) when the
 * human message already has a reply: the unique reply_to_id makes a retried or doubled job answer once.
 */
export async function insertBotReply(
  db: AppDb,
  reply: Pick<typeof messages.$inferInsert, 'chatId' | 'content' | 'metaData' | 'selectedDocumentIds'> & { replyToId: number },
  sources: NewMessageSource[],
): Promise<MessageRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ ...reply, source: 'from_bot', ...deriveReplyOutcome(reply.metaData) })
      .onConflictDoNothing({ target: messages.replyToId })
      .returning();
    if (!row) return null;
    if (sources.length) await tx.insert(messageSources).values(sources.map((s) => ({ ...s, messageId: row.id })));
    await tx.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, reply.chatId));
    return row;
  });
}

/** A reply's outcome and the time it saved (ADR 012): an apology saves nothing; an answer what the chat showed. */
export function deriveReplyOutcome(metaData: MessageMetaData | undefined): Pick<MessageRow, 'outcome' | 'secondsSaved'> {
  if (metaData?.apology) return { outcome: 'apologised', secondsSaved: 0 };
  return { outcome: 'answered', secondsSaved: Math.round((metaData?.minutes_saved ?? 0) * 60 + (metaData?.seconds_saved ?? 0)) };
}

export async function listMessageSources(db: AppDb, messageId: number) {
  return db.select().from(messageSources).where(eq(messageSources.messageId, messageId)).orderBy(asc(messageSources.rank));
}

/** Sets the evaluation of a message (one per message: choosing the other value replaces it). */
export async function upsertEvaluation(
  db: AppDb,
  values: { messageId: number; userId: number; evaluation: EvaluationRow['evaluation'] },
): Promise<EvaluationRow> {
  const [row] = await db
    .insert(messageEvaluations)
    .values(values)
    .onConflictDoUpdate({
      target: messageEvaluations.messageId,
      set: { evaluation: values.evaluation, userId: values.userId, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/** The evaluation when it is on a message in one of the user's chats, else null. */
export async function findEvaluationOfUser(db: AppDb, userId: number, id: number): Promise<EvaluationRow | null> {
  const [row] = await db
    .select({ evaluation: messageEvaluations })
    .from(messageEvaluations)
    .innerJoin(messages, eq(messages.id, messageEvaluations.messageId))
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(messageEvaluations.id, id), eq(chats.userId, userId)));
  return row?.evaluation ?? null;
}

export async function deleteEvaluation(db: AppDb, id: number): Promise<void> {
  await db.delete(messageEvaluations).where(eq(messageEvaluations.id, id));
}

export async function insertFeedback(db: AppDb, values: { messageId: number; userId: number; feedback: string }) {
  const [row] = await db.insert(messageFeedbacks).values(values).returning();
  return row;
}
