import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_DEMO_JOB, demoName } from '../../src/server/features/demo/demo.service';
import { searchIndex } from '../../src/server/features/search/search.service';
import { type TestApp, startTestApp } from '../support/app';
import { publishDemo } from '../support/chats';
import { waitForSettled } from '../support/wait';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the demo on first start', () => {
  it('publishes the demo DC titles for the demo municipality, so a question finds § 25-723 at once', async () => {
    const demo = await publishDemo(t);
    const staff = await t.signIn(demo.admin.email, demo.admin.password);

    const documents = (await staff.visit('/documents?sort=alpha')).props.documents;
    expect(documents.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['DC Code Title 25: Alcoholic Beverages', 'completed'],
      ['DC Code Title 8: Animals Litter Dumping', 'completed'],
    ]);
    const { hits } = await searchIndex(t.app.ordo.database.db, {
      municipalityId: demo.municipalityId,
      question: 'How late can a bar serve drinks on Saturday?',
      limit: 3,
    });
    expect(hits[0]).toMatchObject({ sectionLabel: '§ 25-723', documentId: demo.title25Id });

    // A second run (a restart after a crash) publishes nothing twice.
    const again = await t.app.ordo.jobs.enqueue(PUBLISH_DEMO_JOB, { municipalityId: demo.municipalityId, userId: demo.admin.id }, {});
    const job = await waitForSettled(() => t.app.ordo.jobs.getJob(again));
    expect([job.status, job.error]).toEqual(['completed', null]);
    expect((await staff.visit('/documents')).props.documents).toHaveLength(2);
  }, 150_000);

  it('names demo documents readably', () => {
    expect(demoName('dc-title-08-animals-litter-dumping.txt')).toBe('DC Code Title 8: Animals Litter Dumping');
    expect(demoName('notes.txt')).toBe('notes.txt');
  });
});
