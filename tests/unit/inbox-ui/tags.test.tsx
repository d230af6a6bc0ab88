// Tags from the thread (issue 22 point 8): the right panel lists the conversation's tags, removes one, adds one of
// the project's tags, and creates a new one, for agents who may write; read-only agents only see them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { buildConversation } from '../inbox-model/builders';
import { buildDetail, fake, resetFake, spies } from './fakeData';
import { renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);
vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => {
  resetFake();
  localStorage.clear();
  fake.tags = [
    { id: 1, name: 'Enterprise' },
    { id: 2, name: 'Pricing' },
    { id: 3, name: 'Renewal' },
  ];
  fake.items = [buildConversation({ id: 1, tags: [1] })];
  fake.detail = buildDetail({ conversationId: 1, details: { tags: [1, 2] } });
});

const panel = async () => within(await screen.findByTestId('conversation-tags'));
const readOnlyInbox = (): PermissionTree => ({ ...fullPermissionTree(), inbox: { permissions: ['read'] } });

describe('conversation tags in the right panel', () => {
  it("shows the thread's tags and removes one", async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    const p = await panel();
    expect(p.getAllByRole('listitem').map((c) => c.textContent)).toEqual(['Enterprise', 'Pricing']);
    fireEvent.click(p.getByLabelText('Remove tag Pricing'));
    expect(spies.tagRemove).toHaveBeenCalledWith(2);
  });

  it('adds one of the project tags not on the conversation yet', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    const p = await panel();
    const box = p.getByRole('combobox', { name: 'Add a tag' });
    fireEvent.change(box, { target: { value: 'ren' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Renewal' }));
    expect(spies.tagAdd).toHaveBeenCalledWith(3);
    expect(spies.tagCreate).not.toHaveBeenCalled();
  });

  it('creates a new tag from what was typed', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    const p = await panel();
    fireEvent.change(p.getByRole('combobox', { name: 'Add a tag' }), { target: { value: 'Churn risk' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Create "Churn risk"' }));
    await waitFor(() => expect(spies.tagCreate).toHaveBeenCalledWith('Churn risk'));
    expect(spies.tagAdd).not.toHaveBeenCalled();
  });

  it('refuses a name longer than a tag allows', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    const p = await panel();
    fireEvent.change(p.getByRole('combobox', { name: 'Add a tag' }), { target: { value: 'x'.repeat(41) } });
    fireEvent.click(await screen.findByRole('option', { name: /^Create/ }));
    expect(await p.findByText(/40 characters/)).toBeInTheDocument();
    expect(spies.tagCreate).not.toHaveBeenCalled();
  });

  it('only lists the tags for an agent who cannot write', async () => {
    renderInbox('/inbox/1?visitorId=v-ada', { permissions: readOnlyInbox() });
    const p = await panel();
    expect(p.getAllByRole('listitem')).toHaveLength(2);
    expect(p.queryByRole('combobox')).not.toBeInTheDocument();
    expect(p.queryByLabelText('Remove tag Pricing')).not.toBeInTheDocument();
  });
});
