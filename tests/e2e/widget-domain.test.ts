// Issue 22, point 16: the widget on a page whose domain the project does not allow. The server refuses it (403); the
// widget must stay out of the way of the customer's own error monitoring: one console warning that says why, no
// uncaught exception and no unhandled promise rejection, and no empty widget element left on the page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ALLOWED_DOMAINS_MSG } from '../../src/domain/install/allowedDomains';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { apiCall } from './support/widget';

let server: RunningServer;
let browser: Browser;
let shop: http.Server;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  const snippet = `<script src="${server.url}/widget.js" data-project="demo-widget-key" async></script>`;
  const html = `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1>${snippet}</body></html>`;
  shop = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const { token } = await apiCall<{ token: string }>(server.url, 'POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' });
  await apiCall(server.url, 'PUT', '/app/widget/install/domains', token, { domains: ['shop.example.com'] });
});
afterAll(async () => {
  await new Promise((r) => shop?.close(r));
});

describe('the widget on a domain that is not allowed', () => {
  it('warns once in the console and throws nothing', async () => {
    const page = await (await browser.newContext()).newPage();
    const thrown: string[] = [];
    const warnings: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (e) => thrown.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
      // The browser's own line for a refused request is not the widget's doing (and no script can silence it).
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) consoleErrors.push(m.text());
    });
    const refusals: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/app/visitor/')) refusals.push(r.status());
    });

    await page.goto(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/pricing`);
    await expect.poll(() => warnings.length, { timeout: 15_000 }).toBe(1);
    // Both boot requests (settings and session) have answered, and anything they would throw has surfaced.
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1000);

    expect(refusals.every((s) => s === 403)).toBe(true);
    expect(thrown).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(ALLOWED_DOMAINS_MSG.refused);
    expect(await page.locator('parley-widget').count()).toBe(0);
  });
});
