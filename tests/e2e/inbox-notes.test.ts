// Issue 22 in a browser: internal notes (the Reply / Note switch, '@' in a reply offering a note, the note drawn
// apart and never reaching the visitor), tags from the thread live for a second agent, 'Conversation not found' for
// a missing or foreign conversation, and the reply tools' popovers staying inside a short window.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildProject } from '../../server/db/builders';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { launchBrowser, newPage, signIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { visitorSees, visitorStarts, visitorSession, type E2EVisitor } from './support/visitor';

let server: RunningServer;
let mocks: MockServer;
let browser: Browser;
let ada: Page;
let errors: string[];
let vera: E2EVisitor;
let conversationId: number;
const SHOTS = process.env.INBOX_SHOTS_DIR ?? '';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1248, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const openConversation = async (page: Page) => {
  await page.goto(`${server.url}/inbox/${conversationId}?visitorId=${vera.visitorId}`);
  await page.getByRole('textbox', { name: 'Reply to Vera Notes...' }).waitFor();
};

beforeAll(async () => {
  mocks = await startMockServer();
  [server, browser] = await Promise.all([startServer({ gifApiUrl: `${mocks.url}/gif` }), launchBrowser()]);
  ({ page: ada, errors } = await newPage(browser));
  await signIn(ada, server.url, 'admin@demo.test');
  await ada.locator('[data-network="connected"]').waitFor();
  vera = await visitorSession(server.url, 'Vera Notes');
  conversationId = await visitorStarts(server.url, vera, 'Can I get a discount for a nonprofit?');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mocks?.close();
});

describe('internal notes', () => {
  it("'@' in a reply offers a note; the note mentions a teammate and never reaches the visitor", async () => {
    await openConversation(ada);
    const box = ada.getByRole('textbox', { name: 'Reply to Vera Notes...' });
    await box.click();
    await ada.keyboard.type('Looping in @');
    await ada.getByRole('option', { name: /Switch to a note/ }).waitFor();
    await ada.keyboard.press('Enter');
    await expect.poll(() => ada.getByRole('button', { name: 'Note', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await ada.keyboard.type('Sam');
    await ada.getByRole('option', { name: /Sam Agent/ }).click();
    await ada.keyboard.type('can we do 20%?');
    await ada.keyboard.press('Enter');

    const note = ada.getByTestId('thread').locator('[data-type="note"]');
    await note.waitFor();
    await expect.poll(() => note.textContent()).toContain('Internal note');
    expect(await note.textContent()).toContain('Looping in @Sam Agent can we do 20%?');
    expect(await visitorSees(server.url, vera, conversationId)).toEqual(['Can I get a discount for a nonprofit?']);
    await shoot(ada, 'inbox-note');
    expect(errors).toEqual([]);
  });
});

describe('tags from the thread', () => {
  it('a tag created in the panel shows live in another agent’s open thread', async () => {
    const { page: sam } = await newPage(browser);
    await signIn(sam, server.url, 'agent@demo.test');
    await sam.locator('[data-network="connected"]').waitFor();
    await openConversation(sam);
    await openConversation(ada);

    const box = ada.getByRole('combobox', { name: 'Add a tag' });
    await box.fill('Nonprofit');
    await ada.getByRole('option', { name: 'Create "Nonprofit"' }).click();
    const panel = (p: Page) => p.getByTestId('conversation-tags').getByRole('listitem');
    await expect.poll(() => panel(ada).allTextContents()).toContain('Nonprofit');
    await expect.poll(() => panel(sam).allTextContents(), { timeout: 10_000 }).toContain('Nonprofit');
    await shoot(ada, 'inbox-tags');

    await ada.getByLabel('Remove tag Nonprofit').click();
    await expect.poll(() => panel(sam).allTextContents(), { timeout: 10_000 }).not.toContain('Nonprofit');
    await sam.context().close();
  });
});

describe('a conversation that is not here', () => {
  it("says 'Conversation not found' for a missing id and for another project's conversation, with a way back", async () => {
    await ada.goto(`${server.url}/inbox/999999`);
    await ada.getByRole('heading', { name: 'Conversation not found' }).waitFor();
    await shoot(ada, 'inbox-not-found');
    await ada.getByRole('link', { name: 'Back to the inbox' }).click();
    await ada.getByRole('heading', { name: 'Conversation not found' }).waitFor({ state: 'detached' });
    await ada.waitForURL((u) => u.pathname !== '/inbox/999999');

    const other = await buildProject(server.app.repos);
    const res = await fetch(`${server.url}/app/visitor/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectKey: other.project.widget_key, name: 'Elsewhere' }),
    });
    const stranger = (await res.json()) as E2EVisitor;
    const foreign = await visitorStarts(server.url, stranger, 'not yours');
    await ada.goto(`${server.url}/inbox/${foreign}`);
    await ada.getByRole('heading', { name: 'Conversation not found' }).waitFor();
    await ada.goto(`${server.url}/inbox/${foreign}?visitorId=${stranger.visitorId}`);
    await ada.getByRole('heading', { name: 'Conversation not found' }).waitFor();
  });
});

describe('reply tools in a short window', () => {
  const inside = async (page: Page, name: string) => {
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    // Let the lazy content and its data arrive, then the popover settle.
    await page.waitForTimeout(800);
    const box = (await dialog.boundingBox())!;
    const view = page.viewportSize()!;
    return { top: box.y >= 0, bottom: box.y + box.height <= view.height, right: box.x + box.width <= view.width };
  };

  it('keeps the canned messages and GIF popovers fully inside the viewport', async () => {
    await openConversation(ada);
    await ada.setViewportSize({ width: 1248, height: 520 });
    await ada.getByRole('button', { name: 'Reply', exact: true }).click();
    await ada.getByRole('button', { name: 'Canned messages' }).click();
    expect(await inside(ada, 'Canned messages')).toEqual({ top: true, bottom: true, right: true });
    await ada.keyboard.press('Escape');
    await ada.getByRole('button', { name: 'Send a GIF' }).click();
    await ada.getByTestId('gif-feed').waitFor();
    expect(await inside(ada, 'Send a GIF')).toEqual({ top: true, bottom: true, right: true });
    await ada.keyboard.press('Escape');
    await ada.setViewportSize({ width: 1366, height: 900 });
  });
});
