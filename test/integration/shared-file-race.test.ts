import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createDocument, signInStaff } from '../support/workbench';

// Documents with identical content share one stored file. Deleting one while the same file is uploaded again must not
// remove the file the new document uses.
describe('a shared file, deleted and uploaded at the same moment', () => {
  let t: TestApp;
  let staff: Agent;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await signInStaff(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('keeps the file of the document uploaded while its twin was deleted, every time', async () => {
    const missing: number[] = [];
    for (let round = 0; round < 12; round++) {
      const file = { name: 'notice.txt', content: Buffer.from(`Section 1. Notice ${round}.\nThe clerk posts every notice for ten days.\n`) };
      const first = await createDocument(staff, `Notice ${round}`, file);
      const [, second] = await Promise.all([staff.submit('DELETE', `/documents/${first}`), createDocument(staff, `Notice ${round} again`, file)]);
      const view = await staff.get(`/documents/${second}/file`);
      if (view.statusCode !== 200 || view.body !== file.content.toString()) missing.push(round);
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
