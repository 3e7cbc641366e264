import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { chats, documents, messageEvaluations, messages, municipalities, municipalityDocuments } from '../../db/schema';
import type { MessageWithEvaluation } from '../messages/messages.repo';

export type ChatRow = typeof chats.$inferSelect;
export type ChatWithMunicipality = ChatRow & { municipalityName: string | null };
/** A completed document associated with a municipality: what a chat may search. */
export type UsableDocument = { id: number; name: string; fileKey: string | null; updatedAt: Date };

const chatColumns = {
  id: chats.id,
  userId: chats.userId,
  municipalityId: chats.municipalityId,
  title: chats.title,
  configuration: chats.configuration,
  discardedAt: chats.discardedAt,
  createdAt: chats.createdAt,
  updatedAt: chats.updatedAt,
  municipalityName: municipalities.name,
};

/** True when the chat exists and belongs to the user. */
export async function isChatOwner(db: AppDb, userId: number, chatId: number): Promise<boolean> {
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertChat(db: AppDb, values: typeof chats.$inferInsert): Promise<ChatRow> {
  const [row] = await db.insert(chats).values(values).returning();
  return row;
}

/** The user's chat with its municipality's name, or null when there is none or it is someone else's. */
export async function findChatOfUser(db: AppDb, userId: number, chatId: number): Promise<ChatWithMunicipality | null> {
  const [row] = await db
    .select(chatColumns)
    .from(chats)
    .leftJoin(municipalities, eq(municipalities.id, chats.municipalityId))
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
  return row ?? null;
}

// What every open chat asks for every two seconds: the chat, its municipality and its messages, in one statement.
const chatWithMessagesQuery = preparedPerDatabase((db) =>
  db
    .select({ chat: chatColumns, message: messages, evaluation: messageEvaluations })
    .from(chats)
    .leftJoin(municipalities, eq(municipalities.id, chats.municipalityId))
    .leftJoin(messages, eq(messages.chatId, chats.id))
    .leftJoin(messageEvaluations, eq(messageEvaluations.messageId, messages.id))
    .where(and(eq(chats.id, sql.placeholder('chatId')), eq(chats.userId, sql.placeholder('userId'))))
    .orderBy(asc(messages.id))
    .prepare('chat_with_messages'),
);

/** The user's chat with its municipality's name and its messages oldest first (with their evaluations); null when not theirs. */
export async function findChatWithMessagesOfUser(
  db: AppDb,
  userId: number,
  chatId: number,
): Promise<{ chat: ChatWithMunicipality; messages: MessageWithEvaluation[] } | null> {
  const rows = await chatWithMessagesQuery(db).execute({ chatId, userId });
  if (rows.length === 0) return null;
  const found = rows.flatMap((r) => (r.message ? [{ ...r.message, evaluation: r.evaluation }] : []));
  return { chat: rows[0].chat, messages: found };
}

export async function findChatById(db: AppDb, chatId: number): Promise<ChatWithMunicipality | null> {
  const [row] = await db
    .select(chatColumns)
    .from(chats)
    .leftJoin(municipalities, eq(municipalities.id, chats.municipalityId))
    .where(eq(chats.id, chatId));
  return row ?? null;
}

/** The user's active chats, newest first by created_at. */
export async function listActiveChats(db: AppDb, userId: number): Promise<ChatWithMunicipality[]> {
  return db
    .select(chatColumns)
    .from(chats)
    .leftJoin(municipalities, eq(municipalities.id, chats.municipalityId))
    .where(and(eq(chats.userId, userId), isNull(chats.discardedAt)))
    .orderBy(desc(chats.createdAt), desc(chats.id));
}

/** The user's most recently archived chats, newest archive first. */
export async function listArchivedChats(db: AppDb, userId: number, limit: number): Promise<ChatWithMunicipality[]> {
  return db
    .select(chatColumns)
    .from(chats)
    .leftJoin(municipalities, eq(municipalities.id, chats.municipalityId))
    .where(and(eq(chats.userId, userId), isNotNull(chats.discardedAt)))
    .orderBy(desc(chats.discardedAt), desc(chats.id))
    .limit(limit);
}

/** Updates the user's chat; false when it is not theirs. */
export async function updateChatOfUser(
  db: AppDb,
  userId: number,
  chatId: number,
  values: Partial<Pick<ChatRow, 'title' | 'configuration'>>,
): Promise<boolean> {
  const rows = await db
    .update(chats)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .returning({ id: chats.id });
  return rows.length > 0;
}

/** Archives (keeping the first archive time) or restores the user's chat; false when it is not theirs. */
export async function setChatArchived(db: AppDb, userId: number, chatId: number, archived: boolean): Promise<boolean> {
  const rows = await db
    .update(chats)
    .set({ discardedAt: archived ? sql`coalesce(${chats.discardedAt}, now())` : null, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .returning({ id: chats.id });
  return rows.length > 0;
}

/** Names an untitled chat; false when it already has a title (a rename by its owner wins over the automatic title). */
export async function setTitleIfUntitled(db: AppDb, chatId: number, title: string): Promise<boolean> {
  const rows = await db
    .update(chats)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), or(isNull(chats.title), eq(chats.title, ''))))
    .returning({ id: chats.id });
  return rows.length > 0;
}

/** The completed documents currently associated with the municipality, by id. */
export async function listUsableDocuments(db: AppDb, municipalityId: number): Promise<UsableDocument[]> {
  return db
    .select({ id: documents.id, name: documents.name, fileKey: documents.fileKey, updatedAt: documents.updatedAt })
    .from(municipalityDocuments)
    .innerJoin(documents, eq(documents.id, municipalityDocuments.documentId))
    .where(and(eq(municipalityDocuments.municipalityId, municipalityId), eq(documents.status, 'completed')))
    .orderBy(asc(documents.id));
}
