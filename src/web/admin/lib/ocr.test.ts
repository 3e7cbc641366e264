import { describe, expect, it } from 'vitest';
import { chunkOcrBadge, ocrPagesSummary } from './ocr';

describe('OCR in the workbench', () => {
  it('badges a chunk read by OCR with its confidence, and not a text-layer chunk', () => {
    expect(chunkOcrBadge({ ocr: { pages: [2], confidence: 95.6 } })).toEqual({
      label: 'OCR 96%',
      title: 'Read by text recognition (OCR) from scanned page 2; mean word confidence 96%',
    });
    expect(chunkOcrBadge({ ocr: { pages: [2, 3], confidence: null } })?.label).toBe('OCR');
    expect(chunkOcrBadge({ pages: [2] })).toBeNull();
  });

  it('sums up the parse job’s OCR pages and names those where nothing was found', () => {
    expect(
      ocrPagesSummary([
        { page: 1, characters: 2100, confidence: 96.2 },
        { page: 2, characters: 0, confidence: null },
        { page: 3, characters: 1800, confidence: 93.9 },
      ]),
    ).toBe('3 pages read by OCR (1, 2, 3); mean confidence 95%; no text found on page 2');
    expect(ocrPagesSummary([])).toBeNull();
    expect(ocrPagesSummary(undefined)).toBeNull();
  });
});
