// Issue 22 in a browser, as a customer meets the integrations: with Pardot connected, Marketo's and Eloqua's Connect
// are disabled with the reason while RingLead's is not; HubSpot's card shows its first sync without "Sync now";
// connecting Office 365 over the Google calendar asks first, naming it and the account; the booking page opened from
// a conversation's link has the visitor's email filled in. Screenshots at 1248 and 1920 px go to
// INTEGRATIONS_SHOTS_DIR when set.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { INTEGRATIONS, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { INTEGRATION_MSG, integratedSuccessfully } from '../../src/domain/integrations/messages';
import { closeAfterFile, openSignedInPage } from './support/fixture';
import { shootWidths } from './support/screenshots';
import type { RunningServer } from './support/server';

let server: RunningServer;
let mocks: MockServer;
let page: Page;
const shots = process.env.INTEGRATIONS_SHOTS_DIR;

const card = (kind: IntegrationKind) => page.getByRole('article', { name: INTEGRATIONS[kind].name });

const shoot = (name: string, fullPage = true) => shootWidths(page, shots, name, { height: 1000, settleMs: 300, fullPage });

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Connect from the page and Allow on the fake's authorize page; waits for the success toast. */
async function connectFromPage(kind: IntegrationKind, credential?: string) {
  await page.goto(`${server.url}/settings/integrations`);
  await card(kind).getByRole('button', { name: 'Connect' }).click();
  if (credential) {
    await page.getByRole('dialog').getByRole('textbox').fill(credential);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByText(integratedSuccessfully(INTEGRATIONS[kind].service!)).first().waitFor();
}

beforeAll(async () => {
  mocks = await startMockServer();
  closeAfterFile(() => mocks.close());
  ({ server, page } = await openSignedInPage('admin@demo.test', { mocksUrl: mocks.url }));
}, 60_000);

// Each test walks through a provider's pages in a real browser: minutes on a loaded machine.
describe('/settings/integrations as a customer meets it', { timeout: 180_000 }, () => {
  it("disables the other marketing-automation platforms' Connect with the reason; RingLead stays available", async () => {
    await connectFromPage('pardot', '0Uv5g000000DEMOAAA');
    await page.goto(`${server.url}/settings/integrations`);
    await card('pardot').getByText(/^Connected/).waitFor();
    for (const kind of ['marketo', 'eloqua'] as const) {
      expect(await card(kind).getByRole('button', { name: 'Connect' }).isDisabled()).toBe(true);
      await card(kind).getByText(INTEGRATION_MSG.mapTaken('Pardot')).waitFor();
    }
    expect(await card('ringlead').getByRole('button', { name: 'Connect' }).isEnabled()).toBe(true);
    await page.getByRole('heading', { name: 'Routing' }).waitFor();
  });

  it("starts HubSpot's first sync on connect: the card shows it without 'Sync now'", async () => {
    await connectFromPage('hubspot');
    await page.goto(`${server.url}/settings/integrations`);
    const sync = page.getByLabel('HubSpot sync');
    await sync.waitFor();
    expect(await sync.textContent()).not.toContain('Not synced yet');
    await expect.poll(() => sync.textContent(), { timeout: 20_000 }).toMatch(/\d+ records · \d+ configured/);
    await shoot('integrations-after-connect');
  });

  it('asks before Office 365 replaces the Google calendar, naming it and the account', async () => {
    await page.goto(`${server.url}/settings/integrations`);
    await card('googleCalendar').getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/settings\/meeting/);
    await page.goto(`${server.url}/settings/integrations`);
    await card('googleCalendar').getByText(/^Connected/).waitFor();

    await card('office365Calendar').getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: INTEGRATION_MSG.calendarReplaceTitle('Google calendar') });
    await dialog.getByText(INTEGRATION_MSG.calendarReplaceText('Office 365 calendar', 'Google calendar', 'admin@demo.test')).waitFor();
    await shoot('integrations-replace-calendar', false); // a dialog: the viewport, as the user sees it
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/settings/integrations');

    await card('office365Calendar').getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/settings\/meeting/);
    await page.goto(`${server.url}/settings/integrations`);
    await card('office365Calendar').getByText(/^Connected/).waitFor();
    await card('googleCalendar').getByText('Not connected').waitFor();
  });

  it("fills in the booking page with the email the visitor gave in the conversation", async () => {
    const { token } = await post<{ token: string }>('/app/login', { email: 'admin@demo.test', password: 'demo-pass-1' });
    const v = await post<{ visitorId: string; token: string }>('/app/visitor/session', { projectKey: 'demo-widget-key', email: 'nora@lumen.example' });
    const { conversationId } = await post<{ conversationId: number }>('/app/visitor/conversations', { text: 'Could we get a demo?' }, v.token);
    const offered = await post<{ message: { calendar: { url: string } } }>(`/app/inbox/conversations/${conversationId}/${v.visitorId}/bookmeeting`, {}, token);
    await page.goto(offered.message.calendar.url.replace(/^https?:\/\/[^/]+/, server.url));
    await page.locator('button[aria-pressed]').first().click(); // a time: the form opens
    const email = page.getByLabel('Work email');
    await expect.poll(() => email.inputValue(), { timeout: 15_000 }).toBe('nora@lumen.example');
    await shoot('booking-prefilled');
  });
});
