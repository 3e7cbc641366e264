import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities';
import { users } from './users';

export type ChatConfiguration = {
  address_data: Record<string, unknown>;
  currently_selected_documents: number[];
};

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    municipalityId: integer('municipality_id').references(() => municipalities.id, {
      onDelete: 'set null',
    }),
    title: text('title'),
    configuration: jsonb('configuration')
      .$type<ChatConfiguration>()
      .notNull()
      .default({ address_data: {}, currently_selected_documents: [] }),
    // null = active, a timestamp = archived (spec chat-app §3).
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_user_id_idx').on(t.userId, t.createdAt), index('chats_municipality_idx').on(t.municipalityId)],
);
