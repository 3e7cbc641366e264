import { EngineError } from './engine-error';
import { OcrUnavailableError, recognisePages } from './ocr';
import { readFormFields } from './pdf-form-fields';
import { rebuildLines, type PositionedText } from './pdf-lines';
import type { ParsedDocument, ParsedPage, ParseOptions, PdfFormField } from './types';

/** Most pages a PDF may have before it is refused as too large to process. */
export const MAX_PDF_PAGES = 10_000;

type PdfDocument = {
  numPages: number;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: unknown[] }>; getAnnotations(): Promise<unknown[]>; cleanup(): void }>;
  destroy(): Promise<void>;
};

let pdfjs: Promise<{ getDocument(params: Record<string, unknown>): { promise: Promise<PdfDocument> } }> | undefined;

// unpdf bundles PDF.js for server runtimes (no worker file, no canvas); loaded on first use only.
function loadPdfjs() {
  pdfjs ??= import('unpdf').then((m) => m.getResolvedPDFJS()) as unknown as typeof pdfjs;
  return pdfjs!;
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const { getDocument } = await loadPdfjs();
  try {
    // PDF.js may take ownership of the buffer, so it gets a copy and the caller's bytes stay intact.
    const doc = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    if (doc.numPages > MAX_PDF_PAGES) {
      await doc.destroy();
      throw new EngineError('too_large', `This PDF has ${doc.numPages} pages; the limit is ${MAX_PDF_PAGES}. Split it into smaller files and upload them separately.`);
    }
    return doc;
  } catch (err) {
    throw toEngineError(err);
  }
}

/** Maps PDF.js failures to the engine's codes: a password is 'encrypted', anything unreadable 'corrupt_file'. */
function toEngineError(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  const name = (err as { name?: string })?.name;
  if (name === 'PasswordException') {
    return new EngineError('encrypted', 'This PDF is password-protected. Remove the password and upload it again.');
  }
  return new EngineError('corrupt_file', 'This PDF is damaged or incomplete and cannot be read. Open it on your computer, save or export a new copy, and upload that.', {
    reason: err instanceof Error ? err.message : String(err),
  });
}

/** Number of pages in a PDF; throws 'encrypted' or 'corrupt_file' for a PDF that cannot be opened. */
export async function countPdfPages(bytes: Uint8Array): Promise<number> {
  const doc = await openPdf(bytes);
  const n = doc.numPages;
  await doc.destroy();
  if (n < 1) throw new EngineError('corrupt_file', 'This PDF has no pages. Export it again and upload the new copy.');
  return n;
}

/**
 * Reads every page's text layer, rebuilding lines from item positions. Pages without one are recognised
 * with `options.ocr` when given (and flagged `ocr`); pages left without text are named in the warnings.
 */
export async function parsePdf(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedDocument> {
  const doc = await openPdf(bytes);
  const pages: ParsedPage[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      options.signal?.throwIfAborted();
      let text: string;
      let formFields: PdfFormField[] | undefined;
      try {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        const positioned = content.items.flatMap(toPositioned);
        // A form's text may be drawn labels first and values after: read it row by row, left to right.
        const items = options.columnGaps ? inRows(positioned) : positioned;
        text = rebuildLines(items, { columnGaps: options.columnGaps });
        if (options.formFields) formFields = readFormFields(await page.getAnnotations(), items);
        page.cleanup();
      } catch (err) {
        throw toEngineError(err);
      }
      pages.push({ number: n, text, hasTextLayer: text.trim().length > 0, ...(formFields?.length ? { formFields } : {}) });
      options.onProgress?.(n, doc.numPages);
    }
  } finally {
    await doc.destroy();
  }
  const scanned = pages.filter((p) => !p.hasTextLayer).map((p) => p.number);
  const textLayerParser = 'unpdf (PDF.js text layer, lines rebuilt from positions)';
  if (!scanned.length) return { parser: textLayerParser, pages, warnings: [] };
  if (!options.ocr) return { parser: textLayerParser, pages, warnings: [noTextWarning(scanned)] };

  let recognised;
  try {
    recognised = await recognisePages(bytes, scanned, options.ocr, {
      concurrency: options.ocrConcurrency,
      signal: options.signal,
      onPage: options.onOcrPage,
    });
  } catch (error) {
    if (!(error instanceof OcrUnavailableError)) throw error;
    const list = scanned.length === 1 ? `Page ${scanned[0]} has` : `Pages ${formatPageList(scanned)} have`;
    const warning = `${list} no text layer and could not be recognised: ${error.message}`;
    return { parser: textLayerParser, pages, warnings: [warning], ocrUnavailable: error.message };
  }
  const blank: number[] = [];
  for (const page of pages) {
    const result = recognised.get(page.number);
    if (!result) continue;
    page.ocr = { confidence: result.confidence };
    // OCR marks a wide gap within a line with a tab; only a reader of forms asked for those.
    page.text = options.columnGaps ? result.text : result.text.replace(/^\t/gm, '').replace(/\t/g, ' ');
    page.hasTextLayer = result.text.trim().length > 0;
    if (!page.hasTextLayer) blank.push(page.number);
  }
  const warnings = blank.length ? [noOcrTextWarning(blank)] : [];
  const parser = scanned.length === pages.length ? `${options.ocr.name} (no text layer: every page recognised)` : `${textLayerParser}; ${options.ocr.name} for ${scanned.length === 1 ? 'page' : 'pages'} ${formatPageList(scanned)}`;
  return { parser, pages, warnings };
}

/** Items ordered top to bottom, then left to right within a row (baselines within half a line of each other). */
function inRows(items: PositionedText[]): PositionedText[] {
  const sorted = [...items].sort((a, b) => b.y - a.y);
  const rows: PositionedText[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].y - item.y) <= 0.5 * (item.height || 10)) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}

function toPositioned(item: unknown): PositionedText[] {
  const it = item as { str?: string; transform?: number[]; width?: number; height?: number };
  if (typeof it.str !== 'string' || !it.transform) return [];
  return [{ str: it.str, x: it.transform[4], y: it.transform[5], width: it.width ?? 0, height: it.height ?? 0 }];
}

/** The warning for pages that had no text layer, naming them. */
function noTextWarning(pages: number[]): string {
  const list = pages.length === 1 ? `Page ${pages[0]} has` : `Pages ${formatPageList(pages)} have`;
  return `${list} no text layer (probably a scanned image), so no text was read from ${pages.length === 1 ? 'it' : 'them'}. Run OCR on the file to include ${pages.length === 1 ? 'it' : 'them'}.`;
}

/** The warning for pages where text recognition found nothing, naming them. */
function noOcrTextWarning(pages: number[]): string {
  const list = pages.length === 1 ? `page ${pages[0]}` : `pages ${formatPageList(pages)}`;
  return `Text recognition (OCR) found no text on ${list} (blank, a picture, or too faint to read), so ${pages.length === 1 ? 'it has' : 'they have'} no chunks.`;
}

/** Formats page numbers compactly: 1-3, 7, 9-10. */
export function formatPageList(pages: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length; i++) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++;
    parts.push(j > i ? `${pages[i]}-${pages[j]}` : `${pages[i]}`);
    i = j;
  }
  return parts.join(', ');
}
