// The conversation list: rows, statistics in the filter menu, tabs and the stored filter, bulk close, paging.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/domain/constants';
import { FILTER_LABELS } from '../../../src/domain/inbox/messages';
import { buildConversation } from '../inbox-model/builders';
import { calls, fake, resetFake, spies } from './fakeData';
import { locationText, renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);

beforeEach(() => {
  resetFake();
  localStorage.clear();
});

const lastListCall = () => calls.list[calls.list.length - 1]!;

describe('conversation list', () => {
  it('shows each conversation: name (or Site visitor), preview, unread count, star, status and blocked marker', () => {
    fake.items = [
      buildConversation({ id: 1, unread: 3, starred: true, user: { name: 'Ada Lovelace', online: true } }),
      buildConversation({ id: 2, status: 'pending', message: { text: 'Anyone there?', time: 1_700_000_000 }, user: { id: 'v-2', name: '', blocked: true } }),
    ];
    renderInbox('/inbox/1?visitorId=v-ada');
    const first = screen.getByTestId('conversation-1');
    expect(within(first).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(first).getByText('Hi, is the Pro plan billed yearly?')).toBeInTheDocument();
    expect(within(first).getByLabelText('3 unread')).toBeInTheDocument();
    expect(within(first).getByLabelText('Starred')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByLabelText('Online')).toBeInTheDocument();
    const second = screen.getByTestId('conversation-2');
    expect(within(second).getByText('Site visitor')).toBeInTheDocument();
    expect(within(second).getByText('Anyone there?')).toBeInTheDocument();
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByText('Blocked')).toBeInTheDocument();
    expect(within(second).queryByLabelText(/unread/)).not.toBeInTheDocument();
  });

  it("puts the tab's statistics beside each filter", async () => {
    fake.stats = {
      nonBot: { open: 4, pending: 2, close: 1, online: 3, archived: 5, starred: 1, unread: 2, my: 6 },
      bot: { open: 9, pending: 0, close: 0, online: 0, archived: 0, starred: 0, unread: 0, my: 0 },
    };
    renderInbox('/inbox');
    fireEvent.click(screen.getByRole('button', { name: 'Filter conversations' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('filter-count-all')).toHaveTextContent('7');
    expect(within(menu).getByTestId('filter-count-open')).toHaveTextContent('4');
    expect(within(menu).getByTestId('filter-count-archived')).toHaveTextContent('5');
    expect(within(menu).getByTestId('filter-count-my')).toHaveTextContent('6');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.firstChild?.textContent)).toEqual(Object.values(FILTER_LABELS));
  });

  it('chooses a filter: the list asks for it, the URL carries its label and storage keeps it', async () => {
    renderInbox('/inbox');
    fireEvent.click(screen.getByRole('button', { name: 'Filter conversations' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Unread/ }));
    await waitFor(() => expect(lastListCall().filter).toBe('unread'));
    expect(new URLSearchParams(locationText().split('?')[1]).get('status')).toBe('Unread');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.inboxSelectedFilter)!)).toEqual({ 0: 'unread', 1: 'all' });
  });

  it('switching tab resets the filter to All Conversations and keeps that in storage', async () => {
    localStorage.setItem(STORAGE_KEYS.inboxSelectedFilter, JSON.stringify({ 0: 'starred', 1: 'pending' }));
    renderInbox('/inbox');
    expect(lastListCall()).toMatchObject({ tab: 0, filter: 'starred' });
    fireEvent.click(screen.getByRole('tab', { name: 'Bot' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tab: 1, filter: 'all' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.inboxSelectedFilter)!)).toEqual({ 0: 'starred', 1: 'all' });
    const q = new URLSearchParams(locationText().split('?')[1]);
    expect(q.get('tab')).toBe('1');
    expect(q.get('status')).toBe('All Conversations');
  });

  it('reads the tab and the filter label from the URL', () => {
    renderInbox('/inbox?tab=1&status=Pending');
    expect(lastListCall()).toMatchObject({ tab: 1, filter: 'pending' });
    expect(screen.getByRole('tab', { name: 'Bot' })).toHaveAttribute('aria-selected', 'true');
  });

  it('changes the sort', async () => {
    renderInbox('/inbox');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort conversations' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oldest Conversation' }));
    await waitFor(() => expect(lastListCall().sort).toBe('oldest'));
  });

  it('narrows by tags', async () => {
    fake.tags = [
      { id: 1, name: 'VIP' },
      { id: 2, name: 'Lead' },
    ];
    renderInbox('/inbox');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lead' }));
    await waitFor(() => expect(lastListCall().narrowing.tags).toEqual([2]));
  });

  it('closes the selected conversations in bulk', async () => {
    fake.items = [1, 2, 3].map((id) => buildConversation({ id, user: { id: `v-${id}`, name: `Visitor ${id}` } }));
    renderInbox('/inbox/1?visitorId=v-1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select conversation Visitor 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select conversation Visitor 3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(spies.bulkClose).toHaveBeenCalledWith([1, 3]));
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('selects every listed conversation at once', async () => {
    fake.items = [1, 2].map((id) => buildConversation({ id, user: { id: `v-${id}`, name: `Visitor ${id}` } }));
    renderInbox('/inbox/1?visitorId=v-1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all conversations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(spies.bulkClose).toHaveBeenCalledWith([1, 2]));
  });

  it('loads more rows when scrolled to the end, and from the Load more button', () => {
    fake.items = [buildConversation({ id: 1 })];
    fake.hasMore = true;
    renderInbox('/inbox/1?visitorId=v-ada');
    const scroller = screen.getByTestId('conversation-list');
    Object.defineProperty(scroller, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(scroller, 'clientHeight', { value: 400, configurable: true });
    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    expect(spies.loadMore).not.toHaveBeenCalled();
    scroller.scrollTop = 560;
    fireEvent.scroll(scroller);
    expect(spies.loadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(spies.loadMore).toHaveBeenCalledTimes(2);
  });
});
