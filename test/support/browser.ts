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
