import { and, cosineDistance, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { chunkCollections, chunks, searchChunks, searchIndexStats, searchTermStats } from '../../db/schema';

export type SearchRow = typeof searchChunks.$inferSelect;
export type NewSearchRow = Omit<typeof searchChunks.$inferInsert, 'searchVector'>;
// Enough for BM25 to re-rank: full-text rank orders the candidates, sections named in the question come first.
const CANDIDATE_LIMIT = 300;

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

/** Candidates for a question: full-text matches and rows of the sections the question names; those sections first, then by full-text rank. */
export async function findCandidates(
  db: AppDb,
  query: { municipalityId: number; documentIds: number[] | null; tsquery: string; sectionNumbers: string[] },
): Promise<SearchRow[]> {
  const filters = [eq(searchChunks.municipalityId, query.municipalityId)];
  if (query.documentIds) filters.push(inArray(searchChunks.documentId, query.documentIds.length ? query.documentIds : [-1]));
  const tsq = query.tsquery ? sql`to_tsquery('english', ${query.tsquery})` : null;
  const matches = [
    ...(tsq ? [sql`${searchChunks.searchVector} @@ ${tsq}`] : []),
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

/**
 * The rows nearest to a question's embedding by cosine distance (exact search: no ANN index is
 * needed at a municipality's scale), restricted to the chosen documents; rows without embeddings are skipped.
 */
export async function findNearest(
  db: AppDb,
  query: { municipalityId: number; documentIds: number[] | null; embedding: number[]; limit: number },
): Promise<{ row: SearchRow; distance: number }[]> {
  const filters = [eq(searchChunks.municipalityId, query.municipalityId), isNotNull(searchChunks.embedding)];
  if (query.documentIds) filters.push(inArray(searchChunks.documentId, query.documentIds.length ? query.documentIds : [-1]));
  const distance = cosineDistance(searchChunks.embedding, query.embedding);
  const rows = await db
    .select({ row: searchChunks, distance: sql<number>`${distance}` })
    .from(searchChunks)
    .where(and(...filters))
    .orderBy(distance, searchChunks.id)
    .limit(query.limit);
  return rows.map((r) => ({ row: r.row, distance: Number(r.distance) }));
}

export async function countEmbeddedRows(db: AppDb, municipalityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchChunks)
    .where(and(eq(searchChunks.municipalityId, municipalityId), isNotNull(searchChunks.embedding)));
  return Number(row.n);
}

/** Recomputes a municipality's BM25 statistics from its index rows; call after every change to the index. */
export async function refreshCorpusStats(db: AppDb, municipalityId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchTermStats).where(eq(searchTermStats.municipalityId, municipalityId));
    await tx.execute(
      sql`INSERT INTO search_term_stats (municipality_id, term, df)
          SELECT ${municipalityId}, k.key, count(*)::int
          FROM search_chunks s,
            -- A chunk counts once for a term found in its body, heading or citation (as the engine's documentTerms does).
            LATERAL (SELECT jsonb_object_keys(s.terms) UNION SELECT jsonb_array_elements_text(s.heading_terms)
                     UNION SELECT jsonb_array_elements_text(s.citation_terms)) AS k(key)
          WHERE s.municipality_id = ${municipalityId} GROUP BY k.key`,
    );
    const [totals] = await tx
      .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${searchChunks.length}), 0)::int` })
      .from(searchChunks)
      .where(eq(searchChunks.municipalityId, municipalityId));
    await tx
      .insert(searchIndexStats)
      .values({ municipalityId, chunks: Number(totals.n), totalLength: Number(totals.total) })
      .onConflictDoUpdate({
        target: searchIndexStats.municipalityId,
        set: { chunks: Number(totals.n), totalLength: Number(totals.total), refreshedAt: new Date() },
      });
  });
}

/** Corpus statistics for BM25 over the municipality's whole index: N, average length, and each query term's document frequency. */
export async function corpusStats(db: AppDb, municipalityId: number, terms: string[]) {
  const [totals] = await db.select().from(searchIndexStats).where(eq(searchIndexStats.municipalityId, municipalityId));
  const df: Record<string, number> = {};
  if (terms.length > 0) {
    const rows = await db
      .select({ term: searchTermStats.term, df: searchTermStats.df })
      .from(searchTermStats)
      .where(and(eq(searchTermStats.municipalityId, municipalityId), inArray(searchTermStats.term, terms)));
    for (const row of rows) df[row.term] = row.df;
  }
  const n = totals?.chunks ?? 0;
  return { n, avgLength: n > 0 ? (totals?.totalLength ?? 0) / n : 0, df };
}

export async function countSearchRows(db: AppDb, municipalityId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchChunks).where(eq(searchChunks.municipalityId, municipalityId));
  return Number(row.n);
}
