// Issue 25 in a browser: five conversations triaged with the keyboard alone (reply, tag, close, next), and Cmd/Ctrl-K
// finding a conversation by a word of its message and opening it, and finding a person by name and opening their
// contact page; reopened at once after Escape, it still takes the caret. INBOX_SHOTS_DIR=<dir> saves the cheat sheet
// and the palette at 1248 and 1920 px, light and dark.
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
const ids: number[] = [];
let needle: number;
const SHOTS = process.env.INBOX_SHOTS_DIR ?? '';
vi.setConfig({ testTimeout: 180_000 });

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { schemes: ['light', 'dark'], settleMs: 250 });

const PALETTE_INPUT = 'Search pages, actions, conversations and people';
const openId = (page: Page) => Number(new URL(page.url()).pathname.split('/')[2] ?? NaN);

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  ({ page: ada, errors } = await newPage(browser, { viewport: { width: 1366, height: 900 } }));
  ada.setDefaultTimeout(60_000);
  for (const name of ['Kim Keys', 'Lou Letters', 'Max Mouse', 'Olga Options', 'Pat Pager']) {
    const v = await visitorSession(server.url, name);
    ids.push(await visitorStarts(server.url, v, `Hello from ${name}`));
  }
  const nora = await visitorSession(server.url, 'Nora Needle');
  needle = await visitorStarts(server.url, nora, 'Hi there');
  await visitorSays(server.url, nora, needle, 'My marmalade order never arrived');
  // Nora identifies herself on the customer's site (the widget's identify call): she is a contact now.
  const res = await fetch(`${server.url}/app/visitor/identify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${nora.token}` },
    body: JSON.stringify({ email: 'nora@needlework.example', name: 'Nora Needle', company: 'Needlework' }),
  });
  expect(res.ok).toBe(true);
  await signIn(ada, server.url, 'admin@demo.test');
});

describe('inbox keyboard', () => {
  it('triages five conversations with the keyboard alone: reply, tag, close, next', async () => {
    await ada.getByTestId('conversation-list').waitFor();
    await expect.poll(() => openId(ada)).toBeGreaterThan(0);
    await ada.getByText('Login Success!').waitFor({ state: 'hidden' });
    await ada.locator('body').click({ position: { x: 5, y: 5 } });
    const done = new Set<number>();
    for (let round = 1; round <= 5; round++) {
      const id = openId(ada);
      expect(done.has(id)).toBe(false);
      const thread = ada.getByTestId('thread');
      await thread.waitFor();
      await ada.keyboard.press('r');
      await expect.poll(() => ada.evaluate(() => document.activeElement?.getAttribute('contenteditable'))).toBe('true');
      await ada.keyboard.type(`Thanks, looking into it (${round})`);
      await ada.keyboard.press('Enter');
      await thread.getByText(`Thanks, looking into it (${round})`).waitFor();
      await ada.keyboard.press('Escape');

      await ada.keyboard.press('t');
      const tagBox = ada.getByRole('combobox', { name: 'Add a tag' });
      await expect.poll(() => tagBox.evaluate((el) => el === document.activeElement)).toBe(true);
      await ada.keyboard.type('triaged');
      await ada.keyboard.press('Enter');
      await ada.getByTestId('conversation-tags').getByRole('listitem').filter({ hasText: 'triaged' }).waitFor();
      await ada.keyboard.press('Escape');
      await expect.poll(() => ada.evaluate(() => document.activeElement === document.body)).toBe(true);

      await ada.keyboard.press('e');
      await expect.poll(async () => (await ada.getByRole('combobox', { name: 'Conversation status' }).textContent()) ?? '').toContain('Closed');
      done.add(id);
      // Next: the reply moved this conversation to the top of the list, so `j` may pass ones already done.
      for (let step = 0; step < ids.length + 1 && done.has(openId(ada)); step++) {
        const from = openId(ada);
        await ada.keyboard.press('j');
        await expect.poll(() => openId(ada)).not.toBe(from);
      }
    }
    expect(done.size).toBe(5);
    await ada.keyboard.press('Shift+Slash');
    await ada.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    // The status toasts would cover the page in the pictures.
    if (SHOTS) await expect.poll(() => ada.getByText('Conversation status changed successfully').count(), { timeout: 20_000 }).toBe(0);
    await shoot(ada, 'inbox-keyboard-cheatsheet');
    await ada.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('finds a conversation by a word of its message with Cmd/Ctrl-K and opens it', async () => {
    await ada.locator('body').click({ position: { x: 5, y: 5 } });
    await ada.keyboard.press('ControlOrMeta+k');
    const input = ada.getByRole('combobox', { name: PALETTE_INPUT });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await ada.keyboard.type('marmal');
    const hit = ada.getByTestId(`conversation:${needle}`);
    await hit.waitFor();
    expect(await hit.textContent()).toContain('Nora Needle');
    expect(await hit.locator('mark').allTextContents()).toEqual(['marmalade']);
    await ada.keyboard.press('ArrowDown');
    await ada.keyboard.press('Enter');
    await ada.waitForURL(new RegExp(`/inbox/${needle}\\?`));
    await ada.getByTestId('thread').getByText('My marmalade order never arrived').waitFor();
    expect(errors).toEqual([]);
  });

  it('closes on Escape; reopened while it still fades out, it has the caret in its field', async () => {
    const input = ada.getByRole('combobox', { name: PALETTE_INPUT });
    for (let i = 0; i < 3; i++) {
      await ada.locator('body').click({ position: { x: 5, y: 5 } });
      await ada.keyboard.press('ControlOrMeta+k');
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      // Closed, a click elsewhere (the focus leaves the field), and open again before the fade ends.
      await ada.keyboard.press('Escape');
      await ada.locator('body').click({ position: { x: 5, y: 5 } });
      await ada.keyboard.press('ControlOrMeta+k');
      await expect.poll(() => input.evaluate((el) => el === document.activeElement), { timeout: 3000 }).toBe(true);
      await ada.keyboard.type('x');
      await expect.poll(() => input.inputValue()).toBe('x');
      await ada.keyboard.press('Escape');
      await ada.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
    }
  });

  it('finds a person by name with Cmd/Ctrl-K and opens their contact page', async () => {
    await ada.locator('body').click({ position: { x: 5, y: 5 } });
    await ada.keyboard.press('ControlOrMeta+k');
    const input = ada.getByRole('combobox', { name: PALETTE_INPUT });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await ada.keyboard.type('nora need');
    const listbox = ada.getByRole('listbox', { name: 'Command palette' });
    const person = listbox.locator('[data-testid^="person:"]');
    await person.waitFor();
    expect(await person.count()).toBe(1);
    expect(await person.textContent()).toBe('Nora Needlenora@needlework.example · Needlework');
    await listbox.getByText('People', { exact: true }).waitFor();
    // Her conversation is found by her name too: both groups in the picture.
    await ada.getByTestId(`conversation:${needle}`).waitFor();
    await shoot(ada, 'inbox-keyboard-palette');
    // Arrow keys down to her, Enter.
    const personId = await person.getAttribute('id');
    const contactId = Number((await person.getAttribute('data-testid'))!.split(':')[1]);
    for (let i = 0; i < 10 && (await input.getAttribute('aria-activedescendant')) !== personId; i++) await ada.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(personId);
    await ada.keyboard.press('Enter');
    await ada.waitForURL(new RegExp(`/contacts/${contactId}/show$`));
    // Her page, with her conversation (the full contact record, not the palette's search row).
    await ada.getByText('nora@needlework.example').first().waitFor();
    await ada.getByRole('heading', { name: /Conversations \(1\)/ }).waitFor();
    expect(await ada.getByText('Unable to load the page').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
