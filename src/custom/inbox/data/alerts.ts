// Alerts that cannot fail silently: a short WebAudio beep (no asset to download) and a desktop notification.
// Browsers keep audio suspended until a user gesture and ask before showing notifications, so the alerts say when
// they need that one click (needsUnlock), and any click or key on the page unlocks the sound as well. The agent's
// push channels (profile settings) turn either one off; they are read at each alert, so a save applies at once.
import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationChannels } from '../../../domain/schemas/profile';
import { getCachedProfile } from '../../../providers/session';
import type { InboxAlert } from './alertRules';

export interface InboxAlerts {
  notify(alert: InboxAlert): void;
  /** Sound is blocked until a gesture, or notifications have not been asked for yet. */
  needsUnlock(): boolean;
  /** Call from a click: resumes audio and asks for notification permission. */
  unlock(): Promise<void>;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

interface AudioLike {
  state: string;
  currentTime: number;
  destination: AudioNode;
  resume(): Promise<void>;
  close(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export interface BrowserAlertsEnv {
  AudioContext?: new () => AudioLike;
  Notification?: typeof Notification;
  /** Bring the dashboard forward when a notification is clicked. */
  focus?: () => void;
  /** Where gestures are heard (default: document). */
  target?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** Which alerts the agent wants (default: both). */
  preferences?: () => NotificationChannels['push'];
}

const BEEP = { hz: 880, seconds: 0.18, volume: 0.2 } as const;

function defaultEnv(): BrowserAlertsEnv {
  type AudioWindow = { AudioContext?: new () => AudioLike; webkitAudioContext?: new () => AudioLike; Notification?: typeof Notification };
  const w = typeof window === 'undefined' ? undefined : (window as unknown as Window & AudioWindow);
  return {
    AudioContext: w ? (w.AudioContext ?? w.webkitAudioContext) : undefined,
    Notification: w?.Notification,
    focus: () => w?.focus(),
    target: typeof document === 'undefined' ? undefined : document,
    preferences: () => (getCachedProfile()?.channels ?? DEFAULT_NOTIFICATION_CHANNELS).push,
  };
}

export function createBrowserAlerts(env: BrowserAlertsEnv = defaultEnv()): InboxAlerts {
  const listeners = new Set<() => void>();
  const wants = () => env.preferences?.() ?? DEFAULT_NOTIFICATION_CHANNELS.push;
  const changed = () => listeners.forEach((l) => l());
  let audio: AudioLike | null = null;
  try {
    audio = env.AudioContext ? new env.AudioContext() : null;
  } catch {
    audio = null; // no audio device: the desktop notification still shows
  }
  const onGesture = () => {
    if (audio && audio.state !== 'running') audio.resume().then(changed, changed);
  };
  env.target?.addEventListener('pointerdown', onGesture);
  env.target?.addEventListener('keydown', onGesture);

  const beep = () => {
    if (!audio || audio.state !== 'running') return;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    const t = audio.currentTime;
    osc.frequency.value = BEEP.hz;
    gain.gain.setValueAtTime(BEEP.volume, t);
    gain.gain.exponentialRampToValueAtTime(0.001, t + BEEP.seconds);
    osc.connect(gain).connect(audio.destination);
    osc.start(t);
    osc.stop(t + BEEP.seconds);
  };

  const show = (alert: InboxAlert) => {
    const N = env.Notification;
    if (!N || N.permission !== 'granted') return;
    let n: Notification;
    try {
      n = new N(alert.title, { body: alert.body, tag: `parley-conversation-${alert.conversationId}` });
    } catch (error) {
      // Some mobile browsers only show notifications from a service worker: the beep still played.
      console.warn('Desktop notification unavailable', error);
      return;
    }
    n.onclick = () => {
      env.focus?.();
      n.close();
    };
  };

  return {
    notify(alert) {
      const { sound, desktop } = wants();
      if (sound) beep();
      if (desktop) show(alert);
      // A blocked sound is worth a second look at the unlock prompt.
      if (sound && audio && audio.state !== 'running') changed();
    },
    needsUnlock() {
      const { sound, desktop } = wants();
      const soundBlocked = sound && !!audio && audio.state !== 'running';
      const notAsked = desktop && !!env.Notification && env.Notification.permission === 'default';
      return soundBlocked || notAsked;
    },
    async unlock() {
      const { sound, desktop } = wants();
      const tasks: Promise<unknown>[] = [];
      if (sound && audio && audio.state !== 'running') tasks.push(audio.resume());
      if (desktop && env.Notification && env.Notification.permission === 'default') tasks.push(env.Notification.requestPermission());
      await Promise.allSettled(tasks);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      env.target?.removeEventListener('pointerdown', onGesture);
      env.target?.removeEventListener('keydown', onGesture);
      listeners.clear();
      // Closing an already closed context rejects; nothing is left to release then.
      audio?.close().catch(() => undefined);
    },
  };
}
