// A fake of the dashboard's shared realtime client (src/providers/realtime RealtimeClient) for DOM tests: it records
// each channel's handlers so a test can deliver events and (re)subscriptions by hand.
import { vi } from 'vitest';
import type { ChannelHandlers, RealtimeClient } from '../../../src/providers/realtime';

/** `subscribed`: tell each new holder it is subscribed (as the shared client does for a channel already held). */
export function fakeRealtimeClient({ subscribed = false }: { subscribed?: boolean } = {}) {
  const channels = new Map<string, ChannelHandlers>();
  const client = {
    state: 'connected',
    subscribe: vi.fn((name: string, handlers: ChannelHandlers) => {
      channels.set(name, handlers);
      if (subscribed) queueMicrotask(() => handlers.onSubscribed?.());
      return () => channels.delete(name);
    }),
    retrySubscribe: vi.fn(),
    trigger: vi.fn(() => true),
    onStateChange: vi.fn(() => () => undefined),
    reconnect: vi.fn(),
    close: vi.fn(),
  } as unknown as RealtimeClient;
  return { client, channels };
}
