// Where the dashboard's realtime connection goes: the configured host and port, else the page's own (one process
// serves the dashboard and the socket). Channels authorise against the first channel's auth path on the active
// backend (spec §7 "Realtime"), with the session's bearer token read at each authorisation.
import type { EnvConfig } from '../../../domain/api';
import type { PusherChannel } from '../../../domain/inbox/types';
import type { RealtimeSettings } from '../../../providers/realtime';

export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

export function realtimeSettings(
  config: Pick<EnvConfig, 'realtime' | 'apiBase'>,
  channels: readonly PusherChannel[],
  page: PageLocation,
  getToken: () => string | null,
): RealtimeSettings {
  const rt = config.realtime;
  const port = rt.port || Number(page.port) || undefined;
  const authPath = channels[0]?.auth || rt.authEndpoint;
  const authEndpoint = /^https?:\/\//.test(authPath) ? authPath : `${config.apiBase}/${authPath.replace(/^\/+/, '')}`;
  return {
    key: rt.key,
    wsHost: rt.host || page.hostname,
    wsPort: port,
    wsPath: rt.wsPath,
    forceTLS: rt.forceTLS || page.protocol === 'https:',
    authEndpoint,
    authHeaders: (): Record<string, string> => {
      const token = getToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  };
}
