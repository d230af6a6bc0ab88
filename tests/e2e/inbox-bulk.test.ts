// Issue 27 in a browser: with 250 more open conversations than a page holds, selecting the page offers "Select all N
// conversations matching this filter"; Actions > Close runs one job whose progress shows under the toolbar and ends
// with "N updated, 0 skipped: no permission", and the list empties of open conversations. Then a saved view opens
// from its URL. INBOX_SHOTS_DIR=<dir> saves the progress and the views list at 1248 and 1920 px.
import fs from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSession, visitorStarts } from './support/visitor';

let server: RunningServer;
let browser: Browser;
let ada: Page;
const SHOTS = process.env.INBOX_SHOTS_DIR ?? '';
vi.setConfig({ testTimeout: 300_000 });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1248, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser({ env: { VISITOR_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000' } }));
  ({ page: ada } = await newPage(browser, { viewport: { width: 1366, height: 900 } }));
  ada.setDefaultTimeout(60_000);
  for (let i = 0; i < 250; i++) await visitorStarts(server.url, await visitorSession(server.url, `Bulk ${i}`), `Bulk question ${i}`);
  await signIn(ada, server.url, 'admin@demo.test');
}, 300_000);

describe('bulk actions and saved views', () => {
  it('selects all 250+ matching open conversations and closes them with progress', async () => {
    await ada.goto(`${server.url}/inbox?status=Open`);
    await ada.getByTestId('conversation-list').waitFor();
    await ada.getByRole('checkbox', { name: 'Select all conversations' }).check();
    const more = ada.getByRole('button', { name: /^Select all \d+ conversations matching this filter$/ });
    const n = Number(/Select all (\d+)/.exec((await more.textContent()) ?? '')![1]);
    expect(n).toBeGreaterThanOrEqual(250);
    await more.click();
    await ada.getByText(`All ${n} conversations matching this filter are selected`).waitFor();
    await ada.getByRole('button', { name: 'Actions' }).click();
    await ada.getByRole('menuitem', { name: 'Close' }).click();
    const progress = ada.getByTestId('bulk-progress');
    await progress.waitFor();
    await shoot(ada, 'inbox-bulk-progress');
    await ada.getByText(`${n} updated, 0 skipped: no permission`).waitFor();
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('saves a view and opens it from its URL', async () => {
    await ada.goto(`${server.url}/inbox?status=Close`);
    await ada.getByTestId('conversation-list').waitFor();
    await ada.getByRole('button', { name: 'Views' }).click();
    await ada.getByRole('menuitem', { name: 'Save view' }).click();
    const dialog = ada.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Closed by bulk');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await ada.getByRole('button', { name: 'Views' }).click();
    const item = ada.getByRole('menuitem', { name: /Closed by bulk/ });
    await item.waitFor();
    await shoot(ada, 'inbox-views');
    await ada.keyboard.press('Escape');
    const id = await ada.evaluate(async (base) => {
      const token = localStorage.getItem('parley.publisherLoginToken') ?? '';
      const res = await fetch(`${base}/app/inbox/views`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: Array<{ id: number; name: string }> }).data.find((v) => v.name === 'Closed by bulk')?.id;
    }, server.url);
    expect(id).toBeGreaterThan(0);
    // Somewhere else first, then the view's URL: the list takes its filter (Close) again.
    await ada.goto(`${server.url}/inbox?status=Open`);
    await ada.goto(`${server.url}/inbox?view=${id}`);
    await expect.poll(() => new URL(ada.url()).searchParams.get('status')).toBe('Close');
    expect(new URL(ada.url()).searchParams.get('view')).toBeNull();
  });
});
