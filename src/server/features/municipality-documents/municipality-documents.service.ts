import { AppError } from '../../../contracts/errors';
import type { MunicipalitySummary } from '../../../contracts/workbench';
import type { AppDb } from '../../db/client';
import { findDocument, listDocuments } from '../documents/documents.repo';
import { findMunicipalityById, listMunicipalities } from '../municipalities/municipalities.repo';
import { associate, disassociate, listAssociations } from './municipality-documents.repo';

async function checkPair(db: AppDb, municipalityId: number, documentId: number) {
  if (!(await findMunicipalityById(db, municipalityId))) throw new AppError('not_found', 'No such municipality.');
  if (!(await findDocument(db, documentId))) throw new AppError('not_found', 'No such document.');
}

/** Makes the document one of the municipality's (idempotent). */
export async function associateDocument(db: AppDb, municipalityId: number, documentId: number): Promise<{ created: boolean }> {
  await checkPair(db, municipalityId, documentId);
  return { created: await associate(db, municipalityId, documentId) };
}

/** Takes the document away from the municipality, with its chunks in that municipality's index. */
export async function disassociateDocument(db: AppDb, municipalityId: number, documentId: number): Promise<void> {
  await checkPair(db, municipalityId, documentId);
  if (!(await disassociate(db, municipalityId, documentId))) {
    throw new AppError('not_found', 'That document is not associated with that municipality.');
  }
}

/** Municipalities with the ids of their documents, for the workbench's pickers. */
export async function municipalitySummaries(db: AppDb): Promise<MunicipalitySummary[]> {
  const [rows, links] = await Promise.all([listMunicipalities(db), listAssociations(db)]);
  return rows.map((m) => ({ id: m.id, name: m.name, document_ids: links.filter((l) => l.municipalityId === m.id).map((l) => l.documentId) }));
}

/** Both tabs of the Municipality Document Management page. */
export async function municipalityDocumentsPage(db: AppDb, search: string) {
  const [municipalities, documents, links] = await Promise.all([
    listMunicipalities(db),
    listDocuments(db, { search: '', sort: 'alpha' }),
    listAssociations(db),
  ]);
  const needle = search.toLowerCase();
  const matches = (name: string) => !needle || name.toLowerCase().includes(needle);
  return {
    municipalities: municipalities
      .filter((m) => matches(m.name) || links.some((l) => l.municipalityId === m.id && matches(l.documentName)))
      .map((m) => ({
        id: m.id,
        name: m.name,
        documents: links
          .filter((l) => l.municipalityId === m.id)
          .map((l) => ({ id: l.documentId, name: l.documentName, status: l.documentStatus })),
      })),
    documents: documents
      .filter((d) => matches(d.name) || links.some((l) => l.documentId === d.id && matches(l.municipalityName)))
      .map((d) => ({
        id: d.id,
        name: d.name,
        status: d.status,
        completed: d.completed,
        municipalities: links.filter((l) => l.documentId === d.id).map((l) => ({ id: l.municipalityId, name: l.municipalityName })),
      })),
  };
}
