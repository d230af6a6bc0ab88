// Issue 5's browser acceptance: an audience with rules of three value types, a restricted role given to an invited
// user who then sees only what it permits, office hours with a split shift and a holiday, and a customer-success
// user creating an instance whose first admin accepts the mailed invitation; plus chat fields (/settings/configurations)
// and meeting availability.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN_MSG } from '../../src/domain/adminMessages';
import { MSG } from '../../src/domain/messages';
import { WIDGET_MSG } from '../../src/domain/settings/widget';
import { RESOURCE_MSG } from '../../src/resources/shared/labels';
import { CONFIG_UI } from '../../src/custom/settings/configurations/labels';
import { MEETING_UI } from '../../src/custom/settings/meeting/labels';
import { CHAT_FIELD_MSG } from '../../src/domain/settings/chatFields';
import { newPage } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
const H = 3600;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
});

async function signIn(email: string, password = 'demo-pass-1'): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { page, errors };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Accepts the newest invitation mailed to this address in a fresh browser context; returns the signed-in page. */
async function acceptInvitation(email: string, name: string, password: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: /\/invite\?token=/ }).first().click();
  await page.getByRole('button', { name: MSG.acceptInvitation }).waitFor();
  await page.getByLabel(MSG.nameLabel).fill(name);
  await page.getByLabel(MSG.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: MSG.acceptInvitation }).click();
  await toast(page, MSG.invitationAccepted);
  return { page, errors };
}

const menuLabels = async (page: Page): Promise<string[]> => {
  const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
  await menu.getByRole('menuitem').first().waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
};

describe('admin console', () => {
  it('creates an audience with list, string and range rules, saves it and reopens it with the rules', async () => {
    const { page, errors } = await signIn('admin@demo.test');
    await page.goto(`${server.url}/audiences`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/audiences\/create$/);
    await page.getByLabel('Audience name').fill('E2E target buyers');

    const rule = (n: number): Locator => page.getByRole('group', { name: `Rule ${n}` });
    await rule(1).getByLabel('Field').selectOption({ label: 'Marketo list' });
    await rule(1).getByLabel('List ids').fill('1001');
    await rule(1).getByLabel('List ids').press('Enter');

    await page.getByRole('button', { name: 'Add rule' }).click();
    await rule(2).getByLabel('Field').selectOption({ label: 'Company name' });
    await rule(2).getByLabel('Operator').selectOption({ label: 'contains' });
    await rule(2).getByLabel('Value').fill('Acme');

    await page.getByRole('button', { name: 'Add rule' }).click();
    await rule(3).getByLabel('Field').selectOption({ label: 'Employee range' });
    await rule(3).getByLabel('From', { exact: true }).selectOption({ label: '51 - 200' });
    await rule(3).getByLabel('To', { exact: true }).selectOption({ label: '501 - 1,000' });

    await page.getByRole('button', { name: 'Add rule' }).click();
    await rule(4).getByLabel('Field').selectOption({ label: 'Number of website visits' });
    await rule(4).getByLabel('Operator').selectOption({ label: 'greater than' });
    await rule(4).getByLabel('Value').fill('3');

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, ADMIN_MSG.audienceSaved);
    await page.waitForURL(/\/audiences$/);

    await page.getByText('E2E target buyers').click();
    await page.waitForURL(/\/audiences\/\d+$/);
    await expect.poll(() => page.getByLabel('Audience name').inputValue()).toBe('E2E target buyers');
    expect(await rule(1).getByLabel('Field').inputValue()).toBe('marketoList');
    await rule(1).getByRole('button', { name: '1001' }).waitFor();
    expect(await rule(2).getByLabel('Field').inputValue()).toBe('companyName');
    expect(await rule(2).getByLabel('Operator').inputValue()).toBe('contains');
    expect(await rule(2).getByLabel('Value').inputValue()).toBe('Acme');
    expect(await rule(3).getByLabel('Field').inputValue()).toBe('employeeRange');
    expect(await rule(3).getByLabel('From', { exact: true }).inputValue()).toBe('51');
    expect(await rule(3).getByLabel('To', { exact: true }).inputValue()).toBe('1000');
    expect(await rule(4).getByLabel('Operator').inputValue()).toBe('gt');
    expect(await rule(4).getByLabel('Value').inputValue()).toBe('3');
    expect(errors).toEqual([]);
  });

  it('a role with inbox and widget settings only: its invited user sees just those pages', async () => {
    const { page, errors } = await signIn('admin@demo.test');
    // Through the Team area's tabs: a direct load of a resource route (/roles/create) ends on /404 today (see report).
    await page.goto(`${server.url}/settings/team`);
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/roles\/create$/);
    await page.getByLabel('Role name').fill('E2E Front desk');
    for (const box of ['Inbox read', 'Inbox write', 'Widget settings read']) await page.getByLabel(box, { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, ADMIN_MSG.roleCreated);

    const email = `front.desk.${Date.now()}@example.test`;
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.waitForURL(/\/users$/);
    await page.getByRole('link', { name: 'Invite' }).click();
    await page.waitForURL(/\/users\/create$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'E2E Front desk' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, RESOURCE_MSG.invitationSent);
    expect(errors).toEqual([]);

    const invited = await acceptInvitation(email, 'Fran Desk', 'fran-pass-12');
    await invited.page.waitForURL(`${server.url}/inbox`);
    const menu = await menuLabels(invited.page);
    expect(menu).toContain('Inbox');
    expect(menu).toContain('Widget');
    for (const hidden of ['Conversations', 'Audiences', 'Analytics', 'Integrations', 'Team']) expect(menu).not.toContain(hidden);

    // Widget settings are readable but not writable; the team area is refused.
    await invited.page.goto(`${server.url}/settings/widget`);
    await invited.page.getByText('You can view these settings; changing them needs write access to widget settings.').waitFor();
    await invited.page.goto(`${server.url}/settings/team`);
    await invited.page.waitForURL(`${server.url}/notAuthorized`);
    await invited.page.getByText(MSG.notAuthorized).first().waitFor();
    await invited.page.goto(`${server.url}/audiences`);
    await invited.page.waitForURL(`${server.url}/notAuthorized`);
    expect(invited.errors).toEqual([]);
  });

  it('office hours with a split shift and a holiday survive a reload', async () => {
    const { page, errors } = await signIn('admin@demo.test');
    await page.goto(`${server.url}/settings/widget`);
    const hours = page.getByRole('region', { name: 'Office hours' });
    await hours.getByLabel('Use office hours').check();
    await hours.getByRole('button', { name: 'Add shift: Hours' }).click();
    await hours.getByLabel('Hours shift 1 To').selectOption(String(12 * H));
    await hours.getByLabel('Hours shift 2 From').selectOption(String(13 * H));
    await hours.getByLabel('Hours shift 2 To').selectOption(String(17.5 * H));
    await hours.getByRole('button', { name: 'Save' }).click();
    await toast(page, WIDGET_MSG.settingsUpdated);

    const holidays = page.getByRole('region', { name: 'Holidays' });
    await holidays.getByRole('button', { name: 'Add holiday' }).click();
    await holidays.getByLabel('Holiday name 1').fill('Founders day');
    await holidays.getByLabel('Holiday date 1').fill('2026-12-24');
    await holidays.getByRole('button', { name: 'Save' }).click();
    await toast(page, WIDGET_MSG.holidaysUpdated);

    await page.reload();
    const after = page.getByRole('region', { name: 'Office hours' });
    await after.getByLabel('Hours shift 2 To').waitFor();
    expect(await after.getByLabel('Use office hours').isChecked()).toBe(true);
    expect(await after.getByLabel('Hours shift 1 From').inputValue()).toBe(String(9 * H));
    expect(await after.getByLabel('Hours shift 1 To').inputValue()).toBe(String(12 * H));
    expect(await after.getByLabel('Hours shift 2 From').inputValue()).toBe(String(13 * H));
    expect(await after.getByLabel('Hours shift 2 To').inputValue()).toBe(String(17.5 * H));
    const savedHolidays = page.getByRole('region', { name: 'Holidays' });
    expect(await savedHolidays.getByLabel('Holiday name 1').inputValue()).toBe('Founders day');
    expect(await savedHolidays.getByLabel('Holiday date 1').inputValue()).toBe('2026-12-24');
    expect(errors).toEqual([]);
  });

  it("a customer-success user creates an instance; its first admin accepts the mailed invitation", async () => {
    const { page, errors } = await signIn('cs@demo.test');
    const email = `first.admin.${Date.now()}@example.test`;
    await page.goto(`${server.url}/cs/create-instance`);
    await page.getByLabel('Company').fill('Globex E2E');
    await page.getByLabel('Admin name').fill('Gina Globex');
    await page.getByLabel('Admin email').fill(email);
    await page.getByRole('button', { name: 'Create instance' }).click();
    await toast(page, RESOURCE_MSG.instanceCreated(email));
    await page.waitForURL(/\/cs\/customer-records/);
    await page.getByText('Globex E2E').first().waitFor();
    expect(errors).toEqual([]);

    const admin = await acceptInvitation(email, 'Gina Globex', 'gina-pass-12');
    await admin.page.waitForURL(`${server.url}/inbox`);
    // The new project's admin sees the new project, not the demo one, with every area of an admin.
    const menu = await menuLabels(admin.page);
    for (const area of ['Inbox', 'Conversations', 'Team', 'Widget']) expect(menu).toContain(area);
    await admin.page.goto(`${server.url}/settings/team`);
    await admin.page.getByText(email).first().waitFor();
    expect(await admin.page.getByText('admin@demo.test').count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });

  it('configurations: a custom chat field; meeting settings: a split availability; both survive a reload', async () => {
    const { page, errors } = await signIn('admin@demo.test');
    await page.goto(`${server.url}/settings/configurations`);
    await page.getByText(CHAT_FIELD_MSG.mappingSoon).waitFor();
    await page.getByRole('button', { name: CONFIG_UI.newField }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(CONFIG_UI.name).fill('Budget (USD)');
    await dialog.getByRole('combobox', { name: CONFIG_UI.type }).click();
    await page.getByRole('option', { name: CONFIG_UI.types.number }).click();
    await dialog.getByLabel(CONFIG_UI.defaultValue).fill('5000');
    await dialog.getByRole('button', { name: CONFIG_UI.create }).click();
    await toast(page, CHAT_FIELD_MSG.created);
    await page.reload();
    const row = page.getByRole('row', { name: /Budget \(USD\)/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('budget_usd');

    await page.goto(`${server.url}/settings/meeting`);
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByRole('button', { name: 'Add shift: Monday' }).click();
    await monday.getByLabel('Monday shift 1 To').selectOption(String(12 * H));
    await monday.getByLabel('Monday shift 2 From').selectOption(String(13 * H));
    await page.getByRole('button', { name: MEETING_UI.saveAvailability }).click();
    await toast(page, ADMIN_MSG.meetingAvailabilitySaved);
    await page.reload();
    const after = page.getByRole('group', { name: 'Monday' });
    await after.getByLabel('Monday shift 2 From').waitFor();
    expect(await after.getByLabel('Monday shift 1 To').inputValue()).toBe(String(12 * H));
    expect(await after.getByLabel('Monday shift 2 From').inputValue()).toBe(String(13 * H));
    expect(errors).toEqual([]);
  });
});
