import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { chunkCollections, chunks, searchChunks } from '../../db/schema';

export type SearchRow = typeof searchChunks.$inferSelect;
export type NewSearchRow = Omit<typeof searchChunks.$inferInsert, 'searchVector'>;
const CANDIDATE_LIMIT = 400;

/** The chunks a document publishes: its collections' chunks (or one collection's), else all of its chunks. */
export async function publishableChunks(db: AppDb, documentId: number, collectionId: number | null) {
  if (collectionId !== null) return db.select().from(chunks).where(and(eq(chunks.documentId, documentId), eq(chunks.chunkCollectionId, collectionId)));
  const collections = await db.select({ id: chunkCollections.id }).from(chunkCollections).where(eq(chunkCollections.documentId, documentId));
  if (collections.length > 0) {
    return db.select().from(chunks).where(and(eq(chunks.documentId, documentId), inArray(chunks.chunkCollectionId, collections.map((c) => c.id))));
  }
  return db.select().from(chunks).where(eq(chunks.documentId, documentId));
}

/** Replaces a document's rows in a municipality's index (or just those of some chunks) in one transaction: re-indexing is idempotent. */
export async function replaceSearchRows(
  db: AppDb,
  scope: { municipalityId: number; documentId: number; chunkIds: number[] | null },
  rows: NewSearchRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = [eq(searchChunks.municipalityId, scope.municipalityId), eq(searchChunks.documentId, scope.documentId)];
    if (scope.chunkIds) where.push(inArray(searchChunks.chunkId, scope.chunkIds.length ? scope.chunkIds : [-1]));
    await tx.delete(searchChunks).where(and(...where));
    for (let i = 0; i < rows.length; i += 300) await tx.insert(searchChunks).values(rows.slice(i, i + 300));
  });
}

/**
 * Candidates for a question: full-text matches (Postgres stemming), rows holding any of the
 * engine's query terms, and rows of the sections the question names; best full-text rank first.
 */
export async function findCandidates(
  db: AppDb,
  query: { municipalityId: number; documentIds: number[] | null; tsquery: string; terms: string[]; sectionNumbers: string[] },
): Promise<SearchRow[]> {
  const filters = [eq(searchChunks.municipalityId, query.municipalityId)];
  if (query.documentIds) filters.push(inArray(searchChunks.documentId, query.documentIds.length ? query.documentIds : [-1]));
  const tsq = query.tsquery ? sql`to_tsquery('english', ${query.tsquery})` : null;
  const matches = [
    ...(tsq ? [sql`${searchChunks.searchVector} @@ ${tsq}`] : []),
    ...(query.terms.length ? [sql`${searchChunks.terms} ?| ${sql`${toPgArray(query.terms)}::text[]`}`] : []),
    ...(query.sectionNumbers.length ? [inArray(searchChunks.sectionNumber, query.sectionNumbers)] : []),
  ];
  if (matches.length === 0) return [];
  const rank = tsq ? sql`ts_rank_cd(${searchChunks.searchVector}, ${tsq})` : sql`0`;
  const sectionFirst = query.sectionNumbers.length ? sql`(${inArray(searchChunks.sectionNumber, query.sectionNumbers)}) DESC,` : sql``;
  return db
    .select()
    .from(searchChunks)
    .where(and(...filters, sql`(${sql.join(matches, sql` OR `)})`))
    .orderBy(sql`${sectionFirst} ${rank} DESC`)
    .limit(CANDIDATE_LIMIT);
}

/** Corpus statistics for BM25 over the municipality's whole index: N, average length, and each term's document frequency. */
export async function corpusStats(db: AppDb, municipalityId: number, terms: string[]) {
  const [totals] = await db
    .select({ n: sql<number>`count(*)::int`, avg: sql<number>`coalesce(avg(${searchChunks.length}), 0)::float` })
    .from(searchChunks)
    .where(eq(searchChunks.municipalityId, municipalityId));
  const df: Record<string, number> = {};
  if (terms.length > 0) {
    const rows = await db.execute(
      sql`SELECT t.term, count(s.id)::int AS df FROM unnest(${toPgArray(terms)}::text[]) AS t(term)
          LEFT JOIN search_chunks s ON s.municipality_id = ${municipalityId} AND s.terms ? t.term GROUP BY t.term`,
    );
    for (const row of (rows as unknown as { rows: { term: string; df: number }[] }).rows) df[row.term] = Number(row.df);
  }
  return { n: Number(totals?.n ?? 0), avgLength: Number(totals?.avg ?? 0), df };
}

export async function countSearchRows(db: AppDb, municipalityId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchChunks).where(eq(searchChunks.municipalityId, municipalityId));
  return Number(row.n);
}

/** A Postgres array literal of plain strings, passed as one parameter (no string building in SQL). */
function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
