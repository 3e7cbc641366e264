import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who did what to whom: user and municipality administration and sign-ins. The actor's and target's e-mail or name
 * are copied in, so the log still reads (and is searchable) after either is deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_at_idx').on(t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    index('audit_events_action_idx').on(t.action, t.createdAt),
    // Search: a whole e-mail address is looked up exactly, a part of one through the trigram indexes.
    index('audit_events_actor_email_idx').on(t.actorEmail, t.createdAt),
    index('audit_events_target_label_idx').on(t.targetLabel, t.createdAt),
    index('audit_events_actor_email_trgm_idx').using('gin', t.actorEmail.op('gin_trgm_ops')),
    index('audit_events_target_label_trgm_idx').using('gin', t.targetLabel.op('gin_trgm_ops')),
  ],
);
