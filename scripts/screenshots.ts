// Screenshots of Parley's main pages at the spec's minimum width (1248 px) and at 1920 px, from a fresh demo exactly
// as `npm start` runs it (demo/main.ts: its own data folder, the demo seed and the bundled fakes), into
// docs/screenshots/. A visitor chats first so the inbox has a live conversation besides the seeded history.
// The inbox (list, and an open conversation on the widths that show one pane) and the widget settings are also shot
// at narrow widths (issue 22): 390 px (a phone), 768 px and 1024 px, each at its device's usual height.
// Run: npm run build && node --import tsx scripts/screenshots.ts [outDir]
// SHOTS_DARK=1 shoots the dark theme (the browser prefers a dark colour scheme, which react-admin follows until the
// user picks a mode) into docs/screenshots/dark/; SHOTS_PAGES=inbox,analytics shoots only those names;
// SHOTS_WIDTHS=390,1248 only those widths; STATIC_DIR=/tmp/x/dist serves another build than dist/ (see
// scripts/build-to.sh), as the server reads it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser';
import { freePort } from './lib/freePort';

const DARK = process.env.SHOTS_DARK === '1';
const OUT = path.resolve(process.argv[2] ?? (DARK ? 'docs/screenshots/dark' : 'docs/screenshots'));
const ONLY = process.env.SHOTS_PAGES ? new Set(process.env.SHOTS_PAGES.split(',')) : null;
const WIDE = [1248, 1920];
const ALL_WIDTHS = [390, 768, 1024, 1248, 1920];
const ONLY_WIDTHS = process.env.SHOTS_WIDTHS ? new Set(process.env.SHOTS_WIDTHS.split(',').map(Number)) : null;
/** The viewport height that goes with a width: a phone, a tablet upright, a tablet lying, a laptop, a desktop. */
const HEIGHTS: Record<number, number> = { 390: 844, 768: 1024, 1024: 768, 1248: 900, 1920: 1080 };
/** Page (a path, or the demo flow's builder / the visitor's conversation), file name, who looks at it, and at which
 *  widths (the two wide ones unless said). */
const PAGES: Array<{ path: string; name: string; as?: 'admin' | 'agent' | 'visitor'; widths?: number[] }> = [
  { path: '/login', name: 'login', as: 'visitor' },
  { path: '/inbox', name: 'inbox', widths: ALL_WIDTHS },
  // One pane at a time on narrow screens: the open conversation is a page of its own there.
  { path: 'conversation', name: 'inbox-conversation', widths: [390, 768] },
  { path: '/audiences', name: 'audiences' },
  { path: '/conversations', name: 'conversation-flows' },
  { path: '/bot', name: 'bot' },
  { path: 'builder', name: 'bot-builder' },
  { path: '/analytics', name: 'analytics' },
  { path: '/meetings', name: 'meetings' },
  { path: 'booking', name: 'booking-page', as: 'visitor' },
  { path: '/settings/integrations', name: 'integrations' },
  { path: '/settings/highlights', name: 'highlights-builder' },
  { path: '/settings/widget', name: 'widget-settings', widths: ALL_WIDTHS },
  { path: '/settings/meeting', name: 'meeting-settings' },
  { path: '/settings/team', name: 'team' },
  { path: '/settings/configurations', name: 'configurations' },
  { path: '/settings/profile', name: 'profile' },
  { path: '/billing', name: 'billing' },
  { path: '/settings/audit-log', name: 'audit-log' },
  // Contacts and a company page (issue 26): the demo's best-known person and account.
  { path: '/contacts', name: 'contacts' },
  { path: 'contact', name: 'contact' },
  { path: 'company', name: 'company' },
  { path: '/inbox', name: 'inbox-agent', as: 'agent' },
];

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-shots-'));
  const port = await freePort();
  const server = { url: `http://127.0.0.1:${port}` };
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: server.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopServer = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  // Two minutes: a busy shared machine can take that long to boot the server.
  for (let i = 0; ; i++) {
    if ((await fetch(`${server.url}/health`).catch(() => null))?.ok) break;
    if (i > 1200 || child.exitCode !== null) {
      await stopServer();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await launchBrowser();
  try {
    // A visitor opens a conversation so the inbox shows one being answered.
    const session = (await (await fetch(`${server.url}/app/visitor/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectKey: 'demo-widget-key', name: 'Dana Buyer', email: 'jane@acme.example', company: 'Acme' }) })).json()) as { token: string };
    const started = (await (await fetch(`${server.url}/app/visitor/conversations`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` }, body: JSON.stringify({ text: 'Hi! Can someone walk me through enterprise pricing?' }) })).json()) as { conversationId: number };

    const signedIn = new Map<string, import('playwright-core').BrowserContext>();
    const contextFor = async (as: 'admin' | 'agent' | 'visitor') => {
      const known = signedIn.get(as);
      if (known) return known;
      const context = await browser.newContext({ viewport: { width: 1248, height: 900 }, colorScheme: DARK ? 'dark' : 'light' });
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
    const api = async <T>(p: string) => (await (await fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as T;
    const people = await api<Array<{ id: number; conversationCount: number; company: unknown }>>('/app/contacts?range=[0,199]');
    const accounts = await api<Array<{ id: number; peopleCount: number; conversationCount: number }>>('/app/companies?range=[0,199]');
    const best = <T,>(rows: T[], score: (r: T) => number) => [...rows].sort((a, b) => score(b) - score(a))[0];
    const contact = best(people, (c) => c.conversationCount + (c.company ? 0.5 : 0));
    const company = best(accounts, (c) => c.peopleCount * 10 + c.conversationCount);
    const special: Record<string, string | null> = {
      contact: contact ? `/contacts/${contact.id}/show` : null,
      company: company ? `/companies/${company.id}/show` : null,
      builder,
      booking: calendar.bookingUrl && new URL(calendar.bookingUrl).pathname,
      conversation: `/inbox/${started.conversationId}`,
    };

    for (const p of PAGES.filter((x) => !ONLY || ONLY.has(x.name))) {
      const context = await contextFor(p.as ?? 'admin');
      const page = await context.newPage();
      for (const width of (p.widths ?? WIDE).filter((w) => !ONLY_WIDTHS || ONLY_WIDTHS.has(w))) {
        await page.setViewportSize({ width, height: HEIGHTS[width] ?? 900 });
        const target = p.path in special ? special[p.path] : p.path;
        if (!target) throw new Error(`no address for ${p.name}`);
        await page.goto(`${server.url}${target}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        // Whatever still loads (a chart's spinner, a skeleton) finishes before the shot; then charts animate in.
        await page
          .waitForFunction(
            () => {
              // A lazy page shows nothing for its first half second: wait for the page itself, not an empty frame.
              const main = document.querySelector('#main-content');
              if (main && !main.textContent?.trim()) return false;
              // A lazy view's own loading indicator (outside the page frame) is still loading too.
              if (!main && document.querySelector('[role="progressbar"]')) return false;
              return !document.querySelector('#main-content [role="progressbar"], #main-content .MuiSkeleton-root');
            },
            undefined,
            { timeout: 30_000 },
          )
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
    await stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
