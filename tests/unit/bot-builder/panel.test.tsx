// Side-panel editing that changes the links between paths, and the version history with restore.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_MSG } from '../../../src/domain/flows';
import { callsTo, cleanupFlows, flowsServer, renderFlows, toastsShown } from './harness';
import { salesFlow } from './fixtures';

afterEach(cleanupFlows);

const panel = () => screen.getByRole('complementary', { name: 'Step settings' });
const column = (n: number) => screen.getByRole('region', { name: new RegExp(`^Path ${n}:`) });

async function pick(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('side panel', () => {
  it("re-points a button to another path, and flags a button that leads nowhere", async () => {
    flowsServer([salesFlow()]);
    renderFlows('/conversations/1/build');
    fireEvent.click(await within(await screen.findByRole('region', { name: /^Path 1:/ })).findByRole('button', { name: 'Step 2: Buttons' }));
    const sales = within(panel()).getByRole('group', { name: 'Button label 1' });
    await pick(within(sales).getByRole('combobox', { name: 'Path' }), 'Support path');
    expect(within(column(1)).getByText('Sales → Support path')).toBeInTheDocument();
    // Nothing leads to the Sales path any more: a warning, not an error.
    expect(within(column(2)).getByText(FLOW_MSG.pathUnreachable)).toBeInTheDocument();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Add button' }));
    const third = within(panel()).getByRole('group', { name: 'Button label 3' });
    expect(within(third).getByText(FLOW_MSG.fieldEmpty)).toBeInTheDocument();
    fireEvent.change(within(third).getByRole('textbox', { name: 'Button label' }), { target: { value: 'Sales' } });
    expect(within(third).getByText(FLOW_MSG.duplicateButtons)).toBeInTheDocument();
    await pick(within(third).getByRole('combobox', { name: 'Leads to' }), 'Go to path');
    expect(within(third).getByText(FLOW_MSG.pathRequired)).toBeInTheDocument();
  });

  it('edits the hand-over: routing that needs people, a Slack destination that needs a channel', async () => {
    flowsServer([salesFlow()]);
    renderFlows('/conversations/1/build');
    fireEvent.click(await within(await screen.findByRole('region', { name: /^Path 2:/ })).findByRole('button', { name: 'Step 2: Live Chat' }));
    const members = within(panel()).getByRole('combobox', { name: 'Members' });
    fireEvent.keyDown(members, { key: 'Backspace' });
    const teams = within(panel()).getByRole('combobox', { name: 'Teams' });
    fireEvent.keyDown(teams, { key: 'Backspace' });
    expect(await within(panel()).findByText(FLOW_MSG.assignmentRequired)).toBeInTheDocument();
    await pick(within(panel()).getByRole('combobox', { name: 'Destination' }), 'Slack');
    expect(within(panel()).getByText(FLOW_MSG.channelRequired)).toBeInTheDocument();
    // Slack is not connected here (no channel list): the channel id is typed.
    const typed = await within(panel()).findByRole('textbox', { name: 'Channel' });
    fireEvent.change(typed, { target: { value: 'C0SUPPORT' } });
    expect(within(panel()).queryByText(FLOW_MSG.channelRequired)).toBeNull();
    fireEvent.change(within(panel()).getByRole('spinbutton', { name: 'Wait for an agent (seconds)' }), { target: { value: '1000' } });
    expect(within(panel()).getByText(FLOW_MSG.durationMax)).toBeInTheDocument();
  });

  it("picks a Teams channel by name from the connected tenant's channels, storing its id", async () => {
    const { calls } = flowsServer([salesFlow()], {
      'GET /app/msteams/channels': {
        json: { channels: [{ id: '19:support@thread.tacv2', name: 'Acme Sales › Support' }, { id: '19:sales@thread.tacv2', name: 'Acme Sales › Sales' }] },
      },
    });
    renderFlows('/conversations/1/build');
    fireEvent.click(await within(await screen.findByRole('region', { name: /^Path 2:/ })).findByRole('button', { name: 'Step 2: Live Chat' }));
    await pick(within(panel()).getByRole('combobox', { name: 'Destination' }), 'MS Teams');
    const channel = await within(panel()).findByRole('combobox', { name: 'Channel' });
    fireEvent.mouseDown(channel);
    fireEvent.keyDown(channel, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Acme Sales › Sales' }));
    expect(channel).toHaveValue('Acme Sales › Sales');
    expect(within(panel()).queryByText(FLOW_MSG.channelRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/app/flows/1')).toHaveLength(1));
    const saved = JSON.stringify(callsTo(calls, 'PUT', '/app/flows/1')[0]!.body);
    expect(saved).toContain('19:sales@thread.tacv2');
  });
});

describe('version history', () => {
  it('lists the saved versions and restores one as a new version', async () => {
    const flow = salesFlow();
    const older = { ...flow, paths: flow.paths.map((p, i) => (i === 1 ? { ...p, name: 'Old sales path' } : p)) };
    const { calls } = flowsServer([flow], {
      'GET /app/flows/1/versions': {
        json: { versions: [3, 2, 1].map((version) => ({ version, saved_by: 7, created_at: 1_700_000_000 - version * 60 })) },
      },
      'POST /app/flows/1/versions/2/restore': { json: { ...older, version: 4, message: FLOW_MSG.saved } },
    });
    renderFlows('/conversations/1/build');
    await screen.findByRole('region', { name: 'Path 2: Sales path' });
    fireEvent.click(screen.getByRole('button', { name: 'Version history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    const list = await within(dialog).findByRole('list', { name: 'Version history' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 9))).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(within(list).queryByRole('button', { name: 'Restore Version 3' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Restore Version 2' }));
    expect(await screen.findByRole('region', { name: 'Path 2: Old sales path' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/flows/1/versions/2/restore')).toHaveLength(1);
    expect(toastsShown()).toContain(FLOW_MSG.saved);
  });
});
