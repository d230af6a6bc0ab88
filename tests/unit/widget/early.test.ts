// @vitest-environment jsdom
// Issue 26: the launcher is drawn as soon as widget.js runs (launcher.ts drawEarly), before GET app/visitor/widget
// answers and before the rest of the widget loads — from this site's last look (localStorage), else the snippet's
// data-* attributes, else the defaults — and the view that arrives takes the same button over; the project's settings
// replace the look (keepLook keeps it for the next load). A refused page or a switched-off widget forgets it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { ApiError } from '../../../widget/src/api';
import { LAUNCHER_DEFAULTS, launcherLook, snippetLook } from '../../../widget/src/launcherLook';
import { WidgetStorage } from '../../../widget/src/storage';
import { keepLook } from '../../../widget/src/ui/early';
import { createLauncher, drawEarly, type Launcher } from '../../../widget/src/ui/launcher';
import { LAUNCHER_PATHS } from '../../../widget/src/ui/icons';
import { createView, type View, type ViewActions } from '../../../widget/src/ui/view';
import { initialState, reduce } from '../../../widget/src/state';
import { lookOf } from '../../../src/domain/widgetAppearance';
import { WIDGET_APPEARANCE_DEFAULTS } from '../../../src/domain/widgetAppearance';
import type { WidgetConfig } from '../../../widget/src/types';
import { config } from './builders';

let host: HTMLElement;
let root: ShadowRoot;
let view: View;
let launcher: Launcher;
const toggle = vi.fn();
let storage: WidgetStorage;
const shadow = () => within(root as unknown as HTMLElement);
/** The rest of the widget arriving: the view takes the early launcher over. */
const arrive = () => (view = createView(root, host, 'https://chat.parley.test', { toggle } as unknown as ViewActions, { launcher }));
/** The embed <script> with these attributes. */
function snippet(attrs: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  return script;
}
const launcherPath = () => shadow().getByRole('button', { name: 'Open chat' }).querySelector('path')?.getAttribute('d');

/** A settings request the test answers when it wants. */
function pending() {
  let resolve!: (c: WidgetConfig) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<WidgetConfig>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const projectConfig = config({
  messenger: { team: [], line: null, away: false, poweredBy: true, look: lookOf({ colour: '#0f766e', position: 'left', launcherIcon: 'wave', offsetX: 40 }) },
});

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  host = document.createElement('parley-widget');
  document.body.appendChild(host);
  root = host.attachShadow({ mode: 'open' });
  launcher = createLauncher(root, host);
  storage = new WidgetStorage('key-1', localStorage);
});

describe('the launcher before the settings arrive', () => {
  it('draws the launcher from the defaults at once, then the project look replaces it and is kept for the next load', async () => {
    drawEarly(launcher, storage, snippetLook(snippet({})));
    // Nothing answered or loaded yet: the launcher is already there, positioned, in the default colour.
    expect(launcherPath()).toBe(LAUNCHER_PATHS.chat);
    expect(host.getAttribute('data-position')).toBe('right');
    expect(host.style.getPropertyValue('--c')).toBe(LAUNCHER_DEFAULTS.colour);
    expect(host.hasAttribute('data-ready')).toBe(false);
    arrive();
    const settings = pending();
    const done = keepLook(storage, settings.promise);
    settings.resolve(projectConfig);
    const answered = await done;
    expect(answered).toBe(projectConfig);
    view.update(reduce(initialState, { type: 'configLoaded', config: answered! }));
    expect(host.style.getPropertyValue('--c')).toBe('#0f766e');
    expect(host.getAttribute('data-position')).toBe('left');
    expect(host.style.getPropertyValue('left')).toBe('40px');
    expect(launcherPath()).toBe(LAUNCHER_PATHS.wave);
    expect(host.hasAttribute('data-ready')).toBe(true);
    expect(storage.readLook()).toMatchObject({ colour: '#0f766e', position: 'left', launcherIcon: 'wave', offsetX: 40 });
  });

  it('the view that arrives later takes the same button over: its clicks, its place after the window', () => {
    drawEarly(launcher, storage, snippetLook(snippet({ 'data-launcher-label': 'Ask us' })));
    const button = shadow().getByRole('button', { name: 'Open chat' });
    // widget.js's own handler meanwhile: the launcher reads as open, the window follows when the rest arrives.
    let queued = false;
    launcher.onClick(() => launcher.draw((queued = !queued)));
    button.click();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(shadow().getByRole('button', { name: 'Close chat' })).toBe(button);
    arrive();
    view.update(reduce(initialState, { type: 'opened' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    button.click();
    expect(toggle).toHaveBeenCalledTimes(1);
    view.update(reduce(reduce(initialState, { type: 'configLoaded', config: projectConfig }), { type: 'opened' }));
    expect(shadow().getByRole('dialog')).toBeVisible();
    expect(shadow().getAllByRole('button', { name: 'Close chat' })).toEqual([button]);
    expect(root.lastElementChild).toBe(button);
  });

  it("a returning page draws the site's last look before the request answers; it wins over the snippet's", async () => {
    storage.writeLook(launcherLook({ colour: '#aa3300', position: 'left', launcherIcon: 'question', launcherLabel: 'Ask us', theme: 'dark' }));
    drawEarly(launcher, storage, snippetLook(snippet({ 'data-colour': '#000000' })));
    expect(host.style.getPropertyValue('--c')).toBe('#aa3300');
    expect(host.getAttribute('data-theme')).toBe('dark');
    expect(launcherPath()).toBe(LAUNCHER_PATHS.question);
    expect(shadow().getByRole('button', { name: 'Open chat' })).toHaveTextContent('Ask us');
  });

  it("without a kept look, the snippet's data attributes draw it", () => {
    const script = snippet({ 'data-colour': '#123456', 'data-position': 'left', 'data-launcher-icon': 'question', 'data-offset-y': '64' });
    drawEarly(launcher, storage, snippetLook(script));
    expect(host.style.getPropertyValue('--c')).toBe('#123456');
    expect(host.getAttribute('data-position')).toBe('left');
    expect(host.style.getPropertyValue('bottom')).toBe('64px');
    expect(launcherPath()).toBe(LAUNCHER_PATHS.question);
  });

  it('a refused page (403) and a switched-off widget forget the kept look', async () => {
    storage.writeLook(LAUNCHER_DEFAULTS);
    const refused = pending();
    const first = keepLook(storage, refused.promise);
    refused.reject(new ApiError(403, 'This site is not allowed'));
    await expect(first).rejects.toThrow('This site is not allowed');
    expect(storage.readLook()).toBeNull();
    storage.writeLook(LAUNCHER_DEFAULTS);
    expect(await keepLook(storage, Promise.resolve(config({ enabled: false })))).toBeNull();
    expect(storage.readLook()).toBeNull();
  });

  it('never trusts a kept copy or an attribute: invalid values fall back to the defaults', () => {
    localStorage.setItem('parley:key-1:look', JSON.stringify({ colour: 'red;background:url(x)', position: 'top', offsetX: 9999, launcherIcon: 'skull', theme: 'neon', launcherLabel: 7 }));
    expect(storage.readLook()).toEqual(LAUNCHER_DEFAULTS);
    localStorage.setItem('parley:key-1:look', '{broken');
    expect(storage.readLook()).toBeNull();
    expect(snippetLook(snippet({}))).toEqual(LAUNCHER_DEFAULTS);
    expect(snippetLook(snippet({ 'data-colour': 'red', 'data-offset-x': '-4', 'data-theme': 'neon' }))).toEqual(LAUNCHER_DEFAULTS);
  });

  it("the widget's defaults are the settings' defaults (the widget cannot import them: yup)", () => {
    const { colour, textColour, position, offsetX, offsetY, theme, launcherIcon, launcherLabel } = WIDGET_APPEARANCE_DEFAULTS;
    expect(LAUNCHER_DEFAULTS).toEqual({ colour, textColour, position, offsetX, offsetY, theme, launcherIcon, launcherLabel });
  });
});
