import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MunicipalityDocument } from '../../src/contracts/chats';
import { buildZip, deflated, deflatedZeros } from '../../src/engine/parse/zip-builder.testing';
import { listDocuments } from '../../src/server/features/documents/documents.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { listParseJobs } from '../../src/server/features/parse-jobs/parse-jobs.repo';
import { searchIndex } from '../../src/server/features/search/search.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { waitFor } from '../support/wait';

/*
 * Issue 24: Markdown, HTML and zips of HTML pages through the upload routes (Manage Documents runs the whole
 * pipeline), cited by section; and the bad inputs each refused with a message and nothing stored.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures/engine');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const MB = 1024 * 1024;

let t: TestApp;
let admin: Agent;
let municipalityId: number;

beforeAll(async () => {
  t = await startTestApp();
  municipalityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'China Grove' })).id;
  admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
});
afterAll(async () => t?.close());

const upload = (name: string, file: { name: string; content: Buffer }) =>
  admin.upload(`/api/v1/municipalities/${municipalityId}/documents`, { 'document[name]': name }, { field: 'document[file]', ...file });

async function settle(id: number): Promise<string> {
  return waitFor(
    async () => ((await (await admin.get(`/api/v1/municipalities/${municipalityId}/documents`)).json()) as MunicipalityDocument[]).find((d) => d.id === id)?.status ?? 'missing',
    (status) => status === 'completed' || status === 'failed' || status === 'missing',
    90_000,
  );
}

async function uploadAndSettle(name: string, file: { name: string; content: Buffer }): Promise<number> {
  const res = await upload(name, file);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  const id = (res.json() as MunicipalityDocument).id;
  expect(await settle(id)).toBe('completed');
  return id;
}

const topHit = async (question: string) => (await searchIndex(t.app.ordo.database.db, { municipalityId, question, limit: 5 })).hits[0];

describe('Manage Documents takes a code as Markdown, HTML or a zip of HTML pages, and cites its sections', () => {
  it('Markdown: China Grove, NC, Chapter 10, cited as Chapter 10 › Article I › Sec. 10-7', async () => {
    const id = await uploadAndSettle('China Grove Chapter 10 (Markdown)', { name: 'chapter-10-animals.md', content: fixture('china-grove-ch10-excerpt.md') });
    const hit = await topHit('Can I keep chickens in my backyard?');
    expect(hit).toMatchObject({ documentId: id, sectionLabel: 'Sec. 10-7' });
    expect(hit.citation).toMatch(/^Chapter 10 › Article I › Sec\. 10-7/);
  }, 120_000);

  it('HTML: a DC Code page, cited as Chapter 7 › Subchapter III › § 25–721, with nothing of the site chrome indexed', async () => {
    const id = await uploadAndSettle('DC Title 25 Chapter 7 (HTML)', { name: 'index.full.html', content: fixture('dc-title-25-ch7-excerpt.html') });
    const hit = await topHit('When may a wholesaler deliver alcoholic beverages to other licensees?');
    expect(hit).toMatchObject({ documentId: id, sectionLabel: '§ 25–721' });
    expect(hit.citation).toMatch(/^Chapter 7 › Subchapter III › § 25–721/);
    const chrome = await searchIndex(t.app.ordo.database.db, { municipalityId, question: 'Please do not scrape bulk download', limit: 5 });
    expect(chrome.hits.every((h) => !h.content.includes('Please do not scrape'))).toBe(true);
    // "View Document" shows the uploaded page as source text: its scripts never run on Ordo's origin.
    const original = await admin.get(`/documents/${id}/file`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toMatch(/^text\/plain/);
  }, 120_000);

  it('a zip of HTML pages, read in chapter order', async () => {
    const page = (chapter: string, section: string, body: string) => `<html><body><nav>Home</nav><h1>${chapter}</h1><h2>${section}</h2><p>${body}</p></body></html>`;
    const zip = Buffer.from(buildZip([
      deflated('code/chapter-12.html', page('Chapter 12. Parks.', 'Sec. 12-4. Park hours.', 'Town parks close at dusk and open at sunrise.')),
      deflated('code/chapter-3.html', page('Chapter 3. Streets.', 'Sec. 3-9. Snow removal.', 'Sidewalks shall be cleared of snow within 24 hours after a snowfall ends.')),
    ]));
    const id = await uploadAndSettle('Town code pages (zip)', { name: 'town-code.zip', content: zip });
    const hit = await topHit('How soon must I shovel the snow off my sidewalk?');
    expect(hit).toMatchObject({ documentId: id, sectionLabel: 'Sec. 3-9' });
    expect(hit.citation).toMatch(/^Chapter 3 › Sec\. 3-9/);
  }, 120_000);

  it('accepts Markdown without headings as text, with a note in the parse report that no sections were marked', async () => {
    const id = await uploadAndSettle('Council notes', { name: 'notes.md', content: Buffer.from('Council notes\n\nThe council asked staff to study *parking meters* on Main Street.\n') });
    const [job] = await listParseJobs(t.app.ordo.database.db, id);
    expect(job.responsePayload?.warnings.join(' ')).toMatch(/No headings .* were found in this Markdown file/);
    const hit = await topHit('parking meters on Main Street');
    expect(hit).toMatchObject({ documentId: id });
    expect(hit.content).toContain('The council asked staff to study parking meters on Main Street.');
  }, 120_000);
});

describe('bad Markdown and HTML input gets a clear 4xx and nothing is stored', () => {
  async function expectRefused(file: { name: string; content: Buffer }, status: number, message: RegExp) {
    const db = t.app.ordo.database.db;
    const rowsBefore = (await listDocuments(db, { search: '', sort: 'recent' })).length;
    const filesBefore = t.storedFiles().filter((f) => !f.startsWith('tmp/'));
    const res = await upload('Bad upload', file);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(res.json().error.message).toMatch(message);
    expect((await listDocuments(db, { search: '', sort: 'recent' })).length).toBe(rowsBefore);
    expect(t.storedFiles().filter((f) => !f.startsWith('tmp/'))).toEqual(filesBefore);
    expect(t.storedFiles().filter((f) => f.startsWith('tmp/'))).toEqual([]);
  }

  it('an empty HTML page', async () => {
    await expectRefused({ name: 'code.html', content: Buffer.from('<!DOCTYPE html><html><head><title>Code</title><script src="/app.js"></script></head><body><div id="app"></div></body></html>') }, 422, /has no text to read/);
  });

  it('a sign-in page saved instead of the code', async () => {
    const login = '<html><body><header>City Code Online</header><h1>Sign in</h1><form method="post"><label>E-mail <input type="email" name="e"></label><label>Password <input type="password" name="p"></label><button>Sign in</button></form></body></html>';
    await expectRefused({ name: 'code.html', content: Buffer.from(login) }, 422, /is a sign-in page, not the text of a code/);
  });

  it('a zip whose entries escape its folder', async () => {
    const zip = Buffer.from(buildZip([deflated('../../../home/user/.bashrc.html', '<h1>Chapter 1.</h1><h2>Sec. 1-1. Title.</h2><p>Text.</p>')]));
    await expectRefused({ name: 'pages.zip', content: zip }, 422, /points outside the archive's own folder/);
  });

  it('a zip bomb of HTML', async () => {
    const zip = Buffer.from(buildZip([{ name: 'chapter-1.html', data: deflatedZeros(300), method: 8, uncompressedSize: 300 * MB }]));
    await expectRefused({ name: 'pages.zip', content: zip }, 422, /looks like a zip bomb/);
  });

  it('a zip with no HTML pages in it', async () => {
    await expectRefused({ name: 'pages.zip', content: Buffer.from(buildZip([deflated('readme.txt', 'Sec. 1-1. Title.')])) }, 422, /holds no HTML pages/);
  });

  it('a 200 MB HTML file (the upload limit answers it)', async () => {
    const big = Buffer.alloc(200 * MB, 0x20);
    big.write('<html><body><h1>Chapter 1.</h1><h2>Sec. 1-1. Title.</h2><p>');
    await expectRefused({ name: 'whole-code.html', content: big }, 413, /larger than the 100 MB limit/);
  }, 180_000);
});
