import type { ReadStream } from 'node:fs';
import { AppError } from '../../../contracts/errors';
import { DocumentFields, type DocumentSummary, MAX_UPLOAD_BYTES } from '../../../contracts/workbench';
import { EngineError, type FileKind, countPages, detectFileKind, inspectZip } from '../../../engine/parse';
import type { AppDb } from '../../db/client';
import type { FileStore } from '../../storage/file-store';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import { formError, formErrorsOf } from '../../web/forms';
import type { UploadedFile } from '../../web/multipart';
import {
  countDocumentsWithFile,
  type DocumentRow,
  deleteDocument,
  findDocument,
  insertDocument,
  updateDocument,
  withFileLock,
} from './documents.repo';

export type DocumentDeps = { db: AppDb; files: FileStore };

type FileFacts = { fileKey: string; fileName: string; fileSize: number; fileKind: FileKind; pageCount: number };

/** The API/page shape of a document. */
export function serializeDocument(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    status_reason: row.statusReason,
    vectorized_status: row.vectorizedStatus,
    vectorized_at: row.vectorizedAt?.toISOString() ?? null,
    page_count: row.pageCount,
    file_name: row.fileName,
    file_url: row.fileKey ? `/documents/${row.id}/file` : null,
    file_size: row.fileSize,
    divisor_types: row.divisorTypes,
    completed: row.completed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The document or a 404. */
export async function getDocument(db: AppDb, id: number): Promise<DocumentRow> {
  const row = Number.isSafeInteger(id) ? await findDocument(db, id) : null;
  if (!row) throw new AppError('not_found', 'No such document.');
  return row;
}

function parseFields(fields: Record<string, string>): DocumentFields {
  const parsed = DocumentFields.safeParse({
    name: fields['document[name]'],
    description: fields['document[description]'],
  });
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The document could not be saved.');
  return parsed.data;
}

/**
 * Checks an uploaded file (type by name and content, zip bombs, corrupt or encrypted PDFs, page
 * count); a bad file gets a message on the file field and nothing is kept. `storeWithFile` stores it.
 */
async function checkFile(deps: DocumentDeps, upload: UploadedFile): Promise<FileFacts> {
  try {
    if (upload.staged.size > MAX_UPLOAD_BYTES) throw new EngineError('too_large', 'The file is larger than the 100 MB limit.');
    // The whole file: a zip's directory sits at its end, and a PDF's cross-reference table too.
    const bytes = await deps.files.readStaged(upload.staged);
    const fileKind = detectFileKind(upload.fileName, bytes);
    if (fileKind === 'docx') inspectZip(bytes);
    const pageCount = await countPages(bytes, fileKind);
    return { fileKey: upload.staged.key, fileName: upload.fileName.slice(0, 255), fileSize: upload.staged.size, fileKind, pageCount };
  } catch (error) {
    await deps.files.discard(upload.staged);
    if (error instanceof EngineError) {
      throw new AppError('validation_failed', error.message, { file: error.message });
    }
    throw error;
  }
}

/** Creates a document; with a file it starts as `uploaded` with its page count, without one as `pending`. */
export async function createDocument(
  deps: DocumentDeps,
  input: { fields: Record<string, string>; file: UploadedFile | null; userId: number | null },
): Promise<DocumentRow> {
  let fields: DocumentFields;
  try {
    fields = parseFields(input.fields);
  } catch (error) {
    await deps.files.discard(input.file?.staged);
    throw error;
  }
  const file = input.file ? await checkFile(deps, input.file) : null;
  const values = { name: fields.name, description: fields.description, status: file ? ('uploaded' as const) : ('pending' as const), createdBy: input.userId };
  if (!file || !input.file) return insertDocument(deps.db, values);
  return storeWithFile(deps, input.file, file, (tx) => insertDocument(tx, { ...values, ...file }));
}

/**
 * Writes the row that refers to an accepted file and moves the file into storage, under the file's lock: a document
 * with identical content being deleted at the same moment cannot remove the file this one now uses.
 */
async function storeWithFile<T>(deps: DocumentDeps, upload: UploadedFile, file: FileFacts, write: (tx: AppDb) => Promise<T>): Promise<T> {
  try {
    return await withFileLock(deps.db, file.fileKey, async (tx) => {
      const row = await write(tx);
      await deps.files.commit(upload.staged);
      return row;
    });
  } finally {
    // Gone already when it was stored; otherwise the transaction rolled back and the file is not kept.
    await deps.files.discard(upload.staged);
  }
}

/** Updates name and description, and attaches a file when the document has none yet. */
export async function editDocument(
  deps: DocumentDeps,
  id: number,
  input: { fields: Record<string, string>; file: UploadedFile | null },
): Promise<DocumentRow> {
  let fields: DocumentFields;
  let current: DocumentRow;
  try {
    current = await getDocument(deps.db, id);
    fields = parseFields(input.fields);
    if (input.file && current.fileKey) {
      throw formError({ file: 'This document already has a file. Create a new document for another file.' });
    }
  } catch (error) {
    await deps.files.discard(input.file?.staged);
    throw error;
  }
  const file = input.file ? await checkFile(deps, input.file) : null;
  const update = async (db: AppDb) => {
    const row = await updateDocument(db, id, {
      name: fields.name,
      description: fields.description,
      ...(file ? { ...file, status: current.status === 'pending' ? 'uploaded' : current.status } : {}),
    });
    if (!row) throw new AppError('not_found', 'No such document.');
    return row;
  };
  return file && input.file ? storeWithFile(deps, input.file, file, update) : update(deps.db);
}

const CONTENT_TYPES: Record<NonNullable<DocumentRow['fileKind']>, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  md: 'text/plain; charset=utf-8',
  // An uploaded page is shown as its source, never rendered: its scripts must not run on Ordo's origin.
  html: 'text/plain',
  zip: 'application/zip',
};

/** The document's original file to send ("View Document"), or a 404 that says why there is none. */
export async function openDocumentFile(deps: DocumentDeps, id: number): Promise<{ stream: ReadStream; contentType: string; name: string }> {
  const document = await getDocument(deps.db, id);
  if (!document.fileKey || !document.fileKind) throw new AppError('not_found', 'This document has no file.');
  if (!(await deps.files.exists(document.fileKey))) {
    throw new AppError('not_found', 'The document’s file is missing from storage; upload it again.');
  }
  return {
    stream: deps.files.stream(document.fileKey),
    contentType: CONTENT_TYPES[document.fileKind],
    // Safe inside a quoted header value.
    name: (document.fileName ?? `document.${document.fileKind}`).replace(/["\\\r\n]/g, '_'),
  };
}

/**
 * Deletes a document with its jobs and chunks; its file goes too unless another document shares it. A staff member's
 * deletion (`actor` given) is audited in the same transaction; the pipeline's own clean-ups are not.
 */
export async function removeDocument(deps: DocumentDeps, id: number, actor: AuditActor | null = null): Promise<DocumentRow> {
  const row = await deps.db.transaction(async (tx) => {
    const deleted = await deleteDocument(tx, id);
    if (deleted && actor) await recordAuditEvent(tx, actor, 'document.deleted', { type: 'document', id, label: deleted.name }, { file_name: deleted.fileName });
    return deleted;
  });
  if (!row) throw new AppError('not_found', 'No such document.');
  if (row.fileKey) await releaseFile(deps, row.fileKey);
  return row;
}

/** Removes a stored file once no document refers to it (documents with identical content share one file). */
async function releaseFile(deps: DocumentDeps, fileKey: string): Promise<void> {
  await withFileLock(deps.db, fileKey, async (tx) => {
    if ((await countDocumentsWithFile(tx, fileKey)) === 0) await deps.files.remove(fileKey);
  });
}
