// Issue 15's dark mode in a browser: the app bar's light/dark toggle turns the dashboard dark (the page background is
// dark), the inbox stays readable (computed text colour against the background it is painted on, WCAG AA 4.5:1 for
// the conversation list, the thread and the visitor panel), the choice survives a reload (dark from the very first
// paint, no white flash while the bundle and the configuration load) and a logout, and toggling back restores the
// light theme. With no choice made, the dashboard follows the system's scheme, from the first paint too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSession, visitorStarts } from './support/visitor';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
});

const TOGGLE = 'Toggle light/dark mode';

/** WCAG relative luminance of a computed colour (`rgb(r, g, b)`). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

interface CanvasSample {
  colour: string;
  /** React had rendered into #root (the loading screen at least). */
  rendered: boolean;
  /** The dashboard's MUI theme was on (its CssBaseline paints the body). */
  themed: boolean;
}

/**
 * An init script: from the moment a document exists, records the colour its canvas is about to be painted before
 * every frame (requestAnimationFrame runs just before a frame is painted, and not while the page's render-blocking
 * stylesheets load, so the first sample is the first paint), until the dashboard's layout or the login form is there.
 * The canvas shows the root's background, else the body's (CSS propagates it), else the browser's default for the
 * root's colour scheme.
 */
function recordCanvas() {
  const samples: CanvasSample[] = [];
  (window as unknown as { canvasSamples: CanvasSample[] }).canvasSamples = samples;
  const opaque = (c: string) => c !== '' && c !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(c);
  const frame = () => {
    const root = document.documentElement;
    const body = document.body ? getComputedStyle(document.body).backgroundColor : '';
    const painted = [root ? getComputedStyle(root).backgroundColor : '', body].find(opaque);
    const dark = root ? getComputedStyle(root).colorScheme.split(' ')[0] === 'dark' : false;
    samples.push({
      colour: painted ?? (dark ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)'),
      rendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
      themed: opaque(body),
    });
    if (!document.querySelector('#main-content, #root form') && samples.length < 5000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Every colour the canvas was painted on the current document (recordCanvas) is dark (luminance below 0.02), or light
 * (above 0.8); and frames were painted before React rendered anything, so the shell's own first paint was seen.
 */
async function expectCanvas(page: Page, expected: 'dark' | 'light') {
  const samples = await page.evaluate(() => (window as unknown as { canvasSamples?: CanvasSample[] }).canvasSamples ?? []);
  expect(samples.some((s) => !s.rendered)).toBe(true);
  samples.forEach(({ colour, rendered, themed }, frame) => {
    const where = `frame ${frame}${themed ? '' : rendered ? ' (before the theme)' : ' (before React)'}: ${colour}`;
    if (expected === 'dark') expect(luminance(colour), where).toBeLessThan(0.02);
    else expect(luminance(colour), where).toBeGreaterThan(0.8);
  });
}

/** Relative luminance (WCAG) of the page background: the body's colour, which the theme's CssBaseline sets. */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  });
}

/**
 * The contrast ratio of an element's text against what it is painted on: its own and its ancestors' background
 * colours composited (translucent tints such as the message bubbles included), then the text colour over that.
 */
async function contrastOf(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    type RGBA = { r: number; g: number; b: number; a: number };
    const parse = (c: string): RGBA => {
      const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: c.startsWith('rgba') ? a : 1 };
    };
    const over = (top: RGBA, base: RGBA): RGBA => ({
      r: top.r * top.a + base.r * (1 - top.a),
      g: top.g * top.a + base.g * (1 - top.a),
      b: top.b * top.a + base.b * (1 - top.a),
      a: 1,
    });
    const layers: RGBA[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c.a > 0) layers.push(c);
      if (c.a >= 1) break;
    }
    const bg = layers.reverse().reduce((base, layer) => over(layer, base), { r: 255, g: 255, b: 255, a: 1 });
    const fg = over(parse(getComputedStyle(el).color), bg);
    const lum = (c: RGBA) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
    };
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  });
}

describe('dark mode', () => {
  it('toggles from the app bar, keeps the inbox readable, survives a reload and toggles back', async () => {
    const visitor = await visitorSession(server.url, 'Dana Dark');
    const id = await visitorStarts(server.url, visitor, 'Is there a night shift on your support team?');
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    const row = page.getByTestId(`conversation-${id}`);
    await row.waitFor();
    await row.click();
    const message = page.getByTestId('thread-entry').getByText('Is there a night shift on your support team?');
    await message.waitFor();

    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8); // light by default (the browser prefers light)
    await page.getByRole('button', { name: TOGGLE }).click();
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.02);

    // Readable in the dark: the list row, the thread's message bubble, the visitor panel and the page heading.
    const readable = async () => ({
      list: await contrastOf(row.getByText('Dana Dark').first()),
      message: await contrastOf(message),
      panel: await contrastOf(page.getByRole('complementary', { name: 'Visitor details' }).getByText('Dana Dark').first()),
      heading: await contrastOf(page.getByRole('heading', { name: 'Inbox', level: 1 })),
    });
    for (const [where, ratio] of Object.entries(await readable())) expect(ratio, where).toBeGreaterThanOrEqual(4.5);

    // The choice is kept (react-admin's store): a reload opens dark, with the same readable inbox, and is dark from its
    // first paint (the shell before the bundle runs, the loading screen while the configuration loads).
    await page.addInitScript(recordCanvas);
    await page.reload();
    await message.waitFor();
    expect(await backgroundLuminance(page)).toBeLessThan(0.02);
    await expectCanvas(page, 'dark');
    for (const [where, ratio] of Object.entries(await readable())) expect(ratio, where).toBeGreaterThanOrEqual(4.5);

    // The choice is the browser's, not the session's: logging out (react-admin empties its store) keeps it, the login
    // page is dark, from its first paint on a fresh load too, and so is the inbox after signing in again.
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').waitFor();
    expect(await backgroundLuminance(page)).toBeLessThan(0.02);
    await signIn(page, server.url, 'admin@demo.test');
    await expectCanvas(page, 'dark');
    await row.click();
    await message.waitFor();
    expect(await backgroundLuminance(page)).toBeLessThan(0.02);

    await page.getByRole('button', { name: TOGGLE }).click();
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);
    expect(errors).toEqual([]);
  }, 90_000);

  it("follows the system's scheme from the first paint until a choice is made, and then the choice beats it", async () => {
    const { page, errors } = await newPage(browser, { colorScheme: 'dark' });
    await page.addInitScript(recordCanvas);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').waitFor();
    await expectCanvas(page, 'dark');
    expect(await backgroundLuminance(page)).toBeLessThan(0.02);

    // Signed in, still the system's dark; choosing light holds from the first paint of a reload on.
    await signIn(page, server.url, 'admin@demo.test');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    expect(await backgroundLuminance(page)).toBeLessThan(0.02);
    await page.getByRole('button', { name: TOGGLE }).click();
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);
    await page.reload();
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await expectCanvas(page, 'light');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
    expect(errors).toEqual([]);
  }, 60_000);
});
