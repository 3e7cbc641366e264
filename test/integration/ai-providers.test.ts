import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { countEmbeddedRows } from '../../src/server/features/search/search.repo';
import { searchIndex } from '../../src/server/features/search/search.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { waitFor, waitForSettled } from '../support/wait';
import { createDocument, runParseJob, signInStaff } from '../support/workbench';

const RULES = [
  'TOWN OF MAPLEFORD PARK AND STREET RULES',
  '',
  'Rule 1. Dogs in Parks',
  'Dogs must be kept on a leash no longer than six feet in every town park.',
  '',
  'Rule 2. Quiet Hours',
  'No amplified sound may be played between 10 p.m. and 7 a.m. within 200 feet of a dwelling.',
  '\f',
  'Rule 3. Snow Removal',
  'Owners shall clear the sidewalk in front of their property within 24 hours after a snowfall ends.',
  '',
].join('\n');

const MODEL_QUESTION = 'How long after it stops snowing do I have to clear my walk?';

/** The fake model: divisors for extraction (invalid output when the prompt says BROKEN), a fixed question otherwise. */
function answer(request: ChatRequest): unknown {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  if (system.includes('write test questions')) return { question: MODEL_QUESTION };
  if (system.includes('BROKEN')) return { divisors: [{ divisor_type: 'section', title: 42 }] };
  const page = (n: number) => ({ start_page: n, end_page: n });
  return {
    divisors: [
      { divisor_type: 'section', number: '1', title: 'Rule 1. Dogs in Parks', parent_title: null, ...page(1) },
      { divisor_type: 'section', number: '2', title: 'Rule 2. Quiet Hours', parent_title: null, ...page(1) },
      // Not printed anywhere: the model invented it, so it must not become a divisor.
      { divisor_type: 'section', number: '4', title: 'Rule 4. Fireworks', parent_title: null, ...page(2) },
      { divisor_type: 'section', number: '3', title: 'Rule 3. Snow Removal', parent_title: null, ...page(2) },
    ],
  };
}

let fake: FakeOpenAi;
let t: TestApp;
let staff: Agent;
let documentId: number;
let municipalityId: number;

const finished = <T extends { status: string }>(read: () => Promise<T>) => waitForSettled(read, 20_000);

async function runExtract(prompt: string) {
  const res = await staff.submit('POST', `/documents/${documentId}/extract_jobs`, {
    extract_job: { start_page: 1, end_page: 2, extract_prompt: prompt, divisor_types: ['title', 'chapter', 'section', 'subsection'] },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
  const id = Number(/extract_jobs\/(\d+)/.exec(String(res.headers.location))?.[1]);
  const job = await finished(async () => (await staff.visit(`/documents/${documentId}/extract_jobs/${id}/edit`)).props.extract_job);
  const sections = (await staff.visit(`/documents/${documentId}/extract_jobs/${id}/divisors?divisor_type=section`)).props.divisors;
  return { id, job, titles: sections.map((d: { title: string }) => d.title) as string[] };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.replyWith(answer);
  t = await startTestApp({
    config: { ai: { provider: 'openai-compatible', apiKey: 'test-key', baseUrl: fake.url, model: 'fake-chat', embeddingModel: 'fake-embed' } },
  });
  staff = await signInStaff(t);
  municipalityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'Mapleford' })).id;
  documentId = await createDocument(staff, 'Mapleford Rules', { name: 'rules.txt', content: Buffer.from(RULES) });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('with an OpenAI-compatible provider configured', () => {
  it('extracts the divisors the model names, keeping only headings printed in the pages', async () => {
    const offline = await runExtract('');
    expect(offline.job.response_payload.extractor).toBe('heading patterns (offline)');
    expect(offline.titles).not.toContain('Rule 2. Quiet Hours');

    const { job, titles } = await runExtract('List every rule as a section.');
    expect(job.status).toBe('completed');
    expect(job.response_payload).toMatchObject({ extractor: 'model', model: 'openai-compatible:fake-chat' });
    expect(titles).toEqual(['Rule 1. Dogs in Parks', 'Rule 2. Quiet Hours', 'Rule 3. Snow Removal']);
    expect(job.response_payload.dropped_divisors).toEqual(['Rule 4. Fireworks (not found in the page text)']);
    // The SDK asked for JSON, and the instructions carried the staff member's prompt.
    const request = fake.chatRequests.at(-1) as ChatRequest;
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.messages[0].content).toContain('List every rule as a section.');
  });

  it('falls back to the heading rules, with a warning, when the model output does not validate', async () => {
    const { job } = await runExtract('BROKEN prompt');
    expect(job.status).toBe('completed');
    expect(job.response_payload.extractor).toBe('heading patterns (offline)');
    expect(job.response_payload.warnings[0]).toMatch(/^The model's output did not validate \(.+\); used the heading rules instead\.$/);
  });

  it('embeds the chunks when indexing and finds a paraphrase through the dense side', async () => {
    const { id: extractJobId } = await runExtract('List every rule as a section.');
    const parse = await runParseJob(staff, documentId, { chunk_size: 3000, chunk_mode: 'section', start_page: 1, end_page: 2 });
    expect(parse.status).toBe('completed');
    const created = await staff.submit('POST', `/documents/${documentId}/chunk_collections`, {
      chunk_collection: { name: 'Rules', parse_job_id: parse.id, extract_job_id: extractJobId },
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(303);
    expect((await staff.submit('POST', `/documents/${documentId}/complete`)).statusCode).toBe(303);
    const started = await staff.post(`/documents/${documentId}/upload_document_chunks`, { municipality_id: municipalityId });
    const job = await finished(async () => (await staff.get(`/api/v1/jobs/${started.json().job_id}`)).json());
    expect(job.status).toBe('completed');

    const db = t.app.ordo.database.db;
    expect(await countEmbeddedRows(db, municipalityId)).toBeGreaterThanOrEqual(3);
    expect(fake.embeddingRequests.length).toBeGreaterThan(0);

    const question = 'Are neighbours allowed to blast tunes past bedtime?';
    // No word in common: full-text search alone misses the rule; the dense side finds it.
    const lexical = await searchIndex(db, { municipalityId, question });
    expect(lexical.hits.find((h) => h.heading?.includes('Quiet Hours'))).toBeUndefined();
    const fused = await searchIndex(db, { municipalityId, question, embeddings: t.app.ordo.ai.embeddings });
    expect(fused.hits[0]?.heading).toBe('Rule 2. Quiet Hours');
    // A section named by number still comes first.
    const named = await searchIndex(db, { municipalityId, question: 'What does Section 3 say about loud music?', embeddings: t.app.ordo.ai.embeddings });
    expect(named.hits[0]?.heading).toBe('Rule 3. Snow Removal');
  });

  it('writes test questions with the model', async () => {
    const res = await staff.submit('POST', `/documents/${documentId}/schedule_test_questions`);
    expect(res.statusCode).toBe(303);
    const questions = await waitFor(
      async () => (await staff.visit(`/documents/${documentId}/questions`)).props.questions as { question_text: string; metadata: { generator: string } }[],
      (qs) => qs.length > 0,
      20_000,
    );
    expect(questions[0].question_text).toBe(MODEL_QUESTION);
    expect(questions[0].metadata.generator).toBe('model (openai-compatible:fake-chat)');
  });
});

describe('AI configuration', () => {
  const invalid = (env: Record<string, string>) => {
    let error: unknown = null;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  };

  it('stays offline when no provider is set, and reads a full provider configuration', () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(
      loadConfig({ ORDO_AI_PROVIDER: 'openai', ORDO_AI_API_KEY: 'sk-x', ORDO_AI_MODEL: 'gpt-4o-mini', ORDO_EMBEDDING_MODEL: 'text-embedding-3-small' }).ai,
    ).toEqual({ provider: 'openai', apiKey: 'sk-x', baseUrl: null, model: 'gpt-4o-mini', embeddingModel: 'text-embedding-3-small' });
  });

  it('names each bad combination in plain words', () => {
    expect(invalid({ ORDO_AI_PROVIDER: 'gemini' })).toMatch(/ORDO_AI_PROVIDER: must be one of openai, anthropic, openai-compatible/);
    expect(invalid({ ORDO_AI_MODEL: 'gpt-4o' })).toMatch(/ORDO_AI_MODEL: is set but ORDO_AI_PROVIDER is not/);
    expect(invalid({ ORDO_AI_PROVIDER: 'openai', ORDO_AI_MODEL: 'gpt-4o' })).toMatch(/ORDO_AI_API_KEY: is required with ORDO_AI_PROVIDER=openai/);
    expect(invalid({ ORDO_AI_PROVIDER: 'openai-compatible', ORDO_AI_MODEL: 'llama3.1' })).toMatch(/ORDO_AI_BASE_URL: is required/);
    expect(invalid({ ORDO_AI_PROVIDER: 'anthropic', ORDO_AI_API_KEY: 'k' })).toMatch(/ORDO_AI_MODEL: is required/);
    expect(invalid({ ORDO_AI_PROVIDER: 'anthropic', ORDO_AI_API_KEY: 'k', ORDO_AI_MODEL: 'claude', ORDO_EMBEDDING_MODEL: 'e' })).toMatch(
      /ORDO_EMBEDDING_MODEL: Anthropic offers no embedding models/,
    );
  });
});
