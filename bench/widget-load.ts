// Benchmark (issue 7): time from the moment the browser starts loading widget.js to the launcher being visible,
// on /demo against the real server, in Debian's Chromium (playwright-core). Two series:
//   first visit  - a fresh browser context each load: no HTTP cache, no stored visitor (new session on the server)
//   return visit - one context reloading /demo: widget.js revalidated from cache (ETag), the stored visitor resumed
// "Launcher visible" is the first animation frame after the launcher sits in the shadow root with the project's
// settings applied (an init script observes the shadow root). Also printed: the script's own download time.
// Run: node --import tsx bench/widget-load.ts   (knobs: BENCH_LOADS=30)
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { runBenchmark } from './support/lifecycle';
import { printHeader } from './support/machine';
import { REPO_ROOT, startServerProcess } from './support/serverProcess';
import { formatSummary, summarize } from './support/stats';

const LOADS = Number(process.env.BENCH_LOADS ?? 30);
if (!Number.isInteger(LOADS) || LOADS < 1) throw new Error('BENCH_LOADS must be a positive integer');
const WIDGET = path.join(REPO_ROOT, 'dist/widget/widget.js');

declare global {
  interface Window {
    __launcherAt?: number;
  }
}

/**
 * Runs in the page before any of its scripts: notes when the widget's launcher is first on screen. A string, not
 * a function: tsx would add its name-keeping helpers to a function's source, which do not exist in the page.
 */
const OBSERVE_LAUNCHER = `(() => {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName !== 'parley-widget') return root;
    const host = this;
    const observer = new MutationObserver(() => {
      if (window.__launcherAt !== undefined || !host.hasAttribute('data-position') || !root.querySelector('.launcher')) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__launcherAt = performance.now(); });
    });
    observer.observe(root, { childList: true, subtree: true });
    observer.observe(host, { attributes: true });
    return root;
  };
})();`;

interface Sample {
  toLauncher: number;
  download: number;
}

async function loadOnce(page: Page, url: string): Promise<Sample> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => window.__launcherAt !== undefined, undefined, { timeout: 15_000, polling: 50 });
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/widget.js')) as PerformanceResourceTiming | undefined;
    if (!entry) throw new Error('no resource timing for widget.js');
    return { toLauncher: window.__launcherAt! - entry.startTime, download: entry.responseEnd - entry.startTime };
  });
}

async function series(label: string, samples: Sample[]): Promise<void> {
  console.log(formatSummary(`${label} -> launcher`, summarize(samples.map((s) => s.toLauncher))));
  console.log(formatSummary(`${label}, script download`, summarize(samples.map((s) => s.download))));
}

void runBenchmark('widget-load', async (cleanup) => {
  printHeader('widget.js: script load start -> launcher visible (Chromium, /demo)', 'bench/widget-load.ts', ['BENCH_LOADS']);
  if (!fs.existsSync(WIDGET)) throw new Error(`${WIDGET} is missing: run \`npm run build\` first`);
  const dataDir = cleanup.tempDir('parley-bench-widget-');
  // The demo seed gives the project whose key /demo embeds; the widget is served from dist/widget.
  const server = await startServerProcess(cleanup, { dataDir, env: { SEED_DEMO: 'true', STATIC_DIR: path.join(REPO_ROOT, 'dist'), VISITOR_RATE_LIMIT: '100000', DEMO_MOCKS: 'false' } });
  const browser: Browser = await launchBrowser();
  cleanup.add('close chromium', () => browser.close());
  const url = `${server.base}/demo`;
  const newContext = async (): Promise<BrowserContext> => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await ctx.addInitScript({ content: OBSERVE_LAUNCHER });
    return ctx;
  };

  // One unmeasured load warms the server (JIT, SQLite page cache) so the first sample is not an outlier.
  const warm = await newContext();
  await loadOnce(await warm.newPage(), url);
  await warm.close();

  const first: Sample[] = [];
  for (let i = 0; i < LOADS; i++) {
    const ctx = await newContext();
    try {
      first.push(await loadOnce(await ctx.newPage(), url));
    } finally {
      await ctx.close();
    }
  }
  const returning: Sample[] = [];
  const ctx = await newContext();
  const page = await ctx.newPage();
  await loadOnce(page, url);
  for (let i = 0; i < LOADS; i++) returning.push(await loadOnce(page, url));
  await ctx.close();

  console.log(`${LOADS} loads per series against ${server.base} (server: child process, embedded SQLite)`);
  await series('first visit', first);
  await series('return visit', returning);
  console.log('\nNo budget in issue 7: figures only. The launcher waits for GET /app/visitor/widget (the project settings).');
  return true;
});
