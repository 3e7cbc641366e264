import { doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messages } from './messages';
import { municipalities } from './municipalities';
import { users } from './users';

/**
 * Suspected contradictions between a municipality's documents, found by a chat answer's scan or the code health
 * report. One row per pair: `pair_key` (kind + both sides' document, section and quoted words) makes a re-found pair
 * update its row, never add one, and keeps staff's verdict (a dismissed pair is not raised again in chat).
 */
export const contradictions = pgTable(
  'contradictions',
  {
    id: serial('id').primaryKey(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    pairKey: text('pair_key').notNull(),
    kind: text('kind', { enum: ['quantity', 'supersession', 'definition', 'requirement'] }).notNull(),
    confidence: doublePrecision('confidence').notNull(),
    explanation: text('explanation').notNull(),
    explainedBy: text('explained_by').notNull().default('offline'),
    status: text('status', { enum: ['open', 'confirmed', 'dismissed'] }).notNull().default('open'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    firstDetectedAt: timestamp('first_detected_at', { withTimezone: true }).notNull().defaultNow(),
    lastDetectedAt: timestamp('last_detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contradictions_municipality_pair_idx').on(t.municipalityId, t.pairKey), index('contradictions_status_idx').on(t.municipalityId, t.status)],
);

/** The two sides of a contradiction (position 0 and 1), with the words quoted from each. */
export const contradictionSources = pgTable(
  'contradiction_sources',
  {
    id: serial('id').primaryKey(),
    contradictionId: integer('contradiction_id')
      .notNull()
      .references(() => contradictions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // No foreign keys: chunks and documents may be rebuilt or removed; the record of what was quoted stays.
    documentId: integer('document_id').notNull(),
    chunkId: integer('chunk_id').notNull(),
    documentName: text('document_name').notNull(),
    sectionLabel: text('section_label'),
    citation: text('citation'),
    quote: text('quote').notNull(),
    enactment: text('enactment'),
  },
  (t) => [uniqueIndex('contradiction_sources_position_idx').on(t.contradictionId, t.position)],
);

/** A bot message's conflict scan (code_doctor users): one per message, so a retried job never scans twice. */
export const contradictionScans = pgTable('contradiction_scans', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .unique()
    .references(() => messages.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['analyzing', 'completed', 'error'] }).notNull().default('analyzing'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Which contradictions a bot message's scan raised. */
export const messageContradictions = pgTable(
  'message_contradictions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    contradictionId: integer('contradiction_id')
      .notNull()
      .references(() => contradictions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.contradictionId] }), index('message_contradictions_contradiction_idx').on(t.contradictionId)],
);

/** Runs of the workbench's "Scan all documents" for a municipality. */
export const codeHealthScans = pgTable(
  'code_health_scans',
  {
    id: serial('id').primaryKey(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] }).notNull().default('pending'),
    sectionsScanned: integer('sections_scanned'),
    findings: integer('findings'),
    error: text('error'),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('code_health_scans_municipality_idx').on(t.municipalityId, t.id)],
);
