import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/support/app';
import { launchBrowser } from '../test/support/browser';

let t: TestApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: { email: string; password: string };

const htmlHasDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  user = await t.createUser({ flags: ['grant_access'] });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('the chat shell', () => {
  it('sends a signed-out visitor to sign in and shows a wrong password error', async () => {
    await page.goto(`${t.url}/`);
    await page.waitForURL(/\/users\/sign_in$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
  });

  it('signs in and shows the shell with the sections the user may use', async () => {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Start a New Chat' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const sections = page.getByRole('navigation', { name: 'Sections' });
    expect(await sections.getByRole('button', { name: 'Research Assistant' }).isVisible()).toBe(true);
    expect(await sections.getByRole('button', { name: 'Grant Finder' }).isVisible()).toBe(true);
    expect(await sections.getByRole('button', { name: 'Permit Assistant' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await page.getByPlaceholder('Search conversations...').isVisible()).toBe(true);

    const feedback = page.getByRole('link', { name: /Feedback/ });
    expect(await feedback.getAttribute('href')).toBe('https://example.org/feedback');
    expect(await feedback.getAttribute('target')).toBe('_blank');
    expect(await feedback.getAttribute('rel')).toBe('noopener noreferrer');

    await sections.getByRole('button', { name: 'Grant Finder' }).click();
    await page.getByRole('heading', { name: 'Grant Finder' }).waitFor();
    await sections.getByRole('button', { name: 'Research Assistant' }).click();
    await page.getByRole('heading', { name: 'Start a New Chat' }).waitFor();
  });

  it('switches the theme: html gets and loses `dark`, the choice is stored', async () => {
    expect(await htmlHasDark()).toBe(false);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(htmlHasDark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(htmlHasDark).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
  });

  it('collapses and expands the sidebar; the groups close while collapsed', async () => {
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const expandedWidth = (await sidebar.boundingBox())?.width;
    expect(expandedWidth).toBe(320);

    await page.getByRole('button', { name: 'Collapse Sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(96);
    expect(await page.getByPlaceholder('Search conversations...').count()).toBe(0);

    await page.getByRole('button', { name: 'Expand Sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(320);
    expect(await page.getByPlaceholder('Search conversations...').isVisible()).toBe(true);

    // A group header clicked on the collapsed rail expands the sidebar.
    await page.getByRole('button', { name: 'Collapse Sidebar' }).click();
    await page.getByRole('button', { name: 'Saved Conversations' }).click();
    await page.getByRole('button', { name: 'Collapse Sidebar' }).waitFor();
  });

  it('on a 375 px screen the sidebar is a drawer opened by Toggle Sidebar', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Collapse Sidebar' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sidebar' });
    await drawer.waitFor();
    expect(await drawer.getByRole('button', { name: 'Research Assistant' }).isVisible()).toBe(true);

    // Resizing closes the drawer.
    await page.setViewportSize({ width: 390, height: 812 });
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await drawer.waitFor();
  });

  it('signs out: back at sign-in with every `ordo:` key cleared', async () => {
    await page.evaluate(() => localStorage.setItem('ordo:e2e-marker', '"x"'));
    const drawer = page.getByRole('dialog', { name: 'Sidebar' });
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/users\/sign_in$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => k.startsWith('ordo:'))).toEqual([]);
    // The theme is a display preference, not account data: it survives sign-out.
    expect(keys).toContain('vite-ui-theme');

    // The session really is gone: the app sends us back to sign in.
    await page.goto(`${t.url}/`);
    await page.waitForURL(/\/users\/sign_in$/);
  });
});
