import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/support/app';
import { launchBrowser, signedInPage } from '../test/support/browser';
import { createChat } from '../test/support/chats';
import { publishPlantedSet } from '../test/support/planted-conflicts';

let t: TestApp;
let browser: Browser;
let admin: Page;
let cityId: number;
let chatId: number;
let residentAgent: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  const root = await t.createUser({ role: 'super_admin' });
  cityId = (await publishPlantedSet(t, 'Noiseville', ['planted-ordinance-31-2024-noise.txt'])).municipalityId;
  residentAgent = await t.signIn((await t.createUser()).email);
  chatId = (await createChat(residentAgent, cityId)).id;
  browser = await launchBrowser();
  admin = await signedInPage(browser, t.url, root, `/madmin/municipalities/${cityId}`);
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('a super admin keeps a municipality', () => {
  it('gives it a state and website, and sees its document indexed, with a link to the workbench', async () => {
    await admin.getByRole('heading', { name: 'Noiseville', level: 1 }).waitFor();
    const documents = admin.getByRole('table', { name: 'Documents of Noiseville' });
    await documents.getByRole('row').filter({ hasText: /noise/i }).getByText('Indexed', { exact: true }).waitFor();
    expect(await admin.getByRole('link', { name: 'Manage in the workbench' }).getAttribute('href')).toBe('/municipality_documents?search=Noiseville');

    await admin.getByRole('link', { name: 'Edit' }).click();
    await admin.getByRole('heading', { name: 'Edit Municipality', level: 1 }).waitFor();
    await admin.getByLabel('State').selectOption('OR');
    await admin.getByLabel('Website').fill('rivergrove.gov');
    await admin.getByRole('button', { name: 'Update Municipality' }).click();
    await admin.getByText(/^Website must be a full web address/).first().waitFor();
    await admin.getByLabel('Website').fill('https://www.noiseville.gov');
    await admin.getByRole('button', { name: 'Update Municipality' }).click();
    await admin.getByTestId('municipality-state').getByText('Oregon').waitFor();
    await admin.getByRole('link', { name: 'https://www.noiseville.gov' }).waitFor();
  });

  it('fits a phone screen: the documents as cards, no sideways scrolling', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`${t.url}/madmin/municipalities/${cityId}`);
    await admin.getByRole('list', { name: 'Documents of Noiseville' }).getByText('Indexed', { exact: true }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it('deletes it only once its name is typed, and the resident keeps the conversation, archived', async () => {
    await admin.getByRole('link', { name: 'Delete' }).click();
    await admin.getByRole('heading', { name: 'Delete Noiseville?', level: 1 }).waitFor();
    await admin.getByTestId('kept').getByText(/^1 conversation of 1 user, with every question and answer/).waitFor();
    const remove = admin.getByRole('button', { name: 'Delete Municipality' });
    expect(await remove.isDisabled()).toBe(true);
    await admin.getByLabel('Type "Noiseville" to confirm').fill('Noiseville');
    expect(await remove.isDisabled()).toBe(false);
    await remove.click();
    await admin.getByRole('heading', { name: 'Municipalities', level: 1 }).waitFor();
    await admin.getByText('Municipality "Noiseville" was deleted. Its 1 conversation was kept, archived.').waitFor();
    expect(await admin.getByRole('link', { name: 'Noiseville' }).count()).toBe(0);

    const chats = (await residentAgent.get('/api/v1/chats')).json() as { archived_chats: { id: number; municipality_id: number | null }[] };
    expect(chats.archived_chats.find((c) => c.id === chatId)).toMatchObject({ municipality_id: null });
  });
});
