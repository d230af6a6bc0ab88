// Issue 27 in a browser: with 250 more open conversations than a page holds, selecting the page offers "Select all N
// conversations matching this filter"; Actions > Close runs one job whose progress shows under the toolbar and ends
// with "N updated, 0 skipped: no permission", and the list empties of open conversations; a page's selection runs the
// same actions on its rows. Then a saved view (filter, sort, search) opens from its URL. INBOX_SHOTS_DIR=<dir> saves
// the progress, the result and the views menu at 1248 and 1920 px, light and dark.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import { shootWidths } from './support/screenshots';
import type { RunningServer } from './support/server';
import { visitorSession, visitorStarts } from './support/visitor';

let server: RunningServer;
let browser: Browser;
let ada: Page;
const SHOTS = process.env.INBOX_SHOTS_DIR ?? '';
vi.setConfig({ testTimeout: 300_000 });

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { schemes: ['light', 'dark'] });

beforeAll(async () => {
  // Batches of 50 with a pause: the progress bar is seen moving (and shot) before the result.
  const env = { VISITOR_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000', BULK_BATCH_SIZE: '50', BULK_BATCH_PAUSE_MS: SHOTS ? '1500' : '300' };
  ({ server, browser } = await openServerAndBrowser({ env }));
  ({ page: ada } = await newPage(browser, { viewport: { width: 1366, height: 900 } }));
  ada.setDefaultTimeout(60_000);
  for (let i = 0; i < 250; i++) await visitorStarts(server.url, await visitorSession(server.url, `Bulk ${i}`), `Bulk question ${i}`);
  await signIn(ada, server.url, 'admin@demo.test');
}, 300_000);

/** The list's sort menu (a select) showing this order. */
const sortShowing = (label: string) => ada.getByRole('combobox').filter({ hasText: label });

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
    // The bar moves with the server's progress events (one per batch of 50), not by polling.
    await expect.poll(async () => Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
    await shoot(ada, 'inbox-bulk-progress');
    await ada.getByText(`${n} updated, 0 skipped: no permission`).waitFor();
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await shoot(ada, 'inbox-bulk-result');
  });

  it('offers the actions over a page\'s selection and runs them on those rows only', async () => {
    await ada.goto(`${server.url}/inbox?status=Close`);
    const rows = ada.getByTestId('conversation-list').getByRole('checkbox');
    await rows.first().waitFor();
    await rows.nth(0).check();
    await rows.nth(1).check();
    await ada.getByText('2 selected').waitFor();
    await ada.getByRole('button', { name: 'Actions' }).click();
    await ada.getByRole('menuitem', { name: 'Star' }).click();
    await ada.getByText('2 updated, 0 skipped: no permission').waitFor();
  });

  it('saves a view and opens it from its URL: filter, sort and search restored, the box showing the words', async () => {
    await ada.goto(`${server.url}/inbox?status=Close`);
    await ada.getByTestId('conversation-list').waitFor();
    await sortShowing('Newest Conversation').click();
    await ada.getByRole('option', { name: 'Oldest Conversation' }).click();
    const box = ada.getByRole('searchbox', { name: /^Search conversations/ });
    await box.fill('Bulk question');
    await expect.poll(() => new URL(ada.url()).searchParams.get('search')).toBe('Bulk question');
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
    // Somewhere else first (another filter, the newest first, no search), then the view's URL: all of it comes back.
    await ada.getByRole('button', { name: 'Clear search' }).click();
    await sortShowing('Oldest Conversation').click();
    await ada.getByRole('option', { name: 'Newest Conversation' }).click();
    await ada.goto(`${server.url}/inbox?status=Open`);
    await ada.goto(`${server.url}/inbox?view=${id}`);
    await expect.poll(() => new URL(ada.url()).searchParams.get('status')).toBe('Close');
    await expect.poll(() => box.inputValue()).toBe('Bulk question');
    expect(new URL(ada.url()).searchParams.get('search')).toBe('Bulk question');
    expect(new URL(ada.url()).searchParams.get('view')).toBeNull();
    await ada.getByRole('button', { name: 'Clear search' }).click();
    await sortShowing('Oldest Conversation').waitFor();
  });
});
