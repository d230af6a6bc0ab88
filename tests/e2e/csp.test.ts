// Issue 16 in a browser: the dashboard runs under the strict Content-Security-Policy (no inline script, no inline
// style without the page's nonce). MUI's styles, the tiptap editors, the charts, the public booking page and the
// demo site with the widget all render with no refusal, and a style injected without the nonce is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSession, visitorStarts } from './support/visitor';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
});

/** Style elements in the document and whether each carries the page's nonce (the `nonce` property: the browser hides the attribute). */
const styleNonces = (page: Page) =>
  page.evaluate(() => {
    const expected = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
    const styles = [...document.querySelectorAll('style')];
    return { expected, count: styles.length, withoutNonce: styles.filter((s) => s.nonce !== expected).length, tiptap: styles.some((s) => s.hasAttribute('data-tiptap-style')) };
  });

describe('the strict CSP', () => {
  it('lets every dashboard page style itself through the nonce and refuses a style without it', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    const csp = (await page.request.get(`${server.url}/inbox`)).headers()['content-security-policy']!;
    expect(csp).toMatch(/style-src 'self' 'nonce-/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');

    // MUI's styles really apply: the primary button is filled, not the browser's default grey.
    await page.goto(`${server.url}/inbox`);
    await page.getByRole('tab').first().waitFor();
    const styled = await page.evaluate(() => getComputedStyle(document.querySelector('.MuiTab-root')!).textTransform);
    expect(styled).not.toBe('');

    // A conversation opens the tiptap reply editor, whose injected CSS needs the nonce too.
    const visitor = await visitorSession(server.url, 'Cora Policy');
    const conversationId = await visitorStarts(server.url, visitor, 'Does Parley run under a strict CSP?');
    await page.goto(`${server.url}/inbox/${conversationId}`);
    await page.locator('.ProseMirror').first().waitFor();
    const inbox = await styleNonces(page);
    expect(inbox.count).toBeGreaterThan(0);
    expect(inbox.withoutNonce).toBe(0);
    expect(inbox.expected).not.toBe('');

    // Charts, the settings forms and a react-admin list (every other browser test fails on a refusal too).
    for (const [path, ready] of [['/analytics', '.MuiChartsSurface-root'], ['/settings/widget', 'pre, code'], ['/audiences', 'table']] as const) {
      await page.goto(`${server.url}${path}`);
      await page.locator(ready).first().waitFor();
      expect((await styleNonces(page)).withoutNonce, path).toBe(0);
    }

    // Nothing on those pages was refused.
    expect(errors).toEqual([]);

    // The policy is enforced, not merely sent: a <style> without the nonce is refused and changes nothing.
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
          const s = document.createElement('style');
          s.textContent = 'body { background: rgb(1, 2, 3) !important }';
          document.head.appendChild(s);
        }),
    );
    expect(refused).toMatch(/^style-src/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(1, 2, 3)');
  }, 120_000);

  it('lets the bot builder\'s rich text editor and the demo site with the widget run', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    const project = (await server.app.repos.projects.findByWidgetKey('demo-widget-key'))!;
    const flow = (await server.app.repos.botState.activeFlows(project.id))[0]!;
    await page.goto(`${server.url}/conversations/${flow.id}/build`);
    await page.getByRole('button', { name: 'Greeting message' }).click();
    await page.locator('.ProseMirror').first().waitFor();
    const builder = await styleNonces(page);
    expect(builder.tiptap).toBe(true);
    expect(builder.withoutNonce).toBe(0);

    const site = await newPage(browser);
    await site.page.goto(`${server.url}/demo`);
    // The demo page's own <style> applies (its serif body font), and the widget mounts its launcher.
    expect(await site.page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
    await site.page.locator('parley-widget').waitFor({ state: 'attached' });
    await site.page.locator('parley-widget .launcher').waitFor();
    expect([...errors, ...site.errors]).toEqual([]);
  }, 120_000);
});
