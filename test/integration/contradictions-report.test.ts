import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeHealthFinding } from '../../src/contracts/contradictions';
import { contradictions } from '../../src/server/db/schema';
import { insertCodeHealthScan } from '../../src/server/features/contradictions/code-health.repo';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, waitForReply } from '../support/chats';
import { publishPlantedSet } from '../support/planted-conflicts';
import { waitFor, waitForSettled } from '../support/wait';
import { signInStaff } from '../support/workbench';

// The workbench's code health report: "Scan all documents" over a municipality's index as a job, the findings with
// both quotes and their chunks, staff's confirm/dismiss, and a dismissed pair kept out of chat scans.

const TITLE_25 = 'dc/dc-title-25-alcoholic-beverages.txt';
const PRINT = 'planted-dc-title-25-ch7-print-2019.txt';
const ORDINANCE = 'planted-ordinance-31-2024-noise.txt';
let t: TestApp;
let staff: Agent;
let municipalityId: number;
let documentIds: Map<string, number>;
const page = () => `/municipalities/${municipalityId}/code_health`;

beforeAll(async () => {
  t = await startTestApp();
  ({ municipalityId, documentIds } = await publishPlantedSet(t, 'Report City', [TITLE_25, PRINT, ORDINANCE]));
  staff = await signInStaff(t);
}, 200_000);
afterAll(async () => t?.close());

async function scanAll(): Promise<CodeHealthFinding[]> {
  const res = await staff.submit('POST', `${page()}/scans`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
  const started = await staff.visit(page());
  const jobId = started.props.scans[0].job_id as string;
  expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
  const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId), 120_000);
  expect(job.status, job.error ?? '').toBe('completed');
  return (await staff.visit(`${page()}?status=all`)).props.findings;
}

describe('the code health report', () => {
  it('scans all documents as a job and lists each planted contradiction with both quotes and their chunks', async () => {
    const findings = await scanAll();
    const report = await staff.visit(page());
    expect(report.component).toBe('CodeHealthShow');
    expect(report.props.scans[0]).toMatchObject({ status: 'completed', findings: findings.length, sections_scanned: expect.any(Number) });
    expect(report.props.counts.open).toBe(findings.length);

    const hour = findings.find((f) => f.kind === 'quantity' && f.explanation.includes('4:00 a.m.'));
    expect(hour?.document_sources.map((s) => s.document_id).sort()).toEqual([documentIds.get(TITLE_25), documentIds.get(PRINT)].sort());
    const superseded = findings.filter((f) => f.kind === 'supersession');
    expect(superseded.map((f) => f.explanation)).toContain(
      'PLANTED Ordinance No. 31-2024 (noise from licensed premises) (Ordinance No. 31-2024 of 2024-12-10) repeals and replaces § 25-725 of the District of Columbia Official Code, ' +
        'but the earlier text of § 25-725 of dc-title-25-alcoholic-beverages.txt is still published. ' +
        'PLANTED Ordinance No. 31-2024 (noise from licensed premises) is the newer text (dated 2024-12-10, after 2013-05-01).',
    );
    // The enacting statement is quoted, not the ordinance's title.
    expect(superseded.map((f) => f.document_sources[0].quoted_text)).toContain('§ 25-725 of the District of Columbia Official Code is hereby repealed and replaced with a new § 25-725 that provides as follows:');
    const requirement = findings.find((f) => f.kind === 'requirement');
    expect(requirement?.document_sources.map((s) => s.quoted_text)).toEqual([
      '(a) A person designated to manage an establishment shall possess a manager’s license.',
      '(a) A person designated to manage an establishment is not required to possess a manager’s license.',
    ]);
    for (const f of findings) {
      expect(f).toMatchObject({ status: 'open', indexed: true });
      expect(f.document_sources).toHaveLength(2);
      // Each side links to its chunk in the workbench.
      for (const side of f.document_sources) expect((await staff.get(`/documents/${side.document_id}/chunks/${side.chunk_id}/edit`, { accept: 'text/html' })).statusCode).toBe(200);
    }
  });

  it('a second scan updates the same findings instead of adding them, and one scan runs at a time', async () => {
    const before = await t.app.ordo.database.db.select({ id: contradictions.id }).from(contradictions).where(eq(contradictions.municipalityId, municipalityId));
    await scanAll();
    const after = await t.app.ordo.database.db.select({ id: contradictions.id }).from(contradictions).where(eq(contradictions.municipalityId, municipalityId));
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());

    await insertCodeHealthScan(t.app.ordo.database.db, { municipalityId, requestedById: null });
    const busy = await staff.submit('POST', `${page()}/scans`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe('A scan of this municipality is already running. Wait for it to finish.');
  });

  it('keeps staff’s verdicts, and a dismissed pair is not raised again in chat', async () => {
    const findings: CodeHealthFinding[] = (await staff.visit(`${page()}?status=all`)).props.findings;
    const hour = findings.find((f) => f.kind === 'quantity' && f.explanation.includes('4:00 a.m.')) as CodeHealthFinding;
    const definitionOrOther = findings.find((f) => f.id !== hour.id) as CodeHealthFinding;
    expect((await staff.submit('POST', `${page()}/contradictions/${hour.id}/review`, { status: 'dismissed' })).statusCode).toBe(303);
    expect((await staff.submit('POST', `${page()}/contradictions/${definitionOrOther.id}/review`, { status: 'confirmed' })).statusCode).toBe(303);
    const dismissed = (await staff.visit(`${page()}?status=dismissed`)).props.findings as CodeHealthFinding[];
    expect(dismissed.map((f) => f.id)).toEqual([hour.id]);
    expect(dismissed[0]).toMatchObject({ status: 'dismissed', reviewed_by: expect.stringContaining('@'), reviewed_at: expect.any(String) });
    expect(((await staff.visit(`${page()}?status=confirmed`)).props.findings as CodeHealthFinding[]).map((f) => f.id)).toEqual([definitionOrOther.id]);

    const doctor = await t.signIn((await t.createUser({ flags: ['code_doctor'] })).email);
    const chat = await createChat(doctor, municipalityId);
    const res = await doctor.post('/api/v1/messages', { chat_id: chat.id, message: { content: 'How late can a bar serve drinks on Saturday?', source: 'from_human' } });
    const reply = await waitForReply(doctor, chat.id, res.json().id);
    const done = await waitFor(
      async () => (await doctor.get(`/api/v1/chats/${chat.id}`)).json(),
      (c) => c.messages.some((m: { id: number; contradiction_status: string }) => m.id === reply.id && m.contradiction_status === 'completed'),
      30_000,
    );
    const shown = done.messages.find((m: { id: number }) => m.id === reply.id).suspected_document_contradictions as { id: number }[];
    expect(shown.map((c) => c.id)).not.toContain(hour.id);
    // The scan still finds the pair; it is the verdict that keeps it out.
    expect((await t.app.ordo.database.db.select().from(contradictions).where(eq(contradictions.id, hour.id)))[0].status).toBe('dismissed');
  });

  it('refuses bad input with a clear error and keeps the workbench for staff', async () => {
    const some = ((await staff.visit(`${page()}?status=all`)).props.findings as CodeHealthFinding[])[0];
    const bad = await staff.submit('POST', `${page()}/contradictions/${some.id}/review`, { status: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect((await staff.submit('POST', `${page()}/contradictions/999999/review`, { status: 'confirmed' })).statusCode).toBe(404);
    expect((await staff.submit('POST', '/municipalities/999999/code_health/scans')).statusCode).toBe(404);
    const user = await t.signIn((await t.createUser({ flags: ['code_doctor'] })).email);
    expect((await user.get(page())).statusCode).toBe(403);
    expect((await user.post(`${page()}/contradictions/${some.id}/review`, { status: 'dismissed' })).statusCode).toBe(403);
    const index = await staff.visit('/code_health');
    expect(index.props.municipalities).toContainEqual(expect.objectContaining({ id: municipalityId, name: 'Report City' }));
  });
});
