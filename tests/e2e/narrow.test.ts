// Issue 22 point 10: narrow screens. At 1024, 768 and 390 px neither the inbox nor a settings page scrolls
// sideways; at 1024 the visitor panel is a drawer beside list and thread; at 768 and 390 list and thread share one
// pane with a way back; on a phone (390 px) an agent replies, switches conversations and changes a status; the side
// navigation is a menu the app bar opens.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSees, visitorSession, visitorStarts, type E2EVisitor } from './support/visitor';

let server: RunningServer;
let browser: Browser;
let vera: E2EVisitor;
let first: number;
let second: number;
const errors: string[] = [];
// Each test signs in a browser at its width and walks several pages: on a busy 2-core machine that nears a minute.
vi.setConfig({ testTimeout: 120_000 });

const row = (page: Page, id: number) => page.getByTestId(`conversation-${id}`);
const thread = (page: Page) => page.getByRole('region', { name: 'Conversation', exact: true });
const list = (page: Page) => page.getByRole('region', { name: 'Conversations', exact: true });

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

async function signedInAt(width: number, height: number): Promise<Page> {
  const { page, errors: pageErrors } = await newPage(browser, { viewport: { width, height } });
  page.on('pageerror', (e) => errors.push(`${width}: ${e.message}`));
  void pageErrors;
  await signIn(page, server.url, 'admin@demo.test');
  await page.locator('[data-network="connected"]').waitFor();
  return page;
}

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  vera = await visitorSession(server.url, 'Vera Visitor');
  first = await visitorStarts(server.url, vera, 'Hello from the pricing page');
  const walt = await visitorSession(server.url, 'Walt Visitor');
  second = await visitorStarts(server.url, walt, 'Do you integrate with Slack?');
});

describe('1024 px: list and thread, the visitor panel as a drawer', () => {
  it('fits the window, and the visitor panel opens and closes as a drawer', async () => {
    const page = await signedInAt(1024, 768);
    await page.locator('[data-panes="drawer"]').waitFor();
    await list(page).waitFor();
    await thread(page).waitFor(); // the first conversation opens beside the list
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const panel = page.getByRole('complementary', { name: 'Visitor details' });
    expect(await panel.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Show visitor details' }).click();
    await panel.waitFor();
    await panel.getByText('Email').first().waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Close visitor details' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.close();
  });
});

for (const [width, height] of [
  [768, 1024],
  [390, 844],
] as const) {
  describe(`${width} px: one pane`, () => {
    it('shows the list, opens a conversation in its place, and goes back', async () => {
      const page = await signedInAt(width, height);
      await page.locator('[data-panes="single"]').waitFor();
      await row(page, first).waitFor();
      expect(await thread(page).count()).toBe(0); // nothing opens by itself
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await row(page, first).click();
      await thread(page).getByRole('heading', { name: 'Vera Visitor' }).waitFor();
      expect(await list(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/inbox/${first}`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Back to conversations' }).click();
      await row(page, second).waitFor();
      expect(await thread(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/inbox');

      // A deep link has no list behind it in history: back still lands on the list.
      await page.goto(`${server.url}/inbox/${second}`);
      await thread(page).getByRole('heading', { name: 'Walt Visitor' }).waitFor();
      await page.getByRole('button', { name: 'Back to conversations' }).click();
      await row(page, first).waitFor();
      await page.close();
    });
  });
}

describe('390 px: a phone browser', () => {
  it('replies, switches conversations and changes a status', async () => {
    const page = await signedInAt(390, 844);
    await row(page, first).click();
    const editor = page.getByRole('textbox', { name: 'Reply to Vera Visitor...' });
    await editor.click();
    await editor.pressSequentially('Replying from my phone');
    await editor.press('Enter');
    await expect.poll(() => visitorSees(server.url, vera, first), { timeout: 5000 }).toContain('Replying from my phone');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // Switch: back to the list, the other conversation.
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await row(page, second).click();
    await thread(page).getByRole('heading', { name: 'Walt Visitor' }).waitFor();

    await page.locator('[aria-label="Conversation status"]').click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await page.getByText('Conversation status changed successfully').first().waitFor();
    await expect.poll(() => page.locator('[aria-label="Conversation status"]').textContent()).toBe('Pending');

    // The visitor panel opens as a drawer on the phone too.
    await page.getByRole('button', { name: 'Show visitor details' }).click();
    await page.getByRole('complementary', { name: 'Visitor details' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('complementary', { name: 'Visitor details' }).waitFor({ state: 'detached' });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('opens the side navigation from the app bar, which fits the width', async () => {
    const page = await signedInAt(390, 844);
    const bar = page.locator('header').first();
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const nav = page.getByRole('menuitem', { name: 'Analytics' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: /open menu/i }).click();
    await nav.click();
    await page.waitForURL(/\/analytics/);
    await expect.poll(() => nav.isVisible()).toBe(false); // the drawer closed on the way
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.close();
  });
});

describe('settings pages reflow', () => {
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
    [390, 844],
  ] as const) {
    it(`the widget, profile, configurations and team settings fit ${width} px`, async () => {
      const page = await signedInAt(width, height);
      // A table wider than a phone (chat fields, team members) scrolls in its own box, not the page.
      for (const path of ['/settings/widget', '/settings/profile', '/settings/configurations', '/settings/team']) {
        await page.goto(`${server.url}${path}`);
        await page.getByTestId('page-header').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
      }
      await page.close();
    });
  }
});

describe('no page error on the way', () => {
  it('logged none', () => {
    expect(errors).toEqual([]);
  });
});
