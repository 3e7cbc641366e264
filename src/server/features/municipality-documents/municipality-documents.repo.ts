import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { documents, municipalities, municipalityDocuments, searchChunks, searchDefinitions } from '../../db/schema';

export async function associate(db: AppDb, municipalityId: number, documentId: number): Promise<boolean> {
  const rows = await db
    .insert(municipalityDocuments)
    .values({ municipalityId, documentId })
    .onConflictDoNothing()
    .returning({ m: municipalityDocuments.municipalityId });
  return rows.length > 0;
}

/** Removes the association and the document's chunks from that municipality's search index, together. */
export async function disassociate(db: AppDb, municipalityId: number, documentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(searchChunks).where(and(eq(searchChunks.municipalityId, municipalityId), eq(searchChunks.documentId, documentId)));
    await tx.delete(searchDefinitions).where(and(eq(searchDefinitions.municipalityId, municipalityId), eq(searchDefinitions.documentId, documentId)));
    const rows = await tx
      .delete(municipalityDocuments)
      .where(and(eq(municipalityDocuments.municipalityId, municipalityId), eq(municipalityDocuments.documentId, documentId)))
      .returning({ m: municipalityDocuments.municipalityId });
    return rows.length > 0;
  });
}

export async function listAssociations(db: AppDb) {
  return db
    .select({
      municipalityId: municipalityDocuments.municipalityId,
      documentId: municipalityDocuments.documentId,
      municipalityName: municipalities.name,
      documentName: documents.name,
      documentStatus: documents.status,
    })
    .from(municipalityDocuments)
    .innerJoin(municipalities, eq(municipalities.id, municipalityDocuments.municipalityId))
    .innerJoin(documents, eq(documents.id, municipalityDocuments.documentId))
    .orderBy(asc(municipalities.name), asc(documents.name));
}

/** The municipalities the document is associated with, by id. */
export async function listMunicipalityIdsOfDocument(db: AppDb, documentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: municipalityDocuments.municipalityId })
    .from(municipalityDocuments)
    .where(eq(municipalityDocuments.documentId, documentId))
    .orderBy(asc(municipalityDocuments.municipalityId));
  return rows.map((r) => r.id);
}

export type MunicipalityDocumentRow = {
  id: number;
  name: string;
  description: string | null;
  status: (typeof documents.$inferSelect)['status'];
  vectorizedStatus: (typeof documents.$inferSelect)['vectorizedStatus'];
  createdAt: Date;
};

/** The documents associated with a municipality, newest first. */
export async function listMunicipalityDocuments(db: AppDb, municipalityId: number): Promise<MunicipalityDocumentRow[]> {
  return db
    .select({ id: documents.id, name: documents.name, description: documents.description, status: documents.status, vectorizedStatus: documents.vectorizedStatus, createdAt: documents.createdAt })
    .from(municipalityDocuments)
    .innerJoin(documents, eq(documents.id, municipalityDocuments.documentId))
    .where(eq(municipalityDocuments.municipalityId, municipalityId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}
