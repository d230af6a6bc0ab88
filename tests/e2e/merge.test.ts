// Merging conversations in a browser (issue 27): the visitor's widget on /demo shows their newer conversation; the
// agent merges it from the thread header into the visitor's older one (the survivor), and the open widget follows the
// survivor live, showing both conversations' messages in the order they were sent. The merged-away thread keeps a
// "Merged into conversation #N" notice linking to the survivor. Screenshots of the dialog and the merged thread at
// 1248 and 1920 px go to MERGE_SHOTS_DIR when set (docs/screenshots).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { openAgentAndVisitor } from './support/fixture';
import { shootWidths } from './support/screenshots';
import type { RunningServer } from './support/server';
import { visitorStarts } from './support/visitor';
import { chat, widget } from './support/widget';

let server: RunningServer;
let agent: Page;
let visitor: Page;
const errors: string[] = [];
const SHOTS = process.env.MERGE_SHOTS_DIR ?? '';
vi.setConfig({ testTimeout: 180_000 });
const WAIT_MS = 60_000;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { settleMs: 300 });

beforeAll(async () => {
  ({ server, agent, visitor } = await openAgentAndVisitor(errors, WAIT_MS));
});

describe('merging two conversations of one visitor', () => {
  it("merges from the thread; the visitor's open widget follows the survivor", async () => {
    // The visitor writes in the widget (conversation A), then a second conversation B begins (another tab of theirs):
    // the widget follows the newer one.
    await visitor.goto(`${server.url}/demo`);
    await widget(visitor).getByRole('button', { name: 'Open chat' }).click();
    const box = widget(visitor).getByRole('textbox', { name: 'Type your message' });
    await box.fill('Merge me: my first question about invoices');
    await box.press('Enter');
    await chat(visitor).getByText('Merge me: my first question about invoices').waitFor();
    const session = await visitor.evaluate(() => JSON.parse(localStorage.getItem('parley:demo-widget-key') ?? '{}').session as { token: string; visitorId: string });
    await expect.poll(async () => (await visitor.evaluate(() => JSON.parse(localStorage.getItem('parley:demo-widget-key') ?? '{}').conversationId)) ?? null, { timeout: WAIT_MS }).not.toBeNull();
    const a = (await visitor.evaluate(() => JSON.parse(localStorage.getItem('parley:demo-widget-key') ?? '{}').conversationId)) as number;
    const b = await visitorStarts(server.url, session, 'Merge me: and a second question about refunds');
    await chat(visitor).getByText('Merge me: and a second question about refunds').waitFor();
    expect(await chat(visitor).getByText('Merge me: my first question about invoices').count()).toBe(0);

    // The agent opens B and merges it with A from the thread header; A (the older) is kept.
    await agent.goto(`${server.url}/inbox/${b}?visitorId=${session.visitorId}`);
    await agent.getByTestId('thread').getByText('Merge me: and a second question about refunds').waitFor();
    await agent.getByRole('button', { name: 'Merge…' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Merge conversations' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: `Include in the merge: #${a}` }).check();
    await expect.poll(() => dialog.getByRole('radio', { name: `Keep this conversation: #${a}` }).isChecked()).toBe(true);
    await shoot(agent, 'inbox-merge-dialog');
    await dialog.getByRole('button', { name: 'Merge 2' }).click();

    // The widget follows A and shows both conversations' messages, in the order they were sent.
    await chat(visitor).getByText('Merge me: my first question about invoices').waitFor();
    const texts = await chat(visitor).getByText(/^Merge me:/).allTextContents();
    expect(texts).toEqual(['Merge me: my first question about invoices', 'Merge me: and a second question about refunds']);
    await expect.poll(() => visitor.evaluate(() => JSON.parse(localStorage.getItem('parley:demo-widget-key') ?? '{}').conversationId)).toBe(a);

    // The agent is taken to the survivor, which holds both; Undo is offered.
    await agent.waitForURL(new RegExp(`/inbox/${a}`));
    const thread = agent.getByTestId('thread');
    await thread.getByText('Merge me: and a second question about refunds').waitFor();
    await thread.getByText('Merge me: my first question about invoices').waitFor();
    await agent.getByRole('button', { name: 'Undo' }).waitFor();
    await shoot(agent, 'inbox-merged-thread');

    // The merged-away conversation says where it went, with a link to the survivor.
    await agent.goto(`${server.url}/inbox/${b}?visitorId=${session.visitorId}`);
    await thread.getByText(`Merged into conversation`).waitFor();
    expect(await thread.getByRole('link', { name: `#${a}` }).getAttribute('href')).toContain(`/inbox/${a}`);
    await shoot(agent, 'inbox-merged-away');
    expect(errors).toEqual([]);
  });
});
