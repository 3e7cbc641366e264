import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MunicipalityDocument } from '../../src/contracts/chats';
import { findDocument } from '../../src/server/features/documents/documents.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { waitFor } from '../support/wait';

// An upload from Manage Documents whose pipeline completes but whose indexing then fails (here the embedding service
// answers vectors of the wrong size, so the index refuses them): the document must not be listed as available.
describe('an upload whose indexing fails after its chunks are complete', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let admin: Agent;
  let municipalityId: number;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ dimensions: 3 });
    t = await startTestApp({ config: { ai: { provider: 'openai-compatible', apiKey: 'test-key', baseUrl: fake.url, model: 'fake-chat', embeddingModel: 'fake-embed' } } });
    admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
    municipalityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'Index Failure City' })).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('is listed as failed, never as completed', async () => {
    const url = `/api/v1/municipalities/${municipalityId}/documents`;
    const content = Buffer.from('Section 1. Quiet hours.\nNo amplified sound may be played in a park between 10 p.m. and 7 a.m.\n');
    const res = await admin.upload(url, { 'document[name]': 'Park rules' }, { field: 'document[file]', name: 'rules.txt', content });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const id = (res.json() as MunicipalityDocument).id;
    const seen: string[] = [];
    const final = await waitFor(
      async () => {
        const status = ((await admin.get(url)).json() as MunicipalityDocument[]).find((d) => d.id === id)?.status ?? 'missing';
        if (seen.at(-1) !== status) seen.push(status);
        return status;
      },
      (status) => status === 'completed' || status === 'failed',
      90_000,
    );
    expect(fake.embeddingRequests.length).toBeGreaterThan(0);
    expect(final).toBe('failed');
    expect(seen).not.toContain('completed');
    expect((await findDocument(t.app.ordo.database.db, id))?.vectorizedStatus).toBe('vectorize_failed');
  }, 120_000);
});
