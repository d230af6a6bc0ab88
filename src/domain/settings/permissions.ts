// Which node of the permission tree guards each project settings document. The bot's identity belongs with the
// conversation flows it speaks in (the /bot pages are guarded by 'conversations'); the rest are widget settings.
import type { PermissionPath } from '../permissions';
import type { SettingsKey } from './widget';

const BY_KEY: Partial<Record<SettingsKey, PermissionPath>> = { bot: 'conversations' };

export const settingsPermission = (key: SettingsKey): PermissionPath => BY_KEY[key] ?? 'settings.widgetSettings';
