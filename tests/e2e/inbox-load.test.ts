// Issue 22 point 20: a cold load of /inbox asks for nothing twice on its way to the first conversation row and the
// open thread (the profile, Highlights and the realtime authorisations were each fetched twice).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import { recordRequests } from './support/requestLog';
import type { RunningServer } from './support/server';
import { visitorSession, visitorStarts } from './support/visitor';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  const vera = await visitorSession(server.url, 'Vera Visitor');
  await visitorStarts(server.url, vera, 'Hello from the pricing page');
});

describe('cold inbox load', () => {
  it('requests no API path (with its query) twice before the first row and the thread show', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    await page.getByTestId(/^conversation-\d+$/).first().waitFor();

    // A new document in the signed-in browser: nothing of the first load is left in memory.
    const cold = await page.context().newPage();
    await page.close();
    const log = recordRequests(cold);
    await cold.goto(`${server.url}/inbox`);
    await cold.getByTestId(/^conversation-\d+$/).first().waitFor();
    const beforeRow = log.duplicates();
    await cold.getByRole('region', { name: 'Conversation', exact: true }).waitFor();
    // Live, and the visitor panel's Highlights have answered: the realtime catch-up is done too.
    await cold.locator('[data-network="connected"]').waitFor();
    await cold.getByRole('complementary', { name: /visitor/i }).waitFor();
    await cold.waitForLoadState('networkidle');
    log.stop();

    expect(log.requests.map((r) => r.key)).toEqual(expect.arrayContaining(['GET /app/user/profile']));
    expect(beforeRow).toEqual([]);
    expect(log.duplicates()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
