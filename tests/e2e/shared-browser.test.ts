// The browser suite's one Chromium (support/globalSetup.ts): a file's pages open in it, not in a browser of the file's
// own, and whatever a file opened is closed when the file ends even if one of its closers fails, so nothing of one
// file lives on into the next.
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';
import { closeAfterFile, closeFile, sharedBrowser } from './support/fixture';

/** The titles of the pages open in the shared Chromium, whichever connection opened them. */
async function openPageTitles(): Promise<string[]> {
  const targets = (await (await fetch(`${inject('chromiumDebugUrl')}/json/list`)).json()) as Array<{ type: string; title: string }>;
  return targets.filter((t) => t.type === 'page').map((t) => t.title);
}

const titled = (title: string) => `data:text/html,<title>${title}</title>`;

describe('the shared Chromium', () => {
  it('holds the pages a file opens through its connection', async () => {
    const browser = await sharedBrowser();
    const page = await (await browser.newContext()).newPage();
    await page.goto(titled('this-file'));
    expect(await openPageTitles()).toContain('this-file');
  });

  it('closes what a file opened when the file ends, even after a failing closer', async () => {
    // What a previous file left open: two contexts on its connection, and a closer that throws.
    const earlier = await chromium.connect(inject('chromiumWsEndpoint'));
    closeAfterFile(() => earlier.close());
    closeAfterFile(() => {
      throw new Error('a closer failed');
    });
    for (const title of ['left-a', 'left-b']) await (await (await earlier.newContext()).newPage()).goto(titled(title));
    expect(await openPageTitles()).toEqual(expect.arrayContaining(['left-a', 'left-b']));

    await expect(closeFile()).rejects.toThrow('a closer failed');

    await expect.poll(openPageTitles).not.toContain('left-a');
    expect(await openPageTitles()).not.toContain('left-b');
    expect(earlier.isConnected()).toBe(false);
  });
});
