// The bot's integrations that are connected now (GET app/integration, spec §7).
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/httpClient';
import { connectedBotIntegrations } from './model';

export function useConnectedIntegrations() {
  const flags = useQuery({
    queryKey: ['integration-flags'],
    queryFn: async () => (await httpClient<{ integrations: Record<string, boolean> }>('app/integration')).json.integrations,
  });
  return connectedBotIntegrations(flags.data);
}
