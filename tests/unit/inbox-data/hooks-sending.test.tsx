// Sending through the hooks: the optimistic entry, confirmation by the server's new-message carrying the client id
// (no duplicate), failure by message-failed, by timeout or with no connection, and a retry with the same client id.
import { notifyManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { ClientAppMessage } from '../../../src/domain/inbox/events';
import { SEND_CONFIRM_TIMEOUT_MS } from '../../../src/domain/inbox/sending';
import { useConversationThread, useSendReply, useSender } from '../../../src/custom/inbox/data';
import { buildDetail, buildDetails, ME, newMessage, OWN_CHANNEL, PROJECT_CHANNEL } from './builders';
import { act, callsTo, detailsRoute, harness, noMissed, renderHook, signedIn, stubApi } from './harness';

function useReply() {
  const thread = useConversationThread(1, 'v-ada');
  const reply = useSendReply(thread.detail);
  return { thread, reply, sender: useSender() };
}

const statuses = (r: { current: ReturnType<typeof useReply> }) => r.current.thread.entries.map((e) => e.status);

async function mount() {
  const calls = stubApi({
    'GET /app/inbox/details': detailsRoute(),
    'GET /app/inbox/conversations/1/v-ada': { json: buildDetail() },
    'GET /app/inbox/events': noMissed(),
  });
  const h = harness();
  const view = renderHook(() => useReply(), { wrapper: h.wrapper });
  await waitFor(() => expect(view.result.current.thread.detail).toBeDefined());
  await waitFor(() => expect(h.rt.handlers.size).toBe(2));
  h.rt.connect();
  await waitFor(() => expect(callsTo(calls, 'GET', '/app/inbox/events')).toHaveLength(1));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  return { ...h, calls, result: view.result };
}

const sent = (rt: { triggered: Array<{ channel: string; event: string; data: unknown }> }) =>
  rt.triggered.map((t) => ({ channel: t.channel, event: t.event, payload: t.data as ClientAppMessage }));

function confirmation(payload: ClientAppMessage, seq = 11) {
  return newMessage(seq, { id: 101, pos: 2, text: payload.message.text, senderType: 'agent', clientId: payload.clientId, userId: ME }, { id: 1 }).data;
}

/** Fake time for the send timeout; cache notifications then go out at once instead of on a (fake) timer. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  notifyManager.setScheduler((cb) => cb());
}

beforeEach(() => signedIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  notifyManager.setScheduler((cb) => setTimeout(cb, 0));
});

it('sends nothing without content', async () => {
  const { rt, result } = await mount();
  let ok = true;
  act(() => {
    ok = result.current.reply.send({ text: '   ' });
  });
  expect(ok).toBe(false);
  expect(rt.triggered).toEqual([]);
});

it('shows the reply at once, sends it on the own channel, and swaps in the server copy without a duplicate', async () => {
  const { rt, result } = await mount();
  let ok = false;
  act(() => {
    ok = result.current.reply.send({ text: 'Happy to help', mentions: [{ id: 4, name: 'Ann' }] });
  });
  expect(ok).toBe(true);
  const [out] = sent(rt);
  expect(out).toMatchObject({
    channel: OWN_CHANNEL,
    event: 'client-app-message',
    payload: {
      senderId: ME,
      channelName: OWN_CHANNEL,
      visitorId: 'v-ada',
      conversationId: 1,
      projectId: 3,
      senderSignature: buildDetails().sender.signature,
      message: { text: 'Happy to help', mentions: [{ id: 4, name: 'Ann' }] },
    },
  });
  await waitFor(() =>
    expect(result.current.thread.entries.map((e) => [e.status, e.message.text])).toEqual([
      ['sent', 'Hello there'],
      ['sending', 'Happy to help'],
    ]),
  );
  rt.emit(PROJECT_CHANNEL, 'new-message', confirmation(out!.payload));
  rt.emit(PROJECT_CHANNEL, 'new-message', confirmation(out!.payload)); // stale repeat
  await waitFor(() =>
    expect(result.current.thread.entries.map((e) => [e.key, e.status])).toEqual([
      ['m-100', 'sent'],
      ['m-101', 'sent'],
    ]),
  );
});

it('a refusal on the own channel marks the reply failed with the reason; retry sends the same client id', async () => {
  const { rt, result } = await mount();
  act(() => void result.current.reply.send({ text: 'Hi' }));
  const first = sent(rt)[0]!.payload;
  rt.emit(OWN_CHANNEL, 'message-failed', { clientId: first.clientId, conversationId: 1, error: 'You are not authorized' });
  await waitFor(() => expect(result.current.thread.entries[1]).toMatchObject({ status: 'failed', error: 'You are not authorized' }));
  act(() => result.current.reply.retry(first.clientId));
  await waitFor(() => expect(statuses(result)).toEqual(['sent', 'sending']));
  const second = sent(rt)[1]!.payload;
  expect(second.clientId).toBe(first.clientId);
  expect(second.message).toEqual(first.message);
  rt.emit(PROJECT_CHANNEL, 'new-message', confirmation(second));
  await waitFor(() => expect(statuses(result)).toEqual(['sent', 'sent']));
  expect(result.current.thread.entries[1]!.message.clientId).toBe(first.clientId);
});

it('a reply never confirmed turns failed after the timeout, and can be discarded', async () => {
  const { result } = await mount();
  fakeClock();
  act(() => void result.current.reply.send({ text: 'Anyone?' }));
  act(() => vi.advanceTimersByTime(SEND_CONFIRM_TIMEOUT_MS - 1));
  expect(result.current.thread.entries[1]!.status).toBe('sending');
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.thread.entries[1]).toMatchObject({ status: 'failed', error: 'Message not sent' });
  act(() => result.current.reply.discard(result.current.thread.entries[1]!.message.clientId!));
  expect(result.current.thread.entries).toHaveLength(1);
});

it('a retried reply gets its own full wait before failing again', async () => {
  const { rt, result } = await mount();
  fakeClock();
  act(() => void result.current.reply.send({ text: 'Anyone?' }));
  const clientId = sent(rt)[0]!.payload.clientId;
  act(() => vi.advanceTimersByTime(SEND_CONFIRM_TIMEOUT_MS));
  act(() => result.current.reply.retry(clientId));
  act(() => vi.advanceTimersByTime(SEND_CONFIRM_TIMEOUT_MS - 1));
  expect(result.current.thread.entries[1]!.status).toBe('sending');
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.thread.entries[1]!.status).toBe('failed');
});

it('with no connection the reply shows failed at once', async () => {
  const { rt, result } = await mount();
  act(() => rt.setState('unavailable'));
  act(() => void result.current.reply.send({ text: 'Hello' }));
  await waitFor(() => expect(result.current.thread.entries[1]).toMatchObject({ status: 'failed', error: 'Message not sent' }));
});

it('a retry carries the sender signature of the latest details', async () => {
  const { rt, qc, result } = await mount();
  act(() => void result.current.reply.send({ text: 'Hi' }));
  const first = sent(rt)[0]!.payload;
  rt.emit(OWN_CHANNEL, 'message-failed', { clientId: first.clientId, conversationId: 1, error: 'You are not authorized' });
  await waitFor(() => expect(statuses(result)).toEqual(['sent', 'failed']));
  act(() => {
    qc.setQueryData(['inbox', 'details'], buildDetails({ sender: { ...buildDetails().sender, signature: 'b'.repeat(64) } }));
  });
  await waitFor(() => expect(result.current.sender?.signature).toBe('b'.repeat(64)));
  act(() => result.current.reply.retry(first.clientId));
  expect(sent(rt)[1]!.payload).toMatchObject({ clientId: first.clientId, senderSignature: 'b'.repeat(64) });
});
