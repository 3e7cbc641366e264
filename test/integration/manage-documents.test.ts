import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MunicipalityDocument } from '../../src/contracts/chats';
import { MAX_UPLOAD_BYTES } from '../../src/contracts/workbench';
import { findDocument, listDocuments } from '../../src/server/features/documents/documents.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { searchIndex } from '../../src/server/features/search/search.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { corpusFile } from '../support/corpus';
import { waitFor } from '../support/wait';

const DOCX = 'docx/dc-title-08-ch18-19-animal-control-dangerous-dogs.docx';
const RULES = [
  'TOWN OF MAPLEFORD PARK RULES',
  '',
  'Sec. 4-1. Dogs in parks.',
  'Dogs must be kept on a leash no longer than six feet in every town park.',
  '',
  'Sec. 4-2. Quiet hours.',
  'No amplified sound may be played in a park between 10 p.m. and 7 a.m.',
  '',
].join('\n');

let t: TestApp;
let admin: Agent;
let resident: Agent;
let uploader: Agent;
let municipalityId: number;
let otherMunicipalityId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.ordo.database.db;
  municipalityId = (await ensureMunicipality(db, { name: 'Mapleford' })).id;
  otherMunicipalityId = (await ensureMunicipality(db, { name: 'Riverton' })).id;
  admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  resident = await t.signIn((await t.createUser()).email);
  uploader = await t.signIn((await t.createUser({ flags: ['document_upload'] })).email);
});
afterAll(async () => t?.close());

const url = (id: number | string = municipalityId) => `/api/v1/municipalities/${id}/documents`;

function upload(agent: Agent, fields: Record<string, string>, file?: { name: string; content: Buffer }, id: number | string = municipalityId) {
  return agent.upload(url(id), fields, file && { field: 'document[file]', ...file });
}

const list = async (agent: Agent = admin, id = municipalityId): Promise<MunicipalityDocument[]> => (await agent.get(url(id))).json();

/** Runs a refused upload and checks it stored nothing: no document row, no file, no temp file. */
async function expectNothingStored(run: () => Promise<{ statusCode: number; json(): any }>, status: number, message: string | RegExp) {
  const db = t.app.ordo.database.db;
  const rowsBefore = (await listDocuments(db, { search: '', sort: 'recent' })).length;
  const filesBefore = t.storedFiles().filter((f) => !f.startsWith('tmp/'));
  const res = await run();
  expect(res.statusCode).toBe(status);
  const error = res.json().error;
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  expect((await listDocuments(db, { search: '', sort: 'recent' })).length).toBe(rowsBefore);
  expect(t.storedFiles().filter((f) => !f.startsWith('tmp/'))).toEqual(filesBefore);
  expect(t.storedFiles().filter((f) => f.startsWith('tmp/'))).toEqual([]);
  return error;
}

/** Polls the list until the document settles, recording every status the chat app saw on the way. */
async function settle(id: number, agent: Agent = admin): Promise<string[]> {
  const seen: string[] = [];
  await waitFor(
    async () => {
      const status = (await list(agent)).find((d) => d.id === id)?.status ?? 'missing';
      if (seen.at(-1) !== status) seen.push(status);
      return status;
    },
    (status) => status === 'completed' || status === 'failed' || status === 'missing',
    90_000,
  );
  return seen;
}

describe('GET /api/v1/municipalities/:id/documents', () => {
  it('lists nothing for a new municipality, needs a signed-in user, and 404s an unknown municipality', async () => {
    expect(await list(resident)).toEqual([]);
    expect((await (await t.anonymous()).get(url())).statusCode).toBe(401);
    expect((await resident.get(url(999_999))).statusCode).toBe(404);
    expect((await resident.get(url('abc'))).json().error.message).toBe('No such municipality.');
  });
});

describe('POST /api/v1/municipalities/:id/documents', () => {
  it('refuses a user without the document_upload flag with 403, storing nothing', async () => {
    await expectNothingStored(
      () => upload(resident, { 'document[name]': 'Park rules', municipality_id: String(municipalityId) }, { name: 'rules.txt', content: Buffer.from(RULES) }),
      403,
      'You do not have permission to upload documents.',
    );
  });

  it('answers each missing field with the spec message, storing nothing', async () => {
    const file = { name: 'rules.txt', content: Buffer.from(RULES) };
    await expectNothingStored(() => upload(admin, { 'document[name]': '  ' }, file), 422, 'Please provide a name for the document');
    await expectNothingStored(() => upload(admin, { 'document[name]': 'Park rules' }), 422, 'Please select a file to upload');
    await expectNothingStored(() => upload(admin, { 'document[name]': 'Park rules' }, file, 'undefined'), 422, 'Missing municipality ID. Please select a municipality first.');
    await expectNothingStored(() => upload(admin, { 'document[name]': 'Park rules', municipality_id: '' }, file), 422, 'Missing municipality ID. Please select a municipality first.');
    await expectNothingStored(() => upload(admin, { 'document[name]': 'Park rules', municipality_id: String(otherMunicipalityId) }, file), 422, /does not match/);
    await expectNothingStored(() => upload(admin, { 'document[name]': 'Park rules' }, file, 999_999), 404, 'No such municipality.');
    // Both missing: the file's message first (the spec's order), every field in the details.
    const error = await expectNothingStored(() => upload(admin, {}), 422, 'Please select a file to upload');
    expect(error.details).toEqual({ file: 'Please select a file to upload', name: 'Please provide a name for the document' });
  });

  it('refuses files that are not PDF, DOC, DOCX or TXT, judged by content and not only by name', async () => {
    await expectNothingStored(
      () => upload(admin, { 'document[name]': 'Setup' }, { name: 'setup.exe', content: Buffer.from('MZ\x90\x00 a program') }),
      422,
      'Only PDF, DOC, DOCX, TXT, Markdown (.md), HTML (.html, .htm) and ZIP files of HTML pages are accepted.',
    );
    await expectNothingStored(
      () => upload(admin, { 'document[name]': 'Not a PDF' }, { name: 'code.pdf', content: Buffer.from('MZ\x90\x00 a program named .pdf') }),
      422,
      /named as a PDF file but it is a program/,
    );
  });

  it('refuses a file over the upload limit with 413, storing nothing', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 64 * 1024, 0x41);
    await expectNothingStored(() => upload(admin, { 'document[name]': 'Huge' }, { name: 'huge.txt', content: big }), 413, 'The file is larger than the 100 MB limit.');
  }, 120_000);

  it('takes a super admin’s DOCX, processes it to completed, and makes its sections searchable for that municipality only', async () => {
    const res = await upload(
      admin,
      { 'document[name]': 'Animal Control', 'document[description]': 'DC Code Title 8, chapters 18-19', municipality_id: String(municipalityId) },
      { name: 'animal-control.docx', content: corpusFile(DOCX) },
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const created: MunicipalityDocument = res.json();
    expect(created).toMatchObject({ name: 'Animal Control', description: 'DC Code Title 8, chapters 18-19', status: 'uploaded' });
    expect(new Date(created.created_at).toString()).not.toBe('Invalid Date');
    expect((await list()).map((d) => d.id)).toContain(created.id);

    const seen = await settle(created.id);
    expect(seen.at(-1)).toBe('completed');
    // The chat app only ever sees its own statuses on the way.
    expect(seen.every((s) => ['uploaded', 'processing', 'completed'].includes(s))).toBe(true);

    const db = t.app.ordo.database.db;
    const { hits } = await searchIndex(db, { municipalityId, question: 'What makes a dog a dangerous dog?', limit: 5 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].documentId).toBe(created.id);
    expect(hits[0].sectionLabel).toMatch(/^§ 8-19/);
    const elsewhere = await searchIndex(db, { municipalityId: otherMunicipalityId, question: 'What makes a dog a dangerous dog?' });
    expect(elsewhere.hits).toEqual([]);
  }, 120_000);

  it('lets a user with the document_upload flag upload, and lists the newest document first', async () => {
    const res = await upload(uploader, { 'document[name]': 'Park rules' }, { name: 'rules.txt', content: Buffer.from(RULES) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const created: MunicipalityDocument = res.json();
    expect(created).toMatchObject({ name: 'Park rules', description: null, status: 'uploaded' });
    expect((await settle(created.id, uploader)).at(-1)).toBe('completed');
    const rows = await list(resident);
    expect(rows[0].id).toBe(created.id);
    expect(rows.map((r) => r.created_at)).toEqual([...rows.map((r) => r.created_at)].sort().reverse());
    const { hits } = await searchIndex(t.app.ordo.database.db, { municipalityId, question: 'When are the quiet hours for amplified sound in a park?', limit: 5 });
    expect(hits.find((h) => h.documentId === created.id)?.content).toContain('No amplified sound may be played in a park between 10 p.m. and 7 a.m.');
  }, 120_000);

  it('marks a file with no readable text failed, with a reason the uploader can act on', async () => {
    const blank = await upload(admin, { 'document[name]': 'Blank page' }, { name: 'blank.txt', content: Buffer.from('\n\n   \n\f\n  \n') });
    expect(blank.statusCode, blank.body.slice(0, 300)).toBe(201);
    expect((await settle(blank.json().id)).at(-1)).toBe('failed');
    const db = t.app.ordo.database.db;
    expect((await findDocument(db, blank.json().id))?.statusReason).toBe('This file contains no text. Check that you uploaded the right file.');
  }, 120_000);
});
