// Issue 22 in a browser: internal notes (the Reply / Note switch, '@' in a reply offering a note, the note drawn
// apart and never reaching the visitor), tags from the thread live for a second agent, 'Conversation not found' for
// a missing or foreign conversation, and the reply tools' popovers staying inside a short window.
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildProject } from '../../server/db/builders';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { closeAfterFile, openServerAndBrowser, signedInAgent } from './support/fixture';
import { shootWidths } from './support/screenshots';
import type { RunningServer } from './support/server';
import { visitorSees, visitorStarts, visitorSession, type E2EVisitor } from './support/visitor';

let server: RunningServer;
let mocks: MockServer;
let browser: Browser;
let ada: Page;
let errors: string[];
let vera: E2EVisitor;
let conversationId: number;
const SHOTS = process.env.INBOX_SHOTS_DIR ?? '';
// Two agents' browsers and a server on a shared machine: generous waits, never fixed sleeps for state.
vi.setConfig({ testTimeout: 180_000 });
const WAIT_MS = 60_000;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { settleMs: 150 });

const openConversation = async (page: Page) => {
  await page.goto(`${server.url}/inbox/${conversationId}?visitorId=${vera.visitorId}`);
  await page.getByRole('textbox', { name: 'Reply to Vera Notes...' }).waitFor();
};

beforeAll(async () => {
  mocks = await startMockServer();
  closeAfterFile(() => mocks.close());
  ({ server, browser } = await openServerAndBrowser({ gifApiUrl: `${mocks.url}/gif` }));
  ({ page: ada, errors } = await signedInAgent(browser, server.url, 'admin@demo.test', WAIT_MS));
  vera = await visitorSession(server.url, 'Vera Notes');
  conversationId = await visitorStarts(server.url, vera, 'Can I get a discount for a nonprofit?');
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

/** A small gradient PNG (a picture worth seeing in a thumbnail), built with zlib alone. */
function gradientPng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) rows.set([Math.round((255 * x) / w), Math.round((255 * y) / h), 200], y * (w * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function visitorUploads(name: string, type: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const res = await fetch(`${server.url}/app/visitor/conversations/${conversationId}/attachments`, { method: 'POST', headers: { authorization: `Bearer ${vera.token}` }, body: form });
  expect(res.status).toBeLessThan(300);
}

describe('attachments in the thread', () => {
  it('shows an image inline, enlarged on click, and a file as a card', async () => {
    await visitorUploads('whiteboard.png', 'image/png', gradientPng(320, 200));
    await visitorUploads('requirements.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%parley\n'));
    await openConversation(ada);
    const thread = ada.getByTestId('thread');
    const thumb = thread.getByRole('button', { name: 'Enlarge whiteboard.png' });
    await thumb.waitFor();
    await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await thread.getByRole('link', { name: /^requirements\.pdf, PDF/ }).waitFor();
    await shoot(ada, 'inbox-attachments');
    await thumb.click();
    const dialog = ada.getByRole('dialog', { name: 'whiteboard.png' });
    await dialog.waitFor();
    await ada.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('tags from the thread', () => {
  it('a tag created in the panel shows live in another agent’s open thread', async () => {
    const { page: sam } = await signedInAgent(browser, server.url, 'agent@demo.test', WAIT_MS);
    await openConversation(sam);
    await openConversation(ada);

    const box = ada.getByRole('combobox', { name: 'Add a tag' });
    await box.fill('Nonprofit');
    await ada.getByRole('option', { name: 'Create "Nonprofit"' }).click();
    const panel = (p: Page) => p.getByTestId('conversation-tags').getByRole('listitem');
    await expect.poll(() => panel(ada).allTextContents()).toContain('Nonprofit');
    await expect.poll(() => panel(sam).allTextContents(), { timeout: WAIT_MS }).toContain('Nonprofit');
    await shoot(ada, 'inbox-tags');

    await ada.getByLabel('Remove tag Nonprofit').click();
    await expect.poll(() => panel(sam).allTextContents(), { timeout: WAIT_MS }).not.toContain('Nonprofit');
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
  // Polled: the lazy content and its data arrive, and the popover settles, in their own time (a loaded machine's).
  const inside = async (page: Page, name: string) => {
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    const view = page.viewportSize()!;
    return { top: box.y >= 0, bottom: box.y + box.height <= view.height, right: box.x + box.width <= view.width };
  };
  const settlesInside = (page: Page, name: string) =>
    expect.poll(() => inside(page, name), { timeout: 10_000 }).toEqual({ top: true, bottom: true, right: true });

  it('keeps the canned messages and GIF popovers fully inside the viewport', async () => {
    await openConversation(ada);
    await ada.setViewportSize({ width: 1248, height: 520 });
    await ada.getByRole('button', { name: 'Reply', exact: true }).click();
    await ada.getByRole('button', { name: 'Canned messages' }).click();
    await settlesInside(ada, 'Canned messages');
    await ada.keyboard.press('Escape');
    await ada.getByRole('button', { name: 'Send a GIF' }).click();
    await ada.getByTestId('gif-feed').waitFor();
    await settlesInside(ada, 'Send a GIF');
    await ada.keyboard.press('Escape');
    await ada.setViewportSize({ width: 1366, height: 900 });
  });
});
