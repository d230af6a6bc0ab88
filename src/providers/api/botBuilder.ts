// The builder's quiet reads (no toast: a user without the rights, or without the integration, gets null and the
// builder falls back, e.g. to typing a channel id).
import { httpClient } from '../httpClient';

export type ChannelSource = 'slack' | 'msteams';
export interface Channel {
  id: string;
  name: string;
}
export type Named = { id: number; name: string };

/** simple-rest's whole first page by name: the builder needs every user and team at once. */
const ALL = { range: '[0,499]', sort: '["name","ASC"]' };

export const botBuilderApi = {
  /** GET app/slack/channels or app/msteams/channels ("Team › Channel"). */
  channels: async (source: ChannelSource): Promise<Channel[] | null> => {
    try {
      const { json } = await httpClient<{ channels?: Channel[] }>(`app/${source}/channels`, { notify: false });
      return Array.isArray(json.channels) ? json.channels.map(({ id, name }) => ({ id, name })) : null;
    } catch {
      return null;
    }
  },
  /** GET app/users or app/teams as id and name. */
  named: async (path: 'app/users' | 'app/teams'): Promise<Named[] | null> => {
    try {
      const { json } = await httpClient<Named[]>(path, { query: ALL, notify: false });
      return Array.isArray(json) ? json.map(({ id, name }) => ({ id, name })) : null;
    } catch {
      return null;
    }
  },
};
