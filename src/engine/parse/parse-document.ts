import { MAX_UPLOAD_BYTES } from '../../contracts/workbench';
import { EngineError } from './engine-error';
import { parseDoc } from './parse-doc';
import { parseDocx } from './parse-docx';
import { ACCEPTED_TYPES_MESSAGE } from './detect-file-kind';
import { parseHtml } from './parse-html';
import { parseHtmlZip } from './parse-html-zip';
import { parseMarkdown } from './parse-markdown';
import { countPdfPages, parsePdf } from './parse-pdf';
import { parseTxt } from './parse-txt';
import type { FileKind, ParsedDocument, ParseOptions } from './types';

function checkBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new EngineError('empty_file', 'This file is empty (0 bytes). Check that you picked the right file and upload it again.');
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new EngineError('too_large', `This file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Split it into smaller files and upload them separately.`);
  }
}

async function parseAny(bytes: Uint8Array, kind: FileKind, options: ParseOptions): Promise<ParsedDocument> {
  checkBytes(bytes);
  options.signal?.throwIfAborted();
  switch (kind) {
    case 'pdf': return parsePdf(bytes, options);
    case 'docx': return parseDocx(bytes);
    case 'doc': return parseDoc(bytes);
    case 'txt': return parseTxt(bytes);
    case 'md': return parseMarkdown(bytes);
    case 'html': return parseHtml(bytes);
    case 'zip': return parseHtmlZip(bytes);
    default: throw new EngineError('unsupported_type', ACCEPTED_TYPES_MESSAGE);
  }
}

/**
 * Reads a file's text page by page (PDF pages without a text layer through `options.ocr` when given);
 * throws EngineError ('no_text' when no page has any text).
 */
export async function parseDocument(bytes: Uint8Array, kind: FileKind, options: ParseOptions = {}): Promise<ParsedDocument> {
  const doc = await parseAny(bytes, kind, options);
  if (kind !== 'pdf') options.onProgress?.(doc.pages.length, doc.pages.length);
  if (!doc.pages.some((p) => p.hasTextLayer)) {
    const details = { pages: doc.pages.length, ...(doc.ocrUnavailable ? { ocr: 'unavailable' } : {}) };
    throw new EngineError('no_text', noTextMessage(kind, doc), details);
  }
  return doc;
}

function noTextMessage(kind: FileKind, doc: ParsedDocument): string {
  if (kind !== 'pdf') return 'This file contains no text. Check that you uploaded the right file.';
  const scanned = 'No text could be read from this PDF: it has no text layer (it looks like a scanned image)';
  if (doc.ocrUnavailable) return `${scanned}, and text recognition is not available on this server: ${doc.ocrUnavailable}`;
  if (doc.pages.some((p) => p.ocr)) {
    const count = doc.pages.length === 1 ? 'its only page' : `any of its ${doc.pages.length} pages`;
    return `Text recognition (OCR) found no text on ${count}: the scan may be blank, a picture, or too faint to read. Scan it again at 200–300 dpi and upload the new copy.`;
  }
  return `${scanned}. Run OCR (text recognition) on it, for example "Recognize Text" in Acrobat, and upload the result.`;
}

/** The number of pages parseDocument will produce, read fast; throws EngineError for a file that cannot be opened. */
export async function countPages(bytes: Uint8Array, kind: FileKind): Promise<number> {
  checkBytes(bytes);
  if (kind === 'pdf') return countPdfPages(bytes);
  // DOCX/DOC/TXT/Markdown/HTML pages are made by the parser, so the count must come from the same parse (which also
  // refuses an HTML page that is not a code, before anything is stored).
  return (await parseAny(bytes, kind, {})).pages.length;
}
