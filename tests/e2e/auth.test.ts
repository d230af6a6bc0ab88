// Issue 2's browser acceptance: a new user registers, verifies from the mailbox, signs in and lands on the first
// permitted page; an agent is refused the team settings; an unauthenticated deep link comes back after sign-in.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
});

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-up to first page', () => {
  it('registers, verifies from the mailbox link, signs in and lands on the inbox', async () => {
    const { page, errors } = await newPage(browser);
    const email = `owner.${Date.now()}@example.test`;
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Name').fill('Olive Owner');
    await page.getByLabel('Company').fill('Olive Industries');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('olive-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Successfully Register!').first().waitFor();

    await page.goto(`${server.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /\/verify\?token=/ }).first().click();
    await page.getByText('Email verified successfully!').first().waitFor();
    await page.waitForURL(/\/login/);

    await signIn(page, email, 'olive-pass-1');
    await page.waitForURL(`${server.url}/inbox`);
    await page.waitForFunction(() => document.title === 'Parley Inbox');
    expect(errors).toEqual([]);
  });

  it('shows the spec message for an unverified account', async () => {
    const { page } = await newPage(browser);
    const email = `late.${Date.now()}@example.test`;
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Name').fill('Lena Late');
    await page.getByLabel('Company').fill('Late Co');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('late-pass-12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Successfully Register!').first().waitFor();
    await page.goto(`${server.url}/login`);
    await signIn(page, email, 'late-pass-12');
    await page.getByText('Email verification of your account is pending. Please check your email').first().waitFor();
    expect(page.url()).toContain('/login');
  });
});

describe('authorisation', () => {
  it('sends an agent who opens /settings/team to /notAuthorized', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await signIn(page, 'agent@demo.test', 'demo-pass-1');
    await page.waitForURL(`${server.url}/inbox`);
    await page.goto(`${server.url}/settings/team`);
    await page.waitForURL(`${server.url}/notAuthorized`);
    await page.getByText('You are not authorized').first().waitFor();
  });

  it('takes an unauthenticated visit to /inbox/42 through login and back', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/inbox/42`);
    await page.waitForURL(/\/login\?redirectUrl=/);
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/inbox/42');
    await signIn(page, 'admin@demo.test', 'demo-pass-1');
    await page.waitForURL(`${server.url}/inbox/42`);
  });

  it('a wrong password shows the server text and stays on the login page', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await signIn(page, 'admin@demo.test', 'not-the-password');
    await page.getByText('Invalid email or password').first().waitFor();
    expect(page.url()).toContain('/login');
  });
});

describe('expired password and variants', () => {
  it('an expired password sends the user to /passwordChange and a new password signs in', async () => {
    const { buildProject, buildUser } = await import('../../server/db/builders');
    const { project, admin } = await buildProject(server.app.repos, { passwordMaxAgeDays: 30 });
    const u = await buildUser(server.app.repos, { projectId: project.id, roleId: admin.id, passwordAgeSeconds: 31 * 86400 });
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await signIn(page, u.email, u.password);
    await page.waitForURL(/\/passwordChange/);
    await page.getByText('your password has expired').first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(u.email);
    await page.getByLabel('Current password').fill(u.password);
    await page.getByLabel('New password').fill('renewed-pass-1');
    await page.getByLabel('Confirm password').fill('renewed-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/login/);
    await signIn(page, u.email, 'renewed-pass-1');
    await page.waitForURL(`${server.url}/inbox`);
  });

  it('the /sos base path keeps the sales variant in session storage', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/sos/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('os'))).toBe('sos');
    await signIn(page, 'admin@demo.test', 'demo-pass-1');
    await page.waitForURL(`${server.url}/sos/inbox`);
  });
});
