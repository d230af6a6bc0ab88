// The flow writes that are not plain CRUD (rename, status, clone, restore: dataProvider custom methods, see
// src/providers/flowsAdapter.ts) as one mutation. Afterwards every 'flows' query (list, record, versions) is
// refetched, as react-admin does after its own writes, and the written record is put in its getOne cache at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FlowRecord } from '../../providers/api/flows';
import type { ParleyDataProvider } from '../../providers/dataProvider';

export type FlowCall = (dataProvider: ParleyDataProvider) => Promise<{ data: FlowRecord }>;

/** The query key of the versions list, under 'flows' so that writes refresh it too. */
export const flowVersionsKey = (id: number | string) => ['flows', 'versions', String(id)] as const;

export function useFlowWrite() {
  const dataProvider = useDataProvider<ParleyDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: FlowCall) => call(dataProvider),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['flows', 'getOne', { id: String(data.id), meta: undefined }], data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['flows'] }),
  });
}
