// Issue 6's bot pages in a browser: an admin renames the bot on /bot/settings, saves, reloads and sees the new
// name (on the form and in the page header); an empty name shows 'Bot name is required' and is not saved.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_MSG } from '../../src/domain/adminMessages';
import { BOT_MSG } from '../../src/domain/settings/bot';
import { BOT_UI } from '../../src/custom/bot/labels';
import { openSignedInPage } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ server, page, errors } = await openSignedInPage('admin@demo.test'));
});

const nameBox = () => page.getByRole('textbox', { name: BOT_UI.name });

describe('bot settings page', () => {
  it('renames the bot, saves, and shows the new name after a reload', async () => {
    await page.goto(`${server.url}/bot/settings`);
    await expect.poll(() => nameBox().inputValue()).toBe('Parley Bot');
    expect(await page.title()).toBe('Parley Bot Settings');

    await nameBox().fill('Penny from Parley');
    await page.getByRole('button', { name: BOT_UI.save }).click();
    await page.getByText(BOT_MSG.settingsUpdated).first().waitFor();

    await page.reload();
    await expect.poll(() => nameBox().inputValue()).toBe('Penny from Parley');
    await expect.poll(() => page.getByTestId('bot-name').textContent()).toBe('Penny from Parley');
  });

  it("refuses an empty name with 'Bot name is required' and keeps the saved one", async () => {
    await page.goto(`${server.url}/bot/settings`);
    await expect.poll(() => nameBox().inputValue()).toBe('Penny from Parley');
    await nameBox().fill('');
    await page.getByRole('button', { name: BOT_UI.save }).click();
    await page.getByText(ADMIN_MSG.botNameRequired).waitFor();

    await page.goto(`${server.url}/bot`);
    await expect.poll(() => page.getByTestId('bot-name').textContent()).toBe('Penny from Parley');
    expect(errors).toEqual([]);
  });
});
