// The browser alerts over fake WebAudio and Notification: a beep and a desktop notification when allowed, the
// one-click unlock, and any gesture unlocking the sound.
import { createBrowserAlerts, type BrowserAlertsEnv } from '../../../src/custom/inbox/data/alerts';

const alert = { conversationId: 4, visitorId: 'v', title: 'New message from Ada', body: 'hi' };

function fakeAudio(initial: string) {
  const started: number[] = [];
  class Ctx {
    static last: Ctx;
    state = initial;
    currentTime = 1;
    destination = {} as AudioNode;
    constructor() {
      Ctx.last = this;
    }
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    close = vi.fn(async () => undefined);
    createOscillator() {
      const node = { frequency: { value: 0 }, connect: (n: unknown) => n, start: (t: number) => started.push(t), stop: vi.fn() };
      return node as unknown as OscillatorNode;
    }
    createGain() {
      const gain = { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (n: unknown) => n };
      return gain as unknown as GainNode;
    }
  }
  return { Ctx, started };
}

function fakeNotification(permission: NotificationPermission) {
  const shown: Array<{ title: string; options?: NotificationOptions; close: () => void; onclick: (() => void) | null }> = [];
  class N {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      N.permission = 'granted';
      return 'granted' as NotificationPermission;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(
      public title: string,
      public options?: NotificationOptions,
    ) {
      shown.push(this);
    }
  }
  return { N: N as unknown as typeof Notification, shown, request: N.requestPermission };
}

function setup(audioState: string, permission: NotificationPermission) {
  const audio = fakeAudio(audioState);
  const notes = fakeNotification(permission);
  const target = new EventTarget() as unknown as Document;
  const focus = vi.fn();
  const env: BrowserAlertsEnv = { AudioContext: audio.Ctx as unknown as BrowserAlertsEnv['AudioContext'], Notification: notes.N, focus, target };
  return { alerts: createBrowserAlerts(env), audio, notes, target, focus };
}

describe('browser alerts', () => {
  it('beeps and shows a desktop notification when both are allowed; a click focuses the dashboard', () => {
    const { alerts, audio, notes, focus } = setup('running', 'granted');
    expect(alerts.needsUnlock()).toBe(false);
    alerts.notify(alert);
    expect(audio.started).toEqual([1]);
    expect(notes.shown.map((n) => [n.title, n.options?.body])).toEqual([['New message from Ada', 'hi']]);
    notes.shown[0]!.onclick!();
    expect(focus).toHaveBeenCalled();
  });

  it('asks for the one-click unlock while sound is suspended or notifications were never asked for', async () => {
    const { alerts, audio, notes } = setup('suspended', 'default');
    const changed = vi.fn();
    alerts.subscribe(changed);
    expect(alerts.needsUnlock()).toBe(true);
    alerts.notify(alert);
    expect(audio.started).toEqual([]);
    expect(notes.shown).toEqual([]);
    expect(changed).toHaveBeenCalled();
    await alerts.unlock();
    expect(audio.Ctx.last.resume).toHaveBeenCalled();
    expect(notes.request).toHaveBeenCalled();
    expect(alerts.needsUnlock()).toBe(false);
  });

  it('any click on the page unlocks the sound', async () => {
    const { alerts, audio, target } = setup('suspended', 'denied');
    (target as unknown as EventTarget).dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(audio.Ctx.last.state).toBe('running'));
    expect(alerts.needsUnlock()).toBe(false);
    alerts.dispose();
    expect(audio.Ctx.last.close).toHaveBeenCalled();
  });

  it('without audio or notifications it needs nothing and fails no one', () => {
    const alerts = createBrowserAlerts({});
    expect(alerts.needsUnlock()).toBe(false);
    expect(() => alerts.notify(alert)).not.toThrow();
  });
});
