// Issue 15 in a browser: the side navigation follows each role's permission tree (spec §6: the demo agent's tree
// grants the inbox only), and /conversations/:conversationId opens that flow (spec §2) over the list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
});

async function menuOf(page: Page): Promise<string[]> {
  const items = page.locator('.RaMenuItemLink-root');
  await items.first().waitFor();
  return (await items.allTextContents()).map((t) => t.trim());
}

async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${server.url}/app/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo-pass-1' }) });
  return ((await res.json()) as { token: string }).token;
}

describe('menus and deep links', () => {
  it('shows the demo agent the inbox and its people only, and the admin every area', async () => {
    const agent = await newPage(browser);
    await signIn(agent.page, server.url, 'agent@demo.test');
    // Contacts and Companies are gated by the inbox node (the spec's tree has no contacts node).
    expect(await menuOf(agent.page)).toEqual(['Inbox', 'Contacts', 'Companies']);

    const admin = await newPage(browser);
    await signIn(admin.page, server.url, 'admin@demo.test');
    const entries = await menuOf(admin.page);
    expect(entries).toContain('Inbox');
    expect(entries.length).toBeGreaterThan(3);
    expect([...agent.errors, ...admin.errors]).toEqual([]);
  }, 60_000);

  it('opens the flow of /conversations/:conversationId', async () => {
    const token = await tokenOf('admin@demo.test');
    const flows = (await (await fetch(`${server.url}/app/flows`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; name: string }>;
    const flow = flows[0]!;
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    await page.goto(`${server.url}/conversations/${flow.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(flow.name).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/conversations/${flow.id}`);
    expect(errors).toEqual([]);
  }, 60_000);
});
