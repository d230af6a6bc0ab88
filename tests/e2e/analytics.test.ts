// /analytics in Chromium: an admin applies Last 7 days and a custom range (each §5 message for a bad one first),
// sees the charts drawn with data, exports the CSV; an agent without the analytics permission is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DATE_MSG } from '../../src/domain/analytics/dateRange';
import { newPage, signIn } from './support/browser';
import { fileServer, sharedBrowser } from './support/fixture';
import { addRatedConversation } from './support/ratedConversation';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
const NOW = Math.floor(Date.now() / 1000);

/** A few known conversations in the demo project over the last days (besides whatever the demo seed made). */
async function seedConversations(projectId: number, agentId: number) {
  const repos = server.app.repos;
  for (let i = 0; i < 12; i++) {
    const created = NOW - (i % 6) * 86_400 - 3600 * (1 + (i % 5));
    await addRatedConversation(repos, {
      projectId,
      agentId,
      publicId: `e2e-analytics-${i}`,
      name: `Analytics visitor ${i}`,
      created,
      replySeconds: 60 + i * 10,
      rating: 1 + (i % 5),
      status: i % 3 === 0 ? 'close' : 'open',
    });
  }
}

beforeAll(async () => {
  server = await fileServer();
  const admin = await server.app.repos.users.findByEmail('admin@demo.test');
  await seedConversations(admin!.project_id, admin!.id);
  browser = await sharedBrowser();
}, 60_000);

/** The KPI figure of a card (its value line). */
const kpi = (label: string) => `[role="listitem"][aria-label="${label}"] .MuiTypography-h5`;

describe('analytics page', () => {
  it('applies quick spans and a custom range with the §5 rules, draws the charts and exports CSV', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    // /analytic is the spec's alias of the same page.
    await page.goto(`${server.url}/analytic`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.goto(`${server.url}/analytics`);

    await page.getByRole('button', { name: 'Last 1 month' }).click();
    await page.waitForURL(/range=d30/);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL(/range=d7/);
    const total = Number((await page.locator(kpi('Conversations')).textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(12);

    // Charts drawn by @mui/x-charts (SVG with bars / pie arcs / marks), not their empty states.
    const overTime = page.getByRole('region', { name: 'Conversations over time' });
    await expect.poll(() => overTime.locator('.MuiBarElement-root, [class*="MuiBarChart"] rect, path[class*="MuiBar"]').count()).toBeGreaterThan(0);
    for (const name of ['By status', 'Customer satisfaction', 'Response times', 'Busiest hours', 'Agents']) {
      const card = page.getByRole('region', { name });
      await expect.poll(() => card.locator('svg, table').count(), { message: name }).toBeGreaterThan(0);
      expect(await card.locator('[data-empty]').count(), name).toBe(0);
    }
    await expect.poll(() => page.getByRole('table', { name: 'Agents' }).locator('tbody tr').count()).toBeGreaterThan(0);

    // Custom range: every §5 message for a bad range, then a good one.
    await page.getByRole('button', { name: 'Custom range' }).click();
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    const apply = page.getByRole('button', { name: 'Apply' });
    const alert = page.getByRole('alert').filter({ hasText: /date/ });
    const local = (s: number) => {
      const d = new Date(s * 1000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    };
    const attempt = async (f: number | null, t: number | null, message: string) => {
      await from.fill(f === null ? '' : local(f));
      await to.fill(t === null ? '' : local(t));
      await apply.click();
      await expect.poll(() => alert.textContent()).toBe(message);
    };
    await attempt(null, NOW, DATE_MSG.fromRequired);
    await attempt(NOW - 86_400, null, DATE_MSG.toRequired);
    await attempt(NOW + 3 * 86_400, NOW + 4 * 86_400, DATE_MSG.fromFuture);
    await attempt(NOW - 86_400, NOW + 3 * 86_400, DATE_MSG.toFuture);
    await attempt(NOW - 86_400, NOW - 2 * 86_400, DATE_MSG.toAfterFrom);
    await attempt(NOW - 100 * 86_400, NOW, DATE_MSG.fromTooOld);
    await from.fill(local(NOW - 3 * 86_400));
    await to.fill(local(NOW));
    await apply.click();
    await page.waitForURL(/range=custom/);
    expect(await alert.count()).toBe(0);
    await expect.poll(async () => Number((await page.locator(kpi('Conversations')).textContent())?.replace(/\D/g, '') || '0')).toBeGreaterThanOrEqual(6);

    // CSV of the same filter.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^parley-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
    // The suite's Chromium is shared over a connection: the file is read from the download's stream, not a local path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv).toMatch(/^Range from,/);
    expect(csv).toMatch(/\r\nConversations,\d+\r\n/);
    expect(csv).toContain('CSAT Excellent,');
    expect(errors).toEqual([]);
  }, 90_000);

  it('refuses an agent without the analytics permission, in the page and on the server', async () => {
    const { page } = await newPage(browser);
    await signIn(page, server.url, 'agent@demo.test');
    await page.goto(`${server.url}/analytics`);
    await page.waitForURL(/\/notAuthorized/);
    const login = await fetch(`${server.url}/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agent@demo.test', password: 'demo-pass-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${server.url}/app/analytics/overview?span=7`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  }, 60_000);
});
