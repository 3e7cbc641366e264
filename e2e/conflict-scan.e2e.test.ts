import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../test/support/app';
import { launchBrowser, signedInPage } from '../test/support/browser';
import { publishPlantedSet } from '../test/support/planted-conflicts';

// The conflict scan in the browser: a code_doctor user's answer shows the planted contradiction (DC Code Title 25
// § 25-723 against a 2019 print that closes bars at 4:00 a.m. on weekends), and staff dismiss it in the code health
// report so that chat stops raising it.

const QUESTION = 'How late can a bar serve drinks on Saturday?';
const TOWN = 'Planted City';
let t: TestApp;
let browser: Browser;
let doctor: Page;
let staff: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  try {
    await publishPlantedSet(t, TOWN, ['dc/dc-title-25-alcoholic-beverages.txt', 'planted-dc-title-25-ch7-print-2019.txt']);
    browser = await launchBrowser();
    doctor = await signedInPage(browser, t.url, await t.createUser({ flags: ['code_doctor'] }), '/');
    staff = await signedInPage(browser, t.url, await t.createUser({ role: 'super_admin' }), '/code_health');
  } catch (error) {
    await browser?.close();
    await t.close();
    throw error;
  }
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function askInNewChat(question: string) {
  await doctor.getByRole('button', { name: /New (Conversation|Chat)/ }).first().click();
  const dialog = doctor.getByRole('dialog', { name: 'Select a Municipality' });
  await dialog.getByLabel('Municipality').selectOption({ label: TOWN });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const prompt = doctor.getByRole('textbox', { name: 'Message' });
  await prompt.fill(question);
  await prompt.press('Enter');
  const answer = doctor.getByTestId('bot-message').last();
  await answer.waitFor({ timeout: 30_000 });
  return answer;
}

describe('the conflict scan', () => {
  it('shows a code_doctor user the planted contradiction in the answer’s panel, opening to both quoted sides', async () => {
    const answer = await askInNewChat(QUESTION);
    expect(await answer.getByTestId('citation-row').first().textContent()).toContain('§ 25-723');
    const panel = answer.getByTestId('conflict-scan');
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: 30_000 }).toBe('found');
    expect(await panel.getByRole('button', { name: /possible conflicts? with other provisions/ }).getAttribute('aria-expanded')).toBe('true');

    const hour = panel.getByRole('button', { name: /^Different times for what reads as the same thing: .* says (3|4):00 a\.m\., while .* says (4|3):00 a\.m\./ });
    await hour.focus();
    await doctor.keyboard.press('Enter');
    expect(await hour.getAttribute('aria-expanded')).toBe('true');
    const quotes = await panel.locator('blockquote').allTextContents();
    expect(quotes.join(' ‖ ')).toContain('3:00 a.m. and 6:00 a.m. on Saturday and Sunday');
    expect(quotes.join(' ‖ ')).toContain('4:00 a.m. and 6:00 a.m. on Saturday and Sunday');
    expect(await panel.textContent()).toContain('PLANTED DC Code Title 25, Chapter 7 (2019 print)');
  });

  it('lets staff scan all documents, see both quotes with chunk links, and dismiss the pair', async () => {
    await staff.getByRole('link', { name: `Code health of ${TOWN}` }).click();
    await staff.getByRole('heading', { name: `Code Health: ${TOWN}` }).waitFor();
    await staff.getByRole('button', { name: 'Scan all documents' }).click();
    await expect.poll(() => staff.getByTestId('last-scan').count(), { timeout: 120_000 }).toBe(1);
    expect(await staff.getByTestId('last-scan').textContent()).toMatch(/sections compared, \d+ suspected contradictions?\./);

    const hour = staff.getByTestId('code-health-finding').filter({ hasText: '4:00 a.m. and 6:00 a.m. on Saturday and Sunday' });
    expect(await hour.count()).toBe(1);
    expect(await hour.getByRole('link', { name: /^Open chunk #\d+$/ }).count()).toBe(2);
    await hour.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => hour.count()).toBe(0);
    await staff.getByRole('link', { name: /^Dismissed \(1\)$/ }).click();
    await expect.poll(() => staff.getByTestId('code-health-finding').filter({ hasText: '4:00 a.m.' }).count()).toBe(1);
  });

  it('does not raise the dismissed pair again in chat', async () => {
    const answer = await askInNewChat(QUESTION);
    const panel = answer.getByTestId('conflict-scan');
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: 30_000 }).toMatch(/^(found|clear)$/);
    expect(await panel.textContent()).not.toMatch(/Different times/);
  });
});
