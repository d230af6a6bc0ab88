// The funnel toggle and data: whether the funnel is shown (remembered in react-admin's store, so the toolbar's
// switch and every step card read the same value without a context) and the saved flow's funnel, fetched once
// per flow while shown and shared by all cards through the query cache.
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import type { Funnel } from '../../../domain/flows';
import { flowsApi } from '../../../providers/api/flows';

export const FUNNEL_SHOWN_KEY = 'botBuilder.funnel.shown';
export const funnelQueryKey = (flowId: number | undefined) => ['flows', flowId, 'funnel'] as const;

export function useFunnelShown(): [boolean, (shown: boolean) => void] {
  return useStore<boolean>(FUNNEL_SHOWN_KEY, false);
}

export interface FunnelState {
  shown: boolean;
  funnel: Funnel | undefined;
  isPending: boolean;
  isError: boolean;
}

export function useFunnel(flowId: number | undefined): FunnelState {
  const [shown] = useFunnelShown();
  const enabled = shown && flowId !== undefined;
  const query = useQuery({
    queryKey: funnelQueryKey(flowId),
    queryFn: () => flowsApi.funnel(flowId!),
    enabled,
    // httpClient toasts a failure: retrying would toast it again.
    retry: false,
    staleTime: 60_000,
  });
  return { shown, funnel: enabled ? query.data : undefined, isPending: enabled && query.isPending, isError: enabled && query.isError };
}
