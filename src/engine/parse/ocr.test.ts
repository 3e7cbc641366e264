import { describe, expect, it } from 'vitest';
import { ocrMarkFor } from '../chunk/ocr-mark';
import { EngineError } from './engine-error';
import { meanConfidence, OcrUnavailableError, recognisePages, type PageRecogniser, type RecognisedPage } from './ocr';
import { parseDocument } from './parse-document';
import { minimalPdf, textLines } from './pdf-builder.testing';

/** A recogniser that answers from a table of pages, counting calls and how many run at once. */
function tableRecogniser(pages: Record<number, RecognisedPage>, delayMs = 5) {
  const calls: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const recogniser: PageRecogniser = {
    name: 'table OCR',
    async recognisePage(_pdf, page, signal) {
      calls.push(page);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      inFlight -= 1;
      signal?.throwIfAborted();
      const result = pages[page];
      if (!result) throw new Error(`page ${page} cannot be read`);
      return result;
    },
  };
  return { recogniser, calls, maxInFlight: () => maxInFlight };
}

const SCANNED_SECTION: RecognisedPage = { text: 'Sec. 4-12. Fees.\nThe fee is $25.', confidence: 91.5 };

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const err = await promise.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

describe('recognisePages', () => {
  it('recognises every page with at most `concurrency` at once and reports each as it finishes', async () => {
    const pages = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, { text: `page ${n}`, confidence: 90 + n }]));
    const ocr = tableRecogniser(pages);
    const events: number[] = [];
    const results = await recognisePages(new Uint8Array(), [1, 2, 3, 4, 5], ocr.recogniser, { concurrency: 2, onPage: (e) => events.push(e.done) });
    expect([...results.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(results.get(3)).toEqual({ text: 'page 3', confidence: 93 });
    expect(ocr.maxInFlight()).toBe(2);
    expect(events).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops starting pages once cancelled, and rejects', async () => {
    const pages = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [n, { text: `page ${n}`, confidence: 90 }]));
    const ocr = tableRecogniser(pages, 20);
    const controller = new AbortController();
    const run = recognisePages(new Uint8Array(), [1, 2, 3, 4, 5, 6], ocr.recogniser, { concurrency: 2, signal: controller.signal, onPage: (e) => e.done === 2 && controller.abort() });
    await expect(run).rejects.toThrow();
    expect(ocr.calls.length).toBeLessThan(6);
  });

  it('rejects with the first page that fails', async () => {
    const ocr = tableRecogniser({ 1: SCANNED_SECTION });
    await expect(recognisePages(new Uint8Array(), [1, 2], ocr.recogniser)).rejects.toThrow('page 2 cannot be read');
  });
});

describe('parseDocument with OCR', () => {
  it('recognises only the pages without a text layer and marks them with their confidence', async () => {
    const pdf = minimalPdf(['', textLines(['Sec. 4-13. Permits.', 'A permit is required.'])]);
    const ocr = tableRecogniser({ 1: SCANNED_SECTION });
    const doc = await parseDocument(pdf, 'pdf', { ocr: ocr.recogniser });
    expect(ocr.calls).toEqual([1]);
    expect(doc.pages[0]).toEqual({ number: 1, text: SCANNED_SECTION.text, hasTextLayer: true, ocr: { confidence: 91.5 } });
    expect(doc.pages[1]).toEqual({ number: 2, text: 'Sec. 4-13. Permits.\nA permit is required.', hasTextLayer: true });
    expect(doc.parser).toMatch(/table OCR for page 1$/);
    expect(doc.warnings).toEqual([]);
  });

  it('reads a PDF with no text layer at all through OCR', async () => {
    const ocr = tableRecogniser({ 1: SCANNED_SECTION, 2: { text: 'Sec. 4-13. Permits.', confidence: 88 } });
    const doc = await parseDocument(minimalPdf(['', '']), 'pdf', { ocr: ocr.recogniser });
    expect(doc.pages.map((p) => p.text)).toEqual([SCANNED_SECTION.text, 'Sec. 4-13. Permits.']);
    expect(doc.parser).toBe('table OCR (no text layer: every page recognised)');
  });

  it('names a page where OCR found no text instead of dropping it silently', async () => {
    const ocr = tableRecogniser({ 1: SCANNED_SECTION, 2: { text: '', confidence: null }, 3: { text: '  \n', confidence: null } });
    const doc = await parseDocument(minimalPdf(['', '', '']), 'pdf', { ocr: ocr.recogniser });
    expect(doc.pages.map((p) => p.hasTextLayer)).toEqual([true, false, false]);
    expect(doc.pages[1].ocr).toEqual({ confidence: null });
    expect(doc.warnings).toEqual([expect.stringMatching(/^Text recognition \(OCR\) found no text on pages 2-3 /)]);
  });

  it('refuses a PDF where OCR finds no text on any page with a no_text error', async () => {
    const ocr = tableRecogniser({ 1: { text: '', confidence: null }, 2: { text: '', confidence: null } });
    const err = await failure(parseDocument(minimalPdf(['', '']), 'pdf', { ocr: ocr.recogniser }));
    expect(err.code).toBe('no_text');
    expect(err.message).toMatch(/^Text recognition \(OCR\) found no text on any of its 2 pages/);
  });

  it('says how to install OCR when a scanned PDF meets a server without it, and leaves digital pages alone', async () => {
    const missing: PageRecogniser = {
      name: 'missing OCR',
      recognisePage: async () => {
        throw new OcrUnavailableError('Tesseract is not installed on this server: install it with apt-get install -y tesseract-ocr.');
      },
    };
    const err = await failure(parseDocument(minimalPdf(['', '']), 'pdf', { ocr: missing }));
    expect(err.code).toBe('no_text');
    expect(err.message).toMatch(/text recognition is not available on this server: Tesseract is not installed .*apt-get install -y tesseract-ocr/);
    expect(err.details).toMatchObject({ ocr: 'unavailable' });

    const mixed = await parseDocument(minimalPdf(['', textLines(['Sec. 4-13. Permits.'])]), 'pdf', { ocr: missing });
    expect(mixed.pages[1].text).toBe('Sec. 4-13. Permits.');
    expect(mixed.warnings).toEqual([expect.stringMatching(/^Page 1 has no text layer and could not be recognised: Tesseract is not installed/)]);

    const digital = await parseDocument(minimalPdf([textLines(['Sec. 4-13. Permits.'])]), 'pdf', { ocr: missing });
    expect(digital.warnings).toEqual([]);
  });

  it('fails the parse when a page cannot be recognised for another reason (the job retries)', async () => {
    const ocr = tableRecogniser({});
    await expect(parseDocument(minimalPdf(['']), 'pdf', { ocr: ocr.recogniser })).rejects.toThrow('page 1 cannot be read');
  });
});

describe('confidence', () => {
  it('averages the known confidences and ignores pages with none', () => {
    expect(meanConfidence([90, 80, null])).toBe(85);
    expect(meanConfidence([null])).toBeNull();
    expect(meanConfidence([])).toBeNull();
  });

  it('marks a chunk with the OCR pages it spans and their mean confidence, and a text-layer chunk not at all', () => {
    const recognised = [{ page: 2, confidence: 90 }, { page: 3, confidence: 80.25 }];
    expect(ocrMarkFor([1, 2, 3], recognised)).toEqual({ pages: [2, 3], confidence: 85.1 });
    expect(ocrMarkFor([1], recognised)).toBeUndefined();
    expect(ocrMarkFor([3], [{ page: 3, confidence: null }])).toEqual({ pages: [3], confidence: null });
  });
});
