import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MunicipalityDeletionImpact } from '../../../contracts/madmin-municipalities';
import type { AppDb } from '../../db/client';
import { chats, contradictions, documents, gisLayers, municipalities, municipalityDocuments, permitReviews, searchChunks, searchIndexStats } from '../../db/schema';
import type { MunicipalityRow } from '../municipalities/municipalities.repo';

type MunicipalityValues = Pick<typeof municipalities.$inferInsert, 'name' | 'state' | 'website' | 'addressVariant' | 'settings'>;

export async function insertMunicipality(db: AppDb, values: MunicipalityValues): Promise<MunicipalityRow> {
  const [row] = await db.insert(municipalities).values(values).returning();
  return row;
}

export async function updateMunicipality(db: AppDb, id: number, values: MunicipalityValues): Promise<void> {
  await db.update(municipalities).set({ ...values, updatedAt: new Date() }).where(eq(municipalities.id, id));
}

/** True when another municipality (not `exceptId`) already has this name. */
export async function isMunicipalityNameTaken(db: AppDb, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(exceptId === null ? eq(municipalities.name, name) : and(eq(municipalities.name, name), ne(municipalities.id, exceptId)));
  return rows.length > 0;
}

/** Per municipality: how many documents it owns and how many conversations ask about it. */
export async function municipalityUsageCounts(db: AppDb): Promise<Map<number, { documents: number; conversations: number }>> {
  const [documentRows, chatRows] = await Promise.all([
    db
      .select({ id: municipalityDocuments.municipalityId, n: sql<number>`count(*)::int` })
      .from(municipalityDocuments)
      .groupBy(municipalityDocuments.municipalityId),
    db
      .select({ id: chats.municipalityId, n: sql<number>`count(*)::int` })
      .from(chats)
      .where(isNotNull(chats.municipalityId))
      .groupBy(chats.municipalityId),
  ]);
  const counts = new Map<number, { documents: number; conversations: number }>();
  const entry = (id: number) => counts.get(id) ?? counts.set(id, { documents: 0, conversations: 0 }).get(id)!;
  for (const row of documentRows) entry(row.id).documents = row.n;
  for (const row of chatRows) if (row.id !== null) entry(row.id).conversations = row.n;
  return counts;
}

export type MunicipalityDocumentIndexRow = {
  id: number;
  name: string;
  status: string;
  vectorizedStatus: string | null;
  indexedChunks: number;
  indexedAt: Date | null;
};

/** The municipality's documents with how many of their chunks its search index holds and when they were indexed. */
export async function listMunicipalityDocumentIndex(db: AppDb, municipalityId: number): Promise<MunicipalityDocumentIndexRow[]> {
  return db
    .select({
      id: documents.id,
      name: documents.name,
      status: documents.status,
      vectorizedStatus: documents.vectorizedStatus,
      indexedChunks: sql<number>`count(${searchChunks.id})::int`,
      indexedAt: sql<Date | null>`max(${searchChunks.indexedAt})`.mapWith((value) => (value === null ? null : new Date(value))),
    })
    .from(municipalityDocuments)
    .innerJoin(documents, eq(documents.id, municipalityDocuments.documentId))
    .leftJoin(searchChunks, and(eq(searchChunks.municipalityId, municipalityId), eq(searchChunks.documentId, documents.id)))
    .where(eq(municipalityDocuments.municipalityId, municipalityId))
    .groupBy(documents.id)
    .orderBy(asc(documents.name), asc(documents.id));
}

/** The index version and when it last changed, or null before anything was indexed. */
export async function findIndexStats(db: AppDb, municipalityId: number): Promise<{ version: number; refreshedAt: Date } | null> {
  const [row] = await db
    .select({ version: searchIndexStats.version, refreshedAt: searchIndexStats.refreshedAt })
    .from(searchIndexStats)
    .where(eq(searchIndexStats.municipalityId, municipalityId));
  return row ?? null;
}

const countWhere = (table: PgTable, column: PgColumn, id: number) => sql<number>`(select count(*)::int from ${table} where ${column} = ${id})`;

/** What deleting the municipality would touch, counted in one statement. */
export async function countDeletionImpact(db: AppDb, id: number): Promise<MunicipalityDeletionImpact> {
  const [row] = await db
    .select({
      conversations: countWhere(chats, chats.municipalityId, id),
      conversation_users: sql<number>`(select count(distinct ${chats.userId})::int from ${chats} where ${chats.municipalityId} = ${id})`,
      documents: countWhere(municipalityDocuments, municipalityDocuments.municipalityId, id),
      indexed_chunks: countWhere(searchChunks, searchChunks.municipalityId, id),
      layers: countWhere(gisLayers, gisLayers.municipalityId, id),
      permit_reviews: countWhere(permitReviews, permitReviews.municipalityId, id),
      contradictions: countWhere(contradictions, contradictions.municipalityId, id),
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** Locks the municipality's row for a deletion; null when it is gone. */
export async function lockMunicipality(db: AppDb, id: number): Promise<MunicipalityRow | null> {
  const [row] = await db.select().from(municipalities).where(eq(municipalities.id, id)).for('update');
  return row ?? null;
}

/** Archives the municipality's conversations that are not archived yet (their users find them under Archived). */
export async function archiveMunicipalityChats(db: AppDb, id: number, at: Date): Promise<void> {
  await db.update(chats).set({ discardedAt: at }).where(and(eq(chats.municipalityId, id), isNull(chats.discardedAt)));
}

/** Deletes the municipality: its conversations keep their messages with no municipality (foreign key `set null`). */
export async function deleteMunicipalityRow(db: AppDb, id: number): Promise<void> {
  await db.delete(municipalities).where(eq(municipalities.id, id));
}
