export { chunkPages, MIN_BLOCK_CHARS, type ChunkOptions } from './chunk-pages';
export type { PagedChunk } from './text-pack';
