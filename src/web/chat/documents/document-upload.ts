// Relative paths: the unit tests run these modules without the `@/` alias.
import { UPLOAD_MESSAGES } from '../../../contracts/chats';
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from '../../../contracts/workbench';
import { validateUpload } from '../../admin/lib/upload';
import { isApiError } from '../../lib/api';

/* Spec chat-app §5 "Document upload" and §8 "Documents". */

export const MISSING_MUNICIPALITY = UPLOAD_MESSAGES.municipality;
export const MISSING_FILE = UPLOAD_MESSAGES.file;
export const MISSING_NAME = UPLOAD_MESSAGES.name;
export const UPLOAD_FAILED = 'Failed to upload document';
export const UPLOAD_SUCCESS_TITLE = 'Success';
export const UPLOAD_SUCCESS_TEXT = 'Document uploaded successfully. Processing may take up to 48 hours.';
/** For the file input's `accept`. */
export const ACCEPTED_FILE_TYPES = ACCEPTED_EXTENSIONS.join(',');

export type DocumentUploadInput = {
  municipalityId: number | null;
  name: string;
  description: string;
  file: File | null;
};

/** A chosen file's problem (wrong type, too large, empty), or null when it may be uploaded. */
export function checkUploadFile(file: { name: string; size: number }): string | null {
  return validateUpload(file, ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES);
}

/** The first problem with the form, in the spec's order (municipality, file, name), or null. */
export function validateDocumentUpload(input: DocumentUploadInput): string | null {
  if (input.municipalityId === null) return MISSING_MUNICIPALITY;
  if (!input.file) return MISSING_FILE;
  if (!input.name.trim()) return MISSING_NAME;
  return checkUploadFile(input.file);
}

/** The multipart body of `POST /api/v1/municipalities/{id}/documents`. */
export function buildDocumentFormData(input: DocumentUploadInput & { municipalityId: number; file: File }): FormData {
  const form = new FormData();
  form.append('document[name]', input.name.trim());
  const description = input.description.trim();
  if (description) form.append('document[description]', description);
  form.append('document[file]', input.file, input.file.name);
  form.append('municipality_id', String(input.municipalityId));
  return form;
}

/** The server's own explanation when it gave one (e.g. no upload permission), else the spec's message. */
export function uploadErrorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : UPLOAD_FAILED;
}
