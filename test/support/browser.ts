import { execFileSync } from 'node:child_process';
import { type Browser, chromium } from 'playwright-core';

/** Debian Chromium, headless, with the flags that keep it from hanging on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Builds the web app if needed (so a bare `vitest run --project e2e` works) and launches Chromium. */
export async function launchBrowser(): Promise<Browser> {
  execFileSync('node', ['scripts/ensure-web-build.mjs'], { stdio: 'inherit' });
  return chromium.launch({ executablePath: process.env.ORDO_CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** A desktop page signed in through the real sign-in form, starting from `path` (staff pages redirect there first). */
export async function signedInPage(browser: Browser, baseUrl: string, user: { email: string; password: string }, path = '/documents') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/users\/sign_in/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/users/sign_in'));
  return page;
}
