import { MAX_UPLOAD_BYTES } from '../../contracts/workbench';
import { EngineError } from './engine-error';
import { isEncryptedOfficePackage, isOleFile } from './ole';
import type { FileKind } from './types';
import { inspectZip, looksLikeZip } from './zip';

const EXTENSIONS: Record<string, FileKind> = {
  '.pdf': 'pdf', '.docx': 'docx', '.doc': 'doc', '.txt': 'txt',
  '.md': 'md', '.markdown': 'md', '.html': 'html', '.htm': 'html', '.zip': 'zip',
};
const LABELS: Record<FileKind, string> = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC', txt: 'TXT', md: 'Markdown', html: 'HTML', zip: 'ZIP' };

/** The sentence naming every accepted type, for refusals. */
export const ACCEPTED_TYPES_MESSAGE = 'Only PDF, DOC, DOCX, TXT, Markdown (.md), HTML (.html, .htm) and ZIP files of HTML pages are accepted.';

/** What the bytes actually are, as far as a staff member needs to know. */
type Sniffed = FileKind | 'zip' | 'ole' | 'exe' | 'binary';

/** The file's kind, checked by extension (.pdf .doc .docx .txt .md .markdown .html .htm .zip, any case) AND by content; throws EngineError otherwise. */
export function detectFileKind(fileName: string, bytes: Uint8Array, maxBytes: number = MAX_UPLOAD_BYTES): FileKind {
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot).toLowerCase().trim() : '';
  const kind = EXTENSIONS[ext];
  if (!kind) throw new EngineError('unsupported_type', ACCEPTED_TYPES_MESSAGE, { extension: ext || null });
  if (bytes.length === 0) throw new EngineError('empty_file', 'This file is empty (0 bytes). Check that you picked the right file and upload it again.');
  if (bytes.length > maxBytes) {
    throw new EngineError('too_large', `This file is ${mb(bytes.length)} MB; the limit is ${mb(maxBytes)} MB. Split it into smaller files and upload them separately.`, { bytes: bytes.length, maxBytes });
  }

  const sniffed = sniff(bytes);
  if (kind === 'docx' && sniffed === 'ole' && isEncryptedOfficePackage(bytes)) {
    throw new EngineError('encrypted', 'This Word document is password-protected. Remove the password in Word and upload it again.');
  }
  if (sniffed === kind) return kind;
  if (kind === 'doc' && sniffed === 'ole') return 'doc';
  // Markdown and HTML are text files; a zip of HTML pages ('zip' above) is any zip that is not a Word document.
  if ((kind === 'md' || kind === 'html') && sniffed === 'txt') return kind;
  throw new EngineError('type_mismatch', mismatchMessage(fileName, kind, sniffed), { extension: ext, actual: sniffed });
}

function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (isOleFile(bytes)) return 'ole';
  if (startsWith(bytes, 'MZ') || startsWith(bytes, '\x7fELF')) return 'exe';
  if (looksLikeZip(bytes)) {
    // inspectZip throws zip_bomb/corrupt_file for a hostile or broken zip, before anything is inflated.
    const { entries } = inspectZip(bytes);
    return entries.some((e) => e.name === 'word/document.xml') ? 'docx' : 'zip';
  }
  // Real PDFs sometimes carry a few bytes (a BOM, whitespace) before the header; readers accept 1 KB.
  const head = latin1(bytes.subarray(0, 1024));
  if (head.includes('%PDF-') && !head.slice(0, head.indexOf('%PDF-')).includes('\0')) return 'pdf';
  return isPlainText(bytes) ? 'txt' : 'binary';
}

/** Whether bytes are text: UTF-16 with a BOM, or UTF-8 / Windows-1252 without NUL or stray control bytes. */
function isPlainText(bytes: Uint8Array): boolean {
  if (hasUtf16Bom(bytes)) return true;
  let controls = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0) return false;
    // Tab, LF, FF, CR and the DOS end-of-file mark are normal in text files.
    if (b < 0x20 && b !== 9 && b !== 10 && b !== 12 && b !== 13 && b !== 0x1a) controls++;
  }
  return controls <= Math.max(2, bytes.length / 10_000);
}

/** Whether bytes start with a UTF-16 byte-order mark. */
export function hasUtf16Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

function mismatchMessage(fileName: string, kind: FileKind, actual: Sniffed): string {
  const named = `"${fileName}" is named as a ${LABELS[kind]} file`;
  switch (actual) {
    case 'pdf': case 'docx': case 'txt':
      return `${named} but it is really a ${LABELS[actual]} file. Rename it to end in .${actual} and upload it again.`;
    case 'ole':
      return `${named} but it is an old-format Word (.doc) or other Office file. Rename it to .doc if it is a Word document, or save it as DOCX or PDF and upload it again.`;
    case 'zip':
      return kind === 'docx' || kind === 'doc'
        ? `${named} but it is a zip archive, not a Word document. Unzip it, or save the document as DOCX or PDF, and upload it again.`
        : `${named} but it is a zip archive. Rename it to end in .zip if it holds the code's HTML pages, or unzip it and upload the document itself.`;
    case 'exe':
      return `${named} but it is a program, not a document. Upload the document itself (PDF, DOC, DOCX, TXT, Markdown or HTML).`;
    default:
      return `${named} but its contents are not a ${LABELS[kind]} document. Open it on your computer to check it, save or export it again, and upload the new copy.`;
  }
}

function startsWith(bytes: Uint8Array, text: string): boolean {
  if (bytes.length < text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[i] !== text.charCodeAt(i)) return false;
  return true;
}

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return s;
}

const mb = (n: number) => (n / (1024 * 1024)).toFixed(n < 10 * 1024 * 1024 ? 1 : 0);
