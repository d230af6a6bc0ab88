// The bot's integrations that are connected now (GET app/integration, spec §7).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { helpdeskApi } from '../../providers/api/helpdesk';
import { connectedBotIntegrations } from './model';

/** GET app/integration's flags, shared by the bot pages and the builder (one request, one cache entry). */
export function useIntegrationFlags() {
  return useQuery({
    queryKey: ['integration-flags'],
    queryFn: helpdeskApi.integrationFlags,
  });
}

export function useConnectedIntegrations() {
  return connectedBotIntegrations(useIntegrationFlags().data);
}

/** The connected integration kinds, or undefined until known (the builder then warns about nothing). */
export function useConnectedKinds(): ReadonlySet<string> | undefined {
  const flags = useIntegrationFlags().data;
  return useMemo(() => (flags ? new Set(Object.keys(flags).filter((k) => flags[k])) : undefined), [flags]);
}
