import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ParseResponse } from '../../../contracts/workbench';
import { backgroundJobs } from './background-jobs';
import { users } from './users';

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', {
      enum: ['pending', 'uploaded', 'creating_chunks', 'processing', 'completed', 'failed'],
    })
      .notNull()
      .default('pending'),
    // Why the document is failed, in words a staff member can act on.
    statusReason: text('status_reason'),
    vectorizedStatus: text('vectorized_status', { enum: ['vectorizing', 'vectorize_completed', 'vectorize_failed'] }),
    vectorizedAt: timestamp('vectorized_at', { withTimezone: true }),
    fileName: text('file_name'),
    // Content hash: the key of the stored file.
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    fileKind: text('file_kind', { enum: ['pdf', 'docx', 'doc', 'txt', 'md', 'html', 'zip'] }),
    pageCount: integer('page_count'),
    divisorTypes: jsonb('divisor_types').$type<string[]>().notNull().default([]),
    completed: boolean('completed').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_created_at_idx').on(t.createdAt)],
);

const jobColumns = () => ({
  jobId: uuid('job_id').references(() => backgroundJobs.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
    .notNull()
    .default('pending'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const parseJobs = pgTable(
  'parse_jobs',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    chunkSize: integer('chunk_size').notNull(),
    chunkMode: text('chunk_mode', { enum: ['variable', 'section', 'page', 'block'] }).notNull(),
    startPage: integer('start_page').notNull(),
    endPage: integer('end_page').notNull(),
    responsePayload: jsonb('response_payload').$type<ParseResponse>(),
    ...jobColumns(),
  },
  (t) => [index('parse_jobs_document_idx').on(t.documentId)],
);

export const splitJobs = pgTable(
  'split_jobs',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    headerSearchString: text('header_search_string'),
    splitRules: text('split_rules'),
    startPage: integer('start_page').notNull(),
    endPage: integer('end_page').notNull(),
    startPages: jsonb('start_pages').$type<Record<string, string>>(),
    ...jobColumns(),
  },
  (t) => [index('split_jobs_document_idx').on(t.documentId)],
);

export const extractJobs = pgTable(
  'extract_jobs',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    startPage: integer('start_page').notNull(),
    endPage: integer('end_page').notNull(),
    extractPrompt: text('extract_prompt'),
    jsonMap: text('json_map'),
    divisorTypes: jsonb('divisor_types').$type<string[]>().notNull().default([]),
    responsePayload: jsonb('response_payload').$type<Record<string, unknown>>(),
    ...jobColumns(),
  },
  (t) => [index('extract_jobs_document_idx').on(t.documentId)],
);

export const chunkCollections = pgTable(
  'chunk_collections',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    name: text('name'),
    parseJobId: integer('parse_job_id')
      .notNull()
      .references(() => parseJobs.id, { onDelete: 'cascade' }),
    extractJobId: integer('extract_job_id').references(() => extractJobs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chunk_collections_document_idx').on(t.documentId)],
);

/** A parse job's raw chunks and a collection's section chunks share this table; staff can edit both. */
export const chunks = pgTable(
  'chunks',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    parseJobId: integer('parse_job_id').references(() => parseJobs.id, { onDelete: 'cascade' }),
    chunkCollectionId: integer('chunk_collection_id').references(() => chunkCollections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    pageNumber: integer('page_number'),
    citation: text('citation'),
    content: text('content').notNull(),
    embed: text('embed'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chunks_document_page_idx').on(t.documentId, t.pageNumber, t.position),
    index('chunks_parse_job_idx').on(t.parseJobId),
    index('chunks_collection_idx').on(t.chunkCollectionId),
  ],
);
