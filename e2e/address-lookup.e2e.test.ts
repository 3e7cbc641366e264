import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURE_DEMO_GIS_JOB } from '../src/server/features/gis/demo-gis.service';
import type { TestApp } from '../test/support/app';
import { type BrowserSession, signedInPage, startBrowserSession } from '../test/support/browser';
import { type DemoSetup, publishDemo } from '../test/support/chats';
import { CORPUS_DIR } from '../test/support/corpus';
import { waitForSettled } from '../test/support/wait';

// A resident types their address in Select a Municipality, sees what the demo's DC layers say about it, and asks a
// question whose answer depends on it; staff manage the layers in /madmin.

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
      const jobId = await app.app.ordo.jobs.enqueue(CONFIGURE_DEMO_GIS_JOB, { municipalityId: demo.municipalityId }, {});
      const job = await waitForSettled(() => app.app.ordo.jobs.getJob(jobId), 120_000);
      if (job.status !== 'completed') throw new Error(`configuring the demo GIS failed: ${job.error}`);
    },
  });
  ({ t, browser, page } = session);
}, 300_000);

afterAll(async () => session?.close());

const lastAnswer = () => page.getByTestId('bot-message').last();

async function ask(question: string) {
  const answers = await page.getByTestId('bot-message').count();
  const prompt = page.getByRole('textbox', { name: 'Message' });
  await prompt.fill(question);
  await prompt.press('Enter');
  await expect.poll(() => page.getByTestId('bot-message').count(), { timeout: 30_000 }).toBe(answers + 1);
  await expect.poll(() => page.getByRole('button', { name: 'Waiting...' }).count(), { timeout: 10_000 }).toBe(0);
}

describe('a resident’s address', () => {
  it('is looked up in Select a Municipality, with its ward, precinct, ANC, schools and historic district', async () => {
    await page.getByRole('button', { name: 'New Conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Municipality' });
    await dialog.getByLabel('Municipality').selectOption({ label: demo.municipalityName });
    const address = dialog.getByRole('textbox', { name: 'Address' });

    // No exact match: close addresses are offered, and choosing one looks it up.
    await address.fill('1631 Connecticut Ave NW');
    await dialog.getByText("We couldn't find that exact address. Did you mean one of these?").waitFor();
    await dialog.getByRole('list', { name: 'Suggested addresses' }).getByRole('button', { name: '1629 CONNECTICUT AVENUE NW' }).click();
    await dialog.getByText('Address found: 1629 CONNECTICUT AVENUE NW').waitFor();
    expect(await address.inputValue()).toBe('1629 CONNECTICUT AVENUE NW');

    // Typed the way people type it.
    await address.fill('1629 connecticut ave');
    await dialog.getByText('Address found: 1629 CONNECTICUT AVENUE NW').waitFor();
    const facts = dialog.getByTestId('address-facts');
    for (const text of ['Ward 2', 'Precinct 14', 'ANC 2B', 'SMD 2B03', 'Ross', 'Cardozo', 'Second District', 'Dupont Circle Historic District']) {
      await facts.getByText(text, { exact: true }).waitFor();
    }

    await address.fill('12 Nowhere Rd');
    await dialog.getByText("We're having trouble finding that address. Please try again.").waitFor();
    await address.fill('1629 Connecticut Ave NW');
    await dialog.getByText('Address found: 1629 CONNECTICUT AVENUE NW').waitFor();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('chat-location').textContent()).toMatch(/^1629 Connecticut Avenue NW · Ward 2 · /);
  });

  it('is stated in the answer to a question that depends on it', async () => {
    await ask('What restrictions apply to liquor stores in my ward?');
    expect(await lastAnswer().textContent()).toContain('For 1629 Connecticut Avenue NW (Ward 2):');
    expect(await lastAnswer().getByTestId('citation-row').first().textContent()).toContain('§ 25-345');
  });

  it('can be changed from the conversation header, and the next answer follows it', async () => {
    await page.getByRole('button', { name: /^Location: 1629 Connecticut Avenue NW/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Location' });
    await dialog.getByLabel('Historic district').waitFor();
    expect(await dialog.getByLabel('Historic district').inputValue()).toBe('Dupont Circle Historic District');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('3000 M St NW');
    await dialog.getByText('Address found: 3000 M STREET NW').waitFor();
    await expect.poll(() => dialog.getByLabel('Historic district').inputValue()).toBe('Georgetown Historic District');
    // A fact can be corrected by hand before saving.
    await dialog.getByLabel('Police district').fill('');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const line = await page.getByTestId('chat-location').textContent();
    expect(line).toMatch(/^3000 M Street NW · Ward 2 · /);
    expect(line).toContain('Georgetown Historic District');
    expect(line).not.toContain('Second District');

    await ask('Can a nightclub open in my historic district?');
    expect(await lastAnswer().textContent()).toContain('For 3000 M Street NW (Georgetown Historic District):');
    expect(await lastAnswer().getByTestId('citation-row').first().textContent()).toContain('§ 25-339');
  });
});

describe('staff in /madmin', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await signedInPage(browser, t.url, demo.admin, '/madmin');
  });
  afterAll(async () => admin?.context().close());

  it('see each municipality’s provider, layers and features', async () => {
    await admin.waitForURL(/\/madmin\/municipalities$/);
    await admin.getByRole('heading', { name: 'Municipalities' }).waitFor();
    const row = admin.getByRole('row', { name: new RegExp(demo.municipalityName.replace(/[()]/g, '\\$&')) });
    expect(await row.textContent()).toContain('Embedded');
    expect(await row.textContent()).toContain('2,927');
  });

  it('create a municipality, upload a layer with a mapping, and see its feature count', async () => {
    await admin.getByRole('link', { name: 'New Municipality' }).click();
    await admin.getByLabel('Name').fill('Springfield');
    await admin.getByLabel('Address form').selectOption('springdale');
    await admin.getByLabel('Address lookup (GIS provider)').selectOption('embedded');
    await admin.getByRole('button', { name: 'Create Municipality' }).click();
    await admin.getByRole('heading', { name: 'Springfield' }).waitFor();
    await admin.getByText('No layers yet.', { exact: false }).waitFor();

    const form = admin.getByRole('form', { name: 'Upload a layer' });
    await form.getByLabel('File').setInputFiles(join(CORPUS_DIR, 'gis/dc/ward-2012.geojson'));
    expect(await form.getByLabel('Layer name').inputValue()).toBe('ward 2012');
    await form.getByLabel('Layer name').fill('Wards');
    await form.getByRole('button', { name: 'Add mapping' }).click();
    await form.getByLabel('New layer: property of mapping 1').fill('NAME');
    await form.getByLabel('New layer: field of mapping 1').fill('wards.ward');
    await form.getByRole('button', { name: 'Upload layer' }).click();
    await admin.getByText('Layer "Wards" was imported: 8 features.').waitFor();
    expect(await admin.getByTestId('layer-feature-count').first().textContent()).toBe('8');
  });

  it('are told what is wrong with a bad file, and nothing is added', async () => {
    const form = admin.getByRole('form', { name: 'Upload a layer' });
    await form.getByLabel('File').setInputFiles({ name: 'broken.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('{"type":"FeatureCollection","features":[{"type":"Feature",') });
    await form.getByRole('button', { name: 'Upload layer' }).click();
    await admin.getByText(/The file is not valid JSON/).first().waitFor();
    expect(await admin.getByRole('table', { name: 'Layers' }).locator('tbody tr').count()).toBe(1);
  });
});
