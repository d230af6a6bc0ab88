// The agent's notification channels (server/routes/profile.ts). GET app/user/profile carries them too, which is what
// the page shows and what the inbox alerts read; a save refreshes that profile.
import type { NotificationChannels } from '../../../domain/schemas/profile';
import { httpClient } from '../../../providers/httpClient';

export const CHANNELS_PATH = 'app/user/profile/channels';

export const channelsApi = {
  get: async () => (await httpClient<NotificationChannels>(CHANNELS_PATH)).json,
  save: async (body: NotificationChannels) =>
    (await httpClient<NotificationChannels & { message: string }>(CHANNELS_PATH, { method: 'PUT', body })).json,
};
