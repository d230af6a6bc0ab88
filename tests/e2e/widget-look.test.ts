// Issue 26 in Chromium: the new widget parts as a visitor meets them. Screenshots of the widget closed, on its home
// screen and in a conversation, light and dark, at 1248 and 1920 px, with "Powered by Parley" (the project is moved
// to the growth plan, which shows it), saved in E2E_SHOTS_DIR (support/screenshots.ts) as
// widget-{closed,home,conversation}-{light,dark}-<px>.png.
// Every icon is drawn (an SVG with a size: no empty box where an emoji font is missing). Accessibility: the keyboard
// reaches every control in a sensible order with a name for each, Escape closes the window and gives the focus back
// to the launcher, and with reduced motion the window opens without animation. Also the phone width (390 px): the
// home screen fills the screen and the launcher steps aside while it is open.
// Needs a build (scripts/build-to.sh <dir>, then E2E_STATIC_DIR=<dir>).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import { STATIC_DIR, type RunningServer } from './support/server';
import { apiCall, widget } from './support/widget';
import { SHOTS_DIR as SHOTS } from './support/screenshots';

let server: RunningServer;
let browser: Browser;
let admin: string;
const WIDTHS = [1248, 1920] as const;
const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server.url, method, url, admin, body);

/** The name and role of the widget's focused element (inside its shadow root). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('parley-widget')?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    return el ? `${el.localName}:${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}` : '';
  });

async function visitor(width: number, opts: { reducedMotion?: 'reduce' } = {}): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, { viewport: { width, height: width < 500 ? 844 : 900 }, ...opts });
  await page.goto(`${server.url}/demo`);
  await widget(page).getByRole('button', { name: 'Open chat' }).waitFor({ timeout: 10_000 });
  await page.locator('parley-widget[data-ready]').waitFor({ timeout: 10_000 }); // the project's settings drawn
  return { page, errors };
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(STATIC_DIR, 'widget/widget.js'))) throw new Error('widget.js is missing: build first');
  ({ server, browser } = await openServerAndBrowser());
  // A plan that shows the branding (the demo project is on enterprise, which may hide it).
  const project = (await server.app.repos.projects.findByWidgetKey('demo-widget-key'))!;
  await server.app.repos.projects.update(project.id, { plan: 'growth' });
  admin = (await apiCall<{ token: string }>(server.url, 'POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' })).token;
  for (const flow of await api<Array<{ id: number; status: string }>>('GET', '/app/flows?range=[0,99]')) {
    if (flow.status === 'active') await api('PUT', `/app/flows/${flow.id}/status`, { status: 'inactive' });
  }
  const { page: agent } = await newPage(browser);
  await signIn(agent, server.url, 'admin@demo.test');
  await agent.locator('[data-network="connected"]').waitFor();
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** Sizes of every icon the widget shows now: none may be empty. */
const iconSizes = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('parley-widget')?.shadowRoot?.querySelectorAll('svg') ?? [])]
      .filter((s) => s.getClientRects().length)
      .map((s) => Math.round(s.getBoundingClientRect().width)),
  );

async function shoot(theme: 'light' | 'dark') {
  for (const width of WIDTHS) {
    const { page, errors } = await visitor(width);
    await expect.poll(() => page.locator('parley-widget').getAttribute('data-theme')).toBe(theme);
    await page.screenshot({ path: path.join(SHOTS, `widget-closed-${theme}-${width}.png`) });
    await widget(page).getByRole('button', { name: 'Open chat' }).click();
    await widget(page).getByRole('button', { name: /Send us a message/ }).waitFor();
    await widget(page).getByRole('link', { name: 'Powered by Parley' }).waitFor();
    await page.waitForTimeout(300); // the window's rise animation
    await page.screenshot({ path: path.join(SHOTS, `widget-home-${theme}-${width}.png`) });
    await widget(page).getByRole('button', { name: /Send us a message/ }).click();
    const box = widget(page).getByRole('textbox', { name: 'Type your message' });
    await box.fill('Hi! Can we get a quote for 40 seats on the annual plan?');
    await box.press('Enter');
    await widget(page).getByRole('log').getByText('Hi! Can we get a quote').waitFor({ timeout: 5000 });
    await widget(page).getByRole('button', { name: 'Attach a file' }).waitFor();
    const sizes = await iconSizes(page);
    expect(sizes.length).toBeGreaterThanOrEqual(5);
    expect(sizes.every((w) => w >= 14)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `widget-conversation-${theme}-${width}.png`) });
    expect(errors).toEqual([]);
    await page.context().close();
  }
}

describe('the widget, light and dark', () => {
  it('closed, home and conversation in the light theme, with "Powered by Parley" and every icon drawn', async () => {
    await shoot('light');
  });

  it('the same in the dark theme', async () => {
    const look = await api<Record<string, unknown>>('GET', '/app/settings/widgetAppearance');
    await api('PUT', '/app/settings/widgetAppearance', { ...look, theme: 'dark' });
    // The messenger part of the settings is cached for a few seconds (server/services/messenger): wait for dark.
    await expect
      .poll(
        async () => {
          const { page } = await visitor(1248);
          const theme = await page.locator('parley-widget').getAttribute('data-theme');
          await page.context().close();
          return theme;
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toBe('dark');
    await shoot('dark');
    await api('PUT', '/app/settings/widgetAppearance', { ...look, theme: 'light' });
  });
});

describe('accessibility', () => {
  it('the keyboard reaches every control in order, Escape closes and returns to the launcher; reduced motion drops the animation', async () => {
    const { page, errors } = await visitor(1248, { reducedMotion: 'reduce' });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    // Tab from the page into the widget: the launcher.
    let guard = 0;
    while (!(await focused(page)).startsWith('button:Open chat') && guard++ < 40) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button:Open chat');
    await page.keyboard.press('Enter');
    // Opened on the home screen with the focus on "Send us a message"; no rise animation with reduced motion.
    await expect.poll(() => focused(page)).toMatch(/^button:Send us a message/);
    const animation = await page.evaluate(() => getComputedStyle(document.querySelector('parley-widget')!.shadowRoot!.querySelector('.window')!).animationName);
    expect(animation).toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('textarea:Type your message');
    await widget(page).getByRole('textbox', { name: 'Type your message' }).fill('Keyboard only');
    await page.keyboard.press('Enter');
    await widget(page).getByRole('log').getByText('Keyboard only').waitFor({ timeout: 5000 });
    // Shift+Tab walks back through the composer and the header, every stop named.
    const stops: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      stops.push(await focused(page));
    }
    expect(stops).toEqual(['button:Insert emoji', 'button:Attach a file', 'button:Email me this conversation', 'button:Minimise chat', 'button:Back to home']);
    await page.keyboard.press('Escape');
    await expect.poll(() => widget(page).getByRole('dialog').isVisible()).toBe(false);
    expect(await focused(page)).toBe('button:Open chat');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a phone the window fills the screen and the launcher steps aside while it is open', async () => {
    const { page, errors } = await visitor(390);
    await widget(page).getByRole('button', { name: 'Open chat' }).click();
    await widget(page).getByRole('button', { name: /Send us a message/ }).waitFor();
    // Read once the opening rise has settled (the box moves by a fraction of a pixel until then).
    const box = async () => {
      const b = await widget(page).getByRole('dialog').boundingBox();
      return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
    };
    await expect.poll(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await widget(page).locator('.launcher').isVisible()).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, 'widget-home-light-390.png') });
    await widget(page).getByRole('button', { name: 'Minimise chat' }).click();
    await widget(page).getByRole('button', { name: 'Open chat' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
