// The appearance preview (the settings page -> the real widget in its iframe, src/domain/widgetPreview.ts): the
// unsaved look drawn over the saved settings, and whether to show the window open and which screen.
import { PREVIEW_MESSAGE, PREVIEW_READY, type PreviewMessage } from '../../src/domain/widgetPreview';
import type { Action } from './state';
import type { WidgetConfig } from './types';

export { PREVIEW_MESSAGE, PREVIEW_READY, type PreviewMessage };

/** The saved settings with the unsaved look drawn over them; null for any other message. */
export function previewConfig(saved: WidgetConfig, data: unknown): WidgetConfig | null {
  const msg = data as Partial<PreviewMessage> | null;
  if (!msg || typeof msg !== 'object' || msg.type !== PREVIEW_MESSAGE || !msg.look || typeof msg.look !== 'object') return null;
  const look = msg.look;
  const messenger = saved.messenger ?? { team: [], line: null, away: false, poweredBy: true, look };
  return { ...saved, title: look.title || saved.title, colour: look.colour, position: look.position, messenger: { ...messenger, look } };
}

/** Draws the saved settings, open, then each look the parent page posts (only the Parley page that framed it). */
export function listenForPreview(win: Window, origin: string, saved: WidgetConfig, dispatch: (a: Action) => void): void {
  dispatch({ type: 'configLoaded', config: saved });
  dispatch({ type: 'opened' });
  const parent = win.parent;
  win.addEventListener('message', (e: MessageEvent<PreviewMessage>) => {
    if (e.source !== parent || e.origin !== origin) return;
    const next = previewConfig(saved, e.data);
    if (!next) return;
    dispatch({ type: 'configLoaded', config: next });
    if (typeof e.data.open === 'boolean') dispatch({ type: e.data.open ? 'opened' : 'closed' });
    if (e.data.screen) dispatch({ type: 'screen', screen: e.data.screen });
  });
  parent.postMessage({ type: PREVIEW_READY }, origin);
}
