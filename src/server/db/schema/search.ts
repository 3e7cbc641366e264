import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  vector,
} from 'drizzle-orm/pg-core';
import { chunks, documents } from './documents';
import { municipalities } from './municipalities';

/** Which documents a municipality owns: its search index is their published chunks. */
export const municipalityDocuments = pgTable(
  'municipality_documents',
  {
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.documentId] })],
);

/**
 * A municipality's search index: one row per published chunk, and the source each process's in-memory lexical index
 * is built from (ADR 010); the engine scores candidates with BM25F over `terms` (its own tokens, so scoring and
 * tokenizing agree); `embedding` is filled only when an embedding provider is configured.
 */
export const searchChunks = pgTable(
  'search_chunks',
  {
    id: serial('id').primaryKey(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    chunkId: integer('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    documentName: text('document_name').notNull(),
    citation: text('citation'),
    heading: text('heading'),
    // Normalised ('25-723') for exact matching; sectionLabel is how it is printed ('§ 25-723').
    sectionNumber: text('section_number'),
    sectionLabel: text('section_label'),
    pageNumber: integer('page_number'),
    content: text('content').notNull(),
    terms: jsonb('terms').$type<Record<string, number>>().notNull(),
    headingTerms: jsonb('heading_terms').$type<string[]>().notNull().default([]),
    citationTerms: jsonb('citation_terms').$type<string[]>().notNull().default([]),
    definedTerms: jsonb('defined_terms').$type<string[]>().notNull().default([]),
    // The headings of the chapters and subchapters containing the chunk (a weak scoring field).
    contextTerms: jsonb('context_terms').$type<string[]>().notNull().default([]),
    // Section numbers its text refers to ('subject to § 25-104'), followed by retrieval.
    references: jsonb('references').$type<string[]>().notNull().default([]),
    length: integer('length').notNull(),
    embedding: vector('embedding', { dimensions: 1536 }),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_chunks_municipality_chunk_idx').on(t.municipalityId, t.chunkId),
    index('search_chunks_document_idx').on(t.municipalityId, t.documentId),
    index('search_chunks_section_idx').on(t.municipalityId, t.sectionNumber),
  ],
);

/**
 * A municipality's index version: a trigger on `search_chunks` (migration 0006) bumps it whenever rows are inserted
 * or deleted, however that happens (indexing, document deletion, cascades), so every process can tell in one read
 * whether its in-memory lexical index is current.
 */
export const searchIndexStats = pgTable('search_index_stats', {
  municipalityId: integer('municipality_id')
    .primaryKey()
    .references(() => municipalities.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The definitions a municipality's indexed chunks state ('"Housing provider" means a landlord, …'): retrieval reads
 * a resident's word as the code's defined term when the definition opens with it. Replaced with the document's rows
 * and loaded with them into the in-memory lexical index.
 */
export const searchDefinitions = pgTable(
  'search_definitions',
  {
    id: serial('id').primaryKey(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    chunkId: integer('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    key: text('key').notNull(),
    // The defining text's first word as written ('landlord' in '"Housing provider" means a landlord, …').
    genus: text('genus').notNull(),
    // The defining text's distinct terms, in order of first use (the first ones say what the term is).
    bodyTerms: jsonb('body_terms').$type<string[]>().notNull(),
  },
  (t) => [index('search_definitions_document_idx').on(t.municipalityId, t.documentId)],
);
