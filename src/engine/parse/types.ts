/** The kinds of file the engine reads; 'zip' is a zip archive of HTML pages (a code published one page per chapter). */
export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'md' | 'html' | 'zip';

/** A heading the file marks as one (a Markdown `#` heading, an HTML `<h1>`–`<h6>`): its line as printed and its level (1 highest). */
export type PageHeading = { text: string; level: number };

/**
 * One page of extracted text; `hasTextLayer` is false when the page yielded no text at all. `headings` lists, in order,
 * the lines of `text` that the file itself marks as headings; only Markdown and HTML carry them.
 */
export type ParsedPage = { number: number; text: string; hasTextLayer: boolean; headings?: PageHeading[] };

/** What a parser read from a file: which parser, the pages in order, and what a person should know. */
export type ParsedDocument = { parser: string; pages: ParsedPage[]; warnings: string[] };

/** Progress reporting and cancellation for a parse. */
export type ParseOptions = {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
};
