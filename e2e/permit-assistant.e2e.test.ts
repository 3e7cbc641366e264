import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIVERGROVE_MUNICIPALITY } from '../src/server/features/demo/demo.service';
import { startTestApp, type TestApp } from '../test/support/app';
import { launchBrowser, signedInPage } from '../test/support/browser';
import { permitSample, publishRivergrove } from '../test/support/permits';

let t: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  await publishRivergrove(t);
  const officer = await t.createUser({ role: 'user', flags: ['permit_mvp'] });
  browser = await launchBrowser();
  page = await signedInPage(browser, t.url, officer, '/');
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const fileInput = () => page.getByLabel('Upload Submitted Permit');
const submit = () => page.getByRole('button', { name: 'Submit', exact: true });
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function choose(file: string) {
  await fileInput().setInputFiles({ name: file, mimeType: 'application/pdf', buffer: permitSample(file) });
}

describe('a permit officer reviews a submitted permit', () => {
  it('opens the Permit Assistant and is told what the form needs', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Permit Assistant' }).click();
    await page.getByRole('heading', { name: 'Permit Assistant', level: 1 }).waitFor();
    await page.getByText("Upload a submitted permit and we'll help you process it.").waitFor();
    await page.getByText('Accepted format: PDF only').waitFor();
    expect(await page.getByLabel('Additional context').getAttribute('rows')).toBe('4');
    await page.getByText('No permits reviewed yet.', { exact: false }).waitFor();

    await fileInput().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a permit') });
    await page.getByText('Only PDF files are supported.').waitFor();
    expect(await fileInput().inputValue()).toBe('');
    await submit().click();
    await page.getByText('Please select a PDF file before submitting.').waitFor();
    await choose('sign-roof.pdf');
    await submit().click();
    await page.getByText('Please select a municipality.').waitFor();
  });

  it('submits, waits in the processing modal, and reads the advice beside the PDF', async () => {
    // The review is fast; holding its answer a moment lets the test see the modal a person would see.
    await page.route('**/api/v1/permits/process_pdf', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ response });
    });
    await page.getByLabel('Municipality').selectOption({ label: RIVERGROVE_MUNICIPALITY });
    await page.getByLabel('Additional context').fill('Received at the front counter.');
    await submit().click();
    const modal = page.getByRole('dialog', { name: 'Processing permit...' });
    await modal.waitFor();
    expect(await modal.getByText('This may take a moment.').count()).toBe(1);
    // Behind the modal the form is hidden from assistive technology, so the button is found by its type.
    const busy = page.locator('form button[type="submit"]');
    expect(await busy.textContent()).toBe('Processing...');
    expect(await busy.isDisabled()).toBe(true);

    await page.getByRole('heading', { name: 'Approval Advice' }).waitFor({ timeout: 30_000 });
    await page.unroute('**/api/v1/permits/process_pdf');
    const status = page.getByTestId('advice-status');
    expect(await status.textContent()).toBe('Recommend Denial');
    expect(await status.getAttribute('data-status')).toBe('deny');
    expect(await page.locator('iframe[title="Permit Preview"]').getAttribute('src')).toMatch(/^blob:/);
    // What the review read, and where, opens from the keyboard.
    const facts = page.getByTestId('advice-facts');
    await facts.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await facts.textContent()).toMatch(/Sign type: Roof sign \(page 1\)/);
    await page.getByRole('heading', { name: 'Permit Context' }).waitFor();
    const roofCard = page.getByRole('button', { name: /Section 8/ }).first();
    await roofCard.click();
    const panel = page.getByTestId('reference-panel');
    await panel.waitFor();
    expect(await panel.locator('mark').allTextContents()).toContainEqual(expect.stringMatching(/Roof signs/));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('goes Back only after confirming, and must then re-select the PDF', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await toast('Leave the reader?').waitFor();
    expect(await toast('Leave the reader?').textContent()).toContain("You'll need to re-select your PDF to continue.");
    expect(await page.getByTestId('advice-status').count()).toBe(1);
    await toast('Leave the reader?').getByRole('button', { name: 'Confirm' }).click();
    await toast('Form resubmission required').waitFor();
    expect(await toast('Form resubmission required').textContent()).toContain('Please re-select your PDF and submit again.');
    expect(await fileInput().inputValue()).toBe('');
    expect(await page.getByTestId('advice-status').count()).toBe(0);
  });

  it('reopens a past review with its PDF, and New Permit returns to the form', async () => {
    const history = page.getByRole('region', { name: 'Recent reviews' });
    await history.getByRole('button', { name: /sign-roof\.pdf/ }).click();
    await page.getByTestId('advice-status').waitFor();
    expect(await page.getByTestId('advice-status').textContent()).toBe('Recommend Denial');
    expect(await page.locator('iframe[title="Permit Preview"]').getAttribute('src')).toMatch(/^\/api\/v1\/permits\/reviews\/\d+\/file$/);
    await page.getByRole('button', { name: 'New Permit' }).click();
    await fileInput().waitFor();
    expect(await page.getByTestId('advice-status').count()).toBe(0);
  });

  it('fits a phone screen: the preview stacks without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await choose('sign-temporary-oversize.pdf');
    await page.getByLabel('Municipality').selectOption({ label: RIVERGROVE_MUNICIPALITY });
    await submit().click();
    await page.getByTestId('advice-status').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('advice-status').textContent()).toBe('Needs Revision Before Approval');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
