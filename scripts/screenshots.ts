// Screenshots of Parley's main pages at the spec's minimum width (1248 px) and at 1920 px, from a fresh demo exactly
// as `npm start` runs it (server/main.ts: its own data folder, the demo seed and the bundled fakes), into
// docs/screenshots/. A visitor chats first so the inbox has a live conversation besides the seeded history.
// Run: npm run build && node --import tsx scripts/screenshots.ts [outDir]
// SHOTS_DARK=1 shoots the dark theme (the browser prefers a dark colour scheme, which react-admin follows until the
// user picks a mode) into docs/screenshots/dark/; SHOTS_PAGES=inbox,analytics shoots only those names.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser';
import { freePort } from '../tests/e2e/support/server';

const DARK = process.env.SHOTS_DARK === '1';
const OUT = path.resolve(process.argv[2] ?? (DARK ? 'docs/screenshots/dark' : 'docs/screenshots'));
const ONLY = process.env.SHOTS_PAGES ? new Set(process.env.SHOTS_PAGES.split(',')) : null;
const WIDTHS = [1248, 1920];
/** Page (a path, or the demo flow's builder), file name, and who looks at it. */
const PAGES: Array<{ path: string; name: string; as?: 'admin' | 'agent' | 'visitor' }> = [
  { path: '/login', name: 'login', as: 'visitor' },
  { path: '/inbox', name: 'inbox' },
  { path: '/audiences', name: 'audiences' },
  { path: '/conversations', name: 'conversation-flows' },
  { path: '/bot', name: 'bot' },
  { path: 'builder', name: 'bot-builder' },
  { path: '/analytics', name: 'analytics' },
  { path: '/meetings', name: 'meetings' },
  { path: 'booking', name: 'booking-page', as: 'visitor' },
  { path: '/settings/integrations', name: 'integrations' },
  { path: '/settings/highlights', name: 'highlights-builder' },
  { path: '/settings/widget', name: 'widget-settings' },
  { path: '/settings/meeting', name: 'meeting-settings' },
  { path: '/settings/team', name: 'team' },
  { path: '/settings/configurations', name: 'configurations' },
  { path: '/settings/profile', name: 'profile' },
  { path: '/billing', name: 'billing' },
  { path: '/settings/audit-log', name: 'audit-log' },
  { path: '/inbox', name: 'inbox-agent', as: 'agent' },
];

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-shots-'));
  const port = await freePort();
  const server = { url: `http://127.0.0.1:${port}` };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: server.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if ((await fetch(`${server.url}/health`).catch(() => null))?.ok) break;
    if (i > 300 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await launchBrowser();
  try {
    // A visitor opens a conversation so the inbox shows one being answered.
    const session = (await (await fetch(`${server.url}/app/visitor/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectKey: 'demo-widget-key', name: 'Dana Buyer', email: 'jane@acme.example', company: 'Acme' }) })).json()) as { token: string };
    await fetch(`${server.url}/app/visitor/conversations`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` }, body: JSON.stringify({ text: 'Hi! Can someone walk me through enterprise pricing?' }) });

    const signedIn = new Map<string, import('playwright-core').BrowserContext>();
    const contextFor = async (as: 'admin' | 'agent' | 'visitor') => {
      const known = signedIn.get(as);
      if (known) return known;
      const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 900 }, colorScheme: DARK ? 'dark' : 'light' });
      if (as !== 'visitor') {
        const page = await context.newPage();
        await page.goto(`${server.url}/login`);
        await page.getByLabel('Email').fill(`${as}@demo.test`);
        await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.close();
      }
      signedIn.set(as, context);
      return context;
    };

    // The demo bot's flow, for its builder.
    const login = (await (await fetch(`${server.url}/app/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }) })).json()) as { token: string };
    const flows = (await (await fetch(`${server.url}/app/flows`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as Array<{ id: number }>;
    const builder = `/conversations/${flows[0]!.id}/build`;
    // The demo admin's public booking page, as a visitor opens it from a Book meeting link.
    const calendar = (await (await fetch(`${server.url}/app/user/calendar`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as { bookingUrl: string | null };
    const special: Record<string, string | null> = { builder, booking: calendar.bookingUrl && new URL(calendar.bookingUrl).pathname };

    for (const p of PAGES.filter((x) => !ONLY || ONLY.has(x.name))) {
      const context = await contextFor(p.as ?? 'admin');
      const page = await context.newPage();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 1248 ? 900 : 1080 });
        const target = p.path in special ? special[p.path] : p.path;
        if (!target) throw new Error(`no address for ${p.name}`);
        await page.goto(`${server.url}${target}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        // Whatever still loads (a chart's spinner, a skeleton) finishes before the shot; then charts animate in.
        await page
          .waitForFunction(() => !document.querySelector('#main-content [role="progressbar"], #main-content .MuiSkeleton-root'), undefined, { timeout: 10_000 })
          .catch(() => undefined);
        await page.waitForTimeout(1200);
        const file = path.join(OUT, `${p.name}-${width}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
