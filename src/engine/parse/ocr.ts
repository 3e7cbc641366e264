/** What text recognition read from one page: its lines, and the mean confidence (0–100) of its words, null when it found none. */
export type RecognisedPage = { text: string; confidence: number | null };

/** The OCR port: renders one page of a PDF and recognises its text. The server implements it (Tesseract). */
export interface PageRecogniser {
  /** A short name for logs and the parse report, e.g. "tesseract 5.3.0 (eng, 200 dpi)". */
  readonly name: string;
  recognisePage(pdf: Uint8Array, pageNumber: number, signal?: AbortSignal): Promise<RecognisedPage>;
}

/** Thrown by a PageRecogniser whose program is not installed; the message says how to install it. */
export class OcrUnavailableError extends Error {
  override readonly name = 'OcrUnavailableError';
}

/** One page recognised, in the order pages finish (not page order). */
export type OcrPageEvent = { page: number; done: number; total: number; characters: number; confidence: number | null };

/** Options for recognising pages: how many at once, cancellation, and a callback per finished page. */
export type OcrRunOptions = { concurrency?: number; signal?: AbortSignal; onPage?: (event: OcrPageEvent) => void };

/** Pages recognised at once by default: one per core on a small machine. */
export const DEFAULT_OCR_CONCURRENCY = 2;

/**
 * Recognises the given pages with at most `concurrency` in flight; resolves to page → result, rejects
 * with the first failure (the pages still in flight are left to finish, no new one starts).
 */
export async function recognisePages(
  pdf: Uint8Array,
  pageNumbers: readonly number[],
  recogniser: PageRecogniser,
  options: OcrRunOptions = {},
): Promise<Map<number, RecognisedPage>> {
  const results = new Map<number, RecognisedPage>();
  const queue = [...pageNumbers];
  const total = queue.length;
  let failed: unknown = null;
  const worker = async () => {
    while (queue.length && failed === null) {
      options.signal?.throwIfAborted();
      const page = queue.shift()!;
      const result = await recognisePage(recogniser, pdf, page, options.signal);
      results.set(page, result);
      options.onPage?.({ page, done: results.size, total, characters: result.text.trim().length, confidence: result.confidence });
    }
  };
  const width = Math.max(1, Math.min(options.concurrency ?? DEFAULT_OCR_CONCURRENCY, total));
  const runs = Array.from({ length: width }, () =>
    worker().catch((error: unknown) => {
      failed ??= error;
    }),
  );
  await Promise.all(runs);
  if (failed !== null) throw failed;
  return results;
}

async function recognisePage(recogniser: PageRecogniser, pdf: Uint8Array, page: number, signal?: AbortSignal): Promise<RecognisedPage> {
  const result = await recogniser.recognisePage(pdf, page, signal);
  return { text: result.text.replace(/\r\n?/g, '\n'), confidence: result.confidence };
}

/** The mean of the pages' confidences (those that have one), rounded to one decimal; null when none has. */
export function meanConfidence(confidences: readonly (number | null)[]): number | null {
  const known = confidences.filter((c): c is number => c !== null && Number.isFinite(c));
  if (!known.length) return null;
  return Math.round((known.reduce((sum, c) => sum + c, 0) / known.length) * 10) / 10;
}
