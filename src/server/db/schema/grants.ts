import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp, vector } from 'drizzle-orm/pg-core';

/**
 * Federal Assistance Listings (Grant Finder), one row per program, keyed by its Assistance Listing number; every
 * column of the listings CSV, multi-valued ones as arrays. The search index is built in memory from these rows
 * (docs/decisions/006-grant-finder.md); `embedding` is filled only when an embedding provider is configured.
 */
export const grants = pgTable(
  'grants',
  {
    id: serial('id').primaryKey(),
    programNumber: text('program_number').notNull().unique(),
    programTitle: text('program_title').notNull(),
    popularName: text('popular_name'),
    agency: text('agency'),
    subAgency: text('sub_agency'),
    objective: text('objective'),
    applicantTypes: text('applicant_types').array().notNull().default(sql`'{}'::text[]`),
    beneficiaryTypes: text('beneficiary_types').array().notNull().default(sql`'{}'::text[]`),
    assistanceTypes: text('assistance_types').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    authorizations: text('authorizations').array().notNull().default(sql`'{}'::text[]`),
    rulesRegulations: text('rules_regulations'),
    obligationsFy2023: doublePrecision('obligations_fy2023'),
    obligationsFy2024: doublePrecision('obligations_fy2024'),
    obligationsFy2025: doublePrecision('obligations_fy2025_estimate_or_actual'),
    fiscalYear: integer('fiscal_year'),
    samUrl: text('sam_url'),
    grantsUrl: text('grants_url'),
    embedding: vector('embedding', { dimensions: 1536 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set to the import's transaction time when a row is added or changed: max(updated_at) versions the index.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grants_updated_at_idx').on(t.updatedAt)],
);
