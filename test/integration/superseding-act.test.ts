import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/contracts/chats';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, getChat, waitForReply } from '../support/chats';
import { publishPlantedSet } from '../support/planted-conflicts';
import { waitFor, waitForSettled } from '../support/wait';
import { createDocument, redirectId, runParseJob, signInStaff } from '../support/workbench';

// A local act that puts its own rule in place of part of a code section, phrased as acts phrase it (issue 23): the
// answer must give the act's hours, say that it supersedes part of § 25-723, and the conflict scan must flag the pair,
// whether the act was uploaded from Manage Documents or published through the workbench. The act is written for this
// test; DC Code Title 25 is real.
const TITLE_25 = 'dc/dc-title-25-alcoholic-beverages.txt';
const ACT = [
  'WEEKEND HOURS AMENDMENT ACT OF 2026',
  '',
  'Sec. 1. Short title.',
  'This act may be cited as the "Weekend Hours Amendment Act of 2026".',
  '',
  'Sec. 2. Weekend hours of sale and service.',
  'This section supersedes the Saturday and Sunday hours set by section 25-723. On Saturday and Sunday, the holder of an on-premises retailer\'s license may sell, serve, and permit the consumption of alcoholic beverages on its licensed premises until 4:30 a.m.',
  '',
].join('\n');
const QUESTION = 'How late can a bar serve drinks on Saturday night?';

let t: TestApp;
let doctor: Agent;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  doctor = await t.signIn((await t.createUser({ flags: ['code_doctor'] })).email);
}, 60_000);
afterAll(async () => t?.close());

async function askAndScan(municipalityId: number): Promise<{ reply: Message; scanned: Message }> {
  const chat = await createChat(doctor, municipalityId);
  const res = await doctor.post('/api/v1/messages', { chat_id: chat.id, message: { content: QUESTION, source: 'from_human' } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  const reply = await waitForReply(doctor, chat.id, res.json().id);
  const scanned = await waitFor(
    async () => (await getChat(doctor, chat.id)).messages.find((m) => m.id === reply.id)!,
    (m) => m.contradiction_status === 'completed' || m.contradiction_status === 'error',
    60_000,
  );
  return { reply, scanned };
}

function expectActInForce(reply: Message, scanned: Message) {
  expect(reply.meta_data.apology).toBe(false);
  // The act's hours lead the answer, cited to the act, and the reader is told what it supersedes.
  expect(reply.content.split('\n\n')[0]).toContain('4:30 a.m.');
  expect(reply.meta_data.citation?.[0]?.document_name).toBe('weekend-hours-act.txt');
  expect(reply.content).toMatch(/Note: weekend-hours-act\.txt supersedes the Saturday and Sunday hours of § 25-723 as published in .*; this answer relies on the text in force\./);
  expect(scanned.contradiction_status).toBe('completed');
  const finding = scanned.suspected_document_contradictions.find((c) => c.kind === 'supersession');
  expect(finding, JSON.stringify(scanned.suspected_document_contradictions)).toBeDefined();
  expect(finding?.explanation).toMatch(/supersedes the Saturday and Sunday hours of § 25-723/);
  expect(finding?.document_sources.map((s) => s.document_name)).toContain('weekend-hours-act.txt');
}

describe('an uploaded act that supersedes part of a section', () => {
  it('uploaded from Manage Documents: answers with its hours and flags it to a code_doctor user', async () => {
    const { municipalityId } = await publishPlantedSet(t, 'Amended District', [TITLE_25]);
    const admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
    const upload = await admin.upload(`/api/v1/municipalities/${municipalityId}/documents`, { 'document[name]': 'weekend-hours-act.txt' }, { field: 'document[file]', name: 'weekend-hours-act.txt', content: Buffer.from(ACT) });
    expect(upload.statusCode, upload.body.slice(0, 300)).toBeLessThan(300);
    await waitFor(
      async () => ((await admin.get(`/api/v1/municipalities/${municipalityId}/documents`)).json() as { name: string; status: string }[]).find((d) => d.name === 'weekend-hours-act.txt')?.status,
      (s) => s === 'completed' || s === 'failed',
      90_000,
    );
    const { reply, scanned } = await askAndScan(municipalityId);
    expectActInForce(reply, scanned);
  }, 200_000);

  it('published through the workbench: the same', async () => {
    const { municipalityId } = await publishPlantedSet(t, 'Workbench District', [TITLE_25]);
    const staff = await signInStaff(t);
    const documentId = await createDocument(staff, 'weekend-hours-act.txt', { name: 'weekend-hours-act.txt', content: Buffer.from(ACT) });
    const pages = (await staff.visit(`/documents/${documentId}`)).props.document.page_count;
    expect((await runParseJob(staff, documentId, { chunk_size: 3000, chunk_mode: 'section', start_page: 1, end_page: pages })).status).toBe('completed');
    const extract = await staff.submit('POST', `/documents/${documentId}/extract_jobs`, { extract_job: { start_page: 1, end_page: pages, divisor_types: ['title', 'chapter', 'section', 'subsection'] } });
    const extractJobId = redirectId(extract, /\/extract_jobs\/(\d+)\/edit$/);
    await waitForSettled(async () => (await staff.visit(`/documents/${documentId}/extract_jobs/${extractJobId}/edit`)).props.extract_job, 60_000);
    expect((await staff.submit('POST', `/documents/${documentId}/create_chunk_collections`)).statusCode).toBe(303);
    expect((await staff.submit('POST', `/documents/${documentId}/complete`)).statusCode).toBe(303);
    const started = await staff.post(`/documents/${documentId}/upload_document_chunks`, { municipality_id: municipalityId });
    const job = await waitForSettled(async () => (await staff.get(`/api/v1/jobs/${started.json().job_id}`)).json(), 60_000);
    expect(job.status).toBe('completed');
    const { reply, scanned } = await askAndScan(municipalityId);
    expectActInForce(reply, scanned);
  }, 200_000);
});
