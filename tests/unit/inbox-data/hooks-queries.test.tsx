// The read side and the actions: list paging by cursor, the thread's older pages and its read-once rule, the
// conversation actions with their toasts and local changes (removing an agent restored on failure), the
// active-conversation ping, member search and tags.
import { waitFor } from '@testing-library/react';
import { getNotificationState } from '../../../src/providers/notifications';
import {
  useActiveConversationPing,
  useConversationList,
  useConversationThread,
  useInboxActions,
  useInboxStats,
  useMemberSearch,
  useTags,
} from '../../../src/custom/inbox/data';
import { buildConversation, buildDetail, buildMessage } from './builders';
import { act, callsTo, detailsRoute, harness, noMissed, renderHook, signedIn, stubApi, type Route } from './harness';

const page1 = [buildConversation({ id: 1, lastEventTime: 1000, unread: 2 }), buildConversation({ id: 2, lastEventTime: 900 })];
const page2 = [buildConversation({ id: 2, lastEventTime: 900 }), buildConversation({ id: 3, lastEventTime: 800 })];
const participants = { appUsers: [{ id: 4, name: 'Ann', img: null }, { id: 5, name: 'Ben', img: null }], slackUsers: [] };

function routes(extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /app/inbox/details': detailsRoute(),
    'GET /app/inbox/events': noMissed(),
    'GET /app/inbox/conversations': (call) =>
      call.query.get('before') === '900_2'
        ? { json: { conversations: page2, next: null, type: 'nonBot' } }
        : { json: { conversations: page1, next: '900_2', type: 'nonBot' } },
    'GET /app/inbox/conversations/1/v-ada': (call) =>
      call.query.get('lastMessagePos') === '51'
        ? { json: buildDetail({ messages: [buildMessage({ id: 150, pos: 50, text: 'older' })], lastMessagePos: null }) }
        : { json: buildDetail({ messages: [buildMessage({ id: 151, pos: 51 })], lastMessagePos: 51, details: { ...buildDetail().details, unread: 2 }, participants }) },
    'POST /app/inbox/conversations/1/read': { json: { ok: true } },
    ...extra,
  };
}

const list = () => useConversationList({ tab: 0, filter: 'all', sort: 'newest', narrowing: {} });
const toasts = () => getNotificationState().toasts.map((t) => [t.kind, t.message]);

beforeEach(() => signedIn());
afterEach(() => vi.unstubAllGlobals());

it('statistics are loading until the details arrive', async () => {
  stubApi(routes());
  const h = harness();
  const { result } = renderHook(() => useInboxStats(), { wrapper: h.wrapper });
  expect(result.current).toEqual({ stats: undefined, isLoading: true });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.stats?.nonBot.open).toBe(2);
});

it('asks for the filtered list and loads further pages by cursor without duplicates', async () => {
  const calls = stubApi(routes());
  const h = harness();
  const { result } = renderHook(() => useConversationList({ tab: 1, filter: 'unread', sort: 'oldest', narrowing: { tags: [4] } }), { wrapper: h.wrapper });
  await waitFor(() => expect(result.current.items).toHaveLength(2));
  const q = callsTo(calls, 'GET', '/app/inbox/conversations')[0]!.query;
  expect(Object.fromEntries(q)).toEqual({ participant: 'bot', limit: '30', archive: 'false', readStatus: 'unread', tags: '4', sort: 'oldest' });
  expect(result.current.hasMore).toBe(true);
});

it('loadMore merges the next page once, however often it is called', async () => {
  const calls = stubApi(routes());
  const h = harness();
  const { result } = renderHook(list, { wrapper: h.wrapper });
  await waitFor(() => expect(result.current.hasMore).toBe(true));
  act(() => {
    result.current.loadMore();
    result.current.loadMore();
  });
  await waitFor(() => expect(result.current.items.map((c) => c.id)).toEqual([1, 2, 3]));
  expect(result.current.hasMore).toBe(false);
  expect(callsTo(calls, 'GET', '/app/inbox/conversations').map((c) => c.query.get('before'))).toEqual([null, '900_2']);
});

it('reports a failed list', async () => {
  stubApi(routes({ 'GET /app/inbox/conversations': { status: 500, json: { message: 'Database unavailable' } } }));
  const h = harness();
  const { result } = renderHook(list, { wrapper: h.wrapper });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(toasts()).toContainEqual(['error', 'Database unavailable']);
});

it('opening an unread conversation marks it read once and clears its unread in the list', async () => {
  const calls = stubApi(routes());
  const h = harness();
  const { result, rerender } = renderHook(() => ({ thread: useConversationThread(1, 'v-ada'), list: list() }), { wrapper: h.wrapper });
  await waitFor(() => expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/read')).toHaveLength(1));
  await waitFor(() => expect(result.current.thread.detail?.details.unread).toBe(0));
  await waitFor(() => expect(result.current.list.items.find((c) => c.id === 1)?.unread).toBe(0));
  rerender();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/read')).toHaveLength(1);
});

it('waits for the page to be visible before marking read', async () => {
  const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  const calls = stubApi(routes());
  const h = harness();
  const { result } = renderHook(() => useConversationThread(1, 'v-ada'), { wrapper: h.wrapper });
  await waitFor(() => expect(result.current.detail).toBeDefined());
  expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/read')).toHaveLength(0);
  hidden.mockReturnValue(false);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() => expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/read')).toHaveLength(1));
  hidden.mockRestore();
});

it('loads older messages by lastMessagePos until the first one', async () => {
  const calls = stubApi(routes());
  const h = harness();
  const { result } = renderHook(() => useConversationThread(1, 'v-ada'), { wrapper: h.wrapper });
  await waitFor(() => expect(result.current.hasOlder).toBe(true));
  act(() => result.current.loadOlder());
  await waitFor(() => expect(result.current.entries.map((e) => e.message.pos)).toEqual([50, 51]));
  expect(result.current.hasOlder).toBe(false);
  expect(callsTo(calls, 'GET', '/app/inbox/conversations/1/v-ada').map((c) => c.query.get('lastMessagePos'))).toEqual([null, '51']);
});

it('no conversation: nothing loads', async () => {
  const calls = stubApi(routes());
  const h = harness();
  const { result } = renderHook(() => useConversationThread(null, null), { wrapper: h.wrapper });
  expect(result.current).toMatchObject({ detail: undefined, entries: [], isLoading: false, hasOlder: false });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(calls.filter((c) => c.path.startsWith('/app/inbox/conversations/'))).toEqual([]);
});

describe('actions', () => {
  async function mount(extra: Record<string, Route> = {}) {
    const calls = stubApi(routes(extra));
    const h = harness();
    const view = renderHook(() => ({ actions: useInboxActions(), thread: useConversationThread(1, 'v-ada'), list: list() }), { wrapper: h.wrapper });
    await waitFor(() => expect(view.result.current.thread.detail).toBeDefined());
    await waitFor(() => expect(view.result.current.list.items).toHaveLength(2));
    return { calls, result: view.result };
  }

  it('status change: the call, the toast, the list item and the thread', async () => {
    const { calls, result } = await mount({ 'POST /app/inbox/conversations/1/status': { json: { ok: true, status: 'pending' } } });
    await act(() => result.current.actions.setStatus(1, 'pending'));
    expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/status')[0]!.body).toEqual({ status: 'pending' });
    expect(toasts()).toContainEqual(['success', 'Conversation status changed successfully']);
    await waitFor(() => expect(result.current.thread.detail?.details.status).toBe('pending'));
    expect(result.current.list.items.find((c) => c.id === 1)?.status).toBe('pending');
  });

  it('star and archive', async () => {
    const { calls, result } = await mount({
      'POST /app/inbox/conversations/1/star': { json: { ok: true } },
      'POST /app/inbox/conversations/1/archive': { json: { ok: true } },
    });
    await act(() => result.current.actions.setStarred(1, true));
    await waitFor(() => expect(result.current.thread.detail?.details.starred).toBe(true));
    await act(() => result.current.actions.setArchived(1, true));
    await waitFor(() => expect(result.current.list.items.map((c) => c.id)).toEqual([2]));
    expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/archive')[0]!.body).toEqual({ archived: true });
  });

  it('bulk close closes every selected conversation with one toast', async () => {
    const { calls, result } = await mount({ 'POST /app/inbox/conversations/status': { json: { ok: true } } });
    await act(() => result.current.actions.bulkClose([1, 2]));
    expect(callsTo(calls, 'POST', '/app/inbox/conversations/status')[0]!.body).toEqual({ conversationIds: [1, 2], status: 'close' });
    expect(toasts()).toEqual([['success', 'Closed all the selected conversations successfully!']]);
    await waitFor(() => expect(result.current.list.items.map((c) => c.status)).toEqual(['close', 'close']));
  });

  it('a failed action rejects after the error toast and changes nothing', async () => {
    const { result } = await mount({ 'POST /app/inbox/conversations/1/status': { status: 403, json: { message: 'You are not authorized' } } });
    await act(async () => {
      await expect(result.current.actions.setStatus(1, 'close')).rejects.toThrow('You are not authorized');
    });
    expect(toasts()).toEqual([['error', 'You are not authorized']]);
    expect(result.current.thread.detail?.details.status).toBe('open');
  });

  it('accept posts the flag', async () => {
    const { calls, result } = await mount({ 'POST /app/inbox/conversations/1/accept': { json: { ok: true, accept: true } } });
    await act(() => result.current.actions.accept(1));
    expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/accept')[0]!.body).toEqual({ accept: true });
  });

  it('adding agents shows the new participants and the toast', async () => {
    const more = { appUsers: [...participants.appUsers, { id: 6, name: 'Cy', img: null }], slackUsers: [] };
    const { calls, result } = await mount({ 'POST /app/inbox/conversations/1/members': { json: more } });
    await act(() => result.current.actions.addMembers(1, [6]));
    expect(callsTo(calls, 'POST', '/app/inbox/conversations/1/members')[0]!.body).toEqual({ appUserIds: [6] });
    expect(toasts()).toContainEqual(['success', 'Added agents to the conversation successfully!']);
    await waitFor(() => expect(result.current.thread.detail?.participants.appUsers.map((u) => u.id)).toEqual([4, 5, 6]));
  });

  it('removing an agent shows at once, and a failure restores the participants', async () => {
    let answer: Route = { json: { appUsers: [participants.appUsers[1]], slackUsers: [] } };
    const { calls, result } = await mount({ 'DELETE /app/inbox/conversations/1/members': () => answer as { json: unknown } });
    await act(() => result.current.actions.removeMember(1, 4));
    expect(callsTo(calls, 'DELETE', '/app/inbox/conversations/1/members')[0]!.body).toEqual({ appUserId: 4 });
    expect(toasts()).toContainEqual(['success', 'Removed agent from the conversation successfully!']);
    await waitFor(() => expect(result.current.thread.detail?.participants.appUsers.map((u) => u.id)).toEqual([5]));

    answer = { status: 500, json: { message: 'Could not remove' } };
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.actions.removeMember(1, 5);
    });
    await act(async () => {
      await expect(pending).rejects.toThrow('Could not remove');
    });
    await waitFor(() => expect(result.current.thread.detail?.participants.appUsers.map((u) => u.id)).toEqual([5]));
  });
});

it('pings the active conversation on each change and ignores failures silently', async () => {
  let fail = false;
  const calls = stubApi(routes({ 'POST /app/user/inbox/conversation/active': () => (fail ? { status: 500, json: { message: 'down' } } : { json: { ok: true } }) }));
  const h = harness();
  const { rerender } = renderHook(({ id }) => useActiveConversationPing(id), { wrapper: h.wrapper, initialProps: { id: null as number | null } });
  rerender({ id: 1 });
  await waitFor(() => expect(callsTo(calls, 'POST', '/app/user/inbox/conversation/active')).toHaveLength(1));
  fail = true;
  rerender({ id: null });
  await waitFor(() => expect(callsTo(calls, 'POST', '/app/user/inbox/conversation/active')).toHaveLength(2));
  expect(callsTo(calls, 'POST', '/app/user/inbox/conversation/active').map((c) => c.body)).toEqual([{ conversationId: 1 }, { conversationId: null }]);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(toasts()).toEqual([]);
});

it('searches members and lists tags', async () => {
  const calls = stubApi(
    routes({
      'GET /app/member/search': (call) => ({ json: { users: [{ id: 4, name: `Ann ${call.query.get('q')}`, email: 'ann@x.test', img: null }] } }),
      'GET /app/tags': { json: { tags: [{ id: 1, name: 'Blocked', fixed: true }, { id: 2, name: 'VIP', fixed: false }] } },
    }),
  );
  const h = harness();
  const { result, rerender } = renderHook(({ q }) => ({ members: useMemberSearch(q), tags: useTags() }), { wrapper: h.wrapper, initialProps: { q: ' an ' } });
  await waitFor(() => expect(result.current.members.users.map((u) => u.name)).toEqual(['Ann an']));
  await waitFor(() => expect(result.current.tags.tags.map((t) => t.name)).toEqual(['Blocked', 'VIP']));
  expect(callsTo(calls, 'GET', '/app/tags')[0]!.query.get('all')).toBe('true');
  rerender({ q: 'bo' });
  await waitFor(() => expect(result.current.members.users.map((u) => u.name)).toEqual(['Ann bo']));
});
