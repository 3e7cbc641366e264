/**
 * Scanned PDFs (no text layer) through the real upload routes, the real parse/extract/index pipeline and the
 * real Tesseract (installed by scripts/provision.sh; these tests fail, not skip, without it).
 * Fixture: test/fixtures/ocr/rivergrove-sign-p2-scan.pdf, page 2 of Rivergrove's sign ordinance as a 150 dpi
 * image (scripts/make-ocr-fixtures.sh).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MunicipalityDocument } from '../../src/contracts/chats';
import { streams } from '../../src/contracts/live-events';
import { minimalPdf } from '../../src/engine/parse/pdf-builder.testing';
import { chunks } from '../../src/server/db/schema';
import { findDocument } from '../../src/server/features/documents/documents.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { searchIndex } from '../../src/server/features/search/search.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, waitForReply } from '../support/chats';
import { waitFor } from '../support/wait';
import { createDocument, runParseJob, signInStaff } from '../support/workbench';

const SCAN = readFileSync(resolve(import.meta.dirname, '../fixtures/ocr/rivergrove-sign-p2-scan.pdf'));
const PURPOSE = 'to prevent proliferation of signs and sign clutter';

let t: TestApp;
let staff: Agent;
let admin: Agent;
let municipalityId: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signInStaff(t);
  admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  municipalityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'Rivergrove (scanned)' })).id;
});
afterAll(async () => t?.close());

const uploadFromChat = (name: string, file: { name: string; content: Buffer }) =>
  admin.upload(`/api/v1/municipalities/${municipalityId}/documents`, { 'document[name]': name }, { field: 'document[file]', ...file });

async function settle(id: number): Promise<string> {
  const row = await waitFor(
    async () => ((await admin.get(`/api/v1/municipalities/${municipalityId}/documents`)).json() as MunicipalityDocument[]).find((d) => d.id === id),
    (d) => d?.status === 'completed' || d?.status === 'failed',
    150_000,
  );
  return row!.status;
}

describe('a scanned PDF in the workbench', () => {
  it('is read by OCR in the parse job, page by page in its processing log, and its raw chunks carry the OCR mark', async () => {
    const logged: { stream: string; message: string }[] = [];
    const unsubscribe = await t.app.ordo.broadcaster.subscribeAll((stream, event) => {
      logged.push({ stream, message: (event as { message?: string }).message ?? '' });
    });
    const documentId = await createDocument(staff, 'Sign ordinance, scanned page', { name: 'sign-p2-scan.pdf', content: SCAN });
    const job = await runParseJob(staff, documentId, { chunk_size: 3000, chunk_mode: 'section', start_page: 1, end_page: 1 }, 120_000);
    await unsubscribe();
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    expect(job.response_payload.parser).toMatch(/^Tesseract OCR/);
    expect(job.response_payload.pages_without_text).toEqual([]);
    expect(job.response_payload.ocr_pages).toEqual([{ page: 1, characters: expect.any(Number), confidence: expect.any(Number) }]);
    expect(job.response_payload.ocr_pages[0].confidence).toBeGreaterThan(80);
    const text = job.raw_chunks.map((c: { content: string }) => c.content).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Section 2. Purpose.');
    expect(text).toContain(PURPOSE);

    const log = logged.filter((m) => m.stream === streams.jobProgress(job.job_id)).map((m) => m.message);
    expect(log).toContainEqual(expect.stringMatching(/^Recognised page 1 by OCR \(1 of 1\): [\d,]+ characters, confidence \d+%$/));

    const rows = await t.app.ordo.database.db.select().from(chunks).where(eq(chunks.parseJobId, job.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => (r.metadata as { ocr?: { pages: number[] } }).ocr?.pages[0] === 1)).toBe(true);
  }, 150_000);
});

describe('a scanned PDF uploaded from Manage Documents', () => {
  it('is processed to completed, its sections found and searchable, each chunk marked as OCR with its confidence, and a citation says so', async () => {
    const res = await uploadFromChat('Sign Ordinance (scan)', { name: 'sign-p2-scan.pdf', content: SCAN });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const id = (res.json() as MunicipalityDocument).id;
    expect(await settle(id)).toBe('completed');

    const db = t.app.ordo.database.db;
    const { hits } = await searchIndex(db, { municipalityId, question: 'What is the purpose of the sign ordinance?', limit: 5 });
    const purpose = hits.find((h) => h.content.replace(/\s+/g, ' ').includes(PURPOSE));
    expect(purpose?.documentId).toBe(id);
    expect(purpose?.sectionLabel).toMatch(/Section 2\b/);

    const collected = await db.select().from(chunks).where(and(eq(chunks.documentId, id), isNotNull(chunks.chunkCollectionId)));
    expect(collected.length).toBeGreaterThanOrEqual(3);
    for (const chunk of collected) {
      const ocr = (chunk.metadata as { ocr?: { pages: number[]; confidence: number } }).ocr;
      expect(ocr?.pages).toEqual([1]);
      expect(ocr?.confidence).toBeGreaterThan(80);
    }

    const chat = await createChat(admin, municipalityId);
    const asked = await admin.post('/api/v1/messages', { chat_id: chat.id, message: { content: 'What is the purpose of the sign ordinance?', source: 'from_human' } });
    expect(asked.statusCode).toBe(201);
    const reply = await waitForReply(admin, chat.id, asked.json().id, 60_000);
    const citations = reply.meta_data.citation ?? [];
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) {
      expect(c.ocr?.pages).toEqual([1]);
      expect(c.ocr?.confidence).toBeGreaterThan(80);
    }
  }, 200_000);

  it('fails a scan where OCR finds no text at all with a clear no-text reason, storing no chunks', async () => {
    const res = await uploadFromChat('Blank scan', { name: 'blank-scan.pdf', content: Buffer.from(minimalPdf(['', ''])) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const id = (res.json() as MunicipalityDocument).id;
    expect(await settle(id)).toBe('failed');
    const db = t.app.ordo.database.db;
    expect((await findDocument(db, id))?.statusReason).toMatch(/^Text recognition \(OCR\) found no text on any of its 2 pages/);
    expect(await db.select().from(chunks).where(eq(chunks.documentId, id))).toEqual([]);
  }, 150_000);
});
