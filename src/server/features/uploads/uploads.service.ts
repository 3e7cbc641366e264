import { type MunicipalityDocument, UPLOAD_MESSAGES } from '../../../contracts/chats';
import { AppError } from '../../../contracts/errors';
import { DocumentFields } from '../../../contracts/workbench';
import type { AppDb } from '../../db/client';
import type { JobSystem } from '../../jobs/job-system';
import { isRowId } from '../../lib/validate';
import type { FileStore } from '../../storage/file-store';
import type { FormBody } from '../../web/multipart';
import { createDocument, removeDocument } from '../documents/documents.service';
import { findMunicipalityById } from '../municipalities/municipalities.repo';
import { associate, listMunicipalityDocuments, type MunicipalityDocumentRow } from '../municipality-documents/municipality-documents.repo';
import type { UserRow } from '../users/users.repo';

export const PROCESS_UPLOAD_JOB = 'process-upload';

/** The messages the chat app shows (spec chat-app §5), and the permission refusal. */

/** Super admins, and users with the document_upload flag, may upload from Manage Documents. */
export function canUploadDocuments(user: Pick<UserRow, 'role' | 'documentUpload'>): boolean {
  return user.role === 'super_admin' || user.documentUpload;
}

/**
 * The chat app's shape of a document, in the statuses it knows: cutting chunks, or completed but still being
 * written to the search index, shows as "processing"; completed but refused by the search index shows as "failed";
 * so "completed" always means searchable.
 */
export function serializeMunicipalityDocument(row: MunicipalityDocumentRow): MunicipalityDocument {
  const indexing = row.status === 'completed' && row.vectorizedStatus === 'vectorizing';
  const indexFailed = row.status === 'completed' && row.vectorizedStatus === 'vectorize_failed';
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status === 'creating_chunks' || indexing ? 'processing' : indexFailed ? 'failed' : row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** A municipality id from the URL; not a number → the spec's "Missing municipality ID", unknown → 404. */
async function getMunicipalityId(db: AppDb, raw: string | undefined, invalid: () => AppError): Promise<number> {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || !isRowId(id)) throw invalid();
  if (!(await findMunicipalityById(db, id))) throw new AppError('not_found', 'No such municipality.');
  return id;
}

/** The municipality's documents, newest first; 404 for an unknown municipality. */
export async function getMunicipalityDocuments(db: AppDb, rawId: string | undefined): Promise<MunicipalityDocument[]> {
  const id = await getMunicipalityId(db, rawId, () => new AppError('not_found', 'No such municipality.'));
  return (await listMunicipalityDocuments(db, id)).map(serializeMunicipalityDocument);
}

/** Checks, before the body is read, that the user may upload and that the municipality exists. */
export async function checkUploadTarget(db: AppDb, user: UserRow, rawId: string | undefined): Promise<number> {
  if (!canUploadDocuments(user)) throw new AppError('forbidden', UPLOAD_MESSAGES.forbidden);
  return getMunicipalityId(db, rawId, () => new AppError('validation_failed', UPLOAD_MESSAGES.municipality, { municipality_id: UPLOAD_MESSAGES.municipality }));
}

/** Field problems in the spec's order (municipality, file, name); the message is the first, details name them all. */
function checkFields(municipalityId: number, form: FormBody): void {
  const errors: Record<string, string> = {};
  const field = form.fields.municipality_id;
  if (field !== undefined) {
    const value = field.trim();
    if (!/^\d+$/.test(value)) errors.municipality_id = UPLOAD_MESSAGES.municipality;
    else if (Number(value) !== municipalityId) errors.municipality_id = UPLOAD_MESSAGES.mismatch;
  }
  if (!form.file) errors.file = UPLOAD_MESSAGES.file;
  const parsed = DocumentFields.safeParse({ name: form.fields['document[name]'], description: form.fields['document[description]'] });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'name');
      errors[key] ??= key === 'name' && !(form.fields['document[name]'] ?? '').trim() ? UPLOAD_MESSAGES.name : issue.message;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('validation_failed', first, errors);
}

/**
 * Stores an upload from Manage Documents: validates it (nothing is kept when it fails), creates the document
 * (`uploaded`), associates it with the municipality and queues the pipeline that makes it searchable.
 */
export async function uploadMunicipalityDocument(
  deps: { db: AppDb; files: FileStore; jobs: JobSystem },
  input: { municipalityId: number; form: FormBody; userId: number; requestId?: string },
): Promise<MunicipalityDocument> {
  try {
    checkFields(input.municipalityId, input.form);
  } catch (error) {
    await deps.files.discard(input.form.file?.staged);
    throw error;
  }
  const document = await createDocument(deps, { fields: input.form.fields, file: input.form.file, userId: input.userId });
  try {
    await associate(deps.db, input.municipalityId, document.id);
    await deps.jobs.enqueue(
      PROCESS_UPLOAD_JOB,
      { documentId: document.id, municipalityId: input.municipalityId },
      { userId: input.userId, subject: { type: 'document', id: document.id }, requestId: input.requestId },
    );
  } catch (error) {
    // Nothing half-stored: the row (with its association) goes, and the file unless another document shares it.
    await removeDocument(deps, document.id);
    throw error;
  }
  return serializeMunicipalityDocument(document);
}
