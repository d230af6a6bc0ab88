// Screenshots a browser test saves when its *_SHOTS_DIR is set: the page at the spec's minimum width (1248 px) and at
// 1920 px, optionally in each colour scheme; the page is left at the tests' 1366 x 900 (and light) afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the files that always shoot (their flow includes the screenshots) save them: E2E_SHOTS_DIR (docs/screenshots to
 *  refresh the README's pictures), else a folder under the system's temp dir, so a test run never changes tracked files. */
export const SHOTS_DIR = path.resolve(process.env.E2E_SHOTS_DIR || path.join(os.tmpdir(), 'parley-e2e-shots'));

export interface ShotOptions {
  /** Each scheme in turn, named in the file (`<name>-<scheme>-<width>.png`); without, `<name>-<width>.png` as the page is. */
  schemes?: ReadonlyArray<'light' | 'dark'>;
  /** The viewport's height (900 px unless said). */
  height?: number;
  /** The pause after each resize for the layout to settle (200 ms unless said). */
  settleMs?: number;
  /** The whole page rather than the viewport. */
  fullPage?: boolean;
  /** Runs after each resize, before the pause (scrolling to the top, another page keeping a typing notice alive). */
  beforeShot?: () => Promise<unknown>;
}

/** Saves `name`'s screenshots into `dir`; nothing when `dir` is empty or unset. */
export async function shootWidths(page: Page, dir: string | undefined, name: string, options: ShotOptions = {}): Promise<void> {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const scheme of options.schemes ?? [null]) {
    if (scheme) await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1248, 1920]) {
      await page.setViewportSize({ width, height: options.height ?? 900 });
      await options.beforeShot?.();
      await page.waitForTimeout(options.settleMs ?? 200);
      await page.screenshot({ path: path.join(dir, `${name}${scheme ? `-${scheme}` : ''}-${width}.png`), fullPage: options.fullPage ?? false });
    }
  }
  if (options.schemes) await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1366, height: 900 });
}
