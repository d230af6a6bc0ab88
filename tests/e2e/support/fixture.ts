// What a browser test file opens: a connection to the suite's one Chromium (support/globalSetup.ts) and its own
// server on a fresh database. Both close after the file (support/setup.ts calls closeFile), even when a test or a hook
// threw: closing a connection closes every context and page opened through it.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { newPage, signIn } from './browser';
import { startServer, STATIC_DIR, type RunningServer } from './server';

export type ServerOptions = Parameters<typeof startServer>[0];

const openInThisFile: Array<() => unknown> = [];

/** Runs `close` after this file's tests; what opened last closes first (a page's browser before the server it used). */
export function closeAfterFile(close: () => unknown): void {
  openInThisFile.push(close);
}

/** Closes all that the file opened, each even if another failed; the first failure is then thrown. */
export async function closeFile(): Promise<void> {
  const failures: unknown[] = [];
  for (let close = openInThisFile.pop(); close; close = openInThisFile.pop()) {
    try {
      await close();
    } catch (e) {
      failures.push(e);
    }
  }
  if (failures.length) throw failures[0];
}

/** This file's connection to the shared Chromium. */
export async function sharedBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('chromiumWsEndpoint'));
  closeAfterFile(() => browser.close());
  return browser;
}

/** A server of this file's own on a fresh database (or, with `port` and `dataDir`, a restart on the same ones). */
export async function fileServer(options?: ServerOptions): Promise<RunningServer> {
  const server = await startServer(options);
  closeAfterFile(() => server.stop());
  return server;
}

/** The file's server and browser, started side by side. */
export async function openServerAndBrowser(options?: ServerOptions): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.all([fileServer(options), sharedBrowser()]);
  return { server, browser };
}

/** The same with one page signed in as `email`, for the files that drive a single page through their tests. */
export async function openSignedInPage(
  email: string,
  options?: ServerOptions,
): Promise<{ server: RunningServer; browser: Browser; page: Page; errors: string[] }> {
  const { server, browser } = await openServerAndBrowser(options);
  const { page, errors } = await newPage(browser);
  await signIn(page, server.url, email);
  return { server, browser, page, errors };
}

/** A page of its own signed in as `email`, once its inbox is connected to the realtime endpoint; its waits last up to
 *  `waitMs`. `options` adds to the page's context (a colour scheme, say). */
export async function signedInAgent(
  browser: Browser,
  baseUrl: string,
  email: string,
  waitMs: number,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, options);
  page.setDefaultTimeout(waitMs);
  await signIn(page, baseUrl, email);
  await page.locator('[data-network="connected"]').waitFor();
  return { page, errors };
}

/**
 * The file's server and browser with the two pages of a widget conversation: the admin signed in on the inbox, and a
 * visitor's page (for the widget on /demo); both wait up to `waitMs`, and page errors of each go to `errors` marked
 * with whose page it was. Needs the built widget.
 */
export async function openAgentAndVisitor(
  errors: string[],
  waitMs: number,
): Promise<{ server: RunningServer; browser: Browser; agent: Page; visitor: Page }> {
  if (!fs.existsSync(path.join(STATIC_DIR, 'widget/widget.js'))) throw new Error('widget.js is missing: run `npm run build` first');
  const { server, browser } = await openServerAndBrowser();
  const { page: agent } = await signedInAgent(browser, server.url, 'admin@demo.test', waitMs);
  const { page: visitor } = await newPage(browser);
  visitor.setDefaultTimeout(waitMs);
  visitor.on('pageerror', (e) => errors.push(`visitor: ${e.message}`));
  agent.on('pageerror', (e) => errors.push(`agent: ${e.message}`));
  return { server, browser, agent, visitor };
}
