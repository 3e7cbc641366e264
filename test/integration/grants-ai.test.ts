import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrantSearchQuery } from '../../src/contracts/grants';
import { countGrants, listGrantEmbeddings } from '../../src/server/features/grants/grants.repo';
import { searchGrants } from '../../src/server/features/grants/grants.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { importListings, listingsCsv } from '../support/grants';

const MODEL_SUMMARY = 'Cities, counties and territories may apply for project grants that equip and train fire departments; the program obligated $370 million in FY 2024.';

let fake: FakeOpenAi;
let t: TestApp;
let admin: Agent;
let summaryReply: (request: ChatRequest) => unknown = () => ({ summary: MODEL_SUMMARY });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.replyWith((request) => summaryReply(request));
  t = await startTestApp({ config: { ai: { provider: 'openai-compatible', apiKey: 'test-key', baseUrl: fake.url, model: 'fake-chat', embeddingModel: 'fake-embed' } } });
  admin = await t.signIn((await t.createUser({ role: 'super_admin', flags: ['grant_access'] })).email);
  const header = listingsCsv(0).toString('utf8').trimEnd();
  const afg = listingsCsv().toString('utf8').split('\n').find((l) => l.startsWith('97.044,'))!;
  const extra = '98.555,Leash Free Areas,,Test Agency,,Fenced areas where dogs may run.,City or Township Government,Project Grants,,,,,,,,2024,,';
  await importListings(admin, Buffer.from([header, afg, extra].join('\n')));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Grant Finder with an AI provider', () => {
  it('embeds the imported listings', async () => {
    expect(await countGrants(t.app.ordo.database.db)).toBe(2);
    expect((await listGrantEmbeddings(t.app.ordo.database.db)).map((e) => e.programNumber).sort()).toEqual(['97.044', '98.555']);
    expect(fake.embeddingRequests.flatMap((r) => r.input).some((text) => text.includes('Fenced areas where dogs may run.'))).toBe(true);
  });

  it('fuses the nearest listings into the ranking, and still finds nothing for nonsense', async () => {
    const search = (query: string) => searchGrants({ db: t.app.ordo.database.db, embeddings: t.app.ordo.ai.embeddings, lexicon: null }, GrantSearchQuery.parse({ query }));
    // 'puppy' is no listing's word; the embedding model places it beside the dogs' listing.
    expect((await search('puppy')).map((r) => r.program_number)).toEqual(['98.555']);
    expect((await searchGrants({ db: t.app.ordo.database.db, lexicon: null }, GrantSearchQuery.parse({ query: 'puppy' })))).toEqual([]);
    expect(await search('asdf qwerty zxcv')).toEqual([]);
    const fire = await search('fire department equipment');
    expect(fire[0].program_number).toBe('97.044');
  });

  it('has the model rewrite the eligibility summary from the listing, and falls back to the offline summary when it fails', async () => {
    const summarize = () => admin.post('/api/v1/completions/summarize_grant_eligibility', { grant_eligibility_summary: { text: 'Assistance to Firefighters Grant', program_number: '97.044' } });
    const res = await summarize();
    expect(res.json().response).toBe(MODEL_SUMMARY);
    const prompt = fake.chatRequests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Program: Assistance to Firefighters Grant (97.044)');
    expect(prompt).toContain('Assistance types: Project Grants');

    summaryReply = () => ({ unexpected: true });
    const fallback = await summarize();
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().response).toMatch(/^Who may apply: governments in general, local governments/);
  });
});
