import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import type { TestApp } from '../test/support/app';
import { type BrowserSession, startBrowserSession } from '../test/support/browser';

/** A real code excerpt published as Markdown: China Grove, NC, Chapter 10 (see test/fixtures/engine/README.md). */
const MARKDOWN = join(import.meta.dirname, '../test/fixtures/engine/china-grove-ch10-excerpt.md');
const MUNICIPALITY = 'Town of China Grove, NC';

let session: BrowserSession;
let t: TestApp;
let page: Page;

beforeAll(async () => {
  session = await startBrowserSession({
    path: '/',
    prepare: async (app) => {
      await ensureMunicipality(app.app.ordo.database.db, { name: MUNICIPALITY });
    },
  });
  ({ t, page } = session);
}, 120_000);

afterAll(async () => session?.close());

describe('a staff member uploads a code published as Markdown, asks it a question and opens the cited section', () => {
  it('uploads the Markdown file from Manage Documents and sees it become available', async () => {
    await page.getByRole('button', { name: 'New Conversation' }).click();
    const picker = page.getByRole('dialog', { name: 'Select a Municipality' });
    await picker.getByLabel('Municipality').selectOption({ label: MUNICIPALITY });
    await picker.getByRole('button', { name: 'Start' }).click();
    await picker.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Manage Documents' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Documents' });
    await manage.getByRole('button', { name: 'Upload New' }).click();
    const form = page.getByRole('dialog', { name: 'Upload New Document' });
    await form.getByText('Accepted formats: PDF, DOC, DOCX, TXT, Markdown, HTML, or a ZIP of HTML pages.').waitFor();
    await form.getByLabel('Document Name').fill('China Grove Chapter 10, Animals');
    await form.getByLabel('File').setInputFiles(MARKDOWN);
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Document uploaded successfully. Processing may take up to 48 hours.').waitFor();

    const list = page.getByRole('dialog', { name: 'Manage Documents' });
    await expect
      .poll(async () => (await list.textContent()) ?? '', { timeout: 90_000, interval: 1000 })
      .toMatch(/Available Documents[\s\S]*China Grove Chapter 10, Animals[\s\S]*Completed/);
    // Close Manage Documents and the account settings under it, back to the conversation.
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    expect(await page.getByRole('dialog').count()).toBe(0);
  }, 120_000);

  it('asks whether keeping chickens needs a permit and gets an answer citing Sec. 10-7', async () => {
    const prompt = page.getByRole('textbox', { name: 'Message' });
    await prompt.fill('Do I need a permit to keep chickens?');
    await prompt.press('Enter');
    const answer = page.getByTestId('bot-message').last();
    await answer.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Waiting...' }).count(), { timeout: 15_000 }).toBe(0);
    expect(await answer.getByTestId('citation-row').first().textContent()).toContain('Sec. 10-7');
  }, 60_000);

  it('opens the cited section: its number and its text, with no Markdown marks', async () => {
    await page.getByTestId('bot-message').last().getByTestId('citation-row').first().click();
    const panel = page.getByTestId('reference-panel');
    await panel.waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('Sec. 10-7');
    expect(text).toContain('chickens');
    expect(text).not.toContain('###');
    await panel.getByRole('button', { name: 'Close reference' }).click();
    await panel.waitFor({ state: 'hidden' });
  });
});
