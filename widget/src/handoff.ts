// What widget.js (the first chunk, main.ts) hands the rest of the widget (widget-app.js, app.ts) when it arrives. Kept
// small and stable: a page may run a widget.js from its cache (max-age 1 h) with a newer widget-app.js.
import type { Launcher } from './ui/launcher';

export interface Handoff {
  origin: string;
  projectKey: string;
  root: ShadowRoot;
  host: HTMLElement;
  win: Window;
  /** The settings page's live preview (data-preview): no early launcher, no session. */
  preview: boolean;
  /** The launcher widget.js drew (absent in the preview). */
  launcher?: Launcher;
  /** GET app/visitor/widget, sent by widget.js as it started (settingsRequest.ts). */
  settings?: Promise<Response>;
  /** The visitor clicked the launcher before the rest arrived: the window opens with the settings. */
  open: boolean;
}

/** The running widget, as Parley(…) commands reach it (commands.ts). */
export interface StartedWidget {
  command(name: string, arg: unknown): Promise<unknown>;
}

/** widget-app.js's exports (its global, APP_GLOBAL). */
export interface WidgetApp {
  startWidget(handoff: Handoff): StartedWidget;
}

export const APP_GLOBAL = 'ParleyWidgetApp';

declare global {
  interface Window {
    /** Set as widget.js starts (true), then the running widget: a second copy of the snippet does nothing. */
    __parleyWidget?: StartedWidget | true;
  }
}
