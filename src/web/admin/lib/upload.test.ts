import { describe, expect, it } from 'vitest';
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from '../../../contracts/workbench';
import { formatBytes, validateUpload } from './upload';

describe('validateUpload', () => {
  const check = (name: string, size = 1000) => validateUpload({ name, size }, ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES);

  it('accepts the spec extensions in any case', () => {
    for (const name of ['code.pdf', 'CODE.PDF', 'a.doc', 'a.docx', 'notes.txt']) expect(check(name)).toBeNull();
  });

  it('refuses other extensions with the accepted list', () => {
    expect(check('scan.png')).toBe('"scan.png" is not an accepted file type. Choose a .pdf, .doc, .docx, .txt, .md, .markdown, .html, .htm, .zip file.');
    expect(check('pdf')).toMatch(/not an accepted file type/);
  });

  it('refuses files over the limit and empty files', () => {
    expect(check('big.pdf', 150 * 1024 * 1024)).toBe('"big.pdf" is too large (150 MB). Files may be at most 100 MB.');
    expect(check('edge.pdf', MAX_UPLOAD_BYTES + 1)).toMatch(/too large/);
    expect(check('exact.pdf', MAX_UPLOAD_BYTES)).toBeNull();
    expect(check('empty.txt', 0)).toBe('"empty.txt" is empty.');
  });
});

describe('formatBytes', () => {
  it('uses bytes, KB and MB', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatBytes(100 * 1024 * 1024 + 1)).toBe('100 MB');
    expect(formatBytes(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
});
