// Hooks under test inside <InboxDataProvider> with a real QueryClient, the real httpClient over a stubbed fetch
// (a small fake of the server's answers), a fake realtime client the test drives, and fake alerts.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { callsTo, stubFetch, type Answer, type Call, type Handler } from '../support/fetchStub';
import { STORAGE_KEYS } from '../../../src/domain/constants';
import type { PusherState } from '../../../src/domain/inbox/network';
import type { ChannelHandlers, RealtimeClient, RealtimeSettings } from '../../../src/providers/realtime';
import { resetNotifications } from '../../../src/providers/notifications';
import { InboxDataProvider, type InboxAlerts } from '../../../src/custom/inbox/data';
import { buildDetails, OWN_CHANNEL, PROJECT_CHANNEL } from './builders';

export type { Answer, Call };
export type Route = Answer | Handler;

/** Stub fetch with answers keyed by 'METHOD /path'; unknown calls answer 404 (tests/unit/support/fetchStub.ts). */
export const stubApi = (routes: Record<string, Route>): Call[] => stubFetch(routes);

export { callsTo };

/** The realtime client the provider opens, driven by the test. */
export class FakeRealtime implements RealtimeClient {
  state: PusherState = 'connecting';
  handlers = new Map<string, ChannelHandlers>();
  triggered: Array<{ channel: string; event: string; data: unknown }> = [];
  retried: string[] = [];
  reconnects = 0;
  closed = false;
  settings: RealtimeSettings | null = null;
  private listeners = new Set<(s: PusherState) => void>();

  subscribe(channel: string, handlers: ChannelHandlers) {
    this.handlers.set(channel, handlers);
    return () => this.handlers.delete(channel);
  }
  retrySubscribe(channel: string) {
    this.retried.push(channel);
  }
  trigger(channel: string, event: string, data: unknown) {
    this.triggered.push({ channel, event, data });
    return this.state === 'connected';
  }
  onStateChange(l: (s: PusherState) => void) {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
  reconnect() {
    this.reconnects += 1;
  }
  close() {
    this.closed = true;
  }
  setState(s: PusherState) {
    this.state = s;
    this.listeners.forEach((l) => l(s));
  }
  /** Connected and both channels subscribed (pusher-js's order). */
  connect() {
    act(() => {
      this.setState('connected');
      this.handlers.get(PROJECT_CHANNEL)?.onSubscribed?.();
      this.handlers.get(OWN_CHANNEL)?.onSubscribed?.();
    });
  }
  emit(channel: string, event: string, data: unknown) {
    act(() => this.handlers.get(channel)?.onEvent(event, data));
  }
}

export class FakeAlerts implements InboxAlerts {
  notify = vi.fn();
  blocked = true;
  private listeners = new Set<() => void>();
  needsUnlock = () => this.blocked;
  unlock = vi.fn(async () => {
    this.blocked = false;
    this.listeners.forEach((l) => l());
  });
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  dispose = vi.fn();
}

export interface Harness {
  qc: QueryClient;
  rt: FakeRealtime;
  alerts: FakeAlerts;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export function harness(): Harness {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rt = new FakeRealtime();
  const alerts = new FakeAlerts();
  const factory = (settings: RealtimeSettings) => {
    rt.settings = settings;
    return rt;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <InboxDataProvider realtimeFactory={factory} alerts={alerts}>
        {children}
      </InboxDataProvider>
    </QueryClientProvider>
  );
  return { qc, rt, alerts, wrapper };
}

/** Signed in, online, no toasts; GET details answers the default details unless a route says otherwise. */
export function signedIn(): void {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.loginToken, 'tok-1');
  resetNotifications();
}

export const detailsRoute = (overrides = {}): Route => ({ json: buildDetails(overrides) });
export const noMissed = (seq = 10): Route => ({ json: { events: [], seq, reset: false } });

export { act, renderHook };
