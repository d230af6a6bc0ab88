// The selection toolbar's jobs (issue 27): a page-only selection offers every action "select all matching" offers,
// run as the same bulk job over the selected ids; the progress bar follows the server's 'bulk-progress' events on the
// agent's own channel (no polling), reads the job once when it appears and again after a reconnect (an event lost
// while the connection was down leaves no stale bar), and ends with "N updated, M skipped: no permission".
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { agentChannel } from '../../../src/domain/channels';
import { BULK_PROGRESS_EVENT, type BulkJob } from '../../../src/domain/inbox/bulk';
import type { RealtimeClient } from '../../../src/providers/realtime';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { SharedRealtimeContext } from '../../../src/custom/realtime/context';
import type { ListState } from '../../../src/custom/inbox/list/useListState';
import { buildConversation } from '../inbox-model/builders';
import { agentSession } from '../support/agentSession';
import { fakeRealtimeClient } from '../support/fakeRealtime';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);
const api = vi.hoisted(() => ({ count: vi.fn(), start: vi.fn(), get: vi.fn(), cancel: vi.fn(), download: vi.fn() }));
vi.mock('../../../src/providers/api/inboxBulk', () => ({ bulkApi: api, viewsApi: {} }));

const { BulkSelection } = await import('../../../src/custom/inbox/bulk/BulkSelection');
const { fake, resetFake } = await import('./fakeData');

vi.setConfig({ testTimeout: 20_000 });

const job = (over: Partial<BulkJob> = {}): BulkJob => ({ id: 9, action: { kind: 'star' }, total: 2, done: 0, updated: 0, skipped: 0, state: 'running', createdAt: 0, finishedAt: null, ...over });

const fakeClient = () => fakeRealtimeClient({ subscribed: true });

const list: ListState = {
  tab: 0,
  filter: 'all',
  sort: 'newest',
  narrowing: {},
  changeTab: vi.fn(),
  changeFilter: vi.fn(),
  changeSort: vi.fn(),
  changeNarrowing: vi.fn(),
  applyView: vi.fn(),
};
const items = [buildConversation({ id: 1 }), buildConversation({ id: 2 }), buildConversation({ id: 3 })];

function renderSelection(client: RealtimeClient, checked: number[]) {
  const setChecked = vi.fn();
  const ui = (children: ReactNode) => (
    <AdminContext store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionContext.Provider value={agentSession()}>
        <SharedRealtimeContext.Provider value={client}>{children}</SharedRealtimeContext.Provider>
      </SessionContext.Provider>
    </AdminContext>
  );
  render(ui(<BulkSelection list={list} items={items} checked={checked} setChecked={setChecked} onCloseSelected={vi.fn()} />));
  return { setChecked };
}

beforeEach(() => {
  resetFake();
  fake.tags = [{ id: 4, name: 'VIP' }];
  Object.values(api).forEach((f) => f.mockReset());
  api.count.mockResolvedValue(250);
});

describe('a page-only selection', () => {
  it('offers every action of "select all matching" and runs it as a bulk job over the selected ids', async () => {
    api.start.mockResolvedValue(job());
    api.get.mockResolvedValue(job());
    const { client } = fakeClient();
    renderSelection(client, [1, 3]);
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const offered = screen.getAllByRole('menuitem').map((m) => m.textContent);
    expect(offered).toEqual(['Close', 'Reopen', 'Assign to me', 'Tag…', 'Untag…', 'Star', 'Archive', 'Export']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Tag…' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'VIP' }));
    await waitFor(() => expect(api.start).toHaveBeenCalledOnce());
    expect(api.start.mock.calls[0]![1]).toEqual({ kind: 'tag', tagId: 4 });
    expect(api.start.mock.calls[0]![2]).toEqual([1, 3]);
  });
});

describe('the progress bar', () => {
  it('follows the bulk-progress events, reads the job again after a reconnect, and shows the result', async () => {
    api.start.mockResolvedValue(job());
    api.get.mockResolvedValue(job());
    const { client, channels } = fakeClient();
    renderSelection(client, [1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Star' }));
    await screen.findByText('Star: 0 of 2');
    const own = agentChannel(1, 7);
    await waitFor(() => expect(channels.has(own)).toBe(true));
    // One read when the bar appears (events sent before the handler listened), none while events flow.
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    act(() => channels.get(own)!.onEvent(BULK_PROGRESS_EVENT, job({ done: 1, updated: 1 })));
    await screen.findByText('Star: 1 of 2');
    // Another job's progress, or an older event, does not move this bar.
    act(() => channels.get(own)!.onEvent(BULK_PROGRESS_EVENT, job({ id: 10, done: 2 })));
    act(() => channels.get(own)!.onEvent(BULK_PROGRESS_EVENT, job({ done: 0 })));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Star: 1 of 2')).toBeTruthy();
    // The end event is lost while the connection is down; the re-subscription reads the job as it is.
    api.get.mockResolvedValue(job({ state: 'finished', done: 2, updated: 1, skipped: 1 }));
    await new Promise((r) => setTimeout(r, 700));
    expect(api.get).toHaveBeenCalledTimes(1);
    act(() => channels.get(own)!.onSubscribed!());
    await screen.findByText('1 updated, 1 skipped: no permission');
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
