export { ACCEPTED_TYPES_MESSAGE, detectFileKind } from './detect-file-kind';
export { EngineError, ENGINE_ERROR_CODES, isEngineError, type EngineErrorCode } from './engine-error';
export { countPages, parseDocument } from './parse-document';
export { removeRunningLines } from './running-lines';
export type { FileKind, PageHeading, ParsedDocument, ParsedPage, ParseOptions } from './types';
export { inspectZip, ZIP_LIMITS, type ZipDirectory, type ZipEntry } from './zip';
