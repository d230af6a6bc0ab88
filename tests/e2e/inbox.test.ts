// Issue 3's browser acceptance: two agents and a visitor. Messages arrive live in both inboxes, unread rises and
// falls, replies reach the visitor and the other agent, flags and bulk close move the counts, and a server restart
// loses nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { fileServer, openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSays, visitorSees, visitorSession, visitorStarts, type E2EVisitor } from './support/visitor';

let server: RunningServer;
let browser: Browser;
let ann: Page; // admin
let sam: Page; // agent
const errors: string[] = [];

async function signedIn(email: string): Promise<Page> {
  const { page, errors: pageErrors } = await newPage(browser);
  page.on('pageerror', (e) => errors.push(`${email}: ${e.message}`));
  void pageErrors;
  await signIn(page, server.url, email);
  await page.getByText('No conversation yet').waitFor();
  // Live: the realtime connection is up and subscribed before the visitor writes.
  await page.locator('[data-network="connected"]').waitFor();
  return page;
}

const row = (page: Page, id: number) => page.getByTestId(`conversation-${id}`);
async function filterCount(page: Page, key: string): Promise<string> {
  await page.getByRole('button', { name: 'Filter conversations' }).click();
  const text = (await page.getByTestId(`filter-count-${key}`).textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  [ann, sam] = await Promise.all([signedIn('admin@demo.test'), signedIn('agent@demo.test')]);
});

describe('two agents and a visitor', () => {
  let vera: E2EVisitor;
  let first: number;
  let second: number;

  it("the visitor's message appears in both agents' lists within a second, without reload", async () => {
    vera = await visitorSession(server.url, 'Vera Visitor');
    first = await visitorStarts(server.url, vera, 'Hello from the pricing page');
    const sent = Date.now(); // the server has stored it: from here on it is delivery
    await Promise.all([
      row(ann, first).getByText('Hello from the pricing page').waitFor({ timeout: 1000 }),
      row(sam, first).getByText('Hello from the pricing page').waitFor({ timeout: 1000 }),
    ]);
    expect(Date.now() - sent).toBeLessThan(1000);
  });

  it('a message in another conversation raises its unread count; opening it marks it read', async () => {
    const otto = await visitorSession(server.url, 'Otto Other');
    second = await visitorStarts(server.url, otto, 'Do you have an API?');
    await visitorSays(server.url, otto, second, 'And webhooks?');
    await row(sam, second).getByLabel('2 unread').waitFor({ timeout: 2000 });
    await row(sam, second).getByText('And webhooks?').click();
    await sam.waitForURL(new RegExp(`/inbox/${second}\\?`));
    await row(sam, second).getByLabel('2 unread').waitFor({ state: 'detached' });
    await row(ann, second).getByLabel('2 unread').waitFor({ state: 'detached' });
  });

  it("agent A's reply reaches the visitor and agent B's open thread", async () => {
    await row(ann, first).click();
    await row(sam, first).click();
    const editor = ann.getByRole('textbox', { name: 'Reply to Vera Visitor...' });
    await editor.click();
    await editor.pressSequentially('Happy to help with pricing!');
    await editor.press('Enter');
    await sam.getByText('Happy to help with pricing!').first().waitFor({ timeout: 2000 });
    await expect.poll(() => visitorSees(server.url, vera, first), { timeout: 2000 }).toContain('Happy to help with pricing!');
    await ann.getByText('Sending…').waitFor({ state: 'detached' });
  });

  it('star, status and bulk close move the counts for both agents', async () => {
    await ann.getByRole('button', { name: 'Star conversation' }).click();
    await expect.poll(() => filterCount(sam, 'starred'), { timeout: 3000 }).toBe('1');

    await ann.locator('[aria-label="Conversation status"]').click();
    await ann.getByRole('option', { name: 'Pending' }).click();
    await ann.getByText('Conversation status changed successfully').first().waitFor();
    await expect.poll(() => filterCount(sam, 'pending'), { timeout: 3000 }).toBe('1');
    expect(await filterCount(sam, 'open')).toBe('1');

    await ann.getByLabel('Select all conversations').check();
    await ann.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' }).click();
    await ann.getByText('Closed all the selected conversations successfully!').first().waitFor();
    await expect.poll(() => filterCount(sam, 'close'), { timeout: 3000 }).toBe('2');
    expect(await filterCount(sam, 'open')).toBe('0');
  });

  it('killing and restarting the server loses no message', async () => {
    const { port, dataDir } = { port: Number(new URL(server.url).port), dataDir: server.dataDir };
    await server.stop({ keepData: true });
    server = await fileServer({ port, dataDir });
    await visitorSays(server.url, vera, first, 'Are you still there after the restart?');
    await Promise.all([
      ann.getByText('Are you still there after the restart?').first().waitFor({ timeout: 10_000 }),
      sam.getByText('Are you still there after the restart?').first().waitFor({ timeout: 10_000 }),
    ]);
    const editor = ann.getByRole('textbox', { name: 'Reply to Vera Visitor...' });
    await editor.click();
    await editor.pressSequentially('Still here!');
    await editor.press('Enter');
    await expect.poll(() => visitorSees(server.url, vera, first), { timeout: 5000 }).toEqual([
      'Hello from the pricing page',
      'Happy to help with pricing!',
      'Are you still there after the restart?',
      'Still here!',
    ]);
    expect(errors).toEqual([]);
  });
});
