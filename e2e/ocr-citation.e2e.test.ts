/**
 * A resident asks a question answered by a scanned ordinance page (no text layer, read by Tesseract when it was
 * published): the answer's reference says the text was read by OCR, with its confidence, in the list and the panel.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import { ingestFiles } from '../src/server/features/pipeline/ingest-files';
import { FileStore } from '../src/server/storage/file-store';
import { type BrowserSession, startBrowserSession } from '../test/support/browser';

const MUNICIPALITY = 'Rivergrove (scanned copy)';
const SCAN = resolve(import.meta.dirname, '../test/fixtures/ocr/rivergrove-sign-p2-scan.pdf');

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await startBrowserSession({
    role: 'user',
    path: '/',
    prepare: async (t) => {
      const db = t.app.ordo.database.db;
      const municipality = await ensureMunicipality(db, { name: MUNICIPALITY, addressVariant: 'none' });
      await ingestFiles({ db, files: new FileStore(t.app.ordo.config.storageDir) }, { paths: [SCAN], municipalityId: municipality.id, userId: null });
    },
  });
  ({ page } = session);
}, 200_000);

afterAll(async () => session?.close());

describe('a citation of a scanned page', () => {
  it('says the cited text was read by OCR, with its confidence, in the references and the reference panel', async () => {
    await page.getByRole('button', { name: 'New Conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Municipality' });
    await dialog.getByLabel('Municipality').selectOption({ label: MUNICIPALITY });
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const prompt = page.getByRole('textbox', { name: 'Message' });
    await prompt.fill('What is the purpose of the sign ordinance?');
    await prompt.press('Enter');
    const answer = page.getByTestId('bot-message').last();
    await answer.getByTestId('citation-row').first().waitFor({ timeout: 45_000 });
    const note = answer.getByTestId('citation-ocr').first();
    expect(await note.textContent()).toMatch(/^Read by OCR from a scanned page \(\d{2,3}% confidence\)$/);

    await answer.getByTestId('citation-row').first().click();
    const panel = page.getByTestId('reference-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('reference-ocr').textContent()).toMatch(/^Read by OCR from a scanned page \(\d{2,3}% confidence\): check the wording against the original\.$/);
  }, 90_000);
});
