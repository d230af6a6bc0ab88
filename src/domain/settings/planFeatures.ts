// The plan features each settings document needs before it may be saved (spec §6: widget settings and office hours
// are gated by plan). The settings page shows the upgrade prompt; the server refuses the save with its words.
import type { Feature } from '../plans';
import type { SettingsKey } from './widget';

export const SETTINGS_FEATURES: Record<SettingsKey, readonly Feature[]> = {
  widgetStatus: ['widgetSettings'],
  widgetAppearance: ['widgetSettings'],
  privacy: ['widgetSettings'],
  officeHours: ['widgetSettings', 'officeHours'],
  holidays: ['widgetSettings'],
  bot: [],
  chatFields: [],
  collision: [],
  email: [],
  messageEdits: [],
};
