// Issue 22, point 11 in a browser: an admin sees the pending invitation on the Team page, resends it (the new mail's
// link opens the invitation) and revokes it after confirming; the revoked link then says it is invalid.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '../../src/domain/messages';
import { INVITATION_MSG } from '../../src/domain/invitations';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { apiCall } from './support/widget';

let server: RunningServer;
let browser: Browser;
const EMAIL = 'nina.new@acme.example';

/** The newest invitation link mailed to the address (the dev mailbox's JSON view). */
async function mailedLink(): Promise<string> {
  const { mails } = (await (await fetch(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(EMAIL)}`)).json()) as { mails: Array<{ text: string }> };
  return mails[0]!.text.match(/https?:\/\/\S+\/invite\?token=\S+/)![0];
}

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
  const { token } = await apiCall<{ token: string }>(server.url, 'POST', '/app/login', '', { email: 'admin@demo.test', password: 'demo-pass-1' });
  const roles = await apiCall<Array<{ id: number; name: string }>>(server.url, 'GET', '/app/roles', token);
  await apiCall(server.url, 'POST', '/app/invitations', token, { email: EMAIL, roleId: roles.find((r) => r.name === 'Agent')!.id });
});

describe('pending invitations on the Team page', () => {
  it('resends and revokes; the revoked link no longer works', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    await page.goto(`${server.url}/settings/team`);
    const section = page.getByRole('region', { name: INVITATION_MSG.title });
    await section.getByText(EMAIL).waitFor();
    const first = await mailedLink();

    await section.getByRole('button', { name: `Resend the invitation to ${EMAIL}` }).click();
    await page.getByText(INVITATION_MSG.resent(EMAIL)).waitFor();
    await expect.poll(mailedLink).not.toBe(first);
    const second = await mailedLink();

    await section.getByRole('button', { name: `Revoke the invitation to ${EMAIL}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(INVITATION_MSG.revokeTitle(EMAIL)).waitFor();
    await dialog.getByRole('button', { name: INVITATION_MSG.revoke }).click();
    await page.getByText(INVITATION_MSG.revoked(EMAIL)).waitFor();
    await section.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // The invitee opens the (revoked) link in their own browser.
    const invitee = await (await browser.newContext()).newPage();
    for (const link of [second, first]) {
      await invitee.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
      await invitee.getByText(MSG.linkInvalid).first().waitFor();
      expect(await invitee.getByRole('button', { name: MSG.acceptInvitation }).count()).toBe(0);
    }
  });
});
