// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { chromium, type Browser, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';

/** How every Chromium of the tests, scripts and benches starts; `extraArgs` add flags (a debugging port, say). */
export function chromiumOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  };
}

/** A Chromium of its own (scripts and benches); browser test files connect to the suite's shared one (support/fixture.ts). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions());
}

/**
 * A fresh context per test (own storage), with page errors and CSP refusals collected for the assertions. `options`
 * adds to the context's (a preferred colour scheme, say).
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A style or script the strict CSP refused is a bug too: every test that checks `errors` catches it.
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('Content Security Policy')) errors.push(m.text());
  });
  return { page, errors };
}

/** Signs in on /login and waits for the landing page (the inbox for the demo logins); every demo login shares one password. */
export async function signIn(page: Page, baseUrl: string, email: string, opts: { password?: string; landing?: RegExp } = {}) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(opts.password ?? 'demo-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(opts.landing ?? /\/inbox/);
}
