import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide values every process must agree on, such as the generated signing secret. */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
