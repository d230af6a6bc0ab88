// Benchmark (issue 22 point 20): a cold load of the dashboard's inbox in Debian's Chromium (playwright-core) against
// the real server with the demo project. From navigation start to the first conversation row on screen, and to the
// open conversation's thread (the first conversation opens by itself at 1366 px). Also per load: how many API
// requests were made up to the thread, how many of them repeated an earlier one (path + query; a realtime
// authorisation with its channel), and the longest chain of requests each started after the previous answered.
//   new browser - a fresh context per load (empty HTTP cache and memory), the session's token in local storage
//   reload      - one signed-in page loading /inbox again (scripts from the HTTP cache)
// Run: npm run bench:inbox-load   (knobs: BENCH_LOADS=15, BENCH_STATIC_DIR=dist: the build to serve)
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../src/domain/constants';
import { launchBrowser } from '../tests/e2e/support/browser';
import { recordRequests } from '../tests/e2e/support/requestLog';
import { runBenchmark } from './support/lifecycle';
import { printHeader } from './support/machine';
import { startInProcessServer } from './support/inProcessServer';
import { REPO_ROOT } from './support/serverProcess';
import { formatSummary, summarize } from './support/stats';

const LOADS = Number(process.env.BENCH_LOADS ?? 15);
if (!Number.isInteger(LOADS) || LOADS < 1) throw new Error('BENCH_LOADS must be a positive integer');
const STATIC_DIR = path.resolve(REPO_ROOT, process.env.BENCH_STATIC_DIR ?? 'dist');

declare global {
  interface Window {
    __rowAt?: number;
    __threadAt?: number;
  }
}

/** Runs before the page's scripts: notes (ms since navigation start) when the first row and the thread appear. A
 *  string, not a function: tsx would add helpers to a function's source that do not exist in the page. */
const OBSERVE = `(() => {
  const seen = () => {
    if (window.__rowAt === undefined && document.querySelector('[data-testid="conversation-list"] [data-testid^="conversation-"]'))
      window.__rowAt = performance.now();
    if (window.__threadAt === undefined && document.querySelector('section[aria-label="Conversation"]'))
      window.__threadAt = performance.now();
    if (window.__rowAt !== undefined && window.__threadAt !== undefined) observer.disconnect();
  };
  const observer = new MutationObserver(seen);
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

interface Sample {
  toRow: number;
  toThread: number;
  requests: number;
  repeated: number;
  chain: number;
  /** What was asked more than once up to the thread. */
  repeatedKeys: string[];
}

async function loadOnce(page: Page, url: string): Promise<Sample> {
  const log = recordRequests(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__rowAt !== undefined && window.__threadAt !== undefined, undefined, { timeout: 30_000, polling: 20 });
  log.stop();
  const { toRow, toThread } = await page.evaluate(() => ({ toRow: window.__rowAt!, toThread: window.__threadAt! }));
  const upToThread = log.requests.filter((r) => r.startMs <= toThread);
  const keys = upToThread.map((r) => r.key);
  const repeatedKeys = [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];
  return { toRow, toThread, requests: keys.length, repeated: keys.length - new Set(keys).size, chain: log.chainDepth(), repeatedKeys };
}

function report(label: string, samples: Sample[]): void {
  console.log(formatSummary(`${label}: navigation -> first row`, summarize(samples.map((s) => s.toRow))));
  console.log(formatSummary(`${label}: navigation -> thread visible`, summarize(samples.map((s) => s.toThread))));
  const max = (f: (s: Sample) => number) => Math.max(...samples.map(f));
  const min = (f: (s: Sample) => number) => Math.min(...samples.map(f));
  console.log(
    `${label}: API requests up to the thread ${min((s) => s.requests)}–${max((s) => s.requests)}, repeated ${max((s) => s.repeated)} at most, ` +
      `longest chain ${min((s) => s.chain)}–${max((s) => s.chain)} requests`,
  );
  const repeated = [...new Set(samples.flatMap((s) => s.repeatedKeys))];
  if (repeated.length > 0) console.log(`${label}: asked more than once: ${repeated.join(', ')}`);
}

void runBenchmark('inbox-load', async (cleanup) => {
  printHeader('dashboard: navigation -> first conversation row -> thread visible (Chromium, /inbox, demo project)', 'bench/inbox-load.ts', ['BENCH_LOADS', 'BENCH_STATIC_DIR']);
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html'))) throw new Error(`${STATIC_DIR} is missing: run \`npm run build\` (or scripts/build-to.sh <dir> with BENCH_STATIC_DIR=<dir>) first`);
  const dataDir = cleanup.tempDir('parley-bench-inbox-load-');
  // In this process: the browser does the work measured here, and a child server's boot (tsx compiling the server)
  // outlasts the 30 s start limit on a busy machine.
  const server = await startInProcessServer(cleanup, dataDir, { SEED_DEMO: 'true', STATIC_DIR, DEMO_MOCKS: 'false' });
  const browser: Browser = await launchBrowser();
  cleanup.add('close chromium', () => browser.close());
  const url = `${server.base}/inbox`;

  const login = await fetch(`${server.base}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const signedInContext = async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await ctx.addInitScript({ content: `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.loginToken)}, ${JSON.stringify(token)});` });
    await ctx.addInitScript({ content: OBSERVE });
    return ctx;
  };

  // One unmeasured load warms the server (JIT, SQLite page cache).
  const warm = await signedInContext();
  await loadOnce(await warm.newPage(), url);
  await warm.close();

  const fresh: Sample[] = [];
  for (let i = 0; i < LOADS; i++) {
    const ctx = await signedInContext();
    try {
      fresh.push(await loadOnce(await ctx.newPage(), url));
    } finally {
      await ctx.close();
    }
  }
  const reloads: Sample[] = [];
  const ctx = await signedInContext();
  const page = await ctx.newPage();
  await loadOnce(page, url);
  for (let i = 0; i < LOADS; i++) reloads.push(await loadOnce(page, url));
  await ctx.close();

  console.log(`${LOADS} loads per series against ${server.base} (server: in process, embedded SQLite, demo seed), viewport 1366x900`);
  report('new browser', fresh);
  report('reload', reloads);
  console.log('\nNo budget in issue 22: figures only. Point 20 asks for no repeated request on the way to the first row.');
  return fresh.concat(reloads).every((s) => s.repeated === 0);
});
