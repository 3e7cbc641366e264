import { describe, expect, it } from 'vitest';
import { detectFileKind } from './detect-file-kind';
import { EngineError } from './engine-error';
import { parseDocument } from './parse-document';
import { DOCX_FILE, readCorpus } from './test-corpus';
import { inspectZip } from './zip';
import { buildZip, deflated, deflatedZeros, para } from './zip-builder.testing';

async function codeOf(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return (err as EngineError).code;
  }
  throw new Error('expected an EngineError');
}

const docxParts = () => [
  deflated('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
  deflated('_rels/.rels', '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>'),
];

describe('inspectZip', () => {
  it('lists the real DOCX without inflating it', () => {
    const dir = inspectZip(readCorpus(DOCX_FILE));
    expect(dir.entries.map((e) => e.name)).toContain('word/document.xml');
    expect(dir.totalUncompressedBytes).toBeGreaterThan(50_000);
  });

  it('refuses a DOCX whose document.xml holds 300 MB of zeros, quickly and without inflating it', async () => {
    const zeros = deflatedZeros(300);
    const bomb = buildZip([...docxParts(), { name: 'word/document.xml', data: zeros, method: 8, uncompressedSize: 300 * 1024 * 1024 }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    expect(await codeOf(() => detectFileKind('bomb.docx', bomb))).toBe('zip_bomb');
    expect(await codeOf(() => parseDocument(bomb, 'docx'))).toBe('zip_bomb');
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a zip whose directory understates what an entry inflates to', async () => {
    // The directory claims 2 KB, so the size checks pass; inflating stops at 2 KB and calls it a bomb.
    const liar = buildZip([...docxParts(), { name: 'word/document.xml', data: deflatedZeros(300), method: 8, uncompressedSize: 2048 }]);
    expect(detectFileKind('liar.docx', liar)).toBe('docx');
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await expect(parseDocument(liar, 'docx')).rejects.toMatchObject({ code: 'zip_bomb' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses more than 5000 entries and entries that overlap', async () => {
    const many = buildZip(Array.from({ length: 5001 }, (_, i) => ({ name: `f${i}.xml`, data: new Uint8Array(), method: 0 as const, uncompressedSize: 0 })));
    expect(await codeOf(() => inspectZip(many))).toBe('zip_bomb');
    const body = deflated('word/document.xml', `<w:document>${para('x')}</w:document>`);
    const overlapping = buildZip([body, { ...body, name: 'word/styles.xml', localOffsetOverride: 0 }]);
    expect(await codeOf(() => inspectZip(overlapping))).toBe('zip_bomb');
  });

  it('calls a truncated or garbled zip corrupt', async () => {
    const docx = readCorpus(DOCX_FILE);
    expect(await codeOf(() => inspectZip(docx.subarray(0, docx.length - 100)))).toBe('corrupt_file');
    expect(await codeOf(() => parseDocument(docx.subarray(0, Math.floor(docx.length / 2)), 'docx'))).toBe('corrupt_file');
    const garbled = new Uint8Array(docx);
    garbled.fill(0x20, docx.length - 2000, docx.length - 200);
    expect(await codeOf(() => inspectZip(garbled))).toBe('corrupt_file');
  });
});
