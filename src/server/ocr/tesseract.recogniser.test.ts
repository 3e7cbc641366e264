/**
 * The server's OCR port on the real programs (tesseract, pdftoppm: installed by scripts/provision.sh, so this
 * fails rather than skips on a machine without them), and what happens on a server where they are missing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError, OcrUnavailableError, parseDocument } from '../../engine/parse';
import { minimalPdf, textLines } from '../../engine/parse/pdf-builder.testing';
import { TesseractRecogniser } from './tesseract.recogniser';

// Page 2 of Rivergrove's sign ordinance as a 150 dpi image (scripts/make-ocr-fixtures.sh).
const SCAN = new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../test/fixtures/ocr/rivergrove-sign-p2-scan.pdf')));

describe('TesseractRecogniser', () => {
  it('reads a scanned ordinance page: its section headings on their own lines, its words, a high confidence', async () => {
    const page = await new TesseractRecogniser().recognisePage(SCAN, 1);
    // Wide gaps within a line come as tabs (a form's columns); the parser turns them into spaces for documents.
    const lines = page.text.replace(/\t/g, ' ').split('\n');
    expect(lines).toContain('Section 1. Title.');
    expect(lines).toContain('Section 2. Purpose.');
    expect(lines).toContain('Section 3. Definitions.');
    expect(page.text.replace(/\s+/g, ' ')).toContain('Banner—A sign made of fabric or other non-rigid material with no enclosing framework.');
    expect(page.confidence).toBeGreaterThan(90);
    // About 2 s of CPU, but the machine may be shared: a timeout here is not a speed goal (that is bench/ocr.bench.ts).
  }, 120_000);

  it('reports a missing program or language as OCR not available, naming what to install', async () => {
    const noProgram = new TesseractRecogniser({ tesseract: '/nonexistent/tesseract' });
    const error = await noProgram.recognisePage(SCAN, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrUnavailableError);
    expect((error as Error).message).toMatch(/Tesseract \(tesseract-ocr\) is not installed on this server .*apt-get install -y tesseract-ocr tesseract-ocr-eng/);

    const noLanguage = new TesseractRecogniser({ language: 'xyz' });
    await expect(noLanguage.recognisePage(SCAN, 1)).rejects.toThrow(/no language data for "xyz"/);
  });

  it('on a server without Tesseract: a scanned PDF gets a clear no_text error, a digital PDF is read as before', async () => {
    const missing = new TesseractRecogniser({ tesseract: '/nonexistent/tesseract' });
    const error = await parseDocument(SCAN, 'pdf', { ocr: missing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'no_text', details: { ocr: 'unavailable' } });
    expect((error as Error).message).toMatch(/text recognition is not available on this server/);

    const digital = await parseDocument(minimalPdf([textLines(['Sec. 4-12. Fees.', 'The fee is $25.'])]), 'pdf', { ocr: missing });
    expect(digital.pages[0].text).toBe('Sec. 4-12. Fees.\nThe fee is $25.');
    expect(digital.warnings).toEqual([]);
  });

  it('stops the programs when the parse is cancelled', async () => {
    const controller = new AbortController();
    const run = new TesseractRecogniser().recognisePage(SCAN, 1, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
