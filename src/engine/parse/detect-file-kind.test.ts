import { describe, expect, it } from 'vitest';
import { detectFileKind } from './detect-file-kind';
import { EngineError } from './engine-error';
import { buildZip, deflated } from './zip-builder.testing';
import { DC_TITLES, DOCX_FILE, GENERATED_PDF, readCorpus, readFixture, SIGN_PDF } from './test-corpus';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return (err as EngineError).code;
  }
  throw new Error('expected an EngineError');
}

describe('detectFileKind', () => {
  it('accepts the real corpus files by extension and content, in any letter case', () => {
    expect(detectFileKind('dc-ch7.pdf', readCorpus(GENERATED_PDF))).toBe('pdf');
    expect(detectFileKind('SIGN ORDINANCE.PDF', readCorpus(SIGN_PDF))).toBe('pdf');
    expect(detectFileKind('animal-control.DOCX', readCorpus(DOCX_FILE))).toBe('docx');
    expect(detectFileKind('title-25.txt', readCorpus(DC_TITLES[2]))).toBe('txt');
    expect(detectFileKind('sample.doc', readFixture('dc-title-08-ch18-sample.doc'))).toBe('doc');
  });

  it('refuses other extensions with the accepted list', () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect(() => detectFileKind('setup.exe', exe)).toThrow('Only PDF, DOC, DOCX, TXT, Markdown (.md), HTML (.html, .htm) and ZIP files of HTML pages are accepted.');
    expect(codeOf(() => detectFileKind('setup.exe', exe))).toBe('unsupported_type');
    expect(codeOf(() => detectFileKind('notes', readCorpus(DC_TITLES[0])))).toBe('unsupported_type');
    expect(codeOf(() => detectFileKind('fees.xlsx', readCorpus(DOCX_FILE)))).toBe('unsupported_type');
  });

  it('says an empty file is empty', () => {
    expect(codeOf(() => detectFileKind('ordinance.pdf', new Uint8Array()))).toBe('empty_file');
    expect(codeOf(() => detectFileKind('ordinance.txt', new Uint8Array()))).toBe('empty_file');
  });

  it('names what a mislabelled file really is', () => {
    expect(codeOf(() => detectFileKind('code.pdf', readCorpus(DOCX_FILE)))).toBe('type_mismatch');
    expect(() => detectFileKind('code.pdf', readCorpus(DOCX_FILE))).toThrow(/really a DOCX file.*\.docx/);
    expect(() => detectFileKind('code.docx', readCorpus(GENERATED_PDF))).toThrow(/really a PDF file/);
    expect(() => detectFileKind('code.pdf', readCorpus(DC_TITLES[1]))).toThrow(/really a TXT file/);
    expect(() => detectFileKind('code.doc', readCorpus(DOCX_FILE))).toThrow(/really a DOCX file/);
    expect(() => detectFileKind('code.docx', readFixture('dc-title-08-ch18-sample.doc'))).toThrow(/old-format Word/);
    // A .txt holding binary (NUL bytes) is not text.
    expect(codeOf(() => detectFileKind('code.txt', readFixture('dc-title-08-ch18-sample.doc')))).toBe('type_mismatch');
    expect(codeOf(() => detectFileKind('code.txt', readCorpus(GENERATED_PDF)))).toBe('type_mismatch');
    const exe = new Uint8Array(64).fill(0x41);
    exe.set([0x4d, 0x5a]);
    expect(() => detectFileKind('code.pdf', exe)).toThrow(/program, not a document/);
  });

  it('says a password-protected Word file is encrypted', () => {
    // Word saves a protected DOCX as an OLE file holding an "EncryptedPackage" stream; this is its skeleton.
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    [...'EncryptedPackage'].forEach((ch, i) => { ole[512 + i * 2] = ch.charCodeAt(0); });
    expect(codeOf(() => detectFileKind('protected.docx', ole))).toBe('encrypted');
    expect(() => detectFileKind('protected.docx', ole)).toThrow('This Word document is password-protected. Remove the password in Word and upload it again.');
  });

  it('accepts Latin-1 text such as a § sign saved by an old editor', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('Sec. 4-12. Fees '), 0xa7, 0x20, 0x31]);
    expect(detectFileKind('fees.txt', latin1)).toBe('txt');
  });

  it('accepts Markdown, HTML and a zip of HTML pages by extension and content', () => {
    const text = new TextEncoder().encode('# Chapter 5\n\n## Sec. 5-1. Dogs.\n');
    expect(detectFileKind('code.md', text)).toBe('md');
    expect(detectFileKind('CODE.MARKDOWN', text)).toBe('md');
    expect(detectFileKind('chapter.html', new TextEncoder().encode('<h1>Chapter 5</h1>'))).toBe('html');
    expect(detectFileKind('chapter.HTM', new TextEncoder().encode('<h1>Chapter 5</h1>'))).toBe('html');
    expect(detectFileKind('pages.zip', buildZip([deflated('chapter-5.html', '<h1>Chapter 5</h1>')]))).toBe('zip');
    // A Word document renamed .zip, and a PDF renamed .html, are named for what they are.
    expect(() => detectFileKind('pages.zip', readCorpus(DOCX_FILE))).toThrow(/really a DOCX file/);
    expect(() => detectFileKind('page.html', readCorpus(GENERATED_PDF))).toThrow(/really a PDF file/);
    expect(() => detectFileKind('code.md', readCorpus(DOCX_FILE))).toThrow(/named as a Markdown file but it is really a DOCX file/);
  });

  it('refuses a file over the size limit', () => {
    expect(codeOf(() => detectFileKind('big.pdf', readCorpus(GENERATED_PDF), 1024))).toBe('too_large');
  });
});
