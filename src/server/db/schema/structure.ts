import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { chunkCollections, chunks, documents, extractJobs } from './documents';

/** One node of an extract job's divisor tree: a title, chapter, section, subsection... */
export const divisors = pgTable(
  'divisors',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    extractJobId: integer('extract_job_id')
      .notNull()
      .references(() => extractJobs.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => divisors.id, { onDelete: 'cascade' }),
    divisorType: text('divisor_type').notNull(),
    number: text('number'),
    title: text('title').notNull(),
    contentPreview: text('content_preview'),
    // The node's full text (a section with its subsections); chunk collections cut it into chunks.
    body: text('body'),
    startPage: integer('start_page'),
    endPage: integer('end_page'),
    position: integer('position').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('divisors_extract_job_idx').on(t.extractJobId, t.position), index('divisors_parent_idx').on(t.parentId)],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    chunkId: integer('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    chunkCollectionId: integer('chunk_collection_id').references(() => chunkCollections.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    answerText: text('answer_text'),
    status: text('status', { enum: ['pending', 'answered', 'failed'] }).notNull().default('pending'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_questions_document_idx').on(t.documentId), index('test_questions_chunk_idx').on(t.chunkId)],
);
