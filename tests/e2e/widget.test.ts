// Issue 7's browser acceptance, two browser contexts: a visitor on /demo is greeted by the bot through the real
// widget (widget.js in a shadow root), clicks a button, types an answer and is handed to a human; the agent sees
// the conversation switch from the Bot tab to the Visitors tab in realtime, replies (the visitor sees it), asks for
// feedback; the visitor rates 5 and the agent sees 'Excellent'. Needs `npm run build` (dashboard + widget).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { textDoc } from '../../src/domain/flows/steps';
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

/** The demo project's active flow: a plan question (buttons), then the work email (input), then a human. */
async function createDemoFlow(): Promise<void> {
  const { token } = await api<{ token: string }>('POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' });
  const flow = await api<Record<string, unknown> & { id: number; greeting: { variants: Array<{ id: string }> } }>('POST', '/app/flows', token, { name: 'Demo sales bot' });
  const qualify = 'path-qualify';
  const toQualify = { kind: 'nextState', pathId: qualify };
  const saved = {
    ...flow,
    greeting: { variants: [{ id: flow.greeting.variants[0]!.id, value: textDoc('Hi! I am the Northwind assistant.'), gifs: [] }], buttons: [] },
    paths: [
      {
        id: 'path-welcome',
        name: 'Welcome',
        steps: [
          {
            id: 'step-plan',
            type: 'buttons',
            message: textDoc('Which plan are you interested in?'),
            options: [
              { id: 'opt-starter', label: 'Starter', redirect: toQualify },
              { id: 'opt-enterprise', label: 'Enterprise', redirect: toQualify },
            ],
          },
        ],
      },
      {
        id: qualify,
        name: 'Qualify',
        steps: [
          { id: 'step-email', type: 'input', message: textDoc('What is your work email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
          {
            id: 'step-human',
            type: 'app',
            message: textDoc('Thanks! Connecting you to our sales team.'),
            routing: { mode: 'everyone', destination: 'inbox', assignment: { teams: [], members: [] } },
            waitSeconds: 60,
            offlineMessage: textDoc('Our team is away; we will email you.'),
          },
        ],
      },
    ],
  };
  await api('PUT', `/app/flows/${flow.id}`, token, saved);
  // This flow alone greets, whatever the demo seed activates.
  for (const other of await api<Array<{ id: number; status: string }>>('GET', '/app/flows?range=[0,99]', token)) {
    if (other.status === 'active') await api('PUT', `/app/flows/${other.id}/status`, token, { status: 'inactive' });
  }
  await api('PUT', `/app/flows/${flow.id}/status`, token, { status: 'active' });
}

async function signedInAgent(): Promise<Page> {
  const { page } = await newPage(browser);
  page.on('pageerror', (e) => errors.push(`agent: ${e.message}`));
  await signIn(page, server.url, 'admin@demo.test');
  await page.locator('[data-network="connected"]').waitFor();
  return page;
}


beforeAll(async () => {
  if (!fs.existsSync(path.join(STATIC_DIR, 'widget/widget.js'))) throw new Error('widget.js is missing: run `npm run build` first');
  ({ server, browser } = await openServerAndBrowser());
  await createDemoFlow();
  agent = await signedInAgent();
  const v = await newPage(browser);
  visitor = v.page;
  visitor.on('pageerror', (e) => errors.push(`visitor: ${e.message}`));
  visitor.on('console', (m) => {
    if (m.type() === 'error') errors.push(`visitor console: ${m.text()}`);
  });
});

describe('serving the widget to other sites', () => {
  it('serves /widget.js cross-origin with an ETag, and answers the visitor API preflight of any site', async () => {
    const js = await fetch(`${server.url}/widget.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(js.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const again = await fetch(`${server.url}/widget.js`, { headers: { 'if-none-match': js.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const preflight = await fetch(`${server.url}/app/visitor/session`, {
      method: 'OPTIONS',
      headers: { origin: 'https://customer.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const session = await fetch(`${server.url}/app/visitor/session`, {
      method: 'POST',
      headers: { origin: 'https://customer.example', 'content-type': 'application/json' },
      body: JSON.stringify({ projectKey: 'demo-widget-key' }),
    });
    expect(session.status).toBe(201);
    expect(session.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the visitor widget on /demo and the inbox', () => {
  let conversationRow: Locator;

  it('greets the visitor with the bot, whose button starts a bot conversation the agent sees in the Bot tab', async () => {
    await agent.getByRole('tab', { name: 'Bot' }).click();
    await visitor.goto(`${server.url}/demo`);
    // The greeting bubble comes from the page view's events answer; nothing is stored yet.
    await widget(visitor).getByRole('status').getByText('Hi! I am the Northwind assistant.').waitFor({ timeout: 10_000 });
    await widget(visitor).getByRole('button', { name: 'Open chat' }).click();
    await chat(visitor).getByText('Which plan are you interested in?').waitFor();
    await widget(visitor).getByRole('button', { name: 'Enterprise' }).click();
    await chat(visitor).getByText('What is your work email?').waitFor({ timeout: 5000 });
    await expect.poll(() => widget(visitor).getByRole('textbox', { name: 'Type your message' }).getAttribute('placeholder')).toBe('Your email address');

    conversationRow = agent.locator('[data-testid^="conversation-"]').filter({ hasText: 'What is your work email?' });
    await conversationRow.first().waitFor({ timeout: 5000 });
    await conversationRow.first().click();
    await agent.getByText('What is your work email?').first().waitFor();
  });

  it("hands the visitor to a human on their answer; the agent's list switches to the Visitors tab live", async () => {
    const box = widget(visitor).getByRole('textbox', { name: 'Type your message' });
    await box.fill('vera@acme.test');
    await box.press('Enter');
    await chat(visitor).getByText('Thanks! Connecting you to our sales team.').waitFor({ timeout: 5000 });
    await expect.poll(() => agent.getByRole('tab', { name: 'Visitors' }).getAttribute('aria-selected'), { timeout: 5000 }).toBe('true');
    await agent.locator('[data-testid^="conversation-"]').filter({ hasText: /Connecting you|vera@acme\.test/ }).first().waitFor({ timeout: 5000 });
  });

  it("the agent's reply reaches the widget live", async () => {
    const editor = agent.getByRole('textbox', { name: /^Reply to / });
    await editor.click();
    await editor.pressSequentially('Hi Vera, Ada from sales here. Happy to help!');
    await editor.press('Enter');
    await chat(visitor).getByText('Hi Vera, Ada from sales here. Happy to help!').waitFor({ timeout: 5000 });
  });

  it("asks for feedback; the visitor rates 5 in the widget and the agent sees 'Excellent'", async () => {
    await agent.getByRole('button', { name: 'Request feedback' }).click();
    const rating = widget(visitor).getByRole('group', { name: 'How would you rate this conversation?' });
    await rating.waitFor({ timeout: 5000 });
    expect(await rating.getByRole('button').allTextContents()).toEqual(['Disappointing', 'Bad', 'Just ok', 'Good', 'Excellent', 'Cancel']);
    await rating.getByRole('button', { name: 'Excellent' }).click();
    await chat(visitor).getByText('You rated: Excellent').waitFor({ timeout: 5000 });
    await agent.getByText('Rated 5/5: Excellent').waitFor({ timeout: 5000 });
    expect(errors).toEqual([]);
  });
});
