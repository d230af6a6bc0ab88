// Issue #25 collision control in a browser, two agents in two contexts: Ada (admin) sets "Replies from agents who
// are not assigned" to warn in Configurations; while Ada has a conversation open Sam sees her avatar on its row and
// in its header within a second, sees "Ada Admin is typing…", gets the warn banner once Ada replied (she is then
// assigned) and replies anyway; Ada's avatar goes when her page closes. Two agents typing at once in an unassigned
// conversation both see each other. INBOX_SHOTS_DIR=<dir> also saves the banner and the viewers (header and row, with
// the typing notice) at 1248 and 1920 px, light and dark.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COLLISION_MSG } from '../../src/domain/collision/policy';
import { openServerAndBrowser, signedInAgent } from './support/fixture';
import { shootWidths } from './support/screenshots';
import type { RunningServer } from './support/server';
import { visitorSession, visitorStarts, type E2EVisitor } from './support/visitor';

let server: RunningServer;
let browser: Browser;
const SHOTS = process.env.INBOX_SHOTS_DIR ?? '';
vi.setConfig({ testTimeout: 180_000 });
const WAIT_MS = 60_000;

const agent = async (email: string, scheme: 'light' | 'dark' = 'light'): Promise<Page> =>
  (await signedInAgent(browser, server.url, email, WAIT_MS, { colorScheme: scheme })).page;

async function open(page: Page, id: number, v: E2EVisitor, name: string) {
  await page.goto(`${server.url}/inbox/${id}?visitorId=${v.visitorId}`);
  await page.getByRole('textbox', { name: `Reply to ${name}...` }).waitFor();
}

const viewers = (page: Page, scope: 'row' | 'header', id: number) =>
  (scope === 'row' ? page.getByTestId(`conversation-${id}`) : page.getByRole('region', { name: 'Conversation', exact: true })).getByTestId('collision-viewers');

/** `meanwhile`: run before each shot (another agent keeping a typing notice alive). */
const shoot = (page: Page, name: string, meanwhile?: () => Promise<void>) =>
  shootWidths(page, SHOTS, name, { schemes: ['light', 'dark'], settleMs: 250, beforeShot: meanwhile });

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
});

describe('collision control', () => {
  it('Sam sees Ada viewing and typing, is warned she is assigned, replies anyway, and sees her leave', async () => {
    const ada = await agent('admin@demo.test');
    // The team preference, through the settings page.
    await ada.goto(`${server.url}/settings/configurations`);
    await ada.getByRole('radio', { name: COLLISION_MSG.policies.warn }).check();
    await ada.getByRole('region', { name: 'Inbox' }).getByRole('button', { name: 'Save' }).click();
    await ada.getByText(COLLISION_MSG.saved).waitFor();

    const vera = await visitorSession(server.url, 'Vera Collide');
    const id = await visitorStarts(server.url, vera, 'Is my order shipped?');
    const sam = await agent('agent@demo.test');
    await sam.getByTestId(`conversation-${id}`).waitFor();

    await open(ada, id, vera, 'Vera Collide');
    const seen = Date.now();
    await viewers(sam, 'row', id).getByRole('img', { name: 'Ada Admin' }).waitFor({ timeout: 1500 });
    expect(Date.now() - seen).toBeLessThan(1000 + 500); // 1 s, plus the machine's scheduling slack

    await open(sam, id, vera, 'Vera Collide');
    await viewers(sam, 'header', id).getByRole('img', { name: 'Ada Admin' }).waitFor({ timeout: 1000 });
    await expect.poll(() => viewers(sam, 'header', id).getAttribute('aria-label')).toBe('Also viewing: Ada Admin');
    // And Ada sees Sam.
    await viewers(ada, 'header', id).getByRole('img', { name: 'Sam Agent' }).waitFor();

    await ada.getByRole('textbox', { name: 'Reply to Vera Collide...' }).click();
    await ada.keyboard.type('Let me check the tracking');
    await sam.getByTestId('collision-typing').filter({ hasText: 'Ada Admin is typing…' }).waitFor();
    await ada.keyboard.press('Enter');
    await sam.getByRole('region', { name: 'Conversation', exact: true }).getByText('Let me check the tracking').waitFor();

    // Ada replied, so she is assigned: Sam's composer warns before his reply goes out.
    const banner = sam.getByTestId('collision-banner');
    await banner.filter({ hasText: COLLISION_MSG.assignedTo('Ada Admin') }).waitFor();
    await expect.poll(() => sam.getByRole('button', { name: COLLISION_MSG.assignToMe }).isVisible()).toBe(true);
    // Ada's typing notice expires a few seconds after her last keystroke.
    await sam.getByTestId('collision-typing').waitFor({ state: 'detached', timeout: 10_000 });
    await shoot(sam, 'inbox-collision-banner');
    const box = sam.getByRole('textbox', { name: 'Reply to Vera Collide...' });
    await box.click();
    await sam.keyboard.type('It left the warehouse today');
    await sam.keyboard.press('Enter');
    // Held: the draft stays until Sam confirms.
    await expect.poll(() => box.textContent()).toContain('It left the warehouse today');
    await sam.getByRole('button', { name: COLLISION_MSG.replyAnyway }).click();
    await sam.getByRole('region', { name: 'Conversation', exact: true }).getByText('It left the warehouse today').waitFor();
    await expect.poll(() => box.textContent()).toBe('');
    await expect.poll(() => banner.count()).toBe(0);
    await ada.getByRole('region', { name: 'Conversation', exact: true }).getByText('It left the warehouse today').waitFor();

    // Ada closes her tab: her avatar leaves Sam's header and the row.
    await ada.context().close();
    await expect.poll(() => viewers(sam, 'header', id).count(), { timeout: 5000 }).toBe(0);
    await expect.poll(() => viewers(sam, 'row', id).count(), { timeout: 5000 }).toBe(0);
    await sam.context().close();
  });

  it('two agents typing at once in an unassigned conversation both see it', async () => {
    const [ada, sam] = [await agent('admin@demo.test', 'dark'), await agent('agent@demo.test', 'dark')];
    const una = await visitorSession(server.url, 'Una Both');
    const id = await visitorStarts(server.url, una, 'Can someone help?');
    await open(ada, id, una, 'Una Both');
    await open(sam, id, una, 'Una Both');
    await viewers(ada, 'header', id).getByRole('img', { name: 'Sam Agent' }).waitFor();
    await viewers(sam, 'header', id).getByRole('img', { name: 'Ada Admin' }).waitFor();
    await ada.getByRole('textbox', { name: 'Reply to Una Both...' }).click();
    await sam.getByRole('textbox', { name: 'Reply to Una Both...' }).click();
    await ada.keyboard.type('Hi Una');
    await sam.keyboard.type('Hello Una');
    await ada.keyboard.type('!');
    await Promise.all([
      ada.getByTestId('collision-typing').filter({ hasText: 'Sam Agent is typing…' }).waitFor(),
      sam.getByTestId('collision-typing').filter({ hasText: 'Ada Admin is typing…' }).waitFor(),
    ]);
    await shoot(sam, 'inbox-collision-viewers', () => ada.keyboard.type('.'));
    // Unassigned: no banner for either.
    expect(await ada.getByTestId('collision-banner').count()).toBe(0);
    expect(await sam.getByTestId('collision-banner').count()).toBe(0);
    await ada.context().close();
    await sam.context().close();
  });
});
