// Issue 29 in a browser: the demo admin creates an API key on /settings/developers (its secret shown once, and it
// reads the public API), registers a webhook endpoint at a receiver this test starts, a visitor writes from the real
// widget on /demo, the receiver gets a delivery that verifies with the Standard Webhooks library, the delivery shows
// in the endpoint's log, and Resend sends it again with the same id. Screenshots of the page at 1248 and 1920 px,
// light and dark, go to E2E_SHOTS_DIR (support/screenshots.ts).
// Needs a build (scripts/build-to.sh <dir>, then E2E_STATIC_DIR=<dir>).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { widget } from './support/widget';
import { SHOTS_DIR as SHOTS, shootWidths } from './support/screenshots';

let server: RunningServer;
let browser: Browser;
let receiver: http.Server;
let receiverUrl: string;
const received: Array<{ headers: Record<string, string>; body: string }> = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/parley-hooks`;
  // The receiver is on loopback: allow-listed the way the demo allow-lists its fakes (OUTBOUND_ALLOW_HOSTS).
  ({ server, browser } = await openServerAndBrowser({ env: { OUTBOUND_ALLOW_HOSTS: new URL(receiverUrl).host } }));
});
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
});

async function visitorWrites(text: string) {
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/demo`);
  await widget(page).getByRole('button', { name: 'Open chat' }).click();
  const start = widget(page).getByRole('button', { name: 'Send us a message' });
  const box = widget(page).getByRole('textbox', { name: 'Type your message' });
  await Promise.race([start.waitFor().then(() => start.click()), box.waitFor()]);
  await box.fill(text);
  await box.press('Enter');
  return page;
}

describe('developers settings', () => {
  it('creates a key, registers an endpoint, sees a widget message delivered, signed, logged, and resends it', async () => {
    const { page, errors } = await newPage(browser, { viewport: { width: 1248, height: 900 } });
    await signIn(page, server.url, 'admin@demo.test');
    await page.locator('.RaMenuItemLink-root', { hasText: 'Developers' }).click();
    await page.waitForURL(/\/settings\/developers$/);
    await page.getByRole('heading', { name: 'Developers', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Open the API reference' }).getAttribute('href')).toBe('/api/v1/docs/');

    // An API key: shown once, and it reads the public API.
    await page.getByRole('button', { name: 'Create API key' }).click();
    const keyDialog = page.getByRole('dialog');
    await keyDialog.getByLabel('Name').fill('Warehouse sync');
    await keyDialog.getByRole('button', { name: 'Create' }).click();
    const secret = (await keyDialog.getByTestId('secret').textContent())!.trim();
    expect(secret).toMatch(/^parley_sk_/);
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'Warehouse sync' }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    const listed = await fetch(`${server.url}/api/v1/conversations?status=open`, { headers: { authorization: `Bearer ${secret}` } });
    expect(listed.status).toBe(200);

    // A webhook endpoint at the receiver.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const hookDialog = page.getByRole('dialog');
    await hookDialog.getByLabel('Endpoint URL').fill(receiverUrl);
    await hookDialog.getByRole('button', { name: 'Add endpoint' }).click();
    const signing = (await hookDialog.getByTestId('secret').textContent())!.trim();
    expect(signing).toMatch(/^whsec_/);
    await hookDialog.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('endpoint').filter({ hasText: receiverUrl }).waitFor();

    // A visitor writes from the widget: the receiver gets the event, signed.
    const visitor = await visitorWrites('Hello from the website');
    // (The demo bot's greeting is a message too: the visitor's is the one with their words.)
    const theirs = () => received.find((r) => JSON.parse(r.body).data?.message?.text === 'Hello from the website');
    await expect.poll(() => !!theirs(), { timeout: 15_000 }).toBe(true);
    const delivery = theirs()!;
    const payload = new Webhook(signing).verify(delivery.body, delivery.headers) as { type: string; data: { message: { senderType: string } } };
    expect(payload).toMatchObject({ type: 'message.created', data: { message: { senderType: 'visitor' } } });
    await visitor.close();

    // The endpoint's log shows it; Resend sends the same delivery (same webhook-id) again.
    await page.getByTestId('endpoint').getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog');
    const row = log.getByTestId('delivery').filter({ hasText: delivery.headers['webhook-id']! });
    await row.waitFor();
    expect(await row.getByTestId('attempt').first().textContent()).toContain('200');
    await shootWidths(page, SHOTS, 'developers-delivery-log');
    const before = received.length;
    await row.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(before + 1);
    expect(received.at(-1)!.headers['webhook-id']).toBe(delivery.headers['webhook-id']);
    await expect.poll(() => row.getByTestId('attempt').count(), { timeout: 10_000 }).toBe(2);
    await log.getByRole('button', { name: 'Close' }).click();
    // The page as it is left: the dialog gone (not fading), and the toasts of the steps above too.
    await log.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
    await shootWidths(page, SHOTS, 'developers', { schemes: ['light', 'dark'], fullPage: true });
  }, 120_000);
});
