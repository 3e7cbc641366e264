import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { documents, municipalities, municipalityDocuments, searchChunks } from '../../db/schema';

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

export async function listDocumentsOfMunicipality(db: AppDb, municipalityId: number) {
  return db
    .select({ id: documents.id, name: documents.name, description: documents.description, status: documents.status })
    .from(municipalityDocuments)
    .innerJoin(documents, eq(documents.id, municipalityDocuments.documentId))
    .where(eq(municipalityDocuments.municipalityId, municipalityId))
    .orderBy(asc(documents.name));
}
