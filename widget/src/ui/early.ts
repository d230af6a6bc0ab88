// The launcher on screen while GET app/visitor/widget is on its way (launcherLook.ts says from which look), and the
// project's look kept for this site's next load. Resolves with the settings, or null when the project has the widget
// switched off (the caller removes it); a refused page (403) forgets the kept look and rejects as before.
import { ApiError } from '../api';
import { LAUNCHER_DEFAULTS, type LauncherLook } from '../launcherLook';
import type { WidgetStorage } from '../storage';
import type { WidgetConfig } from '../types';
import { configLook, type View } from './view';

export async function earlyLauncher(view: Pick<View, 'early'>, storage: WidgetStorage, snippet: LauncherLook | undefined, settings: Promise<WidgetConfig>): Promise<WidgetConfig | null> {
  view.early(storage.readLook() ?? snippet ?? LAUNCHER_DEFAULTS);
  let config: WidgetConfig;
  try {
    config = await settings;
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) storage.writeLook(null);
    throw err;
  }
  storage.writeLook(config.enabled ? configLook(config) : null);
  return config.enabled ? config : null;
}
