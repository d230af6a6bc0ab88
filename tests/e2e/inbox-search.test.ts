// Issue 25 in a browser: `/` focuses the inbox search, a typed prefix lists the conversation with the matched word
// marked, and a click opens the thread scrolled to that message (older than the first page, so pages load until it
// is there), marked for a moment. INBOX_SHOTS_DIR=<dir> saves the results at 1248 and 1920 px, light and dark.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSays, visitorSession, visitorStarts } from './support/visitor';
import { shootWidths } from './support/screenshots';

let server: RunningServer;
let browser: Browser;
let ada: Page;
let errors: string[];
let conversationId: number;
const SHOTS = process.env.INBOX_SHOTS_DIR ?? '';
vi.setConfig({ testTimeout: 180_000 });
const WAIT_MS = 60_000;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  ({ page: ada, errors } = await newPage(browser, { viewport: { width: 1366, height: 900 } }));
  ada.setDefaultTimeout(WAIT_MS);
  const sam = await visitorSession(server.url, 'Sam Searcher');
  conversationId = await visitorStarts(server.url, sam, 'Hello, a question about my bill');
  await visitorSays(server.url, sam, conversationId, 'The tangerine invoice shows the wrong amount');
  // More than a page of the thread (50) after it: the found message is not among the first messages loaded.
  for (let i = 1; i <= 55; i++) await visitorSays(server.url, sam, conversationId, `Follow-up number ${i}`);
  const other = await visitorSession(server.url, 'Tess Tangent');
  await visitorStarts(server.url, other, 'Do you ship to Norway?');
  await signIn(ada, server.url, 'admin@demo.test');
});

describe('inbox search', () => {
  it('finds a message by a prefix, marks it, and opens the thread at that message', async () => {
    await ada.getByTestId('conversation-list').waitFor();
    await ada.locator('body').click({ position: { x: 5, y: 5 } });
    await ada.keyboard.press('/');
    const box = ada.getByRole('searchbox', { name: 'Search conversations by message, name, email, company or tag' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await ada.keyboard.type('tanger');
    const hit = ada.getByTestId(`search-hit-${conversationId}`);
    await hit.waitFor();
    expect(await hit.locator('mark').allTextContents()).toEqual(['tangerine']);
    expect(await hit.textContent()).toContain('invoice shows the wrong amount');
    // The sign-in toast would cover the page in the pictures.
    if (SHOTS) await ada.getByText('Login Success!').waitFor({ state: 'hidden' });
    await shoot(ada, 'inbox-search-results');

    await hit.getByRole('button').click();
    await ada.waitForURL(new RegExp(`/inbox/${conversationId}\\?`));
    const found = ada.locator('[data-testid="thread-entry"][data-found="true"]');
    await found.waitFor();
    expect(await found.textContent()).toContain('The tangerine invoice');
    // Scrolled into the thread's view, not left at the newest message.
    const inView = await found.evaluate((el) => {
      const thread = el.closest('[data-testid="thread"]')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return r.top >= thread.top && r.bottom <= thread.bottom;
    });
    expect(inView).toBe(true);
    await shoot(ada, 'inbox-search-opened');
    await expect.poll(() => new URL(ada.url()).searchParams.get('message')).toBeNull();
    // The results stay beside the thread.
    expect(await hit.isVisible()).toBe(true);
    if (SHOTS) {
      await ada.emulateMedia({ colorScheme: 'dark' });
      await shoot(ada, 'inbox-search-dark');
      await ada.emulateMedia({ colorScheme: 'light' });
    }
    expect(errors).toEqual([]);
  });
});
