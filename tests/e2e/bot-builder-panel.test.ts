// Issue 22, point 14 in a browser: with the side panel open, 'Add path' stays in sight and clickable (it slid out of
// the board's visible part, under the panel's edge), at the spec's minimum width and at 1920 px; a path added then
// is scrolled into view.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { apiCall } from './support/widget';

let server: RunningServer;
let browser: Browser;
let builderPath = '';

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  const { token } = await apiCall<{ token: string }>(server.url, 'POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' });
  const flows = await apiCall<Array<{ id: number }>>(server.url, 'GET', '/app/flows', token);
  builderPath = `/conversations/${flows[0]!.id}/build`;
});

/** True when the element's centre is on screen and the topmost thing there is the element itself. */
async function reachable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const viewport = page.viewportSize()!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (x < 0 || y < 0 || x > viewport.width || y > viewport.height) return false;
  return target.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]);
}

describe('the path builder with the side panel open', () => {
  for (const width of [1248, 1920]) {
    it(`keeps 'Add path' in sight at ${width} px, and shows the path it adds`, async () => {
      const { page, errors } = await newPage(browser, { viewport: { width, height: 900 } });
      await signIn(page, server.url, 'admin@demo.test');
      await page.goto(`${server.url}${builderPath}`);
      const addPath = page.getByRole('button', { name: 'Add path' });
      await addPath.waitFor();
      // Open the side panel on the last step of the last path.
      await page.locator('[data-step-id]').last().getByRole('button').first().click();
      await page.getByRole('complementary', { name: 'Step settings' }).waitFor();
      await page.waitForTimeout(300);
      expect(await reachable(page, addPath)).toBe(true);

      const before = await page.getByRole('region', { name: /^Path \d+:/ }).count();
      await addPath.click();
      const fresh = page.getByRole('region', { name: new RegExp(`^Path ${before + 1}:`) });
      await fresh.waitFor();
      await expect.poll(() => reachable(page, fresh.getByRole('textbox', { name: 'Path name' })), { timeout: 5000 }).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
