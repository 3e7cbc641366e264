import { inArray } from 'drizzle-orm';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grants } from '../src/server/db/schema';
import { loadDemoGrantsWhenEmpty } from '../src/server/features/grants/grant-import.service';
import { countGrants } from '../src/server/features/grants/grants.repo';
import { startTestApp, type TestApp } from '../test/support/app';
import { launchBrowser, signedInPage } from '../test/support/browser';
import { listingsCsv } from '../test/support/grants';
import { waitFor } from '../test/support/wait';

let t: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  // The demo listings, loaded the way a first start loads them.
  await loadDemoGrantsWhenEmpty(t.app.ordo.database.db, t.app.ordo.jobs, null);
  await waitFor(() => countGrants(t.app.ordo.database.db), (n) => n === 2506, 120_000);
  const officer = await t.createUser({ role: 'super_admin', flags: ['grant_access'] });
  browser = await launchBrowser();
  page = await signedInPage(browser, t.url, officer, '/');
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const searchBox = () => page.getByRole('textbox', { name: 'What do you need funding for?' });
const cards = () => page.getByTestId('grant-card');
const card = (programNumber: string) => page.locator(`[data-testid="grant-card"][data-program-number="${programNumber}"]`);

/** Waits for the next search request to answer and its results to be shown. */
async function searched(act: () => Promise<void>) {
  await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/grants.json', { timeout: 20_000 }), act()]);
  await expect.poll(() => page.getByTestId('grant-result-count').textContent(), { timeout: 20_000 }).not.toMatch(/Searching/);
}

async function searchFor(text: string) {
  await searchBox().fill(text);
  await searched(() => searchBox().press('Enter'));
}

const shownNumbers = () => cards().evaluateAll((els) => els.map((e) => e.getAttribute('data-program-number') as string));

describe('a grants officer looks for federal money', () => {
  it('opens Grant Finder: Federal is on, State and Private are coming soon', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Grant Finder' }).click();
    await page.getByRole('heading', { name: 'Grant Finder', level: 1 }).waitFor();
    const levels = page.getByRole('group', { name: 'Listing level' });
    expect(await levels.getByRole('button', { name: 'Federal' }).getAttribute('aria-pressed')).toBe('true');
    expect(await levels.getByRole('button', { name: 'State' }).isDisabled()).toBe(true);
    expect(await levels.getByRole('button', { name: 'Private' }).isDisabled()).toBe(true);
    expect(await levels.getByText('Coming soon!').count()).toBe(2);
    expect(await searchBox().getAttribute('rows')).toBe('3');
  });

  it('searches in its own words and reads a card: program number, link, eligibility, marked description and summary', async () => {
    await searchFor('fire truck');
    expect((await shownNumbers()).slice(0, 3)).toContain('97.044');
    const afg = card('97.044');
    expect(await afg.getByRole('heading', { level: 2 }).textContent()).toBe('Assistance to Firefighters Grant');
    expect(await afg.getByTestId('program-number').textContent()).toBe('97.044');
    const link = afg.getByRole('link', { name: /View on SAM\.gov/ });
    expect(await link.getAttribute('href')).toBe('https://sam.gov/fal/2b0b958335614ca591870cbbe0764c49/view');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await afg.getByTestId('grant-eligibility').textContent()).toContain('Local');
    expect((await afg.getByTestId('grant-description').locator('mark').allTextContents()).map((m) => m.toLowerCase())).toContain('fire');
    await afg.getByRole('button', { name: 'Show full description' }).click();
    expect(await afg.getByTestId('grant-description').textContent()).toContain('FEMA will measure the recipient’s performance');
    const summary = afg.getByTestId('eligibility-summary');
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toMatch(/^Who may apply: .*local governments/);
    expect(await summary.textContent()).toContain('Typical size: $370 million obligated in FY 2024');
  });

  it('narrows the results with a filter and says so when nothing fits', async () => {
    await searched(() => page.getByLabel('Who is applying').selectOption({ label: 'Tribe' }).then(() => undefined));
    const shown = await shownNumbers();
    expect(shown.length).toBeGreaterThan(0);
    const listings = await t.app.ordo.database.db.select().from(grants).where(inArray(grants.programNumber, shown));
    expect(listings.every((l) => l.applicantTypes.some((a) => /[il]ndian|tribal|native american|alaska native/i.test(a)))).toBe(true);
    await searched(() => page.getByRole('button', { name: 'Clear filters' }).click());

    await searchFor('asdf qwerty zxcv');
    await page.getByText('No grants found for the query').waitFor();
    expect(await cards().count()).toBe(0);
  });

  it('asks for words before searching', async () => {
    await searchBox().fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Type what you are looking for' }).isVisible()).toBe(true);
  });

  it('imports a .csv as a super admin and reads the report', async () => {
    const header = listingsCsv(0).toString('utf8').trimEnd();
    const csv = [
      header,
      '98.777,Community Orchard Planting Demonstration,,Test Agency,,To plant community orchards in small towns.,City or Township Government,Project Grants,,,,,50000,,,2024,https://sam.gov/fal/test/view,',
      '9.9,Broken number,,,,,,,,,,,,,,,,',
    ].join('\n');
    await page.getByRole('button', { name: 'Import Assistance Listings (.csv)' }).click();
    await page.getByLabel('Listings file (.csv)').setInputFiles({ name: 'orchards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const report = page.getByTestId('grant-import-report');
    await report.waitFor({ timeout: 60_000 });
    expect(await report.textContent()).toContain('Imported orchards.csv');
    expect(await report.textContent()).toContain('2 rows: 1 added, 0 updated, 0 unchanged, 1 rejected');
    const rejected = report.getByRole('table', { name: 'Rejected rows' }).getByRole('row').nth(1);
    expect(await rejected.textContent()).toContain('3');
    expect(await rejected.textContent()).toContain('"9.9" is not an Assistance Listing number');

    await searchFor('community orchards');
    expect((await shownNumbers())[0]).toBe('98.777');
  });

  it('refuses a file that is not a spreadsheet export with "Upload failed."', async () => {
    await page.getByLabel('Listings file (.csv)').setInputFiles({ name: 'workbook.csv', mimeType: 'text/csv', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Upload failed.' }).first();
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Excel workbook \(\.xlsx\)/);
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
    await searchFor('brownfield');
    await cards().first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await cards().first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });
});
