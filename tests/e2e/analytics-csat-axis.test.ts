// Issue 22, point 17 in a browser: the CSAT charts' x-axis labels are drawn whole, the last one included (it was cut
// at the chart's right edge), at the spec's minimum width and at 1920 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { fileServer, sharedBrowser } from './support/fixture';
import { addRatedConversation } from './support/ratedConversation';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
const NOW = Math.floor(Date.now() / 1000);

/** Rated conversations over the last week, so both CSAT charts have points up to today. */
async function seedRatings(projectId: number, agentId: number) {
  const repos = server.app.repos;
  for (let i = 0; i < 10; i++) {
    const created = NOW - (i % 7) * 86_400 - 3600;
    await addRatedConversation(repos, { projectId, agentId, publicId: `csat-${i}`, name: `Rater ${i}`, created, replySeconds: 60, rating: 1 + (i % 5), status: 'close' });
  }
}

beforeAll(async () => {
  server = await fileServer();
  const admin = await server.app.repos.users.findByEmail('admin@demo.test');
  await seedRatings(admin!.project_id, admin!.id);
  browser = await sharedBrowser();
}, 60_000);

/** Each x-axis tick label's box against its chart's svg box: the labels that stick out or were shortened. */
async function cutLabels(chart: Locator): Promise<string[]> {
  return chart.evaluate((section) => {
    const svg = section.querySelector('svg');
    if (!svg) return ['no chart'];
    const frame = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].flatMap((label) => {
      const box = label.getBoundingClientRect();
      const text = label.textContent ?? '';
      // The chart shortens a label that has no room ('Nov 27' -> 'N…') rather than letting it stick out.
      const inside = box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5 && !text.includes('…');
      return inside ? [] : [`${text} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(frame.left)}–${Math.round(frame.right)})`];
    });
  });
}

describe('CSAT charts', () => {
  for (const width of [1248, 1920]) {
    it(`draw every x-axis label whole at ${width} px`, async () => {
      const { page, errors } = await newPage(browser, { viewport: { width, height: 1000 } });
      await signIn(page, server.url, 'admin@demo.test');
      await page.goto(`${server.url}/analytics`);
      for (const title of ['Customer satisfaction', 'CSAT score trend']) {
        const chart = page.getByRole('region', { name: title });
        await chart.scrollIntoViewIfNeeded();
        await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').last().waitFor({ timeout: 20_000 });
        await page.waitForTimeout(500);
        expect(await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').count()).toBeGreaterThan(1);
        expect(await cutLabels(chart), title).toEqual([]);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
