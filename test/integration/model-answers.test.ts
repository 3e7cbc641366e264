import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeAnswer, writeAnswer } from '../../src/engine/answer';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { title25Search, title25Section } from '../support/title-25';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';

const SECTIONS = ['25-721', '25-722', '25-723', '25-724', '25-725'].map(title25Section);
const QUESTION = 'How late can a bar serve drinks on Saturday?';
const { plan: PLAN, hits: HITS } = await title25Search(SECTIONS)(QUESTION);

const system = (request: ChatRequest) => request.messages.find((m) => m.role === 'system')?.content ?? '';
const user = (request: ChatRequest) => request.messages.find((m) => m.role === 'user')?.content ?? '';
/** The number the prompt gave a section. */
const numberOf = (request: ChatRequest, label: string) => Number(new RegExp(`^\\[(\\d+)\\] ${label} `, 'm').exec(user(request))?.[1]);

let fake: FakeOpenAi;
let t: TestApp;
let agent: Agent;
let answerReply: (request: ChatRequest) => unknown = () => ({});

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.replyWith((request) => {
    const instructions = system(request);
    if (instructions.includes('numbered sources')) return answerReply(request);
    if (instructions.includes('suggest')) return { queries: ['How late can a bar serve on Sunday?', 'What license does a bar need?', 'What is the fine; for late service?'] };
    // Any other helper gets output that does not validate, so it must fall back.
    return { unexpected: true };
  });
  t = await startTestApp({ config: { ai: { provider: 'openai-compatible', apiKey: 'test-key', baseUrl: fake.url, model: 'fake-chat', embeddingModel: null } } });
  agent = await t.signIn((await t.createUser()).email);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('writeAnswer through the OpenAI-compatible provider', () => {
  const ask = () => writeAnswer({ question: QUESTION, plan: PLAN, hits: HITS, maxCitations: 5, model: t.app.ordo.ai.structured });

  it('sends the numbered sources and keeps only what it can verify in them', async () => {
    answerReply = (request) => {
      const hours = numberOf(request, '§ 25-723');
      return {
        answer: `A bar may serve until 3:00 a.m. on Saturday; the code bars service "between the following hours" [${hours}]. It may stay open "all night on weekends" [${hours}]. Hotels differ [8].`,
      };
    };
    const answer = await ask();
    expect(answer.answeredBy).toBe('openai-compatible:fake-chat');
    expect(answer.content).toBe(
      'A bar may serve until 3:00 a.m. on Saturday; the code bars service "between the following hours" [1].\n\nSome citations or quotations that could not be verified against the sources were removed.',
    );
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]).toMatchObject({ n: 1, chunkId: 25723, sectionLabel: '§ 25-723' });
    expect(SECTIONS.find((s) => s.chunkId === 25723)!.content).toContain(answer.citations[0].quote);

    const request = fake.chatRequests.at(-1) as ChatRequest;
    expect(request.model).toBe('fake-chat');
    expect(request.response_format?.type).toBe('json_schema');
    expect(system(request)).toMatch(/square brackets/);
    expect(user(request)).toContain(`Question: ${QUESTION}`);
    expect(user(request)).toContain('§ 25-723 (Title 25 › Chapter 7 › § 25-723) — DC Code Title 25: Alcoholic Beverages');
  });

  it('falls back to the offline answer when the provider returns output that does not validate', async () => {
    answerReply = () => ({ text: 'no answer field' });
    const answer = await ask();
    const offline = composeAnswer({ question: QUESTION, plan: PLAN, hits: HITS, maxCitations: 5 });
    expect(answer.answeredBy).toBe('offline');
    expect(answer.content).toBe(offline.content);
    expect(answer.reasonings.at(-1)).toMatch(/^openai-compatible:fake-chat could not write the answer \(.*does not match the expected shape.*\); answered from the sources offline$/);
  });
});

describe('completion helpers with a provider configured', () => {
  it('answers from the model, cleaned: suggestions semicolon-separated with none inside', async () => {
    const res = await agent.post('/api/v1/completions/suggest_queries', { query_suggestion: { text: QUESTION } });
    expect(res.json().response).toBe('How late can a bar serve on Sunday?; What license does a bar need?; What is the fine, for late service?');
    expect(system(fake.chatRequests.at(-1) as ChatRequest)).toMatch(/suggest/);
  });

  it('falls back to the offline helper when the model output is unusable', async () => {
    const text = SECTIONS.find((s) => s.chunkId === 25723)!.content;
    const before = fake.chatRequests.length;
    const res = await agent.post('/api/v1/completions/summarize_citation', { citation_summary: { title: '§ 25-723', text } });
    expect(res.statusCode).toBe(200);
    expect(fake.chatRequests.length).toBeGreaterThan(before);
    expect(res.json().response).toMatch(/^Except as provided in § 25-724/);
  });
});
