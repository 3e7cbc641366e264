import { meanConfidence } from '../parse/ocr';

/** A chunk's OCR mark: which of its pages were read by text recognition, and their mean word confidence (0–100). */
export type ChunkOcr = { pages: number[]; confidence: number | null };

/** One recognised page as the parse job reports it. */
export type OcrPageConfidence = { page: number; confidence: number | null };

/**
 * The OCR mark for a chunk on `pages`, from the document's recognised pages; undefined when none of
 * its pages was recognised (its text all came from a text layer).
 */
export function ocrMarkFor(pages: readonly number[], recognised: readonly OcrPageConfidence[]): ChunkOcr | undefined {
  const byPage = new Map(recognised.map((r) => [r.page, r.confidence]));
  const hit = [...new Set(pages)].filter((p) => byPage.has(p)).sort((a, b) => a - b);
  if (!hit.length) return undefined;
  return { pages: hit, confidence: meanConfidence(hit.map((p) => byPage.get(p) ?? null)) };
}

/** The pages a chunk's metadata names (`pages`), or its start page alone. */
export function chunkPagesOf(pageNumber: number | null, metadata: Record<string, unknown>): number[] {
  const pages = metadata.pages;
  if (Array.isArray(pages) && pages.every((p) => typeof p === 'number')) return pages as number[];
  return pageNumber === null ? [] : [pageNumber];
}
