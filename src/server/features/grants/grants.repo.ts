import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { GrantField, GrantListing } from '../../../engine/grants';
import type { AppDb } from '../../db/client';
import { backgroundJobs, grants } from '../../db/schema';

export type GrantRow = typeof grants.$inferSelect;
type GrantValues = typeof grants.$inferInsert;

/** The listing columns each import field fills. */
const COLUMN_OF: Record<GrantField, keyof GrantValues> = {
  program_number: 'programNumber',
  program_title: 'programTitle',
  popular_name: 'popularName',
  agency: 'agency',
  sub_agency: 'subAgency',
  objective: 'objective',
  applicant_types: 'applicantTypes',
  beneficiary_types: 'beneficiaryTypes',
  assistance_types: 'assistanceTypes',
  categories: 'categories',
  authorizations: 'authorizations',
  rules_regulations: 'rulesRegulations',
  obligations_fy2023: 'obligationsFy2023',
  obligations_fy2024: 'obligationsFy2024',
  obligations_fy2025_estimate_or_actual: 'obligationsFy2025',
  fiscal_year: 'fiscalYear',
  sam_url: 'samUrl',
  grants_url: 'grantsUrl',
};

/** A listing as the row values it is stored as. */
export function listingValues(l: GrantListing): Omit<GrantValues, 'id' | 'createdAt' | 'updatedAt' | 'embedding'> {
  return {
    programNumber: l.programNumber,
    programTitle: l.title,
    popularName: l.popularName,
    agency: l.agency,
    subAgency: l.subAgency,
    objective: l.objective,
    applicantTypes: l.applicantTypes,
    beneficiaryTypes: l.beneficiaryTypes,
    assistanceTypes: l.assistanceTypes,
    categories: l.categories,
    authorizations: l.authorizations,
    rulesRegulations: l.rulesRegulations,
    obligationsFy2023: l.obligations.fy2023,
    obligationsFy2024: l.obligations.fy2024,
    obligationsFy2025: l.obligations.fy2025,
    fiscalYear: l.fiscalYear,
    samUrl: l.samUrl,
    grantsUrl: l.grantsUrl,
  };
}

/** A stored row as the engine's listing. */
export function rowToListing(row: Omit<GrantRow, 'embedding'>): GrantListing {
  return {
    programNumber: row.programNumber,
    title: row.programTitle,
    popularName: row.popularName,
    agency: row.agency,
    subAgency: row.subAgency,
    objective: row.objective,
    applicantTypes: row.applicantTypes,
    beneficiaryTypes: row.beneficiaryTypes,
    assistanceTypes: row.assistanceTypes,
    categories: row.categories,
    authorizations: row.authorizations,
    rulesRegulations: row.rulesRegulations,
    obligations: { fy2023: row.obligationsFy2023, fy2024: row.obligationsFy2024, fy2025: row.obligationsFy2025 },
    fiscalYear: row.fiscalYear,
    samUrl: row.samUrl,
    grantsUrl: row.grantsUrl,
  };
}

/** The row columns the given import fields fill. */
export function columnsOf(fields: readonly GrantField[]): (keyof GrantValues)[] {
  return fields.map((f) => COLUMN_OF[f]);
}

const LISTING_COLUMNS = {
  id: grants.id,
  programNumber: grants.programNumber,
  programTitle: grants.programTitle,
  popularName: grants.popularName,
  agency: grants.agency,
  subAgency: grants.subAgency,
  objective: grants.objective,
  applicantTypes: grants.applicantTypes,
  beneficiaryTypes: grants.beneficiaryTypes,
  assistanceTypes: grants.assistanceTypes,
  categories: grants.categories,
  authorizations: grants.authorizations,
  rulesRegulations: grants.rulesRegulations,
  obligationsFy2023: grants.obligationsFy2023,
  obligationsFy2024: grants.obligationsFy2024,
  obligationsFy2025: grants.obligationsFy2025,
  fiscalYear: grants.fiscalYear,
  samUrl: grants.samUrl,
  grantsUrl: grants.grantsUrl,
  createdAt: grants.createdAt,
  updatedAt: grants.updatedAt,
};

/** Every listing (without embeddings), by program number. */
export async function listGrants(db: AppDb): Promise<Omit<GrantRow, 'embedding'>[]> {
  return db.select(LISTING_COLUMNS).from(grants).orderBy(asc(grants.programNumber));
}

/** The listings with these program numbers. */
export async function findGrantsByNumbers(db: AppDb, numbers: readonly string[]): Promise<Omit<GrantRow, 'embedding'>[]> {
  if (numbers.length === 0) return [];
  return db.select(LISTING_COLUMNS).from(grants).where(inArray(grants.programNumber, [...numbers]));
}

/** One listing by program number, or null. */
export async function findGrantByNumber(db: AppDb, programNumber: string): Promise<Omit<GrantRow, 'embedding'> | null> {
  const [row] = await db.select(LISTING_COLUMNS).from(grants).where(eq(grants.programNumber, programNumber));
  return row ?? null;
}

/** How many listings (and embeddings) there are and when the newest change was made: the in-memory index is rebuilt when this changes. */
export async function grantsVersion(db: AppDb): Promise<string> {
  const [row] = await db.select({ n: count(), embedded: count(grants.embedding), at: max(grants.updatedAt) }).from(grants);
  return `${row.n}:${row.embedded}:${row.at ? new Date(row.at).toISOString() : '-'}`;
}

/** Number of stored listings. */
export async function countGrants(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(grants);
  return row.n;
}

export type GrantWrite = { values: ReturnType<typeof listingValues>; isNew: boolean };

/**
 * Writes new and changed listings in one transaction, in batches: inserts set every column, updates only the
 * columns the file has (a file without a column leaves it as it was) and clear the embedding of a changed listing.
 * Nothing else may use the database handle until it returns (PGlite has one connection, held by the transaction).
 */
export async function saveGrants(db: AppDb, writes: readonly GrantWrite[], columns: readonly (keyof GrantValues)[], batchSize = 250): Promise<void> {
  await db.transaction(async (tx) => {
    const now = sql`now()`;
    for (let i = 0; i < writes.length; i += batchSize) {
      const batch = writes.slice(i, i + batchSize);
      const inserts = batch.filter((w) => w.isNew).map((w) => ({ ...w.values, updatedAt: now }));
      if (inserts.length) await tx.insert(grants).values(inserts);
      for (const w of batch.filter((b) => !b.isNew)) {
        const set: Record<string, unknown> = { updatedAt: now, embedding: null };
        for (const c of columns) if (c !== 'programNumber') set[c] = w.values[c as keyof typeof w.values];
        await tx.update(grants).set(set).where(eq(grants.programNumber, w.values.programNumber));
      }
    }
  });
}

/** Agencies with how many listings each, most first. */
export async function countGrantsByAgency(db: AppDb): Promise<{ name: string; count: number }[]> {
  const rows = await db
    .select({ name: grants.agency, count: count() })
    .from(grants)
    .groupBy(grants.agency)
    .orderBy(sql`count(*) desc`, asc(grants.agency));
  return rows.filter((r): r is { name: string; count: number } => r.name !== null);
}

/** Listings that have no embedding yet (id and the text to embed), at most `limit`. */
export async function findGrantsWithoutEmbedding(db: AppDb, limit: number): Promise<Omit<GrantRow, 'embedding'>[]> {
  return db.select(LISTING_COLUMNS).from(grants).where(isNull(grants.embedding)).orderBy(asc(grants.id)).limit(limit);
}

/** Stores embeddings by listing id (without touching updated_at: an embedding is not a change to the listing). */
export async function saveGrantEmbeddings(db: AppDb, vectors: { id: number; embedding: number[] }[]): Promise<void> {
  if (vectors.length === 0) return;
  await db.transaction(async (tx) => {
    for (const v of vectors) await tx.update(grants).set({ embedding: v.embedding }).where(eq(grants.id, v.id));
  });
}

/** Every stored embedding, by program number. */
export async function listGrantEmbeddings(db: AppDb): Promise<{ programNumber: string; embedding: number[] }[]> {
  const rows = await db
    .select({ programNumber: grants.programNumber, embedding: grants.embedding })
    .from(grants)
    .where(sql`${grants.embedding} is not null`);
  return rows.filter((r): r is { programNumber: string; embedding: number[] } => r.embedding !== null);
}

/** Whether a job of this kind (the listings import) is queued or running. */
export async function hasActiveJob(db: AppDb, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, kind), inArray(backgroundJobs.status, ['pending', 'processing'])));
  return row.n > 0;
}
