import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMIT_MESSAGES, type PermitResult, type PermitReviewSummary } from '../../src/contracts/permits';
import { minimalPdf, textLines } from '../../src/engine/parse/pdf-builder.testing';
import { chunks, permitReviews } from '../../src/server/db/schema';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { permitSample, publishRivergrove, submitPermit } from '../support/permits';

let t: TestApp;
let officer: Agent;
let otherOfficer: Agent;
let resident: Agent;
let admin: Agent;
let rivergroveId: number;
let emptyMunicipalityId: number;

beforeAll(async () => {
  t = await startTestApp();
  officer = await t.signIn((await t.createUser({ flags: ['permit_mvp'] })).email);
  otherOfficer = await t.signIn((await t.createUser({ flags: ['permit_mvp'] })).email);
  resident = await t.signIn((await t.createUser({ flags: ['grant_access'] })).email);
  admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  rivergroveId = await publishRivergrove(t);
  emptyMunicipalityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'Springfield (no documents)', addressVariant: 'none' })).id;
}, 200_000);
afterAll(async () => t?.close());

const storedReviews = async () => t.app.ordo.database.db.select().from(permitReviews);
const sample = (file: string) => ({ name: file, content: permitSample(file) });
const review = async (agent: Agent, file: string, fields: Record<string, string> = {}): Promise<PermitResult> => {
  const res = await submitPermit(agent, { municipality_id: String(rivergroveId), ...fields }, sample(file));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('POST /api/v1/permits/process_pdf: who may use it', () => {
  it('needs a signed-in user with permit_mvp (or a super admin) and a CSRF token', async () => {
    const fields = { municipality_id: String(rivergroveId) };
    expect((await submitPermit(await t.anonymous(), fields, sample('sign-roof.pdf'))).statusCode).toBe(401);
    const refused = await submitPermit(resident, fields, sample('sign-roof.pdf'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PERMIT_MESSAGES.forbidden);
    const noCsrf = await officer.request({ method: 'POST', url: '/api/v1/permits/process_pdf', payload: {}, csrf: false });
    expect(noCsrf.json().error.code).toBe('csrf_invalid');
    expect((await resident.get('/api/v1/permits/reviews')).statusCode).toBe(403);
    expect((await submitPermit(admin, fields, sample('sign-roof.pdf'))).statusCode).toBe(200);
  });
});

describe('bad input gets a clear 4xx and stores nothing', () => {
  it('refuses files that are not readable PDFs with text, and a missing file or municipality', async () => {
    const before = (await storedReviews()).length;
    const filesBefore = t.storedFiles().length;
    const fields = { municipality_id: String(rivergroveId) };
    const cases: [Record<string, string>, { name: string; content: Buffer } | undefined, number, string | RegExp][] = [
      [fields, { name: 'permit.pdf', content: Buffer.from('Name: Lee\nThis is a text file, not a PDF.\n') }, 415, PERMIT_MESSAGES.pdfOnly],
      // Blank pages: OCR runs and finds nothing to read.
      [fields, { name: 'scan.pdf', content: Buffer.from(minimalPdf(['', ''])) }, 422, PERMIT_MESSAGES.noTextLayer],
      [fields, { name: 'broken.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >>\nthis file stops here') }, 422, /damaged or incomplete/],
      [fields, { name: 'locked.pdf', content: readFileSync(resolve(import.meta.dirname, '../fixtures/engine/encrypted-password-ordo-secret.pdf')) }, 422, /password-protected/],
      [fields, undefined, 422, PERMIT_MESSAGES.fileRequired],
      [{}, sample('sign-roof.pdf'), 422, PERMIT_MESSAGES.municipalityRequired],
      [{ municipality_id: 'abc' }, sample('sign-roof.pdf'), 422, PERMIT_MESSAGES.municipalityRequired],
      [{ municipality_id: '999999' }, sample('sign-roof.pdf'), 422, PERMIT_MESSAGES.unknownMunicipality],
    ];
    for (const [form, file, status, message] of cases) {
      const res = await submitPermit(officer, form, file);
      expect(res.statusCode, `${file?.name}: ${res.body}`).toBe(status);
      expect(res.json().error.message).toMatch(message);
    }
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(25 * 1024 * 1024 + 10, 32)]);
    const tooLarge = await submitPermit(officer, fields, { name: 'huge.pdf', content: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toContain('25 MB');
    expect(await storedReviews()).toHaveLength(before);
    expect(t.storedFiles()).toHaveLength(filesBefore);
  });
});

describe('a review', () => {
  it('denies a roof sign, citing the prohibition in the sign ordinance, and stores the review with its PDF', async () => {
    const result = await review(officer, 'sign-roof.pdf', { context: 'Walk-in submission, front counter.' });
    expect(result.approval_advice?.status).toBe('deny');
    expect(result.approval_advice?.rationale).toMatch(/^Recommend denial/);
    expect(result.combined_output).toContain(result.approval_advice!.rationale);
    const roof = result.citations.find((c) => /Roof signs/.test(c.quote));
    expect(roof?.document).toBe('Rivergrove Ord. 81-2011: Sign Ordinance');
    expect(result.context_items.length).toBe(result.citations.length);
    expect(result.context_items[result.citations.indexOf(roof!)].text).toContain('prohibits');
    // Every quote occurs in the chunk it cites.
    for (const c of result.citations) {
      const [chunk] = await t.app.ordo.database.db.select().from(chunks).where(eq(chunks.id, c.chunk_id));
      expect(chunk.content.replace(/\s+/g, ' ')).toContain(c.quote);
      expect(result.approval_advice?.rationale).toContain(`[${c.n}]`);
    }
    const [stored] = (await storedReviews()).filter((r) => r.id === result.id);
    expect(stored).toMatchObject({ status: 'completed', adviceStatus: 'deny', context: 'Walk-in submission, front counter.', fileName: 'sign-roof.pdf', pageCount: 3 });
    expect(stored.fileKey).toMatch(/^[0-9a-f]{64}$/);
    const job = await t.app.ordo.jobs.getJob(result.job_id!);
    expect(job).toMatchObject({ status: 'completed', progress: 100 });

    const history: PermitReviewSummary[] = (await officer.get('/api/v1/permits/reviews')).json();
    expect(history[0]).toMatchObject({ id: result.id, file_name: 'sign-roof.pdf', municipality_name: 'City of Rivergrove, OR (demo)', advice_status: 'deny' });
    expect((await officer.get(`/api/v1/permits/reviews/${result.id}`)).json()).toEqual(result);
    const file = await officer.get(`/api/v1/permits/reviews/${result.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(permitSample('sign-roof.pdf'))).toBe(true);
    expect((await otherOfficer.get(`/api/v1/permits/reviews/${result.id}`)).statusCode).toBe(404);
    expect((await otherOfficer.get(`/api/v1/permits/reviews/${result.id}/file`)).statusCode).toBe(404);
    expect((await otherOfficer.get('/api/v1/permits/reviews')).json()).toEqual([]);
  });

  it('asks for revision when the fee paid is short of the schedule, naming the amount due', async () => {
    const result = await review(officer, 'tree-wqra-fee-short.pdf');
    expect(result.approval_advice?.status).toBe('needs_revision');
    expect(result.approval_advice?.rationale).toContain('$90');
    expect(result.citations.map((c) => c.document)).toContain('Rivergrove Res. 259-2018: Planning Development Fees');
  });

  it('reads a scanned application (no text layer) by OCR and denies the roof sign as it does the digital one', async () => {
    // test/fixtures/ocr/sign-roof-scan.pdf: sign-roof.pdf's three pages as 150 dpi images (scripts/make-ocr-fixtures.sh).
    const scan = readFileSync(resolve(import.meta.dirname, '../fixtures/ocr/sign-roof-scan.pdf'));
    const res = await submitPermit(officer, { municipality_id: String(rivergroveId) }, { name: 'sign-roof-scan.pdf', content: scan });
    expect(res.statusCode, res.body).toBe(200);
    const result: PermitResult = res.json();
    expect(result.approval_advice?.status).toBe('deny');
    expect(result.citations.some((c) => /Roof signs/.test(c.quote))).toBe(true);
    const [stored] = (await storedReviews()).filter((r) => r.id === result.id);
    expect(stored.pageCount).toBe(3);
    expect(stored.applicationText).toContain('Sign type: Roof sign');
    expect(stored.applicationText).toContain('Applicant name: Dana Whitfield');
  }, 60_000);

  it('reads an unflattened fillable form (values only in its fields) and denies the sign stapled to a utility pole', async () => {
    // eval/permits/rivergrove/rg-p02.pdf: a blind dev-half application made by scripts/make-permit-applications.ts.
    const file = readFileSync(resolve(import.meta.dirname, '../../eval/permits/rivergrove/rg-p02.pdf'));
    const res = await submitPermit(officer, { municipality_id: String(rivergroveId) }, { name: 'rg-p02.pdf', content: file });
    expect(res.statusCode, res.body).toBe(200);
    const result: PermitResult = res.json();
    expect(result.approval_advice?.status).toBe('deny');
    expect(result.citations.some((c) => /utility pole/i.test(c.quote) && c.section.startsWith('Section 8'))).toBe(true);
    // The advice shows what it read, and where: the form's own fields.
    expect(result.approval_advice?.rationale).toMatch(/Exact location: Stapled to the wooden utility pole.*\(page 1, form field\)/);
  });

  it('does not advise approval where the municipality has no law indexed', async () => {
    const res = await submitPermit(officer, { municipality_id: String(emptyMunicipalityId) }, sample('sign-temporary-compliant.pdf'));
    const result: PermitResult = res.json();
    expect(result.approval_advice?.status).toBe('maybe_approve');
    expect(result.approval_advice?.rationale).toContain('No indexed section');
    expect(result.citations).toEqual([]);
  });

  it('never makes a severe error on the sample applications reviewed through the real pipeline', async () => {
    const cases = readFileSync(resolve(import.meta.dirname, '../fixtures/permits/cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; file: string; expected_status: string });
    const outcomes: string[] = [];
    for (const c of cases) {
      const status = (await review(officer, c.file)).approval_advice!.status;
      outcomes.push(`${c.id}: ${status}`);
      if (c.expected_status === 'deny') expect(status, c.id).toBe('deny');
      else expect(status, c.id).not.toBe('deny');
      if (['deny', 'needs_revision'].includes(c.expected_status)) expect(status, c.id).not.toBe('approve');
    }
    expect(outcomes).toHaveLength(cases.length);
  }, 120_000);
});
