import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MessageMetaData } from '../../../contracts/chats';
import { chats } from './chats';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['from_human', 'from_bot'] }).notNull(),
    content: text('content').notNull(),
    selectedDocumentIds: jsonb('selected_document_ids').$type<number[]>().notNull().default([]),
    metaData: jsonb('meta_data').$type<MessageMetaData>().notNull().default({}),
    // The human message a bot message answers: unique, so a retried answer job never answers twice.
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    // A bot reply's outcome and the time it saved, recorded when it is stored (ADR 012); null on questions.
    outcome: text('outcome', { enum: ['answered', 'apologised'] }),
    secondsSaved: integer('seconds_saved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_chat_id_idx').on(t.chatId, t.id),
    uniqueIndex('messages_reply_to_id_idx').on(t.replyToId),
    index('messages_apologised_idx').on(t.createdAt).where(sql`${t.outcome} = 'apologised'`),
  ],
);

/** Provenance: every chunk an answer considered, with its rank, score and the document version it came from. */
export const messageSources = pgTable(
  'message_sources',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    // No foreign keys: chunks and documents may be rebuilt or removed later; the record of what was used stays.
    chunkId: integer('chunk_id').notNull(),
    documentId: integer('document_id').notNull(),
    documentFileKey: text('document_file_key'),
    documentUpdatedAt: timestamp('document_updated_at', { withTimezone: true }),
    sectionLabel: text('section_label'),
    rank: integer('rank').notNull(),
    score: doublePrecision('score').notNull(),
    // The [n] the answer cites this chunk as, or null when it was retrieved but not cited.
    citedAs: integer('cited_as'),
  },
  (t) => [index('message_sources_message_id_idx').on(t.messageId)],
);

export const messageEvaluations = pgTable('message_evaluations', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .unique()
    .references(() => messages.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  evaluation: text('evaluation', { enum: ['helpful', 'unhelpful'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('message_evaluations_unhelpful_idx').on(t.updatedAt).where(sql`${t.evaluation} = 'unhelpful'`)]);

export const messageFeedbacks = pgTable(
  'message_feedbacks',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedback: text('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_feedbacks_message_id_idx').on(t.messageId)],
);
