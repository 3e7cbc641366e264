import { sql } from 'drizzle-orm';
import {
  customType,
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
 * A municipality's search index: one row per published chunk. Postgres full-text search finds
 * candidates; the engine scores them with BM25 over `terms` (its own tokens, so scoring and
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
    length: integer('length').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(heading, '') || ' ' || coalesce(citation, '')), 'A') || to_tsvector('english', content)`,
    ),
    embedding: vector('embedding', { dimensions: 1536 }),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_chunks_municipality_chunk_idx').on(t.municipalityId, t.chunkId),
    index('search_chunks_document_idx').on(t.municipalityId, t.documentId),
    index('search_chunks_section_idx').on(t.municipalityId, t.sectionNumber),
    index('search_chunks_fts_idx').using('gin', t.searchVector),
    index('search_chunks_terms_idx').using('gin', t.terms),
  ],
);

/** BM25's corpus statistics per municipality, refreshed whenever its index changes (cheap to read per question). */
export const searchIndexStats = pgTable('search_index_stats', {
  municipalityId: integer('municipality_id')
    .primaryKey()
    .references(() => municipalities.id, { onDelete: 'cascade' }),
  chunks: integer('chunks').notNull(),
  totalLength: integer('total_length').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchTermStats = pgTable(
  'search_term_stats',
  {
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    df: integer('df').notNull(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.term] })],
);
