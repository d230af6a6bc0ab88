// /conversations: the flows list with create, rename, clone, delete and status, and the modal with the tabs
// Audience and Conversation flow at /conversations/:conversationId.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_MSG } from '../../../src/domain/flows';
import { callsTo, cleanupFlows, flowsServer, locationText, renderFlows, toastsShown } from './harness';
import { salesFlow } from './fixtures';

afterEach(cleanupFlows);

const answer = (json: object, message: string) => ({ json: { ...json, message } });

function server() {
  const flow = salesFlow();
  return flowsServer([flow], {
    'PUT /app/flows/1/status': (body) => answer({ ...flow, ...(body as object) }, FLOW_MSG.statusChanged),
    'PUT /app/flows/1/name': (body) => answer({ ...flow, ...(body as object) }, FLOW_MSG.renamed),
    'POST /app/flows/1/clone': answer({ ...flow, id: 2, name: 'Website visitors (copy)' }, FLOW_MSG.cloned),
    'DELETE /app/flows/1': answer(flow, FLOW_MSG.deleted),
    'POST /app/flows': (body) => ({ status: 201, json: { ...flow, id: 5, ...(body as object) } }),
    'GET /app/audiences': { json: [{ id: 3, name: 'Pricing page visitors' }], headers: { 'Content-Range': 'audiences 0-0/1' } },
    'GET /app/audiences/3': { json: { id: 3, name: 'Pricing page visitors' } },
  });
}

async function openList(path = '/conversations') {
  const s = server();
  renderFlows(path);
  // An open modal hides the list from the accessibility tree.
  await screen.findByText('Website visitors', { selector: 'a' });
  return s;
}

const row = () => screen.getByRole('link', { name: 'Website visitors' }).closest('tr') as HTMLElement;

describe('conversations list', () => {
  it('lists each flow with its status, audience and paths, and links to the builder', async () => {
    await openList();
    expect(within(row()).getByRole('switch', { name: 'Active: Website visitors' })).not.toBeChecked();
    expect(within(row()).getByText('All visitors')).toBeInTheDocument();
    expect(within(row()).getByText('3')).toBeInTheDocument();
    fireEvent.click(within(row()).getByRole('link', { name: 'Website visitors' }));
    await waitFor(() => expect(locationText()).toBe('/conversations/1/build'));
  });

  it('offers to create the first conversation when there is none', async () => {
    flowsServer([]);
    renderFlows('/conversations');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeInTheDocument();
  });

  it("changes the status: 'Conversation status changed successfully'", async () => {
    const { calls } = await openList();
    fireEvent.click(within(row()).getByRole('switch', { name: 'Active: Website visitors' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.statusChanged));
    expect(callsTo(calls, 'PUT', '/app/flows/1/status').map((c) => c.body)).toEqual([{ status: 'active' }]);
  });

  it("renames with the name rule first: 'Conversation name updated successfully'", async () => {
    const { calls } = await openList();
    fireEvent.click(within(row()).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the conversation' });
    const input = within(dialog).getByRole('textbox', { name: 'Conversation name' });
    expect(input).toHaveValue('Website visitors');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(FLOW_MSG.nameMin)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/app/flows/1/name')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Pricing bot' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.renamed));
    expect(callsTo(calls, 'PUT', '/app/flows/1/name').map((c) => c.body)).toEqual([{ name: 'Pricing bot' }]);
  });

  it("clones: 'Conversation cloned successfully'", async () => {
    const { calls } = await openList();
    fireEvent.click(within(row()).getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.cloned));
    expect(callsTo(calls, 'POST', '/app/flows/1/clone')).toHaveLength(1);
  });

  it("deletes after a confirmation: 'Conversation deleted successfully'", async () => {
    const { calls } = await openList();
    fireEvent.click(within(row()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete the conversation "Website visitors"?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.deleted));
    expect(callsTo(calls, 'DELETE', '/app/flows/1')).toHaveLength(1);
  });

  it('creates a conversation and opens it in the builder', async () => {
    const { calls } = await openList();
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Conversation name' }), { target: { value: 'Pricing bot' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(locationText()).toBe('/conversations/5/build'));
    expect(callsTo(calls, 'POST', '/app/flows').map((c) => c.body)).toEqual([{ name: 'Pricing bot' }]);
  });

  it('opens the modal with the tabs Audience and Conversation flow, and saves the audience', async () => {
    const { calls } = await openList('/conversations/1');
    const modal = await screen.findByRole('dialog', { name: 'Conversation: Website visitors' });
    expect(within(modal).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Audience', 'Conversation flow']);

    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Audience' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pricing page visitors' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContain(FLOW_MSG.saved));
    expect(callsTo(calls, 'PUT', '/app/flows/1').map((c) => (c.body as { audienceId: number }).audienceId)).toEqual([3]);

    fireEvent.click(within(modal).getByRole('tab', { name: 'Conversation flow' }));
    expect(within(modal).getByRole('list', { name: 'Paths' })).toHaveTextContent(/Welcome path.*2 steps.*Sales path.*2 steps.*Support path/);
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(locationText()).toBe('/conversations'));
  });
});
