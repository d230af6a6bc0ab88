// One realtime client for the whole dashboard (custom/realtime): a channel two parts of the page hold (the shell's
// agent channel, the inbox's own channel) is joined once and left only when the last holder lets go.
import { createRealtimeClient, type PusherConstructor, type RealtimeSettings } from '../../../src/providers/realtime';
import { FakePusher } from './fakePusher';

const settings: RealtimeSettings = {
  key: 'parley-key',
  wsHost: 'chat.example',
  wsPath: '/realtime',
  forceTLS: false,
  authEndpoint: '/app/realtime/auth',
  authHeaders: () => ({}),
};
const AGENT = 'private-project-3-agent-7';

function open() {
  const client = createRealtimeClient({ settings, Pusher: FakePusher as unknown as PusherConstructor });
  return { client, pusher: FakePusher.last! };
}

describe('a channel with several holders', () => {
  it('is subscribed once and left only when the last holder lets go', () => {
    const { client, pusher } = open();
    const shell = vi.fn();
    const inbox = vi.fn();
    const releaseShell = client.subscribe(AGENT, { onEvent: shell });
    const releaseInbox = client.subscribe(AGENT, { onEvent: inbox });
    expect(pusher.subscribeCalls).toEqual([AGENT]);

    pusher.channels.get(AGENT)!.emit('message-failed', { clientId: 'c1' });
    expect(shell).toHaveBeenCalledTimes(1);
    expect(inbox).toHaveBeenCalledWith('message-failed', { clientId: 'c1' });

    // The inbox page goes: the shell still holds the channel, so the agent stays connected.
    releaseInbox();
    releaseInbox();
    expect(pusher.calls).not.toContain(`unsubscribe ${AGENT}`);
    pusher.channels.get(AGENT)!.emit('message-failed', {});
    expect(inbox).toHaveBeenCalledTimes(1);
    expect(shell).toHaveBeenCalledTimes(2);

    releaseShell();
    expect(pusher.calls).toContain(`unsubscribe ${AGENT}`);
  });

  it('a later holder of a channel already subscribed is told so (it hears no subscription_succeeded of its own)', async () => {
    const { client, pusher } = open();
    const first = vi.fn();
    client.subscribe(AGENT, { onEvent: () => undefined, onSubscribed: first });
    const channel = pusher.channels.get(AGENT)!;
    Object.assign(channel, { subscribed: true });
    channel.emit('pusher:subscription_succeeded', {});
    expect(first).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    client.subscribe(AGENT, { onEvent: () => undefined, onSubscribed: later });
    await Promise.resolve();
    expect(later).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);

    // A holder that let go before the news arrives hears nothing.
    const gone = vi.fn();
    client.subscribe(AGENT, { onEvent: () => undefined, onSubscribed: gone })();
    await Promise.resolve();
    expect(gone).not.toHaveBeenCalled();
  });
});
