import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitResult } from '../../src/contracts/permits';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { permitSample, publishRivergrove, submitPermit } from '../support/permits';

// With an AI provider configured (faked at the OpenAI HTTP boundary), the model words the advice from the engine's
// findings; its citations and quotes are verified, the status is the engine's, and unverifiable text is not used.

const prompt = (request: ChatRequest) => request.messages.find((m) => m.role === 'user')?.content ?? '';
const isAdvice = (request: ChatRequest) => (request.messages.find((m) => m.role === 'system')?.content ?? '').includes('You advise municipal permit staff');

let fake: FakeOpenAi;
let t: TestApp;
let officer: Agent;
let municipalityId: number;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({ config: { ai: { provider: 'openai-compatible', apiKey: 'test-key', baseUrl: fake.url, model: 'fake-chat', embeddingModel: null } } });
  municipalityId = await publishRivergrove(t);
  officer = await t.signIn((await t.createUser({ flags: ['permit_mvp'] })).email);
}, 200_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const review = async (): Promise<PermitResult> => {
  const res = await submitPermit(officer, { municipality_id: String(municipalityId) }, { name: 'sign-roof.pdf', content: permitSample('sign-roof.pdf') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('advice written by a model', () => {
  it('uses the model\'s verified wording, with the engine\'s status and citations', async () => {
    fake.replyWith((request) => {
      if (!isAdvice(request)) return { unexpected: true };
      const n = /^- The application describes work the code prohibits.*\[(\d+)\]$/m.exec(prompt(request))![1];
      return { rationale: `- A roof sign is on the ordinance's list of unlawful signs: "Roof signs." [${n}]`, context_items: [{ n: Number(n), meaning: 'Roof signs cannot be permitted at all.' }] };
    });
    const result = await review();
    expect(fake.chatRequests.filter(isAdvice)).toHaveLength(1);
    expect(prompt(fake.chatRequests[0])).toMatch(/^Status decided: deny\n\nApplication:\nPermit type: Sign Permit/);
    expect(result.approval_advice?.status).toBe('deny');
    expect(result.approval_advice?.rationale).toMatch(/^Recommend denial: the application asks for work the code prohibits\.\n- A roof sign is on the ordinance's list of unlawful signs: "Roof signs\." \[1\]\n\nRead from the application:\n/);
    // The facts the review read stay below the model's wording.
    expect(result.approval_advice?.rationale).toContain('- Sign type: Roof sign (page 1)');
    expect(result.citations).toHaveLength(1);
    expect(result.citations[0].quote).toContain('Roof signs');
    expect(result.context_items[0].text).toContain('Roof signs cannot be permitted at all.');
  });

  it('falls back to the offline advice when the model invents a quotation', async () => {
    fake.replyWith(() => ({ rationale: '- "Roof signs are allowed with a variance." [1]', context_items: [] }));
    const result = await review();
    expect(result.approval_advice?.status).toBe('deny');
    expect(result.approval_advice?.rationale).not.toContain('variance');
    expect(result.approval_advice?.rationale).toMatch(/prohibits: ".*Roof signs\./);
  });
});
