// Issue 22.2 in the browser: an agent is available only while toggled Available AND connected to the realtime
// endpoint (30 s grace, 1 s here). The dashboard holds that connection on every page, not only the inbox, so an
// Available agent who stays on Settings or Analytics past the grace keeps the widget online; an agent without a tab
// open does not count, and logging out drops the connection at once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { agentChannel } from '../../src/domain/channels';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { apiCall } from './support/widget';

let server: RunningServer;
let browser: Browser;
let channel: string;
const GRACE_SECONDS = 1;
const pastTheGrace = () => new Promise((r) => setTimeout(r, GRACE_SECONDS * 1000 + 1500));

const widgetOnline = async () =>
  ((await (await fetch(`${server.url}/app/visitor/widget?projectKey=demo-widget-key`)).json()) as { online: boolean }).online;
const sockets = () => server.app.realtime.channelSubscriptions(channel);

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser({ env: { AGENT_AVAILABILITY_GRACE: String(GRACE_SECONDS) } }));
  const { token } = await apiCall<{ token: string }>(server.url, 'POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' });
  const details = await apiCall<{ project: { id: number }; user: { userId: number } }>(server.url, 'GET', '/app/details', token);
  channel = agentChannel(details.project.id, details.user.userId);
  await apiCall(server.url, 'POST', '/app/user/available', token, { available: true });
});

describe('an Available agent is connected on every page of the dashboard', () => {
  let page: Page;
  let errors: string[];

  it('toggled Available with no tab open: the team is away', async () => {
    await pastTheGrace();
    expect(await sockets()).toBe(0);
    expect(await widgetOnline()).toBe(false);
  });

  it('on Settings, then Analytics, long past the grace: the widget still shows the team online', async () => {
    ({ page, errors } = await newPage(browser));
    await signIn(page, server.url, 'admin@demo.test');
    // A full load of another page: the inbox (and anything it opened) is gone.
    await page.goto(`${server.url}/settings/profile`);
    await expect.poll(sockets, { timeout: 10_000 }).toBe(1);
    await pastTheGrace();
    expect(await sockets()).toBe(1);
    expect(await widgetOnline()).toBe(true);

    await page.goto(`${server.url}/analytics`);
    await expect.poll(sockets, { timeout: 10_000 }).toBe(1);
    await pastTheGrace();
    expect(await widgetOnline()).toBe(true);
  });

  it('one connection per tab: opening the inbox and leaving it keeps the same socket on the agent channel', async () => {
    const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
    await menu.getByRole('menuitem', { name: 'Inbox' }).click();
    await page.locator('[data-network="connected"]').waitFor();
    expect(await sockets()).toBe(1);
    await menu.getByRole('menuitem', { name: 'Analytics' }).click();
    await page.waitForURL(/\/analytics/);
    await pastTheGrace();
    expect(await sockets()).toBe(1);
    expect(await widgetOnline()).toBe(true);
  });

  it('logging out drops the connection; once the grace is over the team is away', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(sockets, { timeout: 5000 }).toBe(0);
    await pastTheGrace();
    expect(await widgetOnline()).toBe(false);
    expect(errors).toEqual([]);
  });
});
