import type { FastifyRequest } from 'fastify';
import { AppError } from '../../contracts/errors';
import type { FileStore, StagedFile } from '../storage/file-store';

export type UploadedFile = { staged: StagedFile; fileName: string; mimeType: string };
export type FormBody = { fields: Record<string, string>; file: UploadedFile | null };

/**
 * Reads a form that may be multipart (streaming the one file to a temp file) or JSON/url-encoded
 * (fields nested one level, e.g. `{ document: { name } }`, flattened to `document[name]`).
 */
export async function readFormBody(
  request: FastifyRequest,
  files: FileStore,
  options: { fileField: string; maxBytes: number },
): Promise<FormBody> {
  if (!request.isMultipart()) return { fields: flatten(request.body), file: null };
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    // preservePath: the name as sent, so that a path in it is refused rather than quietly cut to its last part.
    for await (const part of request.parts({ preservePath: true, limits: { fileSize: options.maxBytes, files: 1, fields: 50 } })) {
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        if (value.includes('\0')) throw new AppError('validation_failed', TEXT_NUL_MESSAGE, { [part.fieldname]: TEXT_NUL_MESSAGE });
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== options.fileField || !part.filename) {
        part.file.resume();
        continue;
      }
      const badName = fileNameProblem(part.filename);
      if (badName) {
        part.file.resume();
        throw new AppError('validation_failed', badName, { file: badName });
      }
      const staged = await files.stage(part.file);
      if (part.file.truncated) {
        await files.discard(staged);
        throw tooLarge(options.maxBytes);
      }
      file = { staged, fileName: part.filename, mimeType: part.mimetype };
    }
  } catch (error) {
    await files.discard(file?.staged);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.maxBytes);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('bad_request', 'Send one file at a time.');
    }
    throw error;
  }
  return { fields, file };
}

const TEXT_NUL_MESSAGE = 'The form contains a NUL character (\\0), which text may not hold. Remove it and send the form again.';

/** Why a file name cannot be kept (a path, or control characters such as NUL), or null when it is fine. */
export function fileNameProblem(name: string): string | null {
  if (/[/\\]/.test(name) || name === '.' || name === '..') {
    return 'The file name contains a folder path ("/" or "\\"). Send the file under its own name, without folders.';
  }
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'The file name contains control characters (such as NUL). Rename the file and upload it again.';
  if (name.length > 255) return 'The file name is longer than 255 characters. Rename the file and upload it again.';
  return null;
}

function tooLarge(maxBytes: number): AppError {
  const message = `The file is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB limit.`;
  return new AppError('payload_too_large', message, { file: message });
}

/** `{ a: { b: 1 }, c: 2 }` → `{ 'a[b]': '1', c: '2' }`, the shape multipart fields have. */
function flatten(body: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!body || typeof body !== 'object') return out;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flatten(value, name));
    else if (value !== null && value !== undefined) out[name] = String(value);
  }
  return out;
}
