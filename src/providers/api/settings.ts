// The settings calls that are not records (server contract: server/routes/profile.ts, users.ts, admin/settings.ts):
// the photo upload, the timezone list, the availability toggle and the upgrade request. The settings sections and
// the profile are react-admin records (../settingsAdapter.ts, ../profileAdapter.ts). Every call goes through
// httpClient, which already toasts failures; pages toast only successes.
import { httpClient } from '../httpClient';

export const SETTINGS_PATHS = {
  timezones: 'app/timezones',
  profileImage: 'app/user/profile/image',
  available: 'app/user/available',
  upgrade: 'app/pricing/upgrade/subscription',
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
  requestUpgrade: (upgradeTo: string) =>
    json(httpClient<UpgradeAnswer>(SETTINGS_PATHS.upgrade, { method: 'POST', query: { upgradeTo } })),
};

/** httpClient toasts every failed call: a retried query would toast the same failure again and again. */
export const NO_RETRY = false;

/** react-query keys shared by the pages and the app-bar toggle; apart from react-admin's keys of the resource
 *  'settings' (['settings', 'getOne', …]), so that resource's cache updates never reach these. */
export const SETTINGS_KEYS = {
  timezones: ['settingsCalls', 'timezones'] as const,
  availability: ['settingsCalls', 'availability'] as const,
};
