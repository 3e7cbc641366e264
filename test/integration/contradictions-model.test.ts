import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeHealthFinding } from '../../src/contracts/contradictions';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { publishPlantedSet } from '../support/planted-conflicts';
import { waitForSettled } from '../support/wait';
import { signInStaff } from '../support/workbench';

// With an AI provider configured, the model reviews each candidate pair of the scan (here the code health report's,
// faked at the OpenAI HTTP boundary): its explanation is used only when it quotes both sides verbatim, and a pair it
// rejects is dropped.

const user = (request: ChatRequest) => request.messages.find((m) => m.role === 'user')?.content ?? '';
const isReview = (request: ChatRequest) => (request.messages.find((m) => m.role === 'system')?.content ?? '').includes('You review suspected contradictions');
const WEEKEND_OLD = '3:00 a.m. and 6:00 a.m. on Saturday and Sunday';
const WEEKEND_NEW = '4:00 a.m. and 6:00 a.m. on Saturday and Sunday';
const VERIFIED = `The 2019 print closes weekend service at 4:00 a.m. ("${WEEKEND_NEW}") where Title 25 says "${WEEKEND_OLD}".`;

let fake: FakeOpenAi;
let t: TestApp;
let staff: Agent;
let municipalityId: number;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.replyWith((request) => {
    if (!isReview(request)) return { unexpected: true };
    const prompt = user(request);
    // The weekend hours: a verified explanation. The Inaugural Week fee: confirmed, with a quotation found in neither
    // text. Everything else: not a contradiction.
    if (prompt.includes(WEEKEND_NEW)) return { contradiction: true, explanation: VERIFIED };
    if (prompt.includes('$300 for a CN licensee')) return { contradiction: true, explanation: 'One says "the fee is waived" and the other "$300 for a CN licensee".' };
    return { contradiction: false, explanation: 'Different subjects.' };
  });
  t = await startTestApp({ config: { ai: { provider: 'openai-compatible', apiKey: 'test-key', baseUrl: fake.url, model: 'fake-chat', embeddingModel: null } } });
  ({ municipalityId } = await publishPlantedSet(t, 'Reviewed City', ['dc/dc-title-25-alcoholic-beverages.txt', 'planted-dc-title-25-ch7-print-2019.txt']));
  staff = await signInStaff(t);
}, 200_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the model review of the scan', () => {
  it('keeps what the model confirms, with its explanation only when both quotes are verified, and drops what it rejects', async () => {
    expect((await staff.submit('POST', `/municipalities/${municipalityId}/code_health/scans`)).statusCode).toBe(303);
    const { props } = await staff.visit(`/municipalities/${municipalityId}/code_health`);
    const job = await waitForSettled(() => t.app.ordo.jobs.getJob(props.scans[0].job_id), 120_000);
    expect(job.status, job.error ?? '').toBe('completed');

    const reviews = fake.chatRequests.filter(isReview);
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const r of reviews) expect(user(r)).toMatch(/^Suspected: .*\n\nProvision A \(.+\):\n[\s\S]+\n\nProvision B \(.+\):\n/);

    const findings: CodeHealthFinding[] = (await staff.visit(`/municipalities/${municipalityId}/code_health?status=all`)).props.findings;
    expect(findings).toHaveLength(2);
    const hour = findings.find((f) => f.document_sources.some((s) => s.quoted_text.includes(WEEKEND_NEW)));
    expect(hour).toMatchObject({ explanation: VERIFIED, explained_by: 'openai-compatible:fake-chat' });
    const fee = findings.find((f) => f.document_sources.some((s) => s.quoted_text.includes('$300 for a CN licensee')));
    expect(fee?.explained_by).toBe('offline');
    expect(fee?.explanation).toMatch(/^Different amounts for what reads as the same thing: § 25-723 of .* says \$(250|300), while/);
    // The manager's licence exemption was rejected by the model, so it is not stored.
    expect(findings.some((f) => f.kind === 'requirement')).toBe(false);
  });
});
