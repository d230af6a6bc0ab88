// @vitest-environment jsdom
// The messenger (issue 26): header with the team's faces and the reply-time line, the home screen (greeting, start,
// recent conversations), the look from the settings (launcher icon/label, offsets, theme), "Powered by Parley" by
// plan, the emoji picker loaded from our own server on demand, the public command queue and the preview messages.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { initialState, reduce, type Action, type WidgetState } from '../../../widget/src/state';
import { createView, type ViewActions } from '../../../widget/src/ui/view';
import { installCommands } from '../../../widget/src/commands';
import { PREVIEW_MESSAGE, previewConfig } from '../../../widget/src/preview';
import { lookOf } from '../../../src/domain/widgetAppearance';
import { REPLY_TIME_TEXT, type MessengerConfig } from '../../../src/domain/widgetMessenger';
import type { WidgetConfig } from '../../../widget/src/types';
import { config } from './builders';

const ORIGIN = 'https://chat.parley.test';
let host: HTMLElement;
let root: ShadowRoot;
let actions: Record<keyof ViewActions, ReturnType<typeof vi.fn>>;
let state: WidgetState;
let view: ReturnType<typeof createView>;

const messenger = (over: Partial<MessengerConfig> = {}): MessengerConfig => ({
  team: [
    { name: 'Alice', img: 'https://img.test/alice.png' },
    { name: 'Bob', img: null },
  ],
  line: REPLY_TIME_TEXT.minutes,
  away: false,
  poweredBy: true,
  look: lookOf({ greeting: 'Hi there, we are Acme' }),
  ...over,
});
const withMessenger = (over: Partial<MessengerConfig> = {}): WidgetConfig => config({ messenger: messenger(over) });

function apply(...list: Action[]) {
  state = list.reduce(reduce, state);
  view.update(state);
}
const shadow = () => within(root as unknown as HTMLElement);

beforeEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  host = document.createElement('parley-widget');
  document.body.appendChild(host);
  root = host.attachShadow({ mode: 'open' });
  const names = ['toggle', 'dismissGreeting', 'send', 'typing', 'upload', 'submitOffline', 'choose', 'rate', 'cancelRating', 'retry', 'home', 'startChat', 'openConversation'] as const;
  actions = Object.fromEntries(names.map((n) => [n, vi.fn()])) as typeof actions;
  state = initialState;
  view = createView(root, host, ORIGIN, actions as unknown as ViewActions);
});

describe('header and home screen', () => {
  it('opens on the home screen: greeting, the available team with names, the reply time, and the recent conversations', () => {
    apply(
      { type: 'configLoaded', config: withMessenger() },
      { type: 'conversationsLoaded', conversations: [ { id: 7, status: 'close', lastEventTime: 1_700_000_000 }, { id: 9, status: 'open', lastEventTime: 1_700_100_000 } ] },
      { type: 'opened' },
    );
    expect(shadow().getByText('Hi there, we are Acme')).toBeInTheDocument();
    expect(shadow().getByRole('group', { name: 'Our team: Alice, Bob' })).toBeInTheDocument();
    expect(shadow().getByRole('img', { name: 'Alice' })).toHaveAttribute('src', 'https://img.test/alice.png');
    expect(shadow().getByRole('img', { name: 'Bob' })).toHaveTextContent('B');
    // In the header and on the start card.
    expect(root.querySelector('.head .line')).toHaveTextContent(REPLY_TIME_TEXT.minutes);
    expect(shadow().getByRole('button', { name: /Send us a message/ })).toHaveTextContent(REPLY_TIME_TEXT.minutes);
    expect(root.querySelector('.foot')).toHaveAttribute('hidden');
    const rows = shadow().getAllByRole('button', { name: /^Conversation of/ });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([expect.stringMatching(/Open$/), expect.stringMatching(/Closed$/)]);
    rows[1]!.click();
    expect(actions.openConversation).toHaveBeenCalledWith(7);
    shadow().getByRole('button', { name: /Send us a message/ }).click();
    expect(actions.startChat).toHaveBeenCalledOnce();
  });

  it('a blank chat from home, then back home; a conversation under way opens straight on the chat', () => {
    apply({ type: 'configLoaded', config: withMessenger() }, { type: 'opened' }, { type: 'newConversation' });
    expect(root.querySelector('.foot')).not.toHaveAttribute('hidden');
    expect(shadow().queryByText('Hi there, we are Acme')).toBeNull();
    shadow().getByRole('button', { name: 'Back to home' }).click();
    expect(actions.home).toHaveBeenCalledOnce();
    state = reduce(reduce(initialState, { type: 'conversationResumed', conversationId: 3, status: 'open', messages: [] }), { type: 'opened' });
    expect(state.screen).toBe('chat');
  });

  it('the office notice replaces the reply time, and no faces are shown while away', () => {
    apply({ type: 'configLoaded', config: withMessenger({ team: [], line: "We're away right now.", away: true }) }, { type: 'opened' });
    expect(root.querySelector('.head .line')).toHaveTextContent("We're away right now.");
    expect(shadow().queryAllByRole('img')).toHaveLength(0);
  });
});

describe('the look and the branding', () => {
  it('draws the launcher icon and label, colours, offsets and theme from the settings', () => {
    const look = lookOf({ colour: '#0f766e', textColour: '#111111', launcherIcon: 'question', launcherLabel: 'Questions?', position: 'left', offsetX: 32, offsetY: 48, theme: 'dark' });
    apply({ type: 'configLoaded', config: withMessenger({ look }) });
    const launcher = shadow().getByRole('button', { name: 'Open chat' });
    expect(launcher).toHaveTextContent('Questions?');
    expect(launcher.querySelector('path')!.getAttribute('d')).toMatch(/^M12 2a10/);
    expect(host.style.getPropertyValue('--c')).toBe('#0f766e');
    expect(host.style.getPropertyValue('--t')).toBe('#111111');
    expect(host.getAttribute('data-position')).toBe('left');
    expect(host.getAttribute('data-theme')).toBe('dark');
    expect(host.style.left).toBe('32px');
    expect(host.style.bottom).toBe('48px');
  });

  it('shows "Powered by Parley" unless the plan hides it', () => {
    apply({ type: 'configLoaded', config: withMessenger() }, { type: 'opened' });
    expect(shadow().getByRole('link', { name: 'Powered by Parley' })).toHaveAttribute('href', `${ORIGIN}/?utm_source=widget`);
    apply({ type: 'configLoaded', config: withMessenger({ poweredBy: false }) });
    expect(shadow().queryByRole('link', { name: 'Powered by Parley' })).toBeNull();
  });
});

describe('emoji picker', () => {
  it('is loaded on first use from our own server (never a CDN), keyboard-labelled', () => {
    apply({ type: 'configLoaded', config: withMessenger() }, { type: 'opened' }, { type: 'newConversation' });
    expect(document.head.querySelector('script')).toBeNull(); // nothing before the visitor asks for it
    const button = shadow().getByRole('button', { name: 'Insert emoji' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.click();
    const script = document.head.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(script.src).toBe(`${ORIGIN}/app/visitor/emoji/picker.js`);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    root.querySelector('.emoji')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(root.activeElement).toBe(button);
  });
});

describe('Parley(...) commands', () => {
  it('replays the calls the snippet queued, in order, then runs later ones at once and returns their result', async () => {
    const win = window as Window;
    const stub = Object.assign(() => undefined, { q: [['identify', { email: 'a@acme.test' }], ['open']] as unknown as ArrayLike<unknown>[] });
    win.Parley = stub;
    const run = vi.fn(async (name: string) => (name === 'identify' ? { verified: true } : undefined));
    installCommands(win, run);
    expect(run.mock.calls).toEqual([
      ['identify', { email: 'a@acme.test' }],
      ['open', undefined],
    ]);
    await expect(win.Parley!('identify', { email: 'b@acme.test', userHash: 'ab' })).resolves.toEqual({ verified: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    run.mockRejectedValueOnce(new Error('refused'));
    await expect(win.Parley!('identify', { email: 'c@acme.test' })).rejects.toThrow('refused');
    expect(warn).toHaveBeenCalledWith("Parley('identify') failed:", 'refused');
    warn.mockRestore();
  });
});

describe('appearance preview messages', () => {
  it('draws the unsaved look over the saved settings and ignores anything else', () => {
    const saved = withMessenger();
    const look = lookOf({ title: 'Ask Acme', colour: '#ff5722', position: 'left' });
    const next = previewConfig(saved, { type: PREVIEW_MESSAGE, look })!;
    expect(next).toMatchObject({ title: 'Ask Acme', colour: '#ff5722', position: 'left', messenger: { team: saved.messenger!.team, look } });
    expect(previewConfig(saved, { type: 'other', look })).toBeNull();
    expect(previewConfig(saved, 'hello')).toBeNull();
  });
});
