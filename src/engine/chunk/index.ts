export { chunkPages, MIN_BLOCK_CHARS, type ChunkOptions } from './chunk-pages';
export type { PagedChunk } from './text-pack';
export { chunkPagesOf, ocrMarkFor, type ChunkOcr, type OcrPageConfidence } from './ocr-mark';
