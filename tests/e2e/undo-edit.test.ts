// Undo send and edits in a browser (issue 27): the agent picks a 5-second send window on their profile; a reply then
// reads "Sending… Undo" and Undo takes it back (the visitor's widget never shows it); sent again, it reaches the
// widget at the end of the window; the agent edits it and the widget changes live. Screenshots of "Sending… Undo"
// and of an edited message at 1248 and 1920 px go to UNDO_SHOTS_DIR when set (docs/screenshots).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { openAgentAndVisitor } from './support/fixture';
import { shootWidths } from './support/screenshots';
import type { RunningServer } from './support/server';
import { chat, widget } from './support/widget';

let server: RunningServer;
let agent: Page;
let visitor: Page;
const errors: string[] = [];
const SHOTS = process.env.UNDO_SHOTS_DIR ?? '';
vi.setConfig({ testTimeout: 180_000 });
const WAIT_MS = 60_000;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

beforeAll(async () => {
  ({ server, agent, visitor } = await openAgentAndVisitor(errors, WAIT_MS));
});

describe('undo send and edits', () => {
  it('send, undo, send again, edit: the widget follows', async () => {
    // The profile's send window: 5 seconds.
    await agent.goto(`${server.url}/settings/profile`);
    await agent.getByTestId('send-window').getByRole('combobox').click();
    await agent.getByRole('option', { name: '5 seconds' }).click();
    await agent.getByText('Updated the send window successfully').waitFor();

    // The visitor writes in the widget.
    await visitor.goto(`${server.url}/demo`);
    await widget(visitor).getByRole('button', { name: 'Open chat' }).click();
    const box = widget(visitor).getByRole('textbox', { name: 'Type your message' });
    await box.fill('Undo test: can you check my order?');
    await box.press('Enter');
    await chat(visitor).getByText('Undo test: can you check my order?').waitFor();
    await expect.poll(async () => (await visitor.evaluate(() => JSON.parse(localStorage.getItem('parley:demo-widget-key') ?? '{}').conversationId)) ?? null, { timeout: WAIT_MS }).not.toBeNull();
    const id = (await visitor.evaluate(() => JSON.parse(localStorage.getItem('parley:demo-widget-key') ?? '{}').conversationId)) as number;
    const visitorId = await visitor.evaluate(() => JSON.parse(localStorage.getItem('parley:demo-widget-key') ?? '{}').session.visitorId as string);

    await agent.goto(`${server.url}/inbox/${id}?visitorId=${visitorId}`);
    const thread = agent.getByTestId('thread');
    await thread.getByText('Undo test: can you check my order?').waitFor();
    const editor = agent.getByRole('textbox', { name: /^Reply to / });
    await editor.click();
    await agent.keyboard.type('Sorry, wrong customer');
    await agent.keyboard.press('Enter');
    await thread.getByTestId('held-send').waitFor();
    await shoot(agent, 'inbox-undo-send');
    await thread.getByRole('button', { name: 'Undo' }).click();
    await thread.getByText('Sorry, wrong customer').waitFor({ state: 'detached' });

    await editor.click();
    await agent.keyboard.type('Your order ships tomorrow');
    await agent.keyboard.press('Enter');
    await thread.getByTestId('held-send').waitFor();
    await chat(visitor).getByText('Your order ships tomorrow').waitFor();
    await thread.getByTestId('held-send').waitFor({ state: 'detached' });
    expect(await chat(visitor).getByText('Sorry, wrong customer').count()).toBe(0);

    // Edit it: the widget changes live, the thread marks it edited.
    const sent = thread.getByTestId('thread-entry').filter({ hasText: 'Your order ships tomorrow' });
    await sent.hover();
    await sent.getByRole('button', { name: 'Edit' }).click();
    const field = sent.getByRole('textbox', { name: 'Edit' });
    await field.fill('Your order ships on Monday');
    await sent.getByRole('button', { name: 'Save' }).click();
    await chat(visitor).getByText('Your order ships on Monday (edited)').waitFor();
    await thread.getByTestId('edited-mark').waitFor();
    await shoot(agent, 'inbox-edited-message');
    expect(errors).toEqual([]);
  });
});
