import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../src/contracts/chats';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import type { TestApp } from '../test/support/app';
import { type BrowserSession, startBrowserSession } from '../test/support/browser';
import { createChat, waitForReply } from '../test/support/chats';

// A super admin opens Activity from /madmin, sees the questions chart, and opens an unanswered question in full.

const QUESTION = 'Can I keep chickens in my back yard?';
let session: BrowserSession;
let t: TestApp;
let page: Page;

/** A resident asks in a municipality without documents, so the reply is an "I'm sorry". */
async function askUnanswerable(app: TestApp) {
  const town = await ensureMunicipality(app.app.ordo.database.db, { name: 'Quiet Hollow' });
  const resident = await app.signIn((await app.createUser()).email);
  const chat = await createChat(resident, town.id);
  const res = await resident.post('/api/v1/messages', { chat_id: chat.id, message: { content: QUESTION, source: 'from_human' } });
  if (res.statusCode !== 201) throw new Error(`ask: ${res.statusCode} ${res.body}`);
  await waitForReply(resident, chat.id, (res.json() as Message).id);
}

beforeAll(async () => {
  session = await startBrowserSession({ path: '/madmin/municipalities', prepare: askUnanswerable });
  ({ t, page } = session);
}, 120_000);
afterAll(async () => session?.close());

describe('the activity pages', () => {
  it('shows the figures and a chart of questions per day', async () => {
    await page.getByRole('heading', { name: 'Municipalities', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/madmin/activity');
    const chart = page.getByRole('figure', { name: /Questions per day: 1 in the range/ });
    await chart.locator('svg.recharts-surface').first().waitFor();
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Totals' }).getByText('100%').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(/^\/madmin\/activity\.csv\?from=\d{4}-\d{2}-\d{2}&to=/);
  });

  it('lists the unanswered question and opens it with its reply', async () => {
    await page.getByRole('navigation', { name: 'Activity pages' }).getByRole('link', { name: 'Unanswered questions' }).click();
    await page.getByRole('heading', { name: 'Unanswered questions', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Unanswered questions' }).getByRole('link', { name: QUESTION }).click();
    await page.getByRole('heading', { name: /^Reply #\d+$/, level: 1 }).waitFor();
    expect(await page.getByText(QUESTION).isVisible()).toBe(true);
    expect(await page.getByTestId('reply-answer').textContent()).toMatch(/^I'm sorry, but Quiet Hollow has no documents/);
    expect(await page.getByText('This reply cites nothing.').isVisible()).toBe(true);
  });

  it('fits a phone screen: no sideways scrolling, the list as cards', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${t.url}/madmin/activity/unanswered`);
    await page.getByRole('list', { name: 'Unanswered questions' }).getByRole('link', { name: QUESTION }).waitFor();
    await page.goto(`${t.url}/madmin/activity`);
    await page.locator('svg.recharts-surface').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
