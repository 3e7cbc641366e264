import type { OcrPageEvent, PageRecogniser } from './ocr';

/** The four kinds of file the engine reads. */
export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt';

/**
 * One page of extracted text; `hasTextLayer` is false when the page yielded no text at all. `ocr` is set
 * when the text came from text recognition (the page had no text layer), with its words' mean confidence.
 */
export type ParsedPage = { number: number; text: string; hasTextLayer: boolean; ocr?: PageOcr };

/** How a page's text was recognised: the mean confidence (0–100) of its words, null when none was found. */
export type PageOcr = { confidence: number | null };

/**
 * What a parser read from a file: which parser, the pages in order, and what a person should know;
 * `ocrUnavailable` says why pages without a text layer could not be recognised (OCR not installed).
 */
export type ParsedDocument = { parser: string; pages: ParsedPage[]; warnings: string[]; ocrUnavailable?: string };

/**
 * Progress reporting and cancellation for a parse. With `ocr`, PDF pages without a text layer are
 * recognised (`ocrConcurrency` at once) and each finished page is reported to `onOcrPage`.
 */
export type ParseOptions = {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  ocr?: PageRecogniser | null;
  ocrConcurrency?: number;
  onOcrPage?: (event: OcrPageEvent) => void;
};
