// Email follow-up's demo loop (issue 28) in the browser: the admin sets the follow-up emails up on /settings/email
// (grace period 0), a visitor who gave an email leaves, the admin replies in the inbox, the email appears in the dev
// mailbox, its Reply button answers through Parley's SMTP receiver, and the answer lands in the inbox thread
// without the quoted email. And the widget's "Email me this conversation": a visitor Parley knows no email of gives one
// and the transcript appears in the dev mailbox.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import { apiCall, widget } from './support/widget';
import { SHOTS_DIR as SHOTS, shootWidths } from './support/screenshots';
import type { RunningServer } from './support/server';
import { freePort } from '../../scripts/lib/freePort';

const WAIT_MS = 20_000;
let server: RunningServer;
let browser: Browser;
let ada: Page;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { settleMs: 150 });

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser({ env: { SMTP_INBOUND_PORT: String(await freePort()), SMTP_INBOUND_HOST: '127.0.0.1' } }));
  ({ page: ada } = await newPage(browser));
  ada.setDefaultTimeout(WAIT_MS);
  await signIn(ada, server.url, 'admin@demo.test');
});

describe('the email demo loop', () => {
  it('visitor leaves, agent replies, the email shows in the dev mailbox, Reply lands in the thread', async () => {
    await ada.goto(`${server.url}/settings/email`);
    const grace = ada.getByRole('spinbutton', { name: 'Grace period (minutes)' });
    await grace.fill('0');
    await ada.getByRole('textbox', { name: 'Sender name' }).fill('Demo Support');
    await ada.getByRole('textbox', { name: 'Colour' }).fill('#00695c');
    await ada.getByRole('button', { name: 'Save' }).click();
    await ada.getByText('Updated the email settings successfully').waitFor();
    await ada.getByRole('figure', { name: 'Preview of the follow-up email' }).getByText('Sent by Demo Support with Parley').waitFor();
    await shoot(ada, 'settings-email');

    // The visitor wrote from the widget with their email, then closed the tab (no socket: not connected).
    const session = await (await fetch(`${server.url}/app/visitor/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectKey: 'demo-widget-key', name: 'Lena Left', email: 'lena@visitor.test' }) })).json();
    const started = await (await fetch(`${server.url}/app/visitor/conversations`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` }, body: JSON.stringify({ text: 'Do you have an API for invoices?' }) })).json();
    const id = started.conversationId as number;

    await ada.goto(`${server.url}/inbox/${id}?visitorId=${session.visitorId}`);
    const box = ada.getByRole('textbox', { name: 'Reply to Lena Left...' });
    await box.click();
    await ada.keyboard.type('Yes: see /v1/invoices in our API docs.');
    await ada.keyboard.press('Enter');

    await expect.poll(async () => (await (await fetch(`${server.url}/dev/mailbox.json?to=lena@visitor.test`)).json()).mails.length, { timeout: WAIT_MS }).toBe(1);
    const mailbox = (await newPage(browser)).page;
    mailbox.setDefaultTimeout(WAIT_MS);
    await mailbox.goto(`${server.url}/dev/mailbox?to=lena@visitor.test`);
    await mailbox.getByText('Yes: see /v1/invoices in our API docs.').first().waitFor();
    await mailbox.getByRole('textbox', { name: 'Reply text' }).fill('Great, thank you! Is it rate limited?');
    await shoot(mailbox, 'dev-mailbox-reply');
    await mailbox.getByRole('button', { name: 'Reply' }).click();
    await mailbox.waitForURL(/\/dev\/mailbox$/);

    const inThread = ada.getByTestId('thread');
    await inThread.getByText('Great, thank you! Is it rate limited?').waitFor();
    expect(await inThread.getByText(/wrote:/).count()).toBe(0); // the quoted email was stripped
    const thread = await server.app.repos.messages.after(id, 0, 50);
    expect(thread.filter((m) => m.sender_type === 'visitor').map((m) => m.text)).toEqual(['Do you have an API for invoices?', 'Great, thank you! Is it rate limited?']);
    await shoot(ada, 'inbox-email-reply');
  });

  it("a visitor asks for the transcript from the widget and it appears in the dev mailbox", async () => {
    const admin = (await apiCall<{ token: string }>(server.url, 'POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' })).token;
    // A human conversation from the first message (no bot greeting in the way).
    for (const flow of await apiCall<Array<{ id: number; status: string }>>(server.url, 'GET', '/app/flows?range=[0,99]', admin)) {
      if (flow.status === 'active') await apiCall(server.url, 'PUT', `/app/flows/${flow.id}/status`, admin, { status: 'inactive' });
    }
    const { page } = await newPage(browser);
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(`${server.url}/demo`);
    await widget(page).getByRole('button', { name: 'Open chat' }).click();
    await widget(page).getByRole('button', { name: /Send us a message/ }).click();
    await widget(page).getByRole('textbox', { name: 'Type your message' }).fill('Can I keep a copy of this chat?');
    await page.keyboard.press('Enter');
    await widget(page).getByRole('log').getByText('Can I keep a copy of this chat?').waitFor();

    await widget(page).getByRole('button', { name: 'Email me this conversation' }).click();
    // Parley knows no email of this visitor: the widget asks for one (the server's schema checks it).
    const email = widget(page).getByRole('textbox', { name: 'Your email' });
    await email.fill('tom@visitor.test');
    await widget(page).locator('.transcript').getByRole('button', { name: 'Send', exact: true }).click();
    await widget(page).getByRole('status').getByText('The transcript was sent by email.').waitFor();

    const mails = async () => (await (await fetch(`${server.url}/dev/mailbox.json?to=tom@visitor.test`)).json()).mails as Array<{ subject: string; text: string }>;
    await expect.poll(async () => (await mails()).length, { timeout: WAIT_MS }).toBe(1);
    const [mail] = await mails();
    expect(mail!.subject).toMatch(/^Your conversation with /);
    expect(mail!.text).toContain('Can I keep a copy of this chat?');
  });
});
