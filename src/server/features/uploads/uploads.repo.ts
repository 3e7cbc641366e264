import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { documents, municipalityDocuments } from '../../db/schema';

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
