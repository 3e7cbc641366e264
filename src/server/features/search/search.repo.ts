import { and, asc, cosineDistance, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { chunkCollections, chunks, searchChunks, searchDefinitions, searchIndexStats } from '../../db/schema';

export type SearchRow = typeof searchChunks.$inferSelect;
export type NewSearchRow = typeof searchChunks.$inferInsert;
export type NewDefinitionRow = typeof searchDefinitions.$inferInsert;

/** The chunks a document publishes: its collections' chunks (or one collection's), else all of its chunks. */
export async function publishableChunks(db: AppDb, documentId: number, collectionId: number | null) {
  if (collectionId !== null) return db.select().from(chunks).where(and(eq(chunks.documentId, documentId), eq(chunks.chunkCollectionId, collectionId)));
  const collections = await db.select({ id: chunkCollections.id }).from(chunkCollections).where(eq(chunkCollections.documentId, documentId));
  if (collections.length > 0) {
    return db.select().from(chunks).where(and(eq(chunks.documentId, documentId), inArray(chunks.chunkCollectionId, collections.map((c) => c.id))));
  }
  return db.select().from(chunks).where(eq(chunks.documentId, documentId));
}

/**
 * Replaces a document's rows in a municipality's index, and the definitions they state (or just those of some chunks),
 * in one transaction: re-indexing is idempotent.
 */
export async function replaceSearchRows(
  db: AppDb,
  scope: { municipalityId: number; documentId: number; chunkIds: number[] | null },
  rows: NewSearchRow[],
  definitions: NewDefinitionRow[] = [],
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = [eq(searchChunks.municipalityId, scope.municipalityId), eq(searchChunks.documentId, scope.documentId)];
    const whereDefinitions = [eq(searchDefinitions.municipalityId, scope.municipalityId), eq(searchDefinitions.documentId, scope.documentId)];
    if (scope.chunkIds) {
      const ids = scope.chunkIds.length ? scope.chunkIds : [-1];
      where.push(inArray(searchChunks.chunkId, ids));
      whereDefinitions.push(inArray(searchDefinitions.chunkId, ids));
    }
    await tx.delete(searchChunks).where(and(...where));
    await tx.delete(searchDefinitions).where(and(...whereDefinitions));
    for (let i = 0; i < rows.length; i += 300) await tx.insert(searchChunks).values(rows.slice(i, i + 300));
    for (let i = 0; i < definitions.length; i += 500) await tx.insert(searchDefinitions).values(definitions.slice(i, i + 500));
  });
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

/** The municipality's index version (bumped by a trigger on every insert or delete of its rows); null before any. */
export async function readIndexVersion(db: AppDb, municipalityId: number): Promise<number | null> {
  const [row] = await db.select({ version: searchIndexStats.version }).from(searchIndexStats).where(eq(searchIndexStats.municipalityId, municipalityId));
  return row ? Number(row.version) : null;
}

/** Each document in a municipality's index with a fingerprint of its rows (count and last indexing time). */
export async function listIndexedDocuments(db: AppDb, municipalityId: number): Promise<{ documentId: number; fingerprint: string }[]> {
  const rows = await db
    .select({ documentId: searchChunks.documentId, n: sql<number>`count(*)::int`, last: sql<string>`max(${searchChunks.indexedAt})::text`, top: sql<number>`max(${searchChunks.id})` })
    .from(searchChunks)
    .where(eq(searchChunks.municipalityId, municipalityId))
    .groupBy(searchChunks.documentId);
  return rows.map((r) => ({ documentId: r.documentId, fingerprint: `${r.n}:${r.top}:${r.last}` }));
}

/** What the in-memory lexical index keeps of some documents' rows (no text, no embeddings). */
export async function loadLexicalRows(db: AppDb, municipalityId: number, documentIds: number[]) {
  if (!documentIds.length) return [];
  return db
    .select({
      id: searchChunks.id,
      documentId: searchChunks.documentId,
      sectionNumber: searchChunks.sectionNumber,
      length: searchChunks.length,
      terms: searchChunks.terms,
      headingTerms: searchChunks.headingTerms,
      citationTerms: searchChunks.citationTerms,
      contextTerms: searchChunks.contextTerms,
      definedTerms: searchChunks.definedTerms,
      references: searchChunks.references,
    })
    .from(searchChunks)
    .where(and(eq(searchChunks.municipalityId, municipalityId), inArray(searchChunks.documentId, documentIds)));
}

/** The definitions some documents of a municipality's index state. */
export async function loadDefinitions(db: AppDb, municipalityId: number, documentIds: number[]) {
  if (!documentIds.length) return [];
  return db
    .select({ documentId: searchDefinitions.documentId, term: searchDefinitions.term, key: searchDefinitions.key, genus: searchDefinitions.genus, bodyTerms: searchDefinitions.bodyTerms })
    .from(searchDefinitions)
    .where(and(eq(searchDefinitions.municipalityId, municipalityId), inArray(searchDefinitions.documentId, documentIds)))
    .orderBy(searchDefinitions.id);
}

/** The complete term counts of some index rows (what feedback reads). */
export async function findTermsByIds(db: AppDb, ids: number[]): Promise<{ id: number; terms: Record<string, number> }[]> {
  if (!ids.length) return [];
  return db.select({ id: searchChunks.id, terms: searchChunks.terms }).from(searchChunks).where(inArray(searchChunks.id, ids));
}

/** Index rows by id (the results the lexical index ranked), in no particular order; ids no longer indexed are skipped. */
export async function findRowsByIds(db: AppDb, ids: number[]): Promise<SearchRow[]> {
  if (!ids.length) return [];
  return db.select().from(searchChunks).where(inArray(searchChunks.id, ids));
}

/** The texts of some index rows (what proximity scoring reads). */
export async function findContentsByIds(db: AppDb, ids: number[]): Promise<{ id: number; content: string }[]> {
  if (!ids.length) return [];
  return db.select({ id: searchChunks.id, content: searchChunks.content }).from(searchChunks).where(inArray(searchChunks.id, ids));
}

export async function countSearchRows(db: AppDb, municipalityId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchChunks).where(eq(searchChunks.municipalityId, municipalityId));
  return Number(row.n);
}

/**
 * The rows of a municipality's index that may state a repeal or replacement (their words name one), with their
 * document's name. The statement reader decides; this only narrows the rows it reads.
 */
export async function findActingRows(db: AppDb, municipalityId: number, documentIds: number[]): Promise<{ id: number; documentId: number; documentName: string; content: string }[]> {
  if (!documentIds.length) return [];
  return db
    .select({ id: searchChunks.id, documentId: searchChunks.documentId, documentName: searchChunks.documentName, content: searchChunks.content })
    .from(searchChunks)
    .where(
      and(
        eq(searchChunks.municipalityId, municipalityId),
        inArray(searchChunks.documentId, documentIds),
        sql`${searchChunks.content} ~* '(repeal|replac|supersed|rescind|overrid|notwithstanding|in lieu|instead of|amended to read)'`,
      ),
    );
}

/** The first and last chunk of each document: where an enactment states its number and its adoption. */
export async function documentEnds(db: AppDb, municipalityId: number, documentIds: number[]): Promise<Map<number, string>> {
  if (!documentIds.length) return new Map();
  const where = and(eq(searchChunks.municipalityId, municipalityId), inArray(searchChunks.documentId, documentIds));
  const pick = { documentId: searchChunks.documentId, content: searchChunks.content };
  const [first, last] = await Promise.all([
    db.selectDistinctOn([searchChunks.documentId], pick).from(searchChunks).where(where).orderBy(asc(searchChunks.documentId), asc(searchChunks.chunkId)),
    db.selectDistinctOn([searchChunks.documentId], pick).from(searchChunks).where(where).orderBy(asc(searchChunks.documentId), desc(searchChunks.chunkId)),
  ]);
  const out = new Map<number, string>();
  for (const row of first) out.set(row.documentId, row.content);
  for (const row of last) out.set(row.documentId, `${out.get(row.documentId) ?? ''}\n\n${row.content}`);
  return out;
}

/** The municipalities whose search index holds at least one chunk. */
export async function listIndexedMunicipalities(db: AppDb): Promise<number[]> {
  const rows = await db.selectDistinct({ municipalityId: searchChunks.municipalityId }).from(searchChunks);
  return rows.map((r) => r.municipalityId).sort((a, b) => a - b);
}
