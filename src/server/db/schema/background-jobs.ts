import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The user-visible record of a queued job: its status, progress and failure reason live here, pg-boss holds the queue. */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker process running the current attempt (job_workers.id); kept after it ends, for the record. */
    workerId: uuid('worker_id'),
    /** When that worker started the current attempt; compared with pg-boss's start to tell whose attempt is running. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('background_jobs_subject_idx').on(t.subjectType, t.subjectId)],
);

/**
 * One row per running job worker process, its heartbeat refreshed every few seconds. A job whose
 * worker has not been seen for a while is retried by the others (see docs/decisions/013).
 */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
