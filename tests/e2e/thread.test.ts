// Issue 15 in a browser: the agent's thread shows what the bot offered and what the visitor chose, the visitor panel
// follows the email the bot collects without a reload, and a new message arriving while the agent reads further up
// shows the "new message" pill instead of pulling the thread down.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedInPage } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSays, visitorSession, type E2EVisitor } from './support/visitor';

let server: RunningServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ server, page, errors } = await openSignedInPage('admin@demo.test'));
});

async function startBotConversation(v: E2EVisitor): Promise<number> {
  // The demo bot greets with two buttons; the visitor presses "Talk to sales".
  const flows = await server.app.repos.botState.activeFlows((await server.app.repos.projects.findByWidgetKey('demo-widget-key'))!.id);
  const res = await fetch(`${server.url}/app/visitor/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` },
    body: JSON.stringify({ flowId: flows[0]!.id, optionId: 'demo-sales', text: 'Talk to sales' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { conversationId: number }).conversationId;
}

/** Is the element inside the thread's visible area (scrolled into view), not merely rendered? */
const inView = (page: Page, text: string) =>
  page.getByTestId('thread').getByText(text).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const c = el.closest('[data-testid=thread]')!.getBoundingClientRect();
    return r.top < c.bottom && r.bottom > c.top;
  });

describe('the thread shows what the bot did', () => {
  it('offers and chosen options, and the collected email in the visitor panel without reload', async () => {
    const v = await visitorSession(server.url, 'Dana Buyer');
    const id = await startBotConversation(v);
    await page.goto(`${server.url}/inbox/${id}?visitorId=${v.visitorId}`);
    const options = page.getByRole('group', { name: 'Options the bot offered' }).or(page.getByLabel('Options the bot offered'));
    await options.first().waitFor();
    await page.getByLabel('Talk to sales (chosen)').waitFor();
    expect(await page.getByLabel('I need help', { exact: true }).count()).toBeGreaterThan(0);
    const panel = page.getByRole('complementary');
    expect(await panel.getByText('dana@prospect.example').count()).toBe(0);

    // The bot asks for the email; the visitor answers; the panel follows at once.
    await visitorSays(server.url, v, id, 'dana@prospect.example');
    await panel.getByText('dana@prospect.example').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  it('follows new messages at the end, and shows the pill while the agent reads further up', async () => {
    const v = await visitorSession(server.url, 'Lee Reader');
    const start = await fetch(`${server.url}/app/visitor/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` },
      body: JSON.stringify({ text: 'Message 0' }),
    });
    const { conversationId: id } = (await start.json()) as { conversationId: number };
    for (let i = 1; i <= 30; i++) await visitorSays(server.url, v, id, `Message ${i} ${'lorem ipsum '.repeat(8)}`);
    await page.goto(`${server.url}/inbox/${id}?visitorId=${v.visitorId}`);
    const thread = page.getByTestId('thread');
    await thread.getByText(/^Message 30/).waitFor();
    // At the end: a new message comes into view by itself.
    await visitorSays(server.url, v, id, 'Message 31 at the end');
    await thread.getByText('Message 31 at the end').waitFor();
    await expect.poll(() => inView(page, 'Message 31 at the end')).toBe(true);
    // Scrolled up: the next one waits behind the pill.
    // The thread learns the agent left the end from the scroll event, which the browser fires on its next frame: a
    // message the server delivers before that frame would still count as read at the end.
    await thread.evaluate((el) => new Promise<void>((scrolled) => {
      el.addEventListener('scroll', () => scrolled(), { once: true });
      el.scrollTo({ top: 0 });
    }));
    await visitorSays(server.url, v, id, 'Message 32 while reading');
    await page.getByRole('button', { name: '1 new message' }).waitFor();
    await thread.getByText('Message 32 while reading').waitFor({ state: 'attached' });
    expect(await inView(page, 'Message 32 while reading')).toBe(false);
    await page.getByRole('button', { name: '1 new message' }).click();
    await expect.poll(() => inView(page, 'Message 32 while reading')).toBe(true);
    expect(await page.getByRole('button', { name: '1 new message' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
