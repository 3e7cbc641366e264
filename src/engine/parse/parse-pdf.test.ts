import { describe, expect, it } from 'vitest';
import { chunkPages } from '../chunk/chunk-pages';
import { EngineError } from './engine-error';
import { countPages, parseDocument } from './parse-document';
import { minimalPdf, textLines } from './pdf-builder.testing';
import { removeRunningLines } from './running-lines';
import { GENERATED_PDF, readCorpus, readFixture, SIGN_PDF } from './test-corpus';

const RUNNING_HEADER = 'Code of the District of Columbia — Title 25, Chapter 7. Standards of Operation';
/** § 25-723's heading is on page 4 of the generated PDF (pdftotext -f 4 -l 4 shows it there). */
const PAGE_OF_25_723 = 4;

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const err = await promise.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

describe('parseDocument (PDF)', () => {
  it('reads all 27 pages of the generated DC Code PDF, each with a text layer', async () => {
    const bytes = readCorpus(GENERATED_PDF);
    expect(await countPages(bytes, 'pdf')).toBe(27);
    const doc = await parseDocument(bytes, 'pdf');
    expect(doc.pages.map((p) => p.number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(doc.pages.every((p) => p.hasTextLayer)).toBe(true);
    expect(doc.warnings).toEqual([]);
  });

  it('rebuilds lines so that every section heading of Chapter 7 starts a line, in order', async () => {
    const doc = await parseDocument(readCorpus(GENERATED_PDF), 'pdf');
    const txt = new TextDecoder().decode(readCorpus('dc/dc-title-25-alcoholic-beverages.txt'));
    const chapter7 = txt.slice(txt.indexOf('\nCHAPTER 7. '), txt.indexOf('\nCHAPTER 8. '));
    const expected = [...chapter7.matchAll(/^§ (25-7\d\d)\. /gm)].map((m) => m[1]);
    const found = doc.pages.flatMap((p) => [...p.text.matchAll(/^§ (25-7\d\d)\. /gm)].map((m) => m[1]));
    expect(expected.length).toBe(48);
    expect(found).toEqual(expected);
    const page4 = doc.pages[PAGE_OF_25_723 - 1].text.split('\n');
    expect(page4).toContain('§ 25-723. Hours of sale and service for on-premises retail licensees and');
  });

  it('removes the running header and the "Page N of 27" footer from every page, and nothing else', async () => {
    const doc = await parseDocument(readCorpus(GENERATED_PDF), 'pdf');
    const { pages, removedLines } = removeRunningLines(doc.pages);
    expect(removedLines).toEqual([RUNNING_HEADER, 'Page 1 of 27']);
    for (const page of pages) {
      expect(page.text).not.toContain(RUNNING_HEADER);
      expect(page.text).not.toMatch(/Page \d+ of 27/);
    }
    const before = doc.pages.map((p) => p.text.split('\n').filter((l) => l.trim()).length).reduce((a, b) => a + b);
    const after = pages.map((p) => p.text.split('\n').filter((l) => l.trim()).length).reduce((a, b) => a + b);
    expect(before - after).toBe(27 * 2);
    expect(pages[0].text.startsWith('CODE OF THE DISTRICT OF COLUMBIA')).toBe(true);
    expect(pages[PAGE_OF_25_723 - 1].text).toMatch(/^§ 25-723\. Hours of sale/m);
  });

  it('yields the sections of the OCR-scanned sign ordinance, page numbers removed', async () => {
    const doc = await parseDocument(readCorpus(SIGN_PDF), 'pdf');
    expect(doc.pages).toHaveLength(12);
    const { pages, removedLines } = removeRunningLines(doc.pages);
    expect(removedLines).toEqual(['1']);
    expect(pages.every((p) => !/^\d+$/m.test(p.text))).toBe(true);
    const chunks = chunkPages(pages, { chunkSize: 3000, mode: 'section', startPage: 1, endPage: 12 });
    const starts = (heading: string) => chunks.filter((c) => c.content.startsWith(heading)).map((c) => c.pageNumber);
    // The table of contents stays one chunk on page 1; the sections start where pdftotext -layout shows them.
    expect(chunks[0]).toMatchObject({ pageNumber: 1 });
    expect(chunks[0].content).toMatch(/^CITY OF RIVERGROVE MUNICIPAL SIGN ORDINANCE\nTABLE OF CONTENTS[\s\S]*Section 13\. Penalties\.$/);
    expect(starts('Section 1. Title.')).toEqual([2]);
    expect(starts('Section 3. Definitions.')).toEqual([2]);
    expect(starts('Section 4. General Requirements.')).toEqual([4]);
    expect(starts('Section 7. Temporary Signs.')).toEqual([6]);
    expect(starts('Section 8. Prohibited Signs.')).toEqual([8]);
    expect(starts('Section 13. Penalties.')).toEqual([12]);
    expect(chunks.find((c) => c.content.startsWith('Section 4.'))!.content).toContain('A. Except as provided in this ordinance');
  });

  it('keeps a footnote mark on the line it belongs to (fee schedule)', async () => {
    const doc = await parseDocument(readCorpus('pdf/rivergrove-or-res-259-2018-planning-development-fees.pdf'), 'pdf');
    expect(doc.pages[2].text.split('\n').slice(0, 4)).toEqual(['Exhibit 1', 'FEE SCHEDULE', 'BUILDING PERMIT (CITY FEE) $25.00*1', 'VARIANCE/HARDSHIP RELIEF Actual Costs']);
    expect(doc.warnings).toEqual([expect.stringMatching(/^Page 2 has no text layer/)]);
  });

  it('flags a page without a text layer and names it in a warning', async () => {
    const doc = await parseDocument(readCorpus('pdf/rivergrove-or-ord-89-2018-tree-cutting.pdf'), 'pdf');
    expect(doc.pages).toHaveLength(12);
    expect(doc.pages[0]).toMatchObject({ number: 1, text: '', hasTextLayer: false });
    expect(doc.pages.slice(1).every((p) => p.hasTextLayer)).toBe(true);
    expect(doc.warnings).toEqual([expect.stringMatching(/^Page 1 has no text layer/)]);
  });

  it('refuses a PDF with no text at all, telling staff to run OCR', async () => {
    const scan = minimalPdf(['', '']);
    expect(await countPages(scan, 'pdf')).toBe(2);
    const err = await failure(parseDocument(scan, 'pdf'));
    expect(err.code).toBe('no_text');
    expect(err.message).toMatch(/OCR/);
  });

  it('reads a small generated PDF line by line', async () => {
    const doc = await parseDocument(minimalPdf([textLines(['Sec. 4-12. Fees.', 'The fee is $25.']), textLines(['Sec. 4-13. Permits.'])]), 'pdf');
    expect(doc.pages.map((p) => p.text)).toEqual(['Sec. 4-12. Fees.\nThe fee is $25.', 'Sec. 4-13. Permits.']);
  });

  it('fails a truncated PDF as corrupt, at upload (countPages) and at parse', async () => {
    const real = readCorpus(GENERATED_PDF);
    const truncated = real.subarray(0, Math.floor(real.length * 0.6));
    expect((await failure(countPages(truncated, 'pdf'))).code).toBe('corrupt_file');
    expect((await failure(parseDocument(truncated, 'pdf'))).code).toBe('corrupt_file');
    const notPdf = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n');
    expect((await failure(countPages(notPdf, 'pdf'))).code).toBe('corrupt_file');
  });

  it('fails a password-protected PDF as encrypted with a message staff can act on', async () => {
    const encrypted = readFixture('encrypted-password-ordo-secret.pdf');
    const atUpload = await failure(countPages(encrypted, 'pdf'));
    expect(atUpload.code).toBe('encrypted');
    expect(atUpload.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
    expect((await failure(parseDocument(encrypted, 'pdf'))).code).toBe('encrypted');
  });

  it('fails an empty file', async () => {
    expect((await failure(countPages(new Uint8Array(), 'pdf'))).code).toBe('empty_file');
  });

  it('reports progress page by page and stops when cancelled', async () => {
    const bytes = readCorpus(SIGN_PDF);
    const progress: [number, number][] = [];
    await parseDocument(bytes, 'pdf', { onProgress: (done, total) => progress.push([done, total]) });
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => [i + 1, 12]));
    const controller = new AbortController();
    const seen: number[] = [];
    const run = parseDocument(bytes, 'pdf', { signal: controller.signal, onProgress: (done) => { seen.push(done); if (done === 3) controller.abort(); } });
    await expect(run).rejects.toThrow();
    expect(seen).toEqual([1, 2, 3]);
  });
});
