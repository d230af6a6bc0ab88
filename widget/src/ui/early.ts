// The settings' answer for the launcher widget.js drew before they arrived (launcher.ts drawEarly): the project's look
// is kept for this site's next load. Resolves with the settings, or null when the project has the widget switched off
// (the caller removes it); a refused page (403) forgets the kept look and rejects as before.
import { ApiError } from '../api';
import type { WidgetStorage } from '../storage';
import type { WidgetConfig } from '../types';
import { configLook } from './view';

export async function keepLook(storage: WidgetStorage, settings: Promise<WidgetConfig>): Promise<WidgetConfig | null> {
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
