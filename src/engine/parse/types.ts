import type { OcrPageEvent, PageRecogniser } from './ocr';

/** The kinds of file the engine reads; 'zip' is a zip archive of HTML pages (a code published one page per chapter). */
export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'md' | 'html' | 'zip';

/** A heading the file marks as one (a Markdown `#` heading, an HTML `<h1>`–`<h6>`): its line as printed and its level (1 highest). */
export type PageHeading = { text: string; level: number };

/**
 * One page of extracted text; `hasTextLayer` is false when the page yielded no text at all. `headings` lists, in order,
 * the lines of `text` that the file itself marks as headings; only Markdown and HTML carry them. `ocr` is set when the
 * text came from text recognition (the page had no text layer), with its words' mean confidence.
 */
export type ParsedPage = { number: number; text: string; hasTextLayer: boolean; headings?: PageHeading[]; ocr?: PageOcr; formFields?: PdfFormField[] };

/**
 * A field of a fillable PDF form (AcroForm) on a page, read when `ParseOptions.formFields` is set: its name, the label
 * printed beside it on the page (or its tooltip, or its name made readable), and its value; a checkbox or radio
 * button has `checked`. The values of an unflattened form live only here, not in the page's text layer.
 */
export type PdfFormField = { name: string; label: string; value: string; kind: 'text' | 'checkbox' | 'radio' | 'choice'; checked?: boolean };

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
  /** PDF: read the values of fillable form fields into each page's `formFields` (the Permit Assistant does). */
  formFields?: boolean;
  /** PDF: mark a wide gap between two pieces of text on one line (a form's label and its value) with a tab. */
  columnGaps?: boolean;
};
