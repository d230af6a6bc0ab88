// Typing through the inbox data layer with a fake socket: a visitor's `typing` on the project channel shows in
// useVisitorTyping and is dropped 3 s later without a refresh (or at once by their message); the agent's typing
// goes out as client-typing on their own channel, paced, and "stopped" on send.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { useAgentTyping, useVisitorTyping } from '../../../src/custom/inbox/data';
import { CLIENT_TYPING } from '../../../src/domain/inbox/typing';
import { newMessage, OWN_CHANNEL, PROJECT_CHANNEL } from '../inbox-data/builders';
import { detailsRoute, harness, noMissed, renderHook, signedIn, stubApi, act } from '../inbox-data/harness';

beforeEach(() => {
  signedIn();
  stubApi({ 'GET /app/inbox/details': detailsRoute(), 'GET /app/inbox/events': noMissed() });
});
afterEach(() => vi.unstubAllGlobals());

async function mount() {
  const h = harness();
  const view = renderHook(({ id }) => ({ seen: useVisitorTyping(id), mine: useAgentTyping(id) }), { wrapper: h.wrapper, initialProps: { id: 1 } });
  await waitFor(() => expect(h.rt.handlers.size).toBe(2));
  h.rt.connect();
  return { ...h, view };
}

describe('typing in the inbox', () => {
  it("shows the visitor typing in that conversation only, and drops it 3 s after the last event", async () => {
    const { rt, view } = await mount();
    rt.emit(PROJECT_CHANNEL, 'typing', { conversationId: 2, typing: true, visitorId: 'v-bob', name: 'Bob' });
    await new Promise((r) => setTimeout(r, 50));
    expect(view.result.current.seen).toBeNull();
    const shownAt = Date.now();
    rt.emit(PROJECT_CHANNEL, 'typing', { conversationId: 1, typing: true, visitorId: 'v-ada', name: 'Ada' });
    await waitFor(() => expect(view.result.current.seen).toMatchObject({ name: 'Ada', visitorId: 'v-ada' }));
    await waitFor(() => expect(view.result.current.seen).toBeNull(), { timeout: 4500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900);
  }, 10_000);

  it('clears on typing:false and on the visitor\'s message', async () => {
    const { rt, view } = await mount();
    const ada = (typing: boolean) => rt.emit(PROJECT_CHANNEL, 'typing', { conversationId: 1, typing, visitorId: 'v-ada', name: 'Ada' });
    ada(true);
    await waitFor(() => expect(view.result.current.seen).not.toBeNull());
    ada(false);
    await waitFor(() => expect(view.result.current.seen).toBeNull(), { timeout: 1000 });
    ada(true);
    await waitFor(() => expect(view.result.current.seen).not.toBeNull());
    rt.emit(PROJECT_CHANNEL, 'new-message', newMessage(11, { senderType: 'visitor' }).data);
    await waitFor(() => expect(view.result.current.seen).toBeNull(), { timeout: 1000 });
  });

  it("sends the agent's typing as client-typing on their own channel, at most every 2 s, and stopped on send", async () => {
    const { rt, view } = await mount();
    const typingSent = () => rt.triggered.filter((t) => t.event === CLIENT_TYPING).map((t) => [t.channel, t.data]);
    act(() => {
      view.result.current.mine.keystroke();
      view.result.current.mine.keystroke();
      view.result.current.mine.keystroke();
    });
    expect(typingSent()).toEqual([[OWN_CHANNEL, { conversationId: 1, typing: true }]]);
    act(() => view.result.current.mine.sent());
    expect(typingSent()).toEqual([
      [OWN_CHANNEL, { conversationId: 1, typing: true }],
      [OWN_CHANNEL, { conversationId: 1, typing: false }],
    ]);
    // Idle 3 s after typing: "stopped" by itself; leaving the conversation after that says nothing more.
    act(() => view.result.current.mine.keystroke());
    await waitFor(() => expect(typingSent()).toHaveLength(4), { timeout: 4500 });
    expect(typingSent()[3]).toEqual([OWN_CHANNEL, { conversationId: 1, typing: false }]);
    view.rerender({ id: 2 });
    expect(typingSent()).toHaveLength(4);
  }, 10_000);

  it('tells the conversation being left that the agent stopped', async () => {
    const { rt, view } = await mount();
    act(() => view.result.current.mine.keystroke());
    view.rerender({ id: 2 });
    const sent = rt.triggered.filter((t) => t.event === CLIENT_TYPING).map((t) => t.data);
    expect(sent).toEqual([{ conversationId: 1, typing: true }, { conversationId: 1, typing: false }]);
  });
});
