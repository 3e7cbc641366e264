import type { OcrPageReport } from '@/contracts/workbench';

type OcrMark = { pages: number[]; confidence: number | null };

function isOcrMark(value: unknown): value is OcrMark {
  const v = value as OcrMark | null;
  return !!v && typeof v === 'object' && Array.isArray(v.pages) && (v.confidence === null || typeof v.confidence === 'number');
}

/** A chunk's OCR badge ("OCR 96%") and its tooltip, from its metadata; null for a chunk read from a text layer. */
export function chunkOcrBadge(metadata: Record<string, unknown>): { label: string; title: string } | null {
  const ocr = metadata.ocr;
  if (!isOcrMark(ocr)) return null;
  const pages = ocr.pages.length === 1 ? `page ${ocr.pages[0]}` : `pages ${ocr.pages.join(', ')}`;
  if (ocr.confidence === null) return { label: 'OCR', title: `Read by text recognition (OCR) from scanned ${pages}` };
  const percent = Math.round(ocr.confidence);
  return { label: `OCR ${percent}%`, title: `Read by text recognition (OCR) from scanned ${pages}; mean word confidence ${percent}%` };
}

/** The parse job's OCR line: which pages were recognised, their mean confidence, and the pages where OCR found nothing. */
export function ocrPagesSummary(pages: readonly OcrPageReport[] | undefined): string | null {
  if (!pages?.length) return null;
  const read = pages.filter((p) => p.characters > 0);
  const known = read.flatMap((p) => (p.confidence === null ? [] : [p.confidence]));
  const mean = known.length ? Math.round(known.reduce((s, c) => s + c, 0) / known.length) : null;
  const blank = pages.filter((p) => p.characters === 0).map((p) => p.page);
  const parts = [`${pages.length} ${pages.length === 1 ? 'page' : 'pages'} read by OCR (${pages.map((p) => p.page).join(', ')})`];
  if (mean !== null) parts.push(`mean confidence ${mean}%`);
  if (blank.length) parts.push(`no text found on ${blank.length === 1 ? 'page' : 'pages'} ${blank.join(', ')}`);
  return parts.join('; ');
}
