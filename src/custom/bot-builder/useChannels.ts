// The channels a conversation can be routed into: Slack's (GET app/slack/channels) or Teams' (GET
// app/msteams/channels, "Team › Channel"). Read quietly: not connected or no rights to the integrations gives
// null, and the picker falls back to typing the channel id (the builder already warns about the connection).
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/httpClient';

export type ChannelSource = 'slack' | 'msteams';
export interface Channel {
  id: string;
  name: string;
}

async function readChannels(source: ChannelSource): Promise<Channel[] | null> {
  try {
    const { json } = await httpClient<{ channels?: Channel[] }>(`app/${source}/channels`, { notify: false });
    return Array.isArray(json.channels) ? json.channels.map(({ id, name }) => ({ id, name })) : null;
  } catch {
    return null;
  }
}

export function useChannels(source: ChannelSource): { channels: Channel[] | null; loading: boolean } {
  const q = useQuery({ queryKey: ['bot-builder', 'channels', source], queryFn: () => readChannels(source), staleTime: 60_000 });
  return { channels: q.data ?? null, loading: q.isLoading };
}
