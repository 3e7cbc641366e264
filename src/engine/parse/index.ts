export { ACCEPTED_TYPES_MESSAGE, detectFileKind } from './detect-file-kind';
export { EngineError, ENGINE_ERROR_CODES, isEngineError, type EngineErrorCode } from './engine-error';
export { countPages, parseDocument } from './parse-document';
export { removeRunningLines } from './running-lines';
export { DEFAULT_OCR_CONCURRENCY, meanConfidence, OcrUnavailableError, recognisePages, type OcrPageEvent, type PageRecogniser, type RecognisedPage } from './ocr';
export { readTesseractTsv } from './tesseract-tsv';
export type { FileKind, PageHeading, PageOcr, ParsedDocument, ParsedPage, ParseOptions, PdfFormField } from './types';
export { inspectZip, ZIP_LIMITS, type ZipDirectory, type ZipEntry } from './zip';
export { readableName } from './pdf-form-fields';
