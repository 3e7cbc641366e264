import { describe, expect, it } from 'vitest';
import { ocrNote, referenceText } from './reference-text';

describe('copied reference', () => {
  it('holds the number, title, source and the section text', () => {
    expect(
      referenceText({
        n: 2,
        title: '§ 25-723. Hours of sale',
        document_name: 'DC Code Title 25',
        citation: 'Title 25 › Chapter 7 › § 25-723',
        content: '  (a) No licensee shall sell alcohol after 3:00 a.m.\n',
      }),
    ).toBe('[2] § 25-723. Hours of sale\nDC Code Title 25 — Title 25 › Chapter 7 › § 25-723\n\n(a) No licensee shall sell alcohol after 3:00 a.m.');
  });

  it('skips a missing path without leaving a stray separator', () => {
    expect(referenceText({ n: 1, title: 'Fences', document_name: 'Zoning Code', citation: null, content: 'Six feet.' })).toBe(
      '[1] Fences\nZoning Code\n\nSix feet.',
    );
  });
});

describe('OCR note on a citation', () => {
  it('says a citation was read by OCR, with its confidence, and says nothing for a text layer', () => {
    expect(ocrNote({ ocr: { pages: [2], confidence: 95.6 } })).toBe('Read by OCR from a scanned page (96% confidence)');
    expect(ocrNote({ ocr: { pages: [2, 3], confidence: null } })).toBe('Read by OCR from scanned pages');
    expect(ocrNote({})).toBeNull();
  });
});
