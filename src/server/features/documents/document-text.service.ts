import { EngineError, parseDocument, removeRunningLines, type OcrPageEvent, type PageOcr, type PageRecogniser } from '../../../engine/parse';
import { PermanentJobError } from '../../jobs/errors';
import type { ReductoClient } from '../../integrations/reducto.client';
import { cachedRecogniser, serverRecogniser } from '../../ocr';
import type { FileStore } from '../../storage/file-store';
import type { DocumentRow } from './documents.repo';

const MARKED_KINDS: ReadonlySet<string> = new Set(['md', 'html', 'zip']);

export type DocumentText = {
  parser: string;
  /** `ocr` marks a page whose text was recognised from its image (it had no text layer). */
  pages: { number: number; text: string; hasTextLayer: boolean; headings?: { text: string; level: number }[]; ocr?: PageOcr }[];
  removedLines: string[];
  warnings: string[];
};

/**
 * Reads a document's stored file and returns its pages with running headers, footers and page
 * numbers removed; a file problem becomes a permanent job failure with a readable reason.
 */
export async function readDocumentText(
  files: FileStore,
  document: DocumentRow,
  options: {
    onProgress?: (done: number, total: number) => void;
    signal?: AbortSignal;
    /** The hosted parser, when REDUCTO_API_KEY is set; the local parser is the fallback. */
    reducto?: ReductoClient | null;
    /** Text recognition for PDF pages without a text layer: Tesseract by default, null for none. */
    ocr?: PageRecogniser | null;
    /** Called as each page without a text layer has been recognised. */
    onOcrPage?: (event: OcrPageEvent) => void;
  } = {},
): Promise<DocumentText> {
  if (!document.fileKey || !document.fileKind) {
    throw new PermanentJobError('The document has no file yet: attach one on its edit page.');
  }
  let bytes: Buffer;
  try {
    bytes = await files.read(document.fileKey);
  } catch {
    throw new PermanentJobError('The document’s file is missing from storage; upload it again.');
  }
  const remoteWarnings: string[] = [];
  // Markdown and HTML carry their own headings, which the hosted parser would flatten: they are always read here.
  if (options.reducto && !MARKED_KINDS.has(document.fileKind)) {
    try {
      const parsed = await options.reducto.parse(new Uint8Array(bytes), document.fileName ?? 'document', document.fileKind, options.signal);
      const cleaned = removeRunningLines(parsed.pages);
      return { parser: parsed.parser, pages: cleaned.pages, removedLines: cleaned.removedLines, warnings: parsed.warnings };
    } catch (error) {
      remoteWarnings.push(`Reducto could not parse the file (${(error as Error).message}); used the local parser instead.`);
    }
  }
  try {
    const base = options.ocr === undefined ? serverRecogniser() : options.ocr;
    const ocr = base ? cachedRecogniser(base, files, document.fileKey) : null;
    const parsed = await parseDocument(new Uint8Array(bytes), document.fileKind, { signal: options.signal, onProgress: options.onProgress, onOcrPage: options.onOcrPage, ocr });
    const cleaned = removeRunningLines(parsed.pages);
    return {
      parser: parsed.parser,
      pages: cleaned.pages,
      removedLines: cleaned.removedLines,
      warnings: [...remoteWarnings, ...parsed.warnings],
    };
  } catch (error) {
    if (error instanceof EngineError) throw new PermanentJobError(error.message);
    throw error;
  }
}
