import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Activity per municipality per UTC day, kept current by triggers on messages and message_evaluations
 * (drizzle/0013_activity.sql, ADR 012). municipality_id 0 = a conversation without a municipality; no
 * foreign key, so a deleted municipality's history stays in the totals.
 */
export const activityDaily = pgTable(
  'activity_daily',
  {
    municipalityId: integer('municipality_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    questions: integer('questions').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    apologised: integer('apologised').notNull().default(0),
    helpful: integer('helpful').notNull().default(0),
    unhelpful: integer('unhelpful').notNull().default(0),
    secondsSaved: integer('seconds_saved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.municipalityId] })],
);
