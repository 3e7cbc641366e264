import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_DEMO_JOB, demoName } from '../../src/server/features/demo/demo.service';
import { searchIndex } from '../../src/server/features/search/search.service';
import { seedOnFirstStart } from '../../src/server/features/seed/seed.service';
import { type TestApp, startTestApp } from '../support/app';
import { waitFor } from '../support/wait';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the demo on first start', () => {
  it('publishes the demo DC titles for the demo municipality, so a question finds § 25-723 at once', async () => {
    const seed = await seedOnFirstStart(t.app.ordo.database.db, { adminEmail: 'admin@city.example', adminPassword: null });
    if (!seed.created) throw new Error('expected a first start');
    const jobId = await t.app.ordo.jobs.enqueue(PUBLISH_DEMO_JOB, { municipalityId: seed.municipalityId, userId: seed.adminId }, { userId: seed.adminId });
    const staff = await t.signIn('admin@city.example', seed.adminPassword);
    const job = await waitFor(async () => (await staff.get(`/api/v1/jobs/${jobId}`)).json(), (j) => j.status === 'completed' || j.status === 'failed', 110_000);
    expect(job.error).toBeNull();

    const documents = (await staff.visit('/documents?sort=alpha')).props.documents;
    expect(documents.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['DC Code Title 25: Alcoholic Beverages', 'completed'],
      ['DC Code Title 8: Animals Litter Dumping', 'completed'],
    ]);
    const { hits } = await searchIndex(t.app.ordo.database.db, {
      municipalityId: seed.municipalityId,
      question: 'How late can a bar serve drinks on Saturday?',
      limit: 3,
    });
    expect(hits[0].sectionLabel).toBe('§ 25-723');

    // A second run (a restart after a crash) publishes nothing twice.
    const again = await t.app.ordo.jobs.enqueue(PUBLISH_DEMO_JOB, { municipalityId: seed.municipalityId, userId: seed.adminId }, {});
    await waitFor(async () => (await staff.get(`/api/v1/jobs/${again}`)).json(), (j) => j.status === 'completed', 60_000);
    expect((await staff.visit('/documents')).props.documents).toHaveLength(2);
  }, 150_000);

  it('names demo documents readably', () => {
    expect(demoName('dc-title-08-animals-litter-dumping.txt')).toBe('DC Code Title 8: Animals Litter Dumping');
    expect(demoName('notes.txt')).toBe('notes.txt');
  });
});
