import { describe, expect, it } from 'vitest';
import { decodeGrantFile, GrantFileError } from './grant-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => new TextEncoder().encode(s);

describe('decodeGrantFile', () => {
  it('decodes a UTF-8 CSV', () => {
    expect(decodeGrantFile('listings.CSV', text('program_number,program_title\n10.001,Café'))).toBe('program_number,program_title\n10.001,Café');
  });

  it('refuses files that are not CSV text, saying what they are and what to do', () => {
    const refuse = (name: string, content: Uint8Array) => {
      try {
        decodeGrantFile(name, content);
      } catch (error) {
        expect(error).toBeInstanceOf(GrantFileError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refuse('listings.csv', bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3))).toMatch(/Excel workbook \(\.xlsx\).*CSV UTF-8/);
    expect(refuse('listings.csv', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toMatch(/old-format Excel \(\.xls\)/);
    expect(refuse('listings.csv', text('%PDF-1.7 ...'))).toMatch(/is a PDF/);
    expect(refuse('listings.csv', bytes(0x61, 0x00, 0x62, 0x00))).toMatch(/binary file/);
    expect(refuse('listings.csv', bytes(0xff, 0xfe, 0x61, 0x00))).toMatch(/UTF-16/);
    expect(refuse('listings.csv', bytes(0x61, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a))).toMatch(/not UTF-8 text: line 2/);
    expect(refuse('listings.csv', bytes())).toMatch(/empty \(0 bytes\)/);
    expect(refuse('listings.xlsx', text('a,b'))).toMatch(/not a \.csv file/);
    expect(() => decodeGrantFile('big.csv', new Uint8Array(2 * 1024 * 1024).fill(0x61), 1024 * 1024)).toThrow('The file is 2 MB; the limit is 1 MB.');
  });
});
