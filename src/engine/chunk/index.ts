export { chunkPages, MIN_BLOCK_CHARS, type ChunkOptions } from './chunk-pages';
export { isHeadingLine, matchHeading, type HeadingKind } from './section-headings';
export type { PagedChunk } from './text-pack';
