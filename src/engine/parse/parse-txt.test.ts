import { describe, expect, it } from 'vitest';
import { chunkPages } from '../chunk/chunk-pages';
import { CHUNK_MODES } from '../../contracts/workbench';
import { countPages, parseDocument } from './parse-document';
import { removeRunningLines } from './running-lines';
import { DC_TITLES, readCorpus } from './test-corpus';

const encode = (text: string) => new TextEncoder().encode(text);

describe('parseDocument (TXT)', () => {
  it.each(DC_TITLES)('pages and chunks %s with no empty chunk in any mode', async (file) => {
    const bytes = readCorpus(file);
    const doc = await parseDocument(bytes, 'txt');
    expect(doc.parser).toMatch(/no form feeds/);
    expect(await countPages(bytes, 'txt')).toBe(doc.pages.length);
    expect(doc.pages.length).toBeGreaterThan(50);
    // Pages stay within ~3000 characters; only a single line longer than that makes a longer page.
    for (const p of doc.pages) {
      expect(p.hasTextLayer).toBe(true);
      if (p.text.length > 3000) expect(p.text.split('\n')).toHaveLength(1);
    }
    // Plain text has no running headers; nothing may be taken out.
    const { pages, removedLines } = removeRunningLines(doc.pages);
    expect(removedLines).toEqual([]);
    expect(pages.map((p) => p.text)).toEqual(doc.pages.map((p) => p.text));
    for (const mode of CHUNK_MODES) {
      const chunks = chunkPages(pages, { chunkSize: 3000, mode, startPage: 1, endPage: pages.length });
      expect(chunks.length).toBeGreaterThan(0);
      for (const chunk of chunks) {
        expect(chunk.content.trim()).toBe(chunk.content);
        expect(chunk.content.length).toBeGreaterThan(0);
        expect(chunk.content.length).toBeLessThanOrEqual(3000);
      }
    }
  });

  it('keeps every paragraph of the title, in order, across its pages', async () => {
    const bytes = readCorpus(DC_TITLES[1]);
    const source = new TextDecoder().decode(bytes);
    const doc = await parseDocument(bytes, 'txt');
    const words = (t: string) => t.split(/\s+/).filter(Boolean);
    expect(words(doc.pages.map((p) => p.text).join('\n'))).toEqual(words(source));
  });

  it('splits at form feeds and normalises Windows line ends', async () => {
    const doc = await parseDocument(encode('Sec. 1. Title.\r\nText one.\r\n\fSec. 2. Purpose.\r\nText two.\r\n\f'), 'txt');
    expect(doc.parser).toMatch(/form feeds/);
    expect(doc.pages).toEqual([
      { number: 1, text: 'Sec. 1. Title.\nText one.', hasTextLayer: true },
      { number: 2, text: 'Sec. 2. Purpose.\nText two.', hasTextLayer: true },
    ]);
  });

  it('reads a Windows-1252 file and warns that it was not UTF-8', async () => {
    const doc = await parseDocument(new Uint8Array([0xa7, 0x20, 0x34, 0x2d, 0x31, 0x32, 0x2e, 0x20, 0x93, 0x46, 0x65, 0x65, 0x94]), 'txt');
    expect(doc.pages[0].text).toBe('§ 4-12. “Fee”');
    expect(doc.warnings[0]).toMatch(/Windows-1252/);
  });

  it('refuses a text file of blank lines', async () => {
    await expect(parseDocument(encode('\n\n   \n'), 'txt')).rejects.toMatchObject({ code: 'no_text' });
  });
});
