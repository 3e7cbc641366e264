/** The four kinds of file the engine reads. */
export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt';

/** One page of extracted text; `hasTextLayer` is false when the page yielded no text at all. */
export type ParsedPage = { number: number; text: string; hasTextLayer: boolean };

/** What a parser read from a file: which parser, the pages in order, and what a person should know. */
export type ParsedDocument = { parser: string; pages: ParsedPage[]; warnings: string[] };

/** Progress reporting and cancellation for a parse. */
export type ParseOptions = {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
};
