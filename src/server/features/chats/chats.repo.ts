import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { chats } from '../../db/schema';

export type ChatRow = typeof chats.$inferSelect;

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
