// One saved flow (GET app/flows/:id) for the settings modal, the builder and the test page: react-admin's getOne
// of the resource 'flows', so a save (useUpdate) or a flow method (useFlowWrite) refreshes every screen showing it.
import { useGetOne } from 'react-admin';
import type { FlowRecord } from '../../providers/api/flows';

export function useFlowRecord(id: number | string | undefined) {
  return useGetOne<FlowRecord>('flows', { id: Number(id) }, { enabled: id !== undefined && id !== '', retry: false });
}
