// Error reporting and product analytics load only when configured (spec §9): the @sentry/react and posthog-js
// chunks of the build are never requested by a dashboard whose server configures neither; with a DSN and a key
// they are fetched, Sentry and PostHog reach their (local, fake) hosts, and the CSP refuses nothing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { fileServer, sharedBrowser } from './support/fixture';
import { STATIC_DIR } from './support/server';

let browser: Browser;
/** A stand-in for Sentry/GlitchTip and PostHog: answers everything, remembers the paths it was asked. */
let fake: http.Server;
let fakeUrl: string;
const fakeHits: string[] = [];

/** The build's chunks holding each SDK, found by what only the SDK's code contains. */
function sdkChunks(marker: string): string[] {
  const dir = path.join(STATIC_DIR, 'assets');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes(marker));
}
const SENTRY_MARKER = '__SENTRY__';
const POSTHOG_MARKER = '$pageview';

beforeAll(async () => {
  browser = await sharedBrowser();
  fake = http.createServer((req, res) => {
    fakeHits.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': '*', 'access-control-allow-credentials': 'true' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise((resolve) => fake.close(resolve)));

/** Signs in and walks a few pages, returning every script the page fetched. */
async function scriptsFetched(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(path.basename(new URL(r.url()).pathname));
  });
  await signIn(page, url, 'admin@demo.test');
  await page.goto(`${url}/settings/widget`);
  await page.locator('pre, code').first().waitFor();
  // The SDKs are asked for right after GET app/env, long before a settings page has rendered: a moment more covers it.
  await page.waitForTimeout(1000);
  return scripts;
}

describe('observability loads only when configured', () => {
  it('the SDKs are chunks of their own, outside the entry', () => {
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(fs.readFileSync(path.join(STATIC_DIR, 'index.html'), 'utf8'))?.[1];
    expect(entry).toBeTruthy();
    expect(sdkChunks(SENTRY_MARKER).length).toBeGreaterThan(0);
    expect(sdkChunks(POSTHOG_MARKER).length).toBeGreaterThan(0);
    expect(sdkChunks(SENTRY_MARKER)).not.toContain(entry);
    expect(sdkChunks(POSTHOG_MARKER)).not.toContain(entry);
  });

  it('unconfigured: no Sentry or PostHog chunk is requested', async () => {
    const server = await fileServer();
    const { page, errors } = await newPage(browser);
    const scripts = await scriptsFetched(page, server.url);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => sdkChunks(SENTRY_MARKER).includes(s))).toEqual([]);
    expect(scripts.filter((s) => sdkChunks(POSTHOG_MARKER).includes(s))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('configured: both chunks load and reach their hosts, which the CSP allows', async () => {
    const server = await fileServer({ env: { ERROR_REPORTING_DSN: `${fakeUrl.replace('http://', 'http://publickey@')}/5`, POSTHOG_KEY: 'phc_e2e', POSTHOG_HOST: fakeUrl } });
    const { page, errors } = await newPage(browser);
    const scripts = await scriptsFetched(page, server.url);
    expect(scripts.some((s) => sdkChunks(SENTRY_MARKER).includes(s))).toBe(true);
    expect(scripts.some((s) => sdkChunks(POSTHOG_MARKER).includes(s))).toBe(true);
    // Sentry sends its page-load trace (traces sampled at 1) to the DSN's project; PostHog calls its host.
    await expect.poll(() => fakeHits.some((p) => p.startsWith('/api/5/envelope/')), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => fakeHits.some((p) => !p.startsWith('/api/')), { timeout: 20_000 }).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
