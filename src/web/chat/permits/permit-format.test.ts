import { describe, expect, it } from 'vitest';
import { isPdfFile } from './permit-format';

describe('isPdfFile (spec §5)', () => {
  it('accepts the PDF type or a .pdf name in any case, and nothing else', () => {
    expect(isPdfFile({ type: 'application/pdf', name: 'permit' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'PERMIT.PDF' })).toBe(true);
    expect(isPdfFile({ type: 'image/png', name: 'permit.png' })).toBe(false);
    expect(isPdfFile({ type: 'text/plain', name: 'permit.pdf.txt' })).toBe(false);
  });
});
