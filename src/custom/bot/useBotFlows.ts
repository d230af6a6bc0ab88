// The project's conversation flows as the bot pages need them (counts, default-flow choices, integration usage):
// one page of the flows resource, large enough for any project's flows.
import { useGetList } from 'react-admin';
import type { FlowRecord } from '../../providers/api/flows';

const ALL = { page: 1, perPage: 500 };

export function useBotFlows(): { flows: FlowRecord[] | undefined; isError: boolean } {
  const { data, error } = useGetList<FlowRecord>('flows', { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  return { flows: data, isError: Boolean(error) };
}
