// The launcher's look before the project's settings arrive, so the launcher is on screen as soon as the script runs
// (issue 26: < 300 ms after the script loads) instead of after GET app/visitor/widget. From, in order:
//   1. the look this site's last load received (kept in the site's localStorage, refreshed on every load);
//   2. the embed snippet's data-* look attributes (src/domain/install/lookAttributes.ts names them; the install page
//      writes them from the saved appearance; optional: an older snippet has none);
//   3. the widget's defaults (the same as src/domain/widgetAppearance.ts WIDGET_APPEARANCE_DEFAULTS).
// The settings, when they arrive, replace it (view.ts); a project that refuses the page removes the widget.
import type { LauncherIcon, WidgetTheme } from '../../src/domain/widgetAppearance';
import { readLookAttributes, type SnippetLook } from '../../src/domain/install/lookAttributes';

export type LauncherLook = SnippetLook;

/** Not imported from src/domain/widgetAppearance.ts: that module brings yup, which the first load cannot afford. */
export const LAUNCHER_DEFAULTS: LauncherLook = {
  colour: '#3f51b5',
  textColour: '#ffffff',
  position: 'right',
  offsetX: 20,
  offsetY: 20,
  theme: 'light',
  launcherIcon: 'chat',
  launcherLabel: '',
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const ICONS: readonly LauncherIcon[] = ['chat', 'question', 'wave'];
const THEMES: readonly WidgetTheme[] = ['light', 'dark', 'auto'];
const offset = (v: unknown, fallback: number) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 200 ? n : fallback;
};

/** Whatever is valid in `raw` over the defaults: a stored copy or an attribute is never trusted blindly. */
export function launcherLook(raw: Record<string, unknown> | null | undefined): LauncherLook {
  const d = LAUNCHER_DEFAULTS;
  const r = raw ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const colour = str(r.colour);
  const textColour = str(r.textColour);
  const label = str(r.launcherLabel);
  return {
    colour: colour && HEX.test(colour) ? colour : d.colour,
    textColour: textColour && HEX.test(textColour) ? textColour : d.textColour,
    position: r.position === 'left' ? 'left' : 'right',
    offsetX: offset(r.offsetX, d.offsetX),
    offsetY: offset(r.offsetY, d.offsetY),
    theme: THEMES.includes(r.theme as WidgetTheme) ? (r.theme as WidgetTheme) : d.theme,
    launcherIcon: ICONS.includes(r.launcherIcon as LauncherIcon) ? (r.launcherIcon as LauncherIcon) : d.launcherIcon,
    launcherLabel: label !== undefined ? label.trim().slice(0, 30) : d.launcherLabel,
  };
}

/** The embed <script>'s data-* look attributes, each checked. */
export function snippetLook(script: Pick<Element, 'getAttribute'>): LauncherLook {
  return launcherLook(readLookAttributes(script));
}
