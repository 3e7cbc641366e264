import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Live-channel broadcasts too large for a NOTIFY payload (8000 bytes) wait here; the notification carries only the id. */
export const cableMessages = pgTable('cable_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  stream: text('stream').notNull(),
  message: jsonb('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
