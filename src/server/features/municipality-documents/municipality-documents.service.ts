import { AppError } from '../../../contracts/errors';
import type { MunicipalitySummary } from '../../../contracts/workbench';
import type { AppDb } from '../../db/client';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import { findDocument, listDocuments } from '../documents/documents.repo';
import { findMunicipalityById, listMunicipalities } from '../municipalities/municipalities.repo';
import { associate, disassociate, listAssociations } from './municipality-documents.repo';

async function checkPair(db: AppDb, municipalityId: number, documentId: number) {
  const municipality = await findMunicipalityById(db, municipalityId);
  if (!municipality) throw new AppError('not_found', 'No such municipality.');
  const document = await findDocument(db, documentId);
  if (!document) throw new AppError('not_found', 'No such document.');
  return { target: { type: 'document' as const, id: documentId, label: document.name }, details: { municipality: municipality.name, municipality_id: municipalityId } };
}

/** Makes the document one of the municipality's (idempotent); a new association is audited. */
export async function associateDocument(db: AppDb, municipalityId: number, documentId: number, actor: AuditActor): Promise<{ created: boolean }> {
  const { target, details } = await checkPair(db, municipalityId, documentId);
  return db.transaction(async (tx) => {
    const created = await associate(tx, municipalityId, documentId);
    if (created) await recordAuditEvent(tx, actor, 'document.associated', target, details);
    return { created };
  });
}

/** Takes the document away from the municipality, with its chunks in that municipality's index; audited. */
export async function disassociateDocument(db: AppDb, municipalityId: number, documentId: number, actor: AuditActor): Promise<void> {
  const { target, details } = await checkPair(db, municipalityId, documentId);
  await db.transaction(async (tx) => {
    if (!(await disassociate(tx, municipalityId, documentId))) {
      throw new AppError('not_found', 'That document is not associated with that municipality.');
    }
    await recordAuditEvent(tx, actor, 'document.disassociated', target, details);
  });
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
