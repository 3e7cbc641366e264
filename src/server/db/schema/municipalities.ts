import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const municipalities = pgTable('municipalities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  // Which address form the chat's municipality picker shows (spec chat-app §3, §5).
  addressVariant: text('address_variant', { enum: ['none', 'springdale', 'county', 'decatur'] })
    .notNull()
    .default('none'),
  // Two-letter USPS code of the state or territory ('OR', 'DC'); null when not given.
  state: text('state'),
  // The municipality's own website (http or https), linked from /madmin.
  website: text('website'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
