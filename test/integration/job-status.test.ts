import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PermanentJobError } from '../../src/server/jobs/errors';
import { defineJob } from '../../src/server/jobs/job-definition';
import { type TestApp, startTestApp } from '../support/app';
import { waitFor } from '../support/wait';

const importListing = defineJob({
  kind: 'test-import-listing',
  payload: z.object({ name: z.string() }),
  async handler(payload) {
    if (payload.name === 'broken.pdf') throw new PermanentJobError('The PDF is encrypted; remove the password and upload it again.');
    return { pages: 3 };
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ extraJobs: [importListing] });
});
afterAll(async () => t?.close());

describe('GET /api/v1/jobs/:id', () => {
  it("shows the person who started a job its failure reason, and hides it from other users", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const jobId = await t.app.ordo.jobs.enqueue('test-import-listing', { name: 'broken.pdf' }, { userId: owner.id });

    const agent = await t.signIn(owner.email);
    const job = await waitFor(
      async () => (await agent.get(`/api/v1/jobs/${jobId}`)).json(),
      (body) => body.status === 'failed',
    );
    expect(job).toMatchObject({ id: jobId, kind: 'test-import-listing', status: 'failed' });
    expect(job.error).toBe('The PDF is encrypted; remove the password and upload it again.');

    const other = await t.signIn(stranger.email);
    expect((await other.get(`/api/v1/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await other.get('/api/v1/jobs/not-a-uuid')).statusCode).toBe(404);
  });

  it('shows a completed job at 100%', async () => {
    const owner = await t.createUser();
    const jobId = await t.app.ordo.jobs.enqueue('test-import-listing', { name: 'fine.pdf' }, { userId: owner.id });
    const agent = await t.signIn(owner.email);
    const job = await waitFor(async () => (await agent.get(`/api/v1/jobs/${jobId}`)).json(), (b) => b.status === 'completed');
    expect(job.progress).toBe(100);
  });
});
