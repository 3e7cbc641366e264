import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities';
import { users } from './users';

export const permitReviewStatus = pgEnum('permit_review_status', ['processing', 'completed', 'failed']);

/** What a stored review concluded: the advice, its context cards and citations (docs/decisions/007-permit-assistant.md). */
export type PermitReviewResult = {
  combinedOutput: string;
  contextItems: { title: string; text: string; chunkId: number | null }[];
  advice: { status: 'approve' | 'maybe_approve' | 'needs_revision' | 'deny'; rationale: string };
  citations: { n: number; chunkId: number; document: string; section: string; quote: string; documentId: number | null; pageNumber: number | null; path: string | null; content: string }[];
  findings: { kind: string; message: string; chunkId: number | null }[];
};

/**
 * One Permit Assistant review: who asked, when, for which municipality, the submitted PDF (by content hash in the
 * file store), the staff's context, the application's text as the parse engine read it, and the result.
 */
export const permitReviews = pgTable(
  'permit_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    municipalityId: integer('municipality_id').notNull().references(() => municipalities.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    pageCount: integer('page_count').notNull(),
    context: text('context').notNull().default(''),
    applicationText: text('application_text').notNull(),
    status: permitReviewStatus('status').notNull().default('processing'),
    adviceStatus: text('advice_status'),
    result: jsonb('result').$type<PermitReviewResult>(),
    error: text('error'),
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('permit_reviews_user_created_idx').on(t.userId, t.createdAt)],
);
