import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageEvaluations, messageFeedbacks } from '../src/server/db/schema';
import type { TestApp } from '../test/support/app';
import { type BrowserSession, signedInPage, startBrowserSession } from '../test/support/browser';
import { type DemoSetup, publishDemo } from '../test/support/chats';
import { CORPUS_DIR } from '../test/support/corpus';

const QUESTION = 'How late can a bar serve drinks on Saturday?';
const NEW_TITLE = 'Bar hours on weekends';

let session: BrowserSession;
let t: TestApp;
let demo: DemoSetup;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  session = await startBrowserSession({
    role: 'user',
    path: '/',
    prepare: async (app) => {
      demo = await publishDemo(app);
    },
  });
  ({ t, browser, page } = session);
}, 200_000);

afterAll(async () => session?.close());

const sidebar = () => page.getByRole('complementary', { name: 'Sidebar' });
const savedRows = () => sidebar().getByRole('list', { name: 'Saved conversations' }).getByRole('listitem');

describe('a resident asks the demo municipality a question', () => {
  it('starts a chat for the demo municipality', async () => {
    await page.getByRole('button', { name: 'New Conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Municipality' });
    const start = dialog.getByRole('button', { name: 'Start' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByLabel('Municipality').selectOption({ label: demo.municipalityName });
    await start.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('chat-municipality').textContent()).toContain(demo.municipalityName);
    // A chat without messages offers three suggested questions.
    await page.getByRole('heading', { name: 'What would you like to know?' }).waitFor();
  });

  it('asks about bar hours, sees progress, and gets an answer citing § 25-723', async () => {
    const prompt = page.getByRole('textbox', { name: 'Message' });
    await prompt.fill(QUESTION);
    await prompt.press('Enter');
    // Each progress text shows for at least 1.5 s, so the first is there to be seen even when the answer is quick.
    await page.getByTestId('progress-text').waitFor();
    expect(await page.getByTestId('progress-text').textContent()).toBe('Sending your message...');
    const answer = page.getByTestId('bot-message').last();
    await answer.waitFor({ timeout: 30_000 });
    // The send button reads 'Waiting...' only while the reply is pending.
    await expect.poll(() => page.getByRole('button', { name: 'Waiting...' }).count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('human-message').last().textContent()).toContain(QUESTION);
    const firstCitation = answer.getByTestId('citation-row').first();
    expect(await firstCitation.textContent()).toContain('§ 25-723');
    expect(await answer.getByTestId('citation-marker').count()).toBeGreaterThan(0);
    expect(await answer.getByTestId('time-saved').textContent()).toMatch(/^Est\. \d+m \d{2}s saved$/);
    // The server titles the chat from the question and the sidebar follows.
    await expect.poll(() => savedRows().first().textContent()).toMatch(/bar/i);
  });

  it('opens the reference and shows the section text with a summary', async () => {
    await page.getByTestId('bot-message').last().getByTestId('citation-row').first().click();
    const panel = page.getByTestId('reference-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('§ 25-723');
    await expect.poll(() => panel.locator('mark').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await panel.getByTestId('reference-summary').textContent())?.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(20);
    await panel.getByRole('button', { name: 'Close reference' }).click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('marks the answer helpful and sends feedback', async () => {
    const answer = page.getByTestId('bot-message').last();
    const messageId = Number(await answer.getAttribute('data-message-id'));
    const helpful = answer.getByRole('button', { name: 'Helpful', exact: true });
    await helpful.click();
    await expect.poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
    const db = t.app.ordo.database.db;
    await expect
      .poll(async () => (await db.select().from(messageEvaluations).where(eq(messageEvaluations.messageId, messageId))).map((e) => e.evaluation))
      .toEqual(['helpful']);

    await answer.getByRole('button', { name: 'Feedback', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Clear answer, thank you.');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await db.select().from(messageFeedbacks).where(and(eq(messageFeedbacks.messageId, messageId)));
    expect(stored.map((f) => f.feedback)).toEqual(['Clear answer, thank you.']);
  });

  it('renames the conversation and finds it by search', async () => {
    await page.getByRole('button', { name: 'Rename conversation' }).click();
    const title = page.getByRole('textbox', { name: 'Conversation title' });
    await title.fill(NEW_TITLE);
    await title.press('Enter');
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe(NEW_TITLE);
    await expect.poll(() => savedRows().first().textContent()).toContain(NEW_TITLE);

    const search = sidebar().getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('weekends');
    await expect.poll(() => savedRows().count()).toBe(1);
    await search.fill('no conversation is called this');
    await expect.poll(() => savedRows().count()).toBe(0);
    await search.fill('');
    await expect.poll(() => savedRows().count()).toBe(1);
  });

  it('archives the conversation and restores it', async () => {
    await savedRows().first().getByRole('button', { name: /^Archive chat/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('The conversation has been archived successfully.').waitFor();
    await expect.poll(() => savedRows().count()).toBe(0);

    await sidebar().getByRole('button', { name: 'Archived Conversations' }).click();
    const archived = sidebar().getByRole('list', { name: 'Archived conversations' }).getByRole('listitem');
    await expect.poll(() => archived.first().textContent()).toContain(NEW_TITLE);
    await archived.first().getByRole('button', { name: /^Unarchive chat/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('The conversation has been restored successfully.').waitFor();
    await expect.poll(() => savedRows().count()).toBe(1);
    await savedRows().first().getByRole('button').first().click();
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe(NEW_TITLE);
  });

  it('selects fewer documents, and the next answer uses only those', async () => {
    await page.getByRole('button', { name: 'Using all 2 available documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Documents' });
    await dialog.getByRole('checkbox', { name: /DC Code Title 8/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Using 1 of 2 documents' }).waitFor();

    const prompt = page.getByRole('textbox', { name: 'Message' });
    await prompt.fill('Do I need a license to keep a dog?');
    await prompt.press('Enter');
    await expect.poll(() => page.getByTestId('bot-message').count(), { timeout: 30_000 }).toBe(2);
    // Title 8 (animals) is no longer searched: nothing the reply cites comes from it.
    const citations = await page.getByTestId('bot-message').last().getByTestId('citation-row').allTextContents();
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.filter((c) => c.includes('§ 8-'))).toEqual([]);
  });

  it('prints the transcript in a separate window', async () => {
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print conversation' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await expect.poll(() => popup.textContent('body')).toContain(QUESTION);
    expect(await popup.textContent('body')).toContain('§ 25-723');
    await popup.close();
  });
});

describe('the reference panel on a phone', () => {
  it('opens as a bottom drawer at 576 px and below', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByTestId('bot-message').first().getByTestId('citation-row').first().click();
    const panel = page.getByTestId('reference-panel');
    await panel.waitFor();
    await expect.poll(async () => {
      const box = await panel.boundingBox();
      return box ? Math.round(box.y + box.height) : 0;
    }).toBe(740);
    const box = await panel.boundingBox();
    expect(box?.width).toBe(375);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});

describe('a staff member uploads a document from Manage Documents', () => {
  it('uploads a PDF for the open conversation’s municipality and sees it become available', async () => {
    const staff = await t.createUser({ role: 'super_admin' });
    const staffPage = await signedInPage(browser, t.url, staff, '/');
    await staffPage.getByRole('button', { name: 'New Conversation' }).click();
    const picker = staffPage.getByRole('dialog', { name: 'Select a Municipality' });
    await picker.getByLabel('Municipality').selectOption({ label: demo.municipalityName });
    await picker.getByRole('button', { name: 'Start' }).click();
    await picker.waitFor({ state: 'hidden' });

    await staffPage.getByRole('button', { name: 'Account' }).click();
    await staffPage.getByRole('button', { name: 'Manage Documents' }).click();
    const manage = staffPage.getByRole('dialog', { name: 'Manage Documents' });
    await manage.getByRole('heading', { name: 'Available Documents' }).waitFor();
    await manage.getByRole('button', { name: 'Upload New' }).click();

    const form = staffPage.getByRole('dialog', { name: 'Upload New Document' });
    const upload = form.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.isDisabled()).toBe(true);
    await form.getByLabel('Document Name').fill('Rivergrove sign ordinance');
    await form.getByLabel('File').setInputFiles(join(CORPUS_DIR, 'pdf/rivergrove-or-ord-81-2011-sign-ordinance.pdf'));
    await upload.click();
    await staffPage.getByText('Document uploaded successfully. Processing may take up to 48 hours.').waitFor();

    // The list reloads while the pipeline runs: the document moves from processing to available.
    const list = staffPage.getByRole('dialog', { name: 'Manage Documents' });
    await expect
      .poll(async () => (await list.textContent()) ?? '', { timeout: 90_000, interval: 1000 })
      .toMatch(/Available Documents[\s\S]*Rivergrove sign ordinance[\s\S]*Completed/);
    await staffPage.context().close();
  }, 120_000);
});
