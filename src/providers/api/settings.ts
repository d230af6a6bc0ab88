// The calls of the settings pages (server contract: server/routes/profile.ts, users.ts, admin/settings.ts). Every
// call goes through httpClient, which already toasts failures; pages toast only successes.
import { API, type Profile } from '../../domain/api';
import type { NotificationChannels, ProfileInput } from '../../domain/schemas/profile';
import type { MeetingAvailability } from '../../domain/settings/meetingAvailability';
import type { InstallInfo } from '../../domain/install/snippet';
import type { SettingsKey } from '../../domain/settings/widget';
import { httpClient } from '../httpClient';
import { loadProfile } from '../profile';

export const SETTINGS_PATHS = {
  timezones: 'app/timezones',
  profileImage: 'app/user/profile/image',
  available: 'app/user/available',
  settings: (key: SettingsKey) => `app/settings/${key}`,
  upgrade: 'app/pricing/upgrade/subscription',
  meetingAvailability: 'app/user/meeting/availability',
  channels: 'app/user/profile/channels',
} as const;

/** Answers that carry the spec's success text. */
export interface MessageAnswer {
  message?: string;
}
export interface AvailabilityAnswer extends MessageAnswer {
  available: boolean;
}
export interface UpgradeAnswer extends MessageAnswer {
  ok: boolean;
  title: string;
  upgradeTo?: string;
}

const json = async <T>(p: Promise<{ json: T }>): Promise<T> => (await p).json;

export const settingsApi = {
  /** GET app/user/profile (also refreshes the cached profile that getIdentity reads). */
  profile: (): Promise<Profile> => loadProfile(),
  updateProfile: (body: ProfileInput) =>
    json(httpClient<ProfileInput & { ok: boolean }>(API.profile, { method: 'PUT', body })),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return json(httpClient<{ ok: boolean; img: string }>(SETTINGS_PATHS.profileImage, { method: 'POST', body: form }));
  },
  timezones: async (): Promise<string[]> =>
    (await json(httpClient<{ timezones: string[] }>(SETTINGS_PATHS.timezones))).timezones,
  available: () => json(httpClient<AvailabilityAnswer>(SETTINGS_PATHS.available)),
  setAvailable: (available: boolean) =>
    json(httpClient<AvailabilityAnswer>(SETTINGS_PATHS.available, { method: 'POST', body: { available } })),
  /** notify: false reads quietly (a page that can do without the document, e.g. without the rights to it). */
  settings: <T>(key: SettingsKey, opts: { notify?: boolean } = {}) => json(httpClient<T>(SETTINGS_PATHS.settings(key), opts)),
  saveSettings: <T>(key: SettingsKey, body: T) =>
    json(httpClient<T & MessageAnswer>(SETTINGS_PATHS.settings(key), { method: 'PUT', body })),
  meetingAvailability: () => json(httpClient<MeetingAvailability>(SETTINGS_PATHS.meetingAvailability)),
  saveMeetingAvailability: (body: MeetingAvailability) =>
    json(httpClient<MeetingAvailability & MessageAnswer>(SETTINGS_PATHS.meetingAvailability, { method: 'PUT', body })),
  /** The agent's notification channels; GET app/user/profile carries them too (what the page and the alerts read). */
  saveChannels: (body: NotificationChannels) =>
    json(httpClient<NotificationChannels & { message: string }>(SETTINGS_PATHS.channels, { method: 'PUT', body })),
  /** GET app/widget/install, read quietly (the section shows the snippet without the last-seen line). */
  installInfo: () => json(httpClient<InstallInfo>('app/widget/install', { notify: false })),
  saveAllowedDomains: (domains: string[]) => httpClient('app/widget/install/domains', { method: 'PUT', body: { domains } }),
  requestUpgrade: (upgradeTo: string) =>
    json(httpClient<UpgradeAnswer>(SETTINGS_PATHS.upgrade, { method: 'POST', query: { upgradeTo } })),
};

/** httpClient toasts every failed call: a retried query would toast the same failure again and again. */
export const NO_RETRY = false;

/** react-query keys shared by the pages and the app-bar toggle. */
export const SETTINGS_KEYS = {
  profile: ['settings', 'profile'] as const,
  timezones: ['settings', 'timezones'] as const,
  availability: ['settings', 'availability'] as const,
  meetingAvailability: ['settings', 'meetingAvailability'] as const,
  document: (key: SettingsKey) => ['settings', 'document', key] as const,
};
