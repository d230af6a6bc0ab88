// Issue 7 follow-ups in the browser, an agent and visitors in separate contexts through the real widget on /demo:
// the agent opening the conversation shows "Seen" in the widget; typing shows both ways (and goes away when the
// typist stops); a page reload resumes the same conversation with its history; with every agent's availability
// off the widget shows the offline form, whose message becomes a conversation the agent sees live.
// Needs `npm run build` (dashboard + widget).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import { STATIC_DIR, type RunningServer } from './support/server';
import { apiCall, chat, widget } from './support/widget';

let server: RunningServer;
let browser: Browser;
let agent: Page;
let visitor: Page;
const errors: string[] = [];

const api = <T>(method: string, url: string, token: string, body?: unknown) => apiCall<T>(server.url, method, url, token, body);

/** No flow greets: the visitor's first message starts a human conversation. */
async function deactivateFlows(): Promise<void> {
  const { token } = await api<{ token: string }>('POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' });
  for (const flow of await api<Array<{ id: number; status: string }>>('GET', '/app/flows?range=[0,99]', token)) {
    if (flow.status === 'active') await api('PUT', `/app/flows/${flow.id}/status`, token, { status: 'inactive' });
  }
}

async function signedInAgent(): Promise<Page> {
  const { page } = await newPage(browser);
  page.on('pageerror', (e) => errors.push(`agent: ${e.message}`));
  await signIn(page, server.url, 'admin@demo.test');
  await page.locator('[data-network="connected"]').waitFor();
  return page;
}

async function visitorPage(label: string): Promise<Page> {
  const { page } = await newPage(browser);
  page.on('pageerror', (e) => errors.push(`${label}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${label} console: ${m.text()}`);
  });
  return page;
}

/** A row of the agent's conversation list (not the list itself). */
const CONVERSATION_ROW = /^conversation-\d+$/;
const messageBox = (page: Page) => widget(page).getByRole('textbox', { name: 'Type your message' });

beforeAll(async () => {
  if (!fs.existsSync(path.join(STATIC_DIR, 'widget/widget.js'))) throw new Error('widget.js is missing: run `npm run build` first');
  ({ server, browser } = await openServerAndBrowser());
  await deactivateFlows();
  agent = await signedInAgent();
  visitor = await visitorPage('visitor');
});

describe('a visitor and an agent through the widget', () => {
  const first = 'Hello, I have a question about invoices';
  let row: Locator;
  let rowId: string | null = null;

  it('the agent opening the conversation shows "Seen" under the visitor\'s message', async () => {
    // The agent is away from the inbox while the visitor writes: an inbox with nothing open opens the first
    // conversation that arrives, and the widget could then skip "Delivered" for "Seen".
    await agent.goto(`${server.url}/tags`);
    await visitor.goto(`${server.url}/demo`);
    await widget(visitor).getByRole('button', { name: 'Open chat' }).click();
    await widget(visitor).getByRole('button', { name: 'Send us a message' }).click(); // from the home screen
    await messageBox(visitor).fill(first);
    await messageBox(visitor).press('Enter');
    await chat(visitor).getByText(first).waitFor({ timeout: 5000 });
    await chat(visitor).getByText('Delivered').waitFor({ timeout: 5000 });

    await agent.goto(`${server.url}/inbox`);
    await agent.locator('[data-network="connected"]').waitFor();
    row = agent.getByTestId(CONVERSATION_ROW).filter({ hasText: first });
    await row.first().waitFor({ timeout: 5000 });
    rowId = await row.first().getAttribute('data-testid');
    await row.first().click();
    await agent.getByTestId('thread').getByText(first).waitFor();
    await chat(visitor).getByText('Seen').waitFor({ timeout: 5000 });
  });

  it("shows the visitor's typing in the agent's thread, gone once they stop", async () => {
    const indicator = agent.getByTestId('visitor-typing');
    await messageBox(visitor).pressSequentially('I was char', { delay: 40 });
    await expect.poll(() => indicator.textContent(), { timeout: 5000 }).toMatch(/ is typing…$/);
    // The widget says "stopped" after 3 s idle; the inbox also drops it 3 s after the last event.
    await expect.poll(() => indicator.textContent(), { timeout: 8000 }).toBe('');
  });

  it("shows the agent's typing in the widget, and their reply ends it", async () => {
    const editor = agent.getByRole('textbox', { name: /^Reply to / });
    await editor.click();
    await editor.pressSequentially('Sure, let me check', { delay: 40 });
    await widget(visitor).getByText('Ada Admin is typing…').waitFor({ timeout: 5000 });
    await editor.press('Enter');
    await chat(visitor).getByText('Sure, let me check').waitFor({ timeout: 5000 });
    await expect.poll(() => widget(visitor).getByText('Ada Admin is typing…').count(), { timeout: 5000 }).toBe(0);
  });

  it('after a page reload the widget resumes the same conversation, history and live replies included', async () => {
    await visitor.reload();
    await widget(visitor).getByRole('button', { name: 'Open chat' }).click();
    await chat(visitor).getByText(first).waitFor({ timeout: 5000 });
    await chat(visitor).getByText('Sure, let me check').waitFor();
    // The same conversation: the agent's next reply in the thread still open reaches the reloaded page.
    const editor = agent.getByRole('textbox', { name: /^Reply to / });
    await editor.click();
    await editor.pressSequentially('Found it: invoice 42 is paid.');
    await editor.press('Enter');
    await chat(visitor).getByText('Found it: invoice 42 is paid.').waitFor({ timeout: 5000 });
    // And the visitor writing again adds to it rather than starting another conversation.
    await messageBox(visitor).fill('Thanks a lot!');
    await messageBox(visitor).press('Enter');
    await agent.getByTestId('thread').getByText('Thanks a lot!').waitFor({ timeout: 5000 });
    const rows = agent.getByTestId(CONVERSATION_ROW).filter({ hasText: 'Thanks a lot!' });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-testid')).toBe(rowId);
  });
});

describe('nobody available', () => {
  it('shows the offline form; the message left there becomes a conversation the agent sees', async () => {
    // Every agent turns the availability toggle off (Casey Success never had it on).
    for (const email of ['admin@demo.test', 'agent@demo.test']) {
      const { token } = await api<{ token: string }>('POST', '/app/login', '', { email, password: 'demo-pass-1' });
      await api('POST', '/app/user/available', token, { available: false });
    }
    const widgetConfig = await (await fetch(`${server.url}/app/visitor/widget?projectKey=demo-widget-key`)).json();
    expect(widgetConfig).toMatchObject({ online: false, offlineForm: true });

    const late = await visitorPage('late visitor');
    await late.goto(`${server.url}/demo`);
    await widget(late).getByRole('button', { name: 'Open chat' }).click();
    await widget(late).getByRole('button', { name: 'Send us a message' }).click(); // from the home screen
    await widget(late).getByText('We are away right now').waitFor({ timeout: 5000 });
    await widget(late).getByRole('textbox', { name: 'Name', exact: true }).fill('Olga Late');
    await widget(late).getByRole('textbox', { name: 'Email', exact: true }).fill('olga@late.test');
    await widget(late).getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me back about the renewal');
    await widget(late).getByRole('button', { name: 'Send message' }).click();
    // The form's conversation is the visitor's now: the widget follows it, their message shown as delivered.
    await chat(late).getByText('Please call me back about the renewal').waitFor({ timeout: 5000 });
    await chat(late).getByText('Delivered').waitFor();

    const row = agent.getByTestId(CONVERSATION_ROW).filter({ hasText: 'Please call me back about the renewal' });
    await row.first().waitFor({ timeout: 5000 });
    await row.first().click();
    await agent.getByTestId('thread').getByText('Please call me back about the renewal').waitFor();
    expect(errors).toEqual([]);
  });
});
