import { describe, expect, it } from 'vitest';
import { extractStructure, flattenSections } from '../structure';
import { EngineError } from './engine-error';
import { parseDocument } from './parse-document';
import { readFixture } from './test-corpus';
import { buildZip, deflated, deflatedZeros } from './zip-builder.testing';

const page = (title: string, sections: string[]) => `<html><body><nav>Home | Search</nav><h1>${title}</h1>${sections.map((s) => `<h2>${s}</h2><p>Text of ${s}</p>`).join('')}</body></html>`;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(EngineError);
  return (err as EngineError).code;
}

describe('parseHtmlZip', () => {
  it('reads the pages in natural order (chapter 2 before chapter 10), each section cited under its chapter', async () => {
    const zip = buildZip([
      deflated('code/chapter-10.html', page('Chapter 10. Streets.', ['Sec. 10-1. Sidewalks.'])),
      deflated('code/chapter-2.html', page('Chapter 2. Administration.', ['Sec. 2-1. Mayor.', 'Sec. 2-2. Clerk.'])),
      deflated('code/style.css', 'h1 { color: red }'),
      deflated('__MACOSX/code/._chapter-2.html', 'junk'),
    ]);
    const doc = await parseDocument(zip, 'zip');
    expect(doc.parser).toMatch(/2 pages/);
    const sections = flattenSections(extractStructure(doc.pages));
    expect(sections.map((s) => s.path.join(' › '))).toEqual(['Chapter 2 › Sec. 2-1', 'Chapter 2 › Sec. 2-2', 'Chapter 10 › Sec. 10-1']);
    expect(doc.pages.map((p) => p.text).join('\n')).not.toContain('Home | Search');
  });

  it('reads the real DC page from inside a zip as it reads it alone', async () => {
    const real = new TextDecoder().decode(readFixture('dc-title-25-ch7-excerpt.html'));
    const doc = await parseDocument(buildZip([deflated('titles/25/chapters/7/index.full.html', real)]), 'zip');
    expect(flattenSections(extractStructure(doc.pages)).map((s) => s.section.label)).toEqual(['§ 25–721', '§ 25–722']);
  });

  it('refuses a zip whose entries escape its folder, a zip bomb, and a zip without HTML pages', async () => {
    expect(await codeOf(parseDocument(buildZip([deflated('../../etc/cron.d/code.html', page('Chapter 1.', ['Sec. 1-1. Title.']))]), 'zip'))).toBe('unsafe_zip');
    expect(await codeOf(parseDocument(buildZip([deflated('/abs/code.html', page('Chapter 1.', ['Sec. 1-1. Title.']))]), 'zip'))).toBe('unsafe_zip');
    const zeros = deflatedZeros(64);
    expect(await codeOf(parseDocument(buildZip([{ name: 'bomb.html', data: zeros, method: 8, uncompressedSize: 64 * 1024 * 1024 }]), 'zip'))).toBe('zip_bomb');
    expect(await codeOf(parseDocument(buildZip([deflated('notes.txt', 'Sec. 1-1. Title.')]), 'zip'))).toBe('not_a_code');
  });
});
