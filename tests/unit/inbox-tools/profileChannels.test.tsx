// Channels for team chat and push (spec §3 Profile): the shared rules, the profile page section that saves them,
// and the inbox alerts honouring the push choices (desktop notification, sound).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type Profile } from '../../../src/domain/api';
import {
  CHANNELS_MSG,
  channelsFormSchema,
  channelsFromForm,
  channelsToForm,
  DEFAULT_NOTIFICATION_CHANNELS,
  normaliseChannels,
  notificationChannelsSchema,
  type NotificationChannels,
} from '../../../src/domain/schemas/profile';
import { ProfilePage } from '../../../src/custom/settings';
import { CHANNELS_UI } from '../../../src/custom/settings/profile/channelsLabels';
import { createBrowserAlerts, type BrowserAlertsEnv } from '../../../src/custom/inbox/data/alerts';
import { setCachedProfile } from '../../../src/providers/session';
import { buildProfile, callsTo, cleanupSettings, fill, press, renderSettings, stubApi, toasts } from '../settings-ui/harness';

const channels = (service: 'none' | 'slack' | 'msteams', target: string | null, desktop = true, sound = true): NotificationChannels => ({
  teamChat: { service, target },
  push: { desktop, sound },
});
const errorsOf = async (value: unknown) =>
  notificationChannelsSchema.validate(value, { abortEarly: false }).then(
    () => [],
    (e: { errors: string[] }) => e.errors,
  );

describe('notification channel rules', () => {
  it('accepts handles and webhooks of the chosen service only', async () => {
    expect(await errorsOf(channels('slack', '@ada'))).toEqual([]);
    expect(await errorsOf(channels('slack', '#support'))).toEqual([]);
    expect(await errorsOf(channels('slack', 'https://hooks.slack.com/services/T/B/X'))).toEqual([]);
    expect(await errorsOf(channels('msteams', 'ada@acme.test'))).toEqual([]);
    expect(await errorsOf(channels('msteams', 'https://acme.webhook.office.com/webhookb2/x'))).toEqual([]);
    expect(await errorsOf(channels('slack', 'ada@acme.test'))).toEqual([CHANNELS_MSG.slackTarget]);
    expect(await errorsOf(channels('slack', 'https://hooks.slack.com.evil.example/x'))).toEqual([CHANNELS_MSG.slackTarget]);
    expect(await errorsOf(channels('msteams', 'https://acme.webhook.office.com.evil.example/x'))).toEqual([CHANNELS_MSG.teamsTarget]);
    expect(await errorsOf(channels('msteams', ''))).toEqual([CHANNELS_MSG.targetRequired]);
    expect(await errorsOf(channels('none', null))).toEqual([]);
  });

  it('fills what a saved value lacks with the defaults, and drops a target without a service', () => {
    expect(normaliseChannels(undefined)).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
    expect(normaliseChannels({ push: { sound: false } })).toEqual(channels('none', null, true, false));
    expect(normaliseChannels({ teamChat: { service: 'fax', target: '123' } })).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
    expect(normaliseChannels(channels('none', '@x'))).toEqual(channels('none', null));
  });

  it('maps to the flat form and back', () => {
    const c = channels('slack', '@ada', false, true);
    expect(channelsToForm(c)).toEqual({ service: 'slack', target: '@ada', desktop: false, sound: true });
    expect(channelsFromForm(channelsToForm(c))).toEqual(c);
    expect(channelsFromForm({ service: 'none', target: '@stale', desktop: true, sound: true })).toEqual(channels('none', null));
    expect(() => channelsFormSchema.validateSync({ service: 'slack', target: 'nope', desktop: true, sound: true })).toThrow(CHANNELS_MSG.slackTarget);
  });
});

const PROFILE = `/${API.profile}`;
const CHANNELS = '/app/user/profile/channels';

function api(profile: Profile) {
  let current = profile;
  return stubApi({
    [`GET ${PROFILE}`]: () => ({ json: current }),
    'GET /app/timezones': { json: { timezones: ['Europe/Berlin'] } },
    'GET /app/user/available': { json: { available: false } },
    [`PUT ${CHANNELS}`]: (body) => {
      current = { ...current, channels: body as NotificationChannels };
      return { json: { ...(body as object), message: CHANNELS_MSG.saved } };
    },
  });
}

const section = () => screen.getByRole('region', { name: CHANNELS_UI.section });
function chooseService(label: string) {
  fireEvent.mouseDown(within(section()).getByRole('combobox', { name: CHANNELS_UI.service }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('profile page: notification channels', () => {
  afterEach(cleanupSettings);

  it('shows the saved channels, asks for a valid handle, saves, toasts and reloads the profile', async () => {
    const calls = api(buildProfile({ channels: channels('none', null, true, true) }));
    renderSettings(<ProfilePage />);
    await screen.findByRole('region', { name: CHANNELS_UI.section });
    expect(within(section()).getByRole('switch', { name: CHANNELS_UI.desktop })).toBeChecked();
    expect(within(section()).queryByLabelText(CHANNELS_UI.target.slack)).not.toBeInTheDocument();

    chooseService(CHANNELS_UI.services.slack);
    const target = await within(section()).findByLabelText(CHANNELS_UI.target.slack);
    fill(CHANNELS_UI.target.slack, 'ada@acme.test');
    press(CHANNELS_UI.save);
    expect(await within(section()).findByText(CHANNELS_MSG.slackTarget)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', CHANNELS)).toEqual([]);

    fireEvent.change(target, { target: { value: '@ada' } });
    fireEvent.click(within(section()).getByRole('switch', { name: CHANNELS_UI.sound }));
    press(CHANNELS_UI.save);
    await waitFor(() => expect(toasts()).toEqual([`success: ${CHANNELS_MSG.saved}`]));
    expect(callsTo(calls, 'PUT', CHANNELS).map((c) => c.body)).toEqual([channels('slack', '@ada', true, false)]);
    await waitFor(() => expect(callsTo(calls, 'GET', PROFILE).length).toBeGreaterThanOrEqual(2));
  });

  it('starts from the defaults for a profile without channels', async () => {
    api(buildProfile());
    renderSettings(<ProfilePage />);
    await screen.findByRole('region', { name: CHANNELS_UI.section });
    expect(within(section()).getByRole('switch', { name: CHANNELS_UI.desktop })).toBeChecked();
    expect(within(section()).getByRole('switch', { name: CHANNELS_UI.sound })).toBeChecked();
  });
});

describe('inbox alerts honour the push channels', () => {
  const alert = { conversationId: 4, visitorId: 'v', title: 'New message from Ada', body: 'hi' };

  function env(push: NotificationChannels['push'] | undefined, audioState = 'running', permission: NotificationPermission = 'granted') {
    const beeps: number[] = [];
    const shown: string[] = [];
    class Ctx {
      state = audioState;
      currentTime = 1;
      destination = {} as AudioNode;
      resume = vi.fn(async () => undefined);
      close = vi.fn(async () => undefined);
      createOscillator() {
        return { frequency: { value: 0 }, connect: (n: unknown) => n, start: (t: number) => beeps.push(t), stop: vi.fn() } as unknown as OscillatorNode;
      }
      createGain() {
        return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (n: unknown) => n } as unknown as GainNode;
      }
    }
    class N {
      static permission = permission;
      static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
      onclick: (() => void) | null = null;
      close = vi.fn();
      constructor(title: string) {
        shown.push(title);
      }
    }
    const e: BrowserAlertsEnv = {
      AudioContext: Ctx as unknown as BrowserAlertsEnv['AudioContext'],
      Notification: N as unknown as typeof Notification,
      target: new EventTarget() as unknown as Document,
      preferences: push ? () => push : undefined,
    };
    return { e, beeps, shown, request: N.requestPermission };
  }

  it('plays no sound when sound is off, and shows no notification when desktop is off', () => {
    const quiet = env({ desktop: true, sound: false });
    createBrowserAlerts(quiet.e).notify(alert);
    expect(quiet.beeps).toEqual([]);
    expect(quiet.shown).toEqual(['New message from Ada']);

    const noDesktop = env({ desktop: false, sound: true });
    createBrowserAlerts(noDesktop.e).notify(alert);
    expect(noDesktop.beeps).toEqual([1]);
    expect(noDesktop.shown).toEqual([]);
  });

  it('asks for no unlock, and no permission, for alerts the agent turned off', async () => {
    const off = env({ desktop: false, sound: false }, 'suspended', 'default');
    const alerts = createBrowserAlerts(off.e);
    expect(alerts.needsUnlock()).toBe(false);
    await alerts.unlock();
    expect(off.request).not.toHaveBeenCalled();
    const on = env({ desktop: true, sound: false }, 'suspended', 'default');
    expect(createBrowserAlerts(on.e).needsUnlock()).toBe(true);
  });

  it('reads the choice at each alert, so a saved change applies at once', () => {
    let push = { desktop: true, sound: true };
    const live = env(undefined);
    live.e.preferences = () => push;
    const alerts = createBrowserAlerts(live.e);
    alerts.notify(alert);
    push = { desktop: false, sound: false };
    alerts.notify(alert);
    expect(live.beeps).toHaveLength(1);
    expect(live.shown).toHaveLength(1);
  });

  it("by default follows the signed-in agent's cached profile", () => {
    setCachedProfile(buildProfile({ channels: channels('none', null, false, true) }));
    const shown: string[] = [];
    class N {
      static permission = 'granted';
      onclick = null;
      close = vi.fn();
      constructor(title: string) {
        shown.push(title);
      }
    }
    vi.stubGlobal('Notification', N);
    try {
      createBrowserAlerts().notify(alert);
      expect(shown).toEqual([]);
      setCachedProfile(buildProfile({ channels: channels('none', null, true, true) }));
      createBrowserAlerts().notify(alert);
      expect(shown).toEqual(['New message from Ada']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
