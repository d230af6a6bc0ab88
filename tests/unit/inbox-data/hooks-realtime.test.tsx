// InboxDataProvider end to end with a fake socket: details -> realtime settings and subscriptions, live events into
// the hooks, a gap fetched from app/inbox/events, a reset reloading everything, details refetched after a
// reconnect, alerts only when useful, the handoff tab request and the network status.
import { waitFor } from '@testing-library/react';
import {
  useConversationList,
  useConversationThread,
  useInboxStats,
  useNetworkStatus,
  useSender,
  useSoundUnlock,
  useTabSwitchRequest,
} from '../../../src/custom/inbox/data';
import { buildConversation, buildDetail, ME, newMessage, OWN_CHANNEL, PROJECT_CHANNEL, event } from './builders';
import { callsTo, detailsRoute, harness, noMissed, renderHook, signedIn, stubApi, act, type Route } from './harness';

const c1 = buildConversation({ id: 1, lastEventTime: 1000 });
const c2 = buildConversation({ id: 2, lastEventTime: 900, user: { id: 'v-bob', name: 'Bob' } });

function routes(extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /app/inbox/details': detailsRoute(),
    'GET /app/inbox/conversations': { json: { conversations: [c1, c2], next: null, type: 'nonBot' } },
    'GET /app/inbox/conversations/1/v-ada': { json: buildDetail() },
    'GET /app/inbox/events': noMissed(),
    ...extra,
  };
}

function useInbox(open: number | null) {
  return {
    stats: useInboxStats(),
    list: useConversationList({ tab: 0, filter: 'all', sort: 'newest', narrowing: {} }),
    thread: useConversationThread(open, open === null ? null : 'v-ada'),
    network: useNetworkStatus(),
    tab: useTabSwitchRequest(),
    sender: useSender(),
    sound: useSoundUnlock(),
  };
}

async function mount(extra: Record<string, Route> = {}, open: number | null = null) {
  const calls = stubApi(routes(extra));
  const h = harness();
  const view = renderHook(({ id }) => useInbox(id), { wrapper: h.wrapper, initialProps: { id: open } });
  await waitFor(() => expect(view.result.current.list.items).toHaveLength(2));
  await waitFor(() => expect(h.rt.handlers.size).toBe(2));
  return { ...h, calls, view, result: view.result };
}

/** Connected, and the catch-up that follows each subscription answered (live events are held until then). */
async function live(m: Awaited<ReturnType<typeof mount>>) {
  const before = callsTo(m.calls, 'GET', '/app/inbox/events').length;
  m.rt.connect();
  await waitFor(() => expect(callsTo(m.calls, 'GET', '/app/inbox/events').length).toBeGreaterThan(before));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
}

beforeEach(() => signedIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('loads the details, opens the socket on the page’s host and subscribes both channels', async () => {
  const { rt, result } = await mount();
  expect(result.current.stats.stats?.nonBot).toMatchObject({ open: 2, unread: 1 });
  expect(result.current.sender).toMatchObject({ userId: ME, name: 'Grace Agent' });
  expect(rt.settings).toMatchObject({ key: '', wsHost: 'localhost', wsPath: '/realtime', authEndpoint: '/app/realtime/auth' });
  expect(rt.settings!.authHeaders()).toEqual({ Authorization: 'Bearer tok-1' });
  expect([...rt.handlers.keys()]).toEqual([PROJECT_CHANNEL, OWN_CHANNEL]);
  expect(result.current.network).toBe('connecting');
});

it('catches up on subscription, then applies live events to the list and the statistics', async () => {
  const m = await mount();
  const { rt, calls, result } = m;
  await live(m);
  expect(callsTo(calls, 'GET', '/app/inbox/events')[0]!.query.get('after')).toBe('10');
  expect(result.current.network).toBe('connected');
  rt.emit(PROJECT_CHANNEL, 'new-message', newMessage(11, { id: 300, pos: 1 }, { id: 3, lastEventTime: 5000, unread: 1 }).data);
  await waitFor(() => expect(result.current.list.items.map((c) => c.id)).toEqual([3, 1, 2]));
  expect(result.current.stats.stats?.nonBot).toMatchObject({ open: 3, unread: 2 });
  // The same event again (e.g. through the catch-up too) is stale and changes nothing.
  rt.emit(PROJECT_CHANNEL, 'new-message', newMessage(11, { id: 300, pos: 1 }, { id: 3, lastEventTime: 5000, unread: 1 }).data);
  expect(result.current.stats.stats?.nonBot.open).toBe(3);
});

it('fetches a gap from app/inbox/events and applies it before the held event', async () => {
  const missed = newMessage(11, { id: 300, pos: 1, text: 'first' }, { id: 3, lastEventTime: 5000 });
  let answer: Route = noMissed();
  const m = await mount({ 'GET /app/inbox/events': () => answer as { json: unknown } });
  const { rt, calls, result } = m;
  await live(m);
  answer = { json: { events: [missed], seq: 11, reset: false } };
  rt.emit(PROJECT_CHANNEL, 'star', event('star', 12, { conversationId: 3, starred: true, conversation: { ...missed.data.conversation, starred: true } }).data);
  await waitFor(() => expect(result.current.list.items[0]).toMatchObject({ id: 3, starred: true }));
  expect(callsTo(calls, 'GET', '/app/inbox/events')[1]!.query.get('after')).toBe('10');
  expect(result.current.stats.stats?.nonBot).toMatchObject({ open: 3, starred: 1 });
});

it('reloads the inbox when the server says the gap is too old', async () => {
  const { rt, calls } = await mount({ 'GET /app/inbox/events': { json: { events: [], seq: 99, reset: true } } });
  rt.connect();
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/details')).toHaveLength(2));
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/conversations')).toHaveLength(2));
});

it('after a reconnect fetches missed events and the details again (fresh counts and sender signature)', async () => {
  const { rt, calls, result } = await mount();
  rt.connect();
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/events')).toHaveLength(1));
  act(() => rt.setState('unavailable'));
  expect(result.current.network).toBe('unavailable');
  rt.connect();
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/events')).toHaveLength(2));
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/details')).toHaveLength(2));
  expect(result.current.network).toBe('connected');
});

it('alerts for another conversation, not for the one open on a visible page', async () => {
  const m = await mount({}, 1);
  const { rt, alerts, view } = m;
  await waitFor(() => expect(view.result.current.thread.detail).toBeDefined());
  await live(m);
  rt.emit(PROJECT_CHANNEL, 'new-message', newMessage(11, { id: 101, pos: 2 }, { id: 1 }).data);
  expect(alerts.notify).not.toHaveBeenCalled();
  rt.emit(PROJECT_CHANNEL, 'new-message', newMessage(12, { id: 201, pos: 2, text: 'ping' }, { id: 2, user: { id: 'v-bob', name: 'Bob' } }).data);
  expect(alerts.notify).toHaveBeenCalledWith(expect.objectContaining({ conversationId: 2, title: 'New message from Bob', body: 'ping' }));
  const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  rt.emit(PROJECT_CHANNEL, 'new-message', newMessage(13, { id: 102, pos: 3 }, { id: 1 }).data);
  expect(alerts.notify).toHaveBeenCalledTimes(2);
  hidden.mockRestore();
});

it('a handoff of the open conversation requests the matching tab until cleared', async () => {
  const m = await mount({}, 1);
  const { rt, result } = m;
  await live(m);
  rt.emit(PROJECT_CHANNEL, 'conversation-handoff', event('conversation-handoff', 11, { conversationId: 1, botConv: true, conversation: { ...c1, botConv: true } }).data);
  expect(result.current.tab.requestedTab).toBe(1);
  act(() => result.current.tab.clear());
  expect(result.current.tab.requestedTab).toBeNull();
});

it('a refused reply on the own channel is ignored unless it names a client id', async () => {
  const { rt, result } = await mount();
  rt.connect();
  rt.emit(OWN_CHANNEL, 'message-failed', { clientId: null, conversationId: 1, error: 'x' });
  expect(result.current.network).toBe('connected');
});

it('retries a failed subscription after 2 s', async () => {
  const { rt } = await mount();
  vi.useFakeTimers();
  act(() => rt.handlers.get(OWN_CHANNEL)!.onError!({ type: 'AuthError', status: 503 }));
  act(() => vi.advanceTimersByTime(1999));
  expect(rt.retried).toEqual([]);
  act(() => vi.advanceTimersByTime(1));
  expect(rt.retried).toEqual([OWN_CHANNEL]);
});

it('back online with a conversation open: rebuilds the connection and reloads after 5 s', async () => {
  const { rt, calls, view } = await mount({}, 1);
  await waitFor(() => expect(view.result.current.thread.detail).toBeDefined());
  rt.connect();
  vi.useFakeTimers();
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(view.result.current.network).toBe('connected');
  act(() => rt.setState('unavailable'));
  expect(view.result.current.network).toBe('offline');
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(view.result.current.network).toBe('online');
  act(() => vi.advanceTimersByTime(4999));
  expect(rt.reconnects).toBe(0);
  act(() => vi.advanceTimersByTime(1));
  expect(rt.reconnects).toBe(1);
  vi.useRealTimers();
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/conversations/1/v-ada')).toHaveLength(2));
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/conversations')).toHaveLength(2));
});

it('the sound unlock follows the alerts', async () => {
  const { result } = await mount();
  expect(result.current.sound.needsUnlock).toBe(true);
  await act(async () => result.current.sound.unlock());
  expect(result.current.sound.needsUnlock).toBe(false);
});

it('closes the socket when the inbox page goes away', async () => {
  const { rt, view } = await mount();
  view.unmount();
  expect(rt.closed).toBe(true);
  expect(rt.handlers.size).toBe(0);
});
