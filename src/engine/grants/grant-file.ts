/*
 * Is this upload a CSV text file at all? Spreadsheets, PDFs and other binary files renamed to .csv, files saved in a
 * legacy encoding and empty or oversized files are refused with a message that says what to do instead.
 */

/** The largest listings file accepted (the full federal file is about 5 MB). */
export const MAX_GRANT_FILE_BYTES = 50 * 1024 * 1024;

/** Why an uploaded file cannot be imported at all; nothing is changed when one is thrown. */
export class GrantFileError extends Error {
  override readonly name = 'GrantFileError';

  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const SAVE_AS_CSV = 'Open it in your spreadsheet program and save it with "Save As" › "CSV UTF-8 (comma delimited)", then upload that file.';

/** Checks the name, size and bytes of an upload and decodes it as UTF-8 text; throws GrantFileError otherwise. */
export function decodeGrantFile(fileName: string, bytes: Uint8Array, maxBytes = MAX_GRANT_FILE_BYTES): string {
  if (!/\.csv$/i.test(fileName.trim())) {
    throw new GrantFileError(`"${fileName}" is not a .csv file. Only .csv files of Assistance Listings can be imported.`);
  }
  if (bytes.length === 0) throw new GrantFileError('The file is empty (0 bytes). Check that you picked the right file.');
  if (bytes.length > maxBytes) {
    throw new GrantFileError(`The file is ${megabytes(bytes.length)} MB; the limit is ${megabytes(maxBytes)} MB.`, { bytes: bytes.length });
  }
  const binary = binaryKind(bytes);
  if (binary) throw new GrantFileError(`"${fileName}" is ${binary}, not a CSV text file. ${SAVE_AS_CSV}`, { detected: binary });
  if (hasUtf16Bom(bytes)) {
    throw new GrantFileError(`The file is saved as UTF-16 ("Unicode text"), not UTF-8. ${SAVE_AS_CSV}`, { encoding: 'utf-16' });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    const line = lineAt(bytes, at);
    throw new GrantFileError(
      `The file is not UTF-8 text: line ${line} has a character in another encoding (often Windows-1252 from older Excel). ${SAVE_AS_CSV}`,
      { encoding: 'not-utf-8', line },
    );
  }
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** What a binary file is, in words; null for text. */
function binaryKind(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return 'an Excel workbook (.xlsx) or another zip file';
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'an old-format Excel (.xls) or other Office file';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'a PDF';
  if (hasUtf16Bom(bytes)) return null;
  const sample = bytes.subarray(0, 64 * 1024);
  let controls = 0;
  for (const b of sample) {
    if (b === 0) return 'a binary file';
    if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12) controls++;
  }
  return controls > Math.max(2, sample.length / 1000) ? 'a binary file' : null;
}

function hasUtf16Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

/** The offset of the first byte that breaks UTF-8. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const size = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (size === 0) return i;
    for (let k = 1; k < size; k++) if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += size;
  }
  return i;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 10) line++;
  return line;
}
