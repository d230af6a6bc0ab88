// The channels a conversation can be routed into: Slack's (GET app/slack/channels) or Teams' (GET
// app/msteams/channels, "Team › Channel"). Read quietly: not connected or no rights to the integrations gives
// null, and the picker falls back to typing the channel id (the builder already warns about the connection).
import { useQuery } from '@tanstack/react-query';
import { botBuilderApi, type Channel, type ChannelSource } from '../../providers/api/botBuilder';

export type { Channel, ChannelSource };

export function useChannels(source: ChannelSource): { channels: Channel[] | null; loading: boolean } {
  const q = useQuery({ queryKey: ['bot-builder', 'channels', source], queryFn: () => botBuilderApi.channels(source), staleTime: 60_000 });
  return { channels: q.data ?? null, loading: q.isLoading };
}
