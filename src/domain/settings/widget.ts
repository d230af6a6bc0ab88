// Widget settings (spec §2 /settings/widget, §8 success texts): status, appearance, privacy policy, and the offline
// and holiday conversation toggles.
import * as yup from 'yup';
import { officeHoursSchema, holidaysSchema } from './officeHours';
import { BOT_DEFAULTS, BOT_MSG, botSettingsSchema } from './bot';
import { CHAT_FIELD_MSG, chatFieldsSchema } from './chatFields';
import { EMAIL_DEFAULTS, EMAIL_MSG, emailSettingsSchema } from '../email/settings';
import { COLLISION_DEFAULTS, COLLISION_MSG, collisionSettingsSchema } from '../collision/policy';
import { EDITS_MSG } from '../messageEdits/rules';
import { MESSAGE_EDITS_DEFAULTS, messageEditsSettingsSchema } from '../messageEdits/schemas';
import { WIDGET_APPEARANCE_DEFAULTS, widgetAppearanceSchema } from '../widgetAppearance';

export const WIDGET_MSG = {
  statusUpdated: 'Status of the widget updated successfully',
  settingsUpdated: 'Updated the widget settings successfully',
  privacyUpdated: 'Updated the privacy policy settings successfully',
  holidaysUpdated: 'Updated the holiday settings successfully',
  offlineInfo: 'Offline conversation is enabled/disabled based on offline experience settings',
  holidayInfo: 'Holiday conversation is enabled/disabled based on holiday settings',
} as const;

const httpUrl = /^https?:\/\/\S+$/i;

export const widgetStatusSchema = yup.object({ enabled: yup.boolean().required() });

export { widgetAppearanceSchema };

export const privacySchema = yup.object({
  enabled: yup.boolean().default(false),
  text: yup.string().trim().max(500, 'Maximum of 500 characters are allowed').default(''),
  url: yup.string().trim().matches(httpUrl, { message: 'Please provide a valid url', excludeEmptyString: true }).default(''),
});

/** Every settings document a project keeps, keyed as stored. */
export const SETTINGS_SCHEMAS = {
  widgetStatus: widgetStatusSchema,
  widgetAppearance: widgetAppearanceSchema,
  privacy: privacySchema,
  officeHours: officeHoursSchema,
  holidays: yup.object({ holidays: holidaysSchema }),
  bot: botSettingsSchema,
  chatFields: chatFieldsSchema,
  collision: collisionSettingsSchema,
  email: emailSettingsSchema,
  messageEdits: messageEditsSettingsSchema,
} as const;
export type SettingsKey = keyof typeof SETTINGS_SCHEMAS;

export const SETTINGS_DEFAULTS: Record<SettingsKey, object> = {
  widgetStatus: { enabled: true },
  widgetAppearance: WIDGET_APPEARANCE_DEFAULTS,
  privacy: { enabled: false, text: '', url: '' },
  officeHours: { enabled: false, timezone: 'UTC', mode: 'weekdays', windows: [{ from: 32400, to: 61200 }], days: {} },
  holidays: { holidays: [] },
  bot: BOT_DEFAULTS,
  chatFields: { fields: [] },
  collision: COLLISION_DEFAULTS,
  email: EMAIL_DEFAULTS,
  messageEdits: MESSAGE_EDITS_DEFAULTS,
};

export const SETTINGS_SUCCESS: Record<SettingsKey, string> = {
  widgetStatus: WIDGET_MSG.statusUpdated,
  widgetAppearance: WIDGET_MSG.settingsUpdated,
  privacy: WIDGET_MSG.privacyUpdated,
  officeHours: WIDGET_MSG.settingsUpdated,
  holidays: WIDGET_MSG.holidaysUpdated,
  bot: BOT_MSG.settingsUpdated,
  chatFields: CHAT_FIELD_MSG.updated,
  collision: COLLISION_MSG.saved,
  email: EMAIL_MSG.updated,
  messageEdits: EDITS_MSG.editWindowSaved,
};
