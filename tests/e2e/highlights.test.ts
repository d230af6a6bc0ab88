// Issue 12 (Highlights) in a browser: an admin connects Salesforce through the fake's authorize page, builds
// Highlights from a template, adds fields up to 15, sees '15/15 fields already selected' on the 16th, reorders by
// dragging and saves ('Highlights Successfully Setup or Updated'); an agent opens the conversation of a visitor whose
// email matches a Salesforce contact and sees the owner, the open opportunity's amount and stage, and a record link.
// With HIGHLIGHTS_SHOTS_DIR set it also saves screenshots of both at 1248 and 1920 px wide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { loadConfig } from '../../server/config';
import { buildServer } from '../../server/server';
import { demoSeed } from '../../demo/seed/index';
import { integrationSettings } from '../../server/integrations/settings';
import { enrichmentSettings } from '../../server/services/highlights/settings';
import { integratedSuccessfully } from '../../src/domain/integrations/messages';
import { newPage, signIn } from './support/browser';
import { closeAfterFile, sharedBrowser } from './support/fixture';
import { freePort } from '../../scripts/lib/freePort';
import { shootWidths } from './support/screenshots';
import { STATIC_DIR } from './support/server';

let mocks: MockServer;
let browser: Browser;
let base: string;
const shots = process.env.HIGHLIGHTS_SHOTS_DIR;

/** The demo server (seeded, demo subscription: Intent and Technologies) with every provider at the fakes. */
async function startHighlightsServer(mocksUrl: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-hl-'));
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR },
    { authRateLimitPerMinute: 1000, integrations: integrationSettings({}, mocksUrl), enrichment: enrichmentSettings({}, mocksUrl), outboundAllowHosts: [new URL(mocksUrl).host] },
  );
  const app = await buildServer(config, { seed: demoSeed });
  await app.listen({ port, host: '127.0.0.1' });
  return { url, stop: async () => (await app.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const shoot = (page: Page, name: string) =>
  shootWidths(page, shots, name, { height: 1000, settleMs: 250, fullPage: true, beforeShot: () => page.evaluate(() => window.scrollTo(0, 0)) });

beforeAll(async () => {
  mocks = await startMockServer();
  closeAfterFile(() => mocks.close());
  const server = await startHighlightsServer(mocks.url);
  closeAfterFile(server.stop);
  base = server.url;
  browser = await sharedBrowser();
});

describe('Highlights', () => {
  it('an admin builds Highlights from a template, hits the 15-field limit and saves; an agent sees owner and opportunity', async () => {
    const { page: admin, errors } = await newPage(browser);
    await signIn(admin, base, 'admin@demo.test');

    // Connect Salesforce for real: the fake's authorize page, Allow, the callback screen.
    await admin.goto(`${base}/settings/integrations`);
    await admin.getByRole('article', { name: 'Salesforce' }).getByRole('button', { name: 'Connect' }).click();
    await admin.getByRole('button', { name: 'Allow' }).click();
    await admin.getByText(integratedSuccessfully('salesforce')).first().waitFor();

    // The builder, from the navigation.
    await admin.goto(`${base}/inbox`);
    await admin.getByRole('menuitem', { name: 'Highlights' }).click();
    await admin.waitForURL(/\/settings\/highlights$/);
    await admin.getByText('0/15 fields selected').waitFor();
    // HubSpot is not connected: its group is locked and its fields open the pop-up.
    await admin.getByRole('button', { name: /^HubSpot \(Locked\)/ }).click();
    await admin.getByRole('checkbox', { name: 'Owner name' }).click();
    await admin.getByRole('dialog').getByRole('heading', { name: 'Integrate HubSpot' }).waitFor();
    await admin.getByRole('button', { name: 'Not now' }).click();
    // Scoops is not in the demo subscription.
    await admin.getByRole('button', { name: /^Company, / }).click();
    await admin.getByRole('checkbox', { name: 'Latest scoops' }).click();
    await admin.getByRole('dialog').getByRole('heading', { name: 'Subscribe to Scoops' }).waitFor();
    await admin.getByRole('button', { name: 'Not now' }).click();

    // Sales essentials: 12 fields, HubSpot's two left out.
    await admin.getByRole('button', { name: 'Use template: Sales essentials' }).click();
    await admin.getByText('10/15 fields selected').waitFor();
    const preview = admin.getByRole('list', { name: 'Selected fields' });
    expect(await preview.getByRole('listitem').count()).toBe(10);

    // Up to 15 from Chat, then the 16th is refused with the spec's message.
    await admin.getByRole('button', { name: /^Chat, / }).click();
    for (const label of ['Phone', 'Location', 'Current page', 'Number of visits', 'Time on site']) await admin.getByRole('checkbox', { name: label }).click();
    await admin.getByText('15/15 fields selected').waitFor();
    await admin.getByRole('checkbox', { name: 'Last seen' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: '15/15 fields already selected' }).isVisible()).resolves.toBe(true);
    expect(await admin.getByRole('checkbox', { name: 'Last seen' }).isChecked()).toBe(false);
    expect(await preview.getByRole('listitem').count()).toBe(15);

    // Drag the opportunity amount to the top.
    const rows = preview.getByRole('listitem');
    await rows.filter({ hasText: 'Opportunity amount' }).dragTo(rows.first());
    await expect.poll(async () => (await rows.first().innerText()).includes('Opportunity amount')).toBe(true);
    await shoot(admin, 'builder-limit');

    await admin.getByRole('button', { name: 'Save Highlights' }).click();
    await admin.getByText('Highlights Successfully Setup or Updated').first().waitFor();
    await admin.getByRole('button', { name: /^Salesforce, / }).click();
    await shoot(admin, 'builder');
    expect(errors).toEqual([]);

    // A visitor whose email is a Salesforce contact starts a conversation.
    const v = await post<{ visitorId: string; token: string }>(`${base}/app/visitor/session`, { projectKey: 'demo-widget-key', name: 'Jane Buyer', email: 'jane@acme.example', company: 'Acme' });
    const { conversationId } = await post<{ conversationId: number }>(`${base}/app/visitor/conversations`, { text: 'Can we talk about pricing?' }, v.token);

    const { page: agent, errors: agentErrors } = await newPage(browser);
    await signIn(agent, base, 'agent@demo.test');
    await agent.goto(`${base}/inbox/${conversationId}?visitorId=${v.visitorId}`);
    const panel = agent.getByRole('region', { name: 'Highlights' });
    await panel.getByText('Sam Agent').waitFor();
    await panel.getByText('$15,500').waitFor();
    await panel.getByText('Qualification').waitFor();
    const names = await panel.locator('dt').allInnerTexts();
    expect(names[0]).toBe('Opportunity amount');
    expect(names).toHaveLength(15);
    const link = panel.getByRole('link', { name: 'Open in Salesforce' });
    expect(await link.getAttribute('href')).toBe(`${mocks.url}/salesforce/lightning/r/Contact/003DEMO000000001/view`);
    expect(await link.getAttribute('target')).toBe('_blank');
    // Enrichment came through too (the demo subscription has Technologies and Intent; the template asks Company).
    await expect.poll(async () => (await panel.locator('[data-highlight="company.industry"] dd').innerText()).trim()).not.toBe('');
    await shoot(agent, 'panel');
    expect(agentErrors).toEqual([]);
  });
});
