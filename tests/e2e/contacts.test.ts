// Issue 26's browser acceptance: a visitor gives their email to the bot and shows up by name in the inbox and in
// Contacts. Rita identified herself on the customer's site last week (the widget's identify call); today, on another
// device and anonymous, she answers the demo bot's email question: the inbox lists the conversation as "Rita Lead ·
// Acme", the visitor panel links to her contact page, and Contacts lists her with both conversations.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedInPage } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let page: Page;
let errors: string[];

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const session = () => post<{ token: string; visitorId: string }>('/app/visitor/session', { projectKey: 'demo-widget-key' });

beforeAll(async () => {
  ({ server, page, errors } = await openSignedInPage('admin@demo.test'));
});

describe('identity from the bot to the inbox and Contacts', () => {
  let conversationId: number;

  it('an anonymous visitor who gives a known email to the bot is listed by name and company in the inbox', async () => {
    const lastWeek = await session();
    await post('/app/visitor/identify', { email: 'rita@acme.example', name: 'Rita Lead', company: 'Acme' }, lastWeek.token);
    await post('/app/visitor/conversations', { text: 'Do you integrate with Salesforce?' }, lastWeek.token);

    const today = await session();
    const { greeting } = await post<{ greeting: { flowId: number; variantId: string | null } | null }>(
      '/app/visitor/events',
      { type: 'pageview', url: 'https://www.acme.example/pricing', timeOnSiteSeconds: 5 },
      today.token,
    );
    expect(greeting).not.toBeNull();
    const started = await post<{ conversationId: number }>('/app/visitor/conversations', { flowId: greeting!.flowId, variantId: greeting!.variantId, optionId: 'demo-sales' }, today.token);
    conversationId = started.conversationId;
    await post(`/app/visitor/conversations/${conversationId}/messages`, { text: 'rita@acme.example' }, today.token);

    const row = page.getByTestId(`conversation-${conversationId}`);
    await row.waitFor({ timeout: 10_000 });
    await expect.poll(async () => row.textContent(), { timeout: 10_000 }).toContain('Rita Lead · Acme');
    expect(await row.textContent()).not.toContain('Site visitor');
  });

  it('the visitor panel links to her contact page: name, email, company and both conversations', async () => {
    await page.getByTestId(`conversation-${conversationId}`).click();
    const panel = page.getByRole('complementary', { name: 'Visitor details' });
    await panel.getByRole('link', { name: 'View contact' }).click();
    await page.waitForURL(/\/contacts\/\d+\/show/);
    await page.getByText('rita@acme.example').first().waitFor();
    await page.getByRole('link', { name: 'Acme' }).waitFor();
    await page.getByRole('heading', { name: /Conversations \(2\)/ }).waitFor();
    expect(await page.getByText('Unverified').count()).toBeGreaterThan(0);
  });

  it('Contacts lists her by name, and the search finds her by email', async () => {
    await page.goto(`${server.url}/contacts`);
    await page.getByRole('cell', { name: /Rita Lead/ }).first().waitFor();
    await page.getByPlaceholder('Search name or email').fill('rita@acme');
    await page.waitForURL(/rita%40acme/);
    await expect.poll(async () => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').first().textContent()).toContain('Acme');
    // A row opens her page (the list's row seeds the page's cache without her conversations: the page waits for them).
    await page.locator('tbody tr').first().click();
    await page.getByRole('heading', { name: /Conversations \(2\)/ }).waitFor();
    expect(await page.getByText('Unable to load the page').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
