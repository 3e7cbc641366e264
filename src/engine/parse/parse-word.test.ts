import { describe, expect, it } from 'vitest';
import { countPages, parseDocument } from './parse-document';
import { DOCX_FILE, readCorpus, readFixture } from './test-corpus';
import { minimalDocx, para } from './zip-builder.testing';

const allText = (pages: { text: string }[]) => pages.map((p) => p.text).join('\n');

describe('parseDocument (DOCX)', () => {
  it('reads the DC Title 8 Word file as section-headed lines, without its header or footer', async () => {
    const doc = await parseDocument(readCorpus(DOCX_FILE), 'docx');
    const text = allText(doc.pages);
    const lines = text.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'CODE OF THE DISTRICT OF COLUMBIA',
      'TITLE 8. ENVIRONMENTAL AND ANIMAL CONTROL AND PROTECTION.',
      'SUBTITLE E. ANIMAL CONTROL AND PROTECTION.',
      'CHAPTER 18. ANIMAL CONTROL.',
      'Subchapter I. General.',
      '§ 8-1801. Definitions.',
    ]);
    expect(lines).toContain('§ 8-1802. Animal Care and Control Agency.');
    expect(lines.some((l) => l.startsWith('§ 8-1901. '))).toBe(true);
    expect(text).not.toContain('Code of the District of Columbia — Title 8');
    expect(text).not.toMatch(/Page \d+ of \d+/);
  });

  it('pages a DOCX without page breaks in ~3000-character blocks at paragraph ends, and says so', async () => {
    const bytes = readCorpus(DOCX_FILE);
    const doc = await parseDocument(bytes, 'docx');
    expect(doc.parser).toMatch(/~3000 characters cut at paragraph boundaries/);
    expect(doc.warnings[0]).toMatch(/no explicit page breaks/);
    expect(doc.pages.length).toBeGreaterThan(10);
    for (const page of doc.pages.slice(0, -1)) {
      expect(page.text.length).toBeLessThanOrEqual(3000);
      expect(page.text.length).toBeGreaterThan(1500);
    }
    expect(await countPages(bytes, 'docx')).toBe(doc.pages.length);
  });

  it('pages at explicit page breaks and keeps soft line breaks and table rows as lines', async () => {
    const docx = minimalDocx(
      para('§ 8-1801. Definitions.') +
        '<w:p><w:r><w:t>CHAPTER 19.</w:t><w:br/><w:t>DANGEROUS DOGS.</w:t></w:r></w:p>' +
        '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' +
        para('§ 8-1804. Licenses and fees.') +
        '<w:tbl><w:tr><w:tc>' + para('Dog license') + '</w:tc><w:tc>' + para('$13') + '</w:tc></w:tr></w:tbl>',
    );
    const doc = await parseDocument(docx, 'docx');
    expect(doc.parser).toMatch(/explicit page breaks/);
    expect(doc.pages.map((p) => p.text)).toEqual([
      '§ 8-1801. Definitions.\nCHAPTER 19.\nDANGEROUS DOGS.',
      '§ 8-1804. Licenses and fees.\n| Dog license | $13 |',
    ]);
  });

  it('refuses a Word file with no text', async () => {
    await expect(parseDocument(minimalDocx('<w:p/>'), 'docx')).rejects.toMatchObject({ code: 'no_text' });
  });
});

describe('parseDocument (DOC)', () => {
  it('reads the body of a real .doc made by LibreOffice, without its header or footer', async () => {
    const doc = await parseDocument(readFixture('dc-title-08-ch18-sample.doc'), 'doc');
    expect(doc.parser).toMatch(/^word-extractor/);
    const lines = allText(doc.pages).split('\n');
    expect(lines[0]).toBe('CHAPTER 18. ANIMAL CONTROL.');
    expect(lines).toContain('§ 8-1802. Animal Care and Control Agency.');
    expect(lines).toContain('§ 8-1803. Vaccinations.');
    expect(lines).toContain('(b) The Mayor shall provide a free rabies vaccination clinic at least annually.');
    const text = lines.join('\n');
    expect(text).toContain('Mayor’s designee'); // curly apostrophe kept as written
    expect(text).not.toContain('Code of the District of Columbia — Title 8');
    expect(text).not.toMatch(/Page \d+ of \d+/);
  });

  it('calls a damaged .doc corrupt', async () => {
    const real = readFixture('dc-title-08-ch18-sample.doc');
    await expect(parseDocument(real.subarray(0, 1024), 'doc')).rejects.toMatchObject({ code: 'corrupt_file' });
  });
});
