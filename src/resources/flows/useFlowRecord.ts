// One saved flow (GET app/flows/:id) for the settings modal, the builder and the test page, in one cache entry.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { flowsApi, type FlowRecord } from '../../providers/api/flows';

export const flowKeys = {
  record: (id: number | string) => ['flow-record', String(id)] as const,
  versions: (id: number | string) => ['flow-versions', String(id)] as const,
};

export function useFlowRecord(id: number | string | undefined) {
  return useQuery({
    queryKey: flowKeys.record(id ?? ''),
    queryFn: () => flowsApi.get(id!),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** Puts a saved flow in the cache, so the other flow screens show it without another call. */
export function useStoreFlowRecord() {
  const client = useQueryClient();
  return (record: FlowRecord) => {
    client.setQueryData(flowKeys.record(record.id), record);
    void client.invalidateQueries({ queryKey: flowKeys.versions(record.id) });
  };
}
