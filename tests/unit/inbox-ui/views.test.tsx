// Saved views in the inbox (issue 27): opening a view by its URL restores the tab, filter, tags, date range, sort and
// search exactly (the search box shows the view's words; a view without a search clears the box), saving keeps the
// search box's words, and the menu's live counts are read again when conversations change (project channel events).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { projectChannel } from '../../../src/domain/channels';
import { SEARCH_MSG } from '../../../src/domain/search/query';
import type { SavedView, ViewState } from '../../../src/domain/inbox/views';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { SharedRealtimeContext } from '../../../src/custom/realtime/context';
import type { ListState } from '../../../src/custom/inbox/list/useListState';
import { agentSession } from '../support/agentSession';
import { fakeRealtimeClient } from '../support/fakeRealtime';
import { calls, resetFake } from './fakeData';
import { locationText, renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);
const views = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), create: vi.fn(), remove: vi.fn() }));
vi.mock('../../../src/providers/api/inboxBulk', async (original) => ({ ...(await original<object>()), viewsApi: views }));
const search = vi.hoisted(() => vi.fn());
vi.mock('../../../src/providers/api/inbox', async (original) => {
  const mod = await original<typeof import('../../../src/providers/api/inbox')>();
  return { ...mod, inboxApi: { ...mod.inboxApi, search } };
});

vi.setConfig({ testTimeout: 40_000 });
const { ViewsMenu } = await import('../../../src/custom/inbox/views/ViewsMenu');

const view = (state: ViewState, over: Partial<SavedView> = {}): SavedView => ({ id: 5, name: 'Refunds', shared: false, mine: true, state, count: 3, ...over });
const box = () => screen.getByRole('searchbox', { name: SEARCH_MSG.label }) as HTMLInputElement;
const lastList = () => calls.list[calls.list.length - 1]!;

beforeEach(() => {
  resetFake();
  localStorage.clear();
  Object.values(views).forEach((f) => f.mockReset());
  views.list.mockResolvedValue([]);
  search.mockReset();
  search.mockResolvedValue({ hits: [], total: 0 });
});

describe('opening a view by URL', () => {
  it('restores tab, filter, tags, date range, sort and search; the search box shows the words', async () => {
    views.get.mockResolvedValue(view({ tab: 1, filter: 'starred', sort: 'oldest', tags: [4, 9], fromTime: 1_700_000_000, toTime: 1_700_600_000, search: 'refund' }));
    renderInbox('/inbox?status=Open&view=5');
    await waitFor(() => expect(box().value).toBe('refund'), { timeout: 15_000 });
    expect(views.get).toHaveBeenCalledWith(5);
    const url = new URLSearchParams(locationText().split('?')[1]);
    expect(url.get('search')).toBe('refund');
    expect(url.get('view')).toBeNull();
    expect(url.get('tab')).toBe('1');
    expect(url.get('status')).toBe('Starred');
    expect(lastList()).toMatchObject({ tab: 1, filter: 'starred', sort: 'oldest', narrowing: { tags: [4, 9], fromTime: 1_700_000_000, toTime: 1_700_600_000 } });
  });

  it('opens while a search shows, and a view without a search clears the box', async () => {
    views.get.mockResolvedValue(view({ tab: 0, filter: 'close', sort: 'newest' }));
    renderInbox('/inbox?search=older&view=5');
    await waitFor(() => expect(views.get).toHaveBeenCalledWith(5), { timeout: 15_000 });
    await waitFor(() => expect(box().value).toBe(''), { timeout: 15_000 });
    expect(new URLSearchParams(locationText().split('?')[1]).get('status')).toBe('Close');
    expect(lastList()).toMatchObject({ tab: 0, filter: 'close', sort: 'newest' });
  });
});

describe('saving a view', () => {
  it('keeps the search box\'s words with the list\'s state (the menu shows beside the box while searching)', async () => {
    views.create.mockImplementation(async (input: { name: string; state: ViewState }) => view(input.state, { name: input.name }));
    renderInbox('/inbox?search=refund');
    fireEvent.click(await screen.findByRole('button', { name: 'Views' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Refunds' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(views.create).toHaveBeenCalledOnce());
    expect(views.create.mock.calls[0]![0]).toMatchObject({ name: 'Refunds', shared: false, state: { tab: 0, filter: 'all', sort: 'newest', search: 'refund' } });
  });
});

describe('live counts', () => {
  it('reads the counts again when the menu opens and after conversation events while it is open', async () => {
    const { client, channels } = fakeRealtimeClient();
    let count = 3;
    views.list.mockImplementation(async () => [view({ tab: 0, filter: 'open', sort: 'newest' }, { count })]);
    const list = { tab: 0, filter: 'all', sort: 'newest', narrowing: {} } as unknown as ListState;
    render(
      <MemoryRouter initialEntries={['/inbox']}>
        <AdminContext store={memoryStore()}>
          <SessionContext.Provider value={agentSession()}>
            <SharedRealtimeContext.Provider value={client}>
              <ViewsMenu list={list} />
            </SharedRealtimeContext.Provider>
          </SessionContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    await screen.findByLabelText('3 conversations');
    const project = projectChannel(1);
    await waitFor(() => expect(channels.has(project)).toBe(true));
    const reads = views.list.mock.calls.length;
    count = 4;
    // Not every event changes a count: a read receipt reads nothing.
    act(() => channels.get(project)!.onEvent('visitor-read', { conversationId: 1, time: 1 }));
    await new Promise((r) => setTimeout(r, 1800));
    expect(views.list.mock.calls.length).toBe(reads);
    act(() => channels.get(project)!.onEvent('conversation-status', { seq: 9, conversationId: 1 }));
    act(() => channels.get(project)!.onEvent('star', { seq: 10, conversationId: 1 }));
    await screen.findByLabelText('4 conversations', undefined, { timeout: 4000 });
    expect(views.list.mock.calls.length).toBe(reads + 1);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(channels.has(project)).toBe(false));
  });
});
