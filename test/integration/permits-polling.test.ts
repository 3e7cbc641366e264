import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitResult, PermitReviewSummary } from '../../src/contracts/permits';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { permitSample, publishRivergrove, submitPermit } from '../support/permits';
import { waitFor } from '../support/wait';

// A review that takes longer than the request may wait: the request answers 202 with the review, which the client
// polls until the advice is there. (The wait is cut to nothing here so that every review outlasts it.)

let t: TestApp;
let officer: Agent;
let municipalityId: number;

beforeAll(async () => {
  t = await startTestApp({ permitWaitMs: 0 });
  municipalityId = await publishRivergrove(t);
  officer = await t.signIn((await t.createUser({ flags: ['permit_mvp'] })).email);
}, 200_000);
afterAll(async () => t?.close());

describe('a review that outlasts the request', () => {
  it('answers 202 with the review to poll, and the poll brings the advice', async () => {
    const res = await submitPermit(officer, { municipality_id: String(municipalityId) }, { name: 'sign-video.pdf', content: permitSample('sign-video.pdf') });
    expect(res.statusCode).toBe(202);
    const pending: PermitResult = res.json();
    expect(pending).toMatchObject({ status: 'processing', approval_advice: null, file_name: 'sign-video.pdf' });
    expect(pending.job_id).toMatch(/^[0-9a-f-]{36}$/);
    const history: PermitReviewSummary[] = (await officer.get('/api/v1/permits/reviews')).json();
    expect(history.map((h) => h.id)).toContain(pending.id);

    const done = await waitFor(async () => (await officer.get(`/api/v1/permits/reviews/${pending.id}`)).json() as PermitResult, (r) => r.status !== 'processing', 30_000);
    expect(done.status).toBe('completed');
    expect(done.approval_advice?.status).toBe('deny');
    expect(done.citations.some((c) => /Video signs/.test(c.quote))).toBe(true);
  });
});
