// Issue 15 in a browser: an admin takes the snippet from /settings/widget, a page on another origin (a test server on
// another port) embeds it, a visitor opens that page and gets the widget, and the admin's page then says the widget
// is installed, with that page's address; once the admin lists allowed domains, a page elsewhere gets no widget.
// Issue 26: the snippet carries the saved look as data-* attributes, so on that page the launcher is drawn in the
// project's colours and position before the settings answer; the section is shot at 1248 and 1920 px.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { apiCall } from './support/widget';
import { SHOTS_DIR as SHOTS } from './support/screenshots';
import { widgetSnippet } from '../../src/domain/install/snippet';
import { lookOf, type WidgetAppearance } from '../../src/domain/widgetAppearance';


let server: RunningServer;
let browser: Browser;
let shop: http.Server;
let shopHtml = '';

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  shop = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shopHtml));
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((r) => shop?.close(r));
});

describe('installing the widget on a site', () => {
  it('copies the snippet into another site, which loads the widget, and the settings page says installed there', async () => {
    // A look of the project's own, not the defaults, so the first paint below shows where it came from.
    const { token } = await apiCall<{ token: string }>(server.url, 'POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' });
    const saved = await apiCall<WidgetAppearance>(server.url, 'GET', '/app/settings/widgetAppearance', token);
    const appearance = { ...saved, colour: '#0f766e', position: 'left' as const, launcherLabel: 'Questions?', offsetX: 32 };
    await apiCall(server.url, 'PUT', '/app/settings/widgetAppearance', token, appearance);

    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    await page.goto(`${server.url}/settings/widget`);
    const section = page.getByRole('region', { name: 'Install the widget' });
    // A fresh demo has had no visitor yet (a seeded history would need its visitors' pages shown here instead).
    await section.getByText('Not seen yet', { exact: true }).waitFor();
    const snippet = (await section.getByLabel('Widget snippet').textContent())!;
    expect(snippet).toBe(widgetSnippet(`${server.url}/widget.js`, 'demo-widget-key', lookOf(appearance)));
    expect(snippet).toContain('data-colour="#0f766e" data-text-colour="#ffffff" data-position="left"');
    await section.getByText(/^The data-\* attributes carry your saved appearance/).waitFor();
    for (const [width, height] of [[1248, 900], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await section.screenshot({ path: path.join(SHOTS, `settings-widget-install-${width}.png`) });
    }
    await section.getByRole('tab', { name: 'Google Tag Manager' }).click();
    await section.getByText(/Custom HTML/).waitFor();

    // The customer's page, on another origin, with the snippet pasted before </body>.
    const port = (shop.address() as AddressInfo).port;
    const pageUrl = `http://127.0.0.1:${port}/pricing`;
    shopHtml = `<!doctype html><html><head><title>Acme pricing</title></head><body><h1>Acme pricing</h1>${snippet}</body></html>`;
    const visitor = await (await browser.newContext()).newPage();
    // The settings are held back: what the launcher shows comes from the snippet alone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await visitor.route('**/app/visitor/widget?*', async (route) => (await released, route.continue()));
    await visitor.goto(pageUrl, { waitUntil: 'domcontentloaded' });
    const launcher = visitor.getByRole('button', { name: 'Open chat' });
    await launcher.waitFor({ timeout: 20_000 });
    expect(await launcher.textContent()).toBe('Questions?');
    const host = visitor.locator('parley-widget');
    expect(await host.evaluate((el: HTMLElement) => [el.style.getPropertyValue('--c'), el.getAttribute('data-position'), el.style.left])).toEqual(['#0f766e', 'left', '32px']);
    release();
    await visitor.locator('parley-widget[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });

    await page.reload();
    await section.getByText('Installed', { exact: true }).waitFor({ timeout: 20_000 });
    await section.getByText(new RegExp(`on ${pageUrl.replace(/[/.]/g, '\\$&')}$`)).waitFor();
    expect(await section.getByRole('link', { name: 'Open that page' }).getAttribute('href')).toBe(pageUrl);
    expect(errors).toEqual([]);
  });

  it('with an allowed domains list, a page on another domain gets no widget while an allowed one does', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    await page.goto(`${server.url}/settings/widget`);
    const section = page.getByRole('region', { name: 'Install the widget' });
    await section.getByText('The list is empty, so any website can load your widget.', { exact: false }).waitFor();
    await section.getByLabel('Add a domain').fill('http://localhost:1234/');
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Allowed domains saved').waitFor();
    await section.getByText('localhost', { exact: true }).waitFor();

    // The same shop page answers on 127.0.0.1 (not allowed) and on localhost (allowed).
    const port = (shop.address() as AddressInfo).port;
    const refused = await (await browser.newContext()).newPage();
    const answer = refused.waitForResponse((r) => r.url().includes('/app/visitor/widget'));
    await refused.goto(`http://127.0.0.1:${port}/pricing`);
    expect((await answer).status()).toBe(403);
    await refused.waitForTimeout(500);
    expect(await refused.getByRole('button', { name: 'Open chat' }).count()).toBe(0);

    const allowed = await (await browser.newContext()).newPage();
    await allowed.goto(`http://localhost:${port}/pricing`);
    await allowed.getByRole('button', { name: 'Open chat' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
