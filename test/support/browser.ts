import { execFileSync } from 'node:child_process';
import { type Browser, type Page, chromium } from 'playwright-core';
import { type TestApp, startTestApp } from './app';

/** Debian Chromium, headless, with the flags that keep it from hanging on a closed network. */
const CHROMIUM_ARGS = [
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

export type BrowserSession = { t: TestApp; browser: Browser; page: Page; close(): Promise<void> };

/**
 * The app listening on a port, with `prepare` run on it, and Chromium on a page where a new user (a super admin unless
 * `role` says otherwise) has signed in from `path`. `close` shuts both down.
 */
export async function startBrowserSession(
  options: { role?: 'super_admin' | 'user'; path?: string; prepare?: (t: TestApp) => Promise<void> } = {},
): Promise<BrowserSession> {
  const t = await startTestApp({ listen: true });
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close();
    await t.close();
  };
  try {
    await options.prepare?.(t);
    const user = await t.createUser({ role: options.role ?? 'super_admin' });
    browser = await launchBrowser();
    const page = await signedInPage(browser, t.url, user, options.path);
    return { t, browser, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
