// Issue 16 in a browser: the demo admin changes a role's permissions on the roles page and finds the change on
// /settings/audit-log (through the side navigation), filters it by action and opens the row; the demo agent has no
// Audit log entry and is sent to /notAuthorized.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_MSG } from '../../src/domain/adminMessages';
import { AUDIT_MSG } from '../../src/domain/audit';
import { newPage, signIn } from './support/browser';
import { openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openServerAndBrowser());
});

const menuOf = async (page: Page) => {
  const items = page.locator('.RaMenuItemLink-root');
  await items.first().waitFor();
  return (await items.allTextContents()).map((t) => t.trim());
};

describe('audit log', () => {
  it('is not in the demo agent’s navigation, and its route sends the agent to /notAuthorized', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'agent@demo.test');
    expect(await menuOf(page)).not.toContain('Audit log');
    await page.goto(`${server.url}/settings/audit-log`);
    await page.waitForURL(/\/notAuthorized$/);
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows the admin’s role change with what changed, filtered by action, opened to its details', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');

    // Before: nothing was recorded in the fresh demo project.
    await page.locator('.RaMenuItemLink-root', { hasText: 'Audit log' }).click();
    await page.waitForURL(/\/settings\/audit-log$/);
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByText(AUDIT_MSG.empty).waitFor();

    // Give the Agent role read access to Analytics on the roles page.
    await page.goto(`${server.url}/settings/team`);
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('cell', { name: 'Agent', exact: true }).click();
    await page.waitForURL(/\/roles\/\d+$/);
    await page.getByLabel('Analytics read', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(ADMIN_MSG.roleUpdated, { exact: true }).first().waitFor();

    await page.locator('.RaMenuItemLink-root', { hasText: 'Audit log' }).click();
    await page.waitForURL(/\/settings\/audit-log/);
    const row = page.locator('tr', { hasText: 'Changed a role' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Agent');
    expect(await row.locator('li', { hasText: 'Permissions › Analytics: read' }).count()).toBe(1);
    expect(await row.getByText(/Ada Admin/).count()).toBeGreaterThan(0);

    // Filtered by another action the row goes; by its own it stays.
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Deleted a role' }).click();
    await page.getByText(AUDIT_MSG.emptyFiltered).waitFor();
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Changed a role' }).click();
    await row.waitFor();

    // The row opens to the full time and where the request came from.
    await row.getByText('Agent', { exact: true }).click();
    await page.getByText('IP address').waitFor();
    expect(errors).toEqual([]);
  }, 90_000);
});
