// A stand-in for pusher-js with the surface src/providers/realtime.ts uses: connection states driven by the test,
// channels that record bindings and triggers.
import type { ChannelLike, PusherLike } from '../../../src/providers/realtime';

type Listener = (data: unknown) => void;
type GlobalListener = (event: string, data: unknown) => void;

export class FakeChannel implements ChannelLike {
  listeners = new Map<string, Set<Listener>>();
  globals = new Set<GlobalListener>();
  triggered: Array<{ event: string; data: unknown }> = [];
  constructor(
    readonly name: string,
    private readonly owner: FakePusher,
  ) {}
  bind(event: string, cb: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(cb);
  }
  bind_global(cb: GlobalListener) {
    this.globals.add(cb);
  }
  unbind(event?: string, cb?: Listener) {
    if (event && cb) this.listeners.get(event)?.delete(cb);
  }
  unbind_global(cb?: GlobalListener) {
    if (cb) this.globals.delete(cb);
  }
  trigger(event: string, data: unknown) {
    this.triggered.push({ event, data });
    return this.owner.connection.state === 'connected';
  }
  /** What pusher-js does for an incoming event: specific listeners, then global ones. */
  emit(event: string, data?: unknown) {
    this.listeners.get(event)?.forEach((l) => l(data));
    this.globals.forEach((l) => l(event, data));
  }
}

export class FakePusher implements PusherLike {
  static last: FakePusher | null = null;
  calls: string[] = [];
  channels = new Map<string, FakeChannel>();
  subscribeCalls: string[] = [];
  private stateListeners = new Set<(c: { previous: string; current: string }) => void>();
  connection = {
    state: 'initialized',
    bind: (event: string, cb: (c: { previous: string; current: string }) => void) => {
      if (event === 'state_change') this.stateListeners.add(cb);
    },
  };

  constructor(
    readonly key: string,
    readonly options: unknown,
  ) {
    FakePusher.last = this;
  }

  setState(next: string) {
    const previous = this.connection.state;
    if (previous === next) return;
    this.connection.state = next;
    this.stateListeners.forEach((l) => l({ previous, current: next }));
  }
  connect() {
    this.calls.push('connect');
    if (this.connection.state !== 'connected' && this.connection.state !== 'connecting') this.setState('connecting');
  }
  disconnect() {
    this.calls.push('disconnect');
    this.setState('disconnected');
  }
  subscribe(name: string) {
    this.subscribeCalls.push(name);
    if (!this.channels.has(name)) this.channels.set(name, new FakeChannel(name, this));
    return this.channels.get(name)!;
  }
  unsubscribe(name: string) {
    this.calls.push(`unsubscribe ${name}`);
    this.channels.delete(name);
  }
  /** Forced reconnects so far. */
  get forced() {
    return this.calls.filter((c) => c === 'disconnect').length;
  }
}
