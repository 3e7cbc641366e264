import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/support/app';
import { launchBrowser, signedInPage } from '../test/support/browser';

let t: TestApp;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  const root = await t.createUser({ role: 'super_admin' });
  browser = await launchBrowser();
  admin = await signedInPage(browser, t.url, root, '/madmin/users');
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('a super admin gives a colleague Grant Finder', () => {
  it('creates the user, who signs in with the one-time password, must choose their own, and then sees Grant Finder', async () => {
    const email = `grants-officer-${Date.now()}@example.org`;
    await admin.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await admin.getByRole('link', { name: 'New User' }).click();
    await admin.getByRole('heading', { name: 'New User', level: 1 }).waitFor();
    await admin.getByLabel('E-mail').fill(email);
    await admin.getByRole('checkbox', { name: /Grant Finder/ }).check();
    await admin.getByRole('button', { name: 'Create User' }).click();
    await admin.getByRole('heading', { name: 'User created', level: 1 }).waitFor();
    const password = (await admin.getByTestId('one-time-password').textContent())!.trim();
    expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);

    // The list finds them by e-mail, marked as having to change their password.
    await admin.goto(`${t.url}/madmin/users`);
    await admin.getByLabel('Search users by e-mail').fill('grants-officer');
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.waitForURL(/search=grants-officer/);
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByText('Must change password').waitFor();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const officer = await context.newPage();
    await officer.goto(`${t.url}/`);
    await officer.waitForURL(/\/users\/sign_in/);
    await officer.getByLabel('Email').fill(email);
    await officer.getByLabel('Password').fill(password);
    await officer.getByRole('button', { name: 'Sign in' }).click();

    await officer.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await officer.getByLabel('Current password').fill(password);
    await officer.getByLabel('New password', { exact: true }).fill('short');
    await officer.getByLabel('Confirm new password').fill('short');
    await officer.getByRole('button', { name: 'Save new password' }).click();
    await officer.getByRole('alert').getByText('at least 12 characters').first().waitFor();

    await officer.getByLabel('New password', { exact: true }).fill('grants for the whole county');
    await officer.getByLabel('Confirm new password').fill('grants for the whole county');
    await officer.getByRole('button', { name: 'Save new password' }).click();

    const sections = officer.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: 'Grant Finder' }).click();
    await officer.getByRole('heading', { name: 'Grant Finder', level: 1 }).waitFor();

    // Later, in Account Settings: a wrong current password is refused, the right one changes it.
    await officer.getByRole('button', { name: 'Account' }).click();
    const dialog = officer.getByRole('dialog', { name: 'Account Settings' });
    await dialog.getByLabel('Current password').fill('not my password at all');
    await dialog.getByLabel('New password', { exact: true }).fill('an even better passphrase');
    await dialog.getByLabel('Confirm new password').fill('an even better passphrase');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByRole('alert').getByText('The current password is not correct.').waitFor();
    await dialog.getByLabel('Current password').fill('grants for the whole county');
    await dialog.getByLabel('New password', { exact: true }).fill('an even better passphrase');
    await dialog.getByLabel('Confirm new password').fill('an even better passphrase');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByRole('status').getByText('Your password was changed.').waitFor();
    await context.close();

    // The audit log shows the creation and the password change.
    await admin.goto(`${t.url}/madmin/audit?search=${encodeURIComponent(email)}`);
    await admin.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    for (const action of ['user.created', 'sign_in.succeeded', 'user.password_changed']) {
      await admin.getByRole('table', { name: 'Audit events' }).getByText(action, { exact: true }).first().waitFor();
    }
  });
});
