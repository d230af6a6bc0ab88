// GET app/flows/:id/funnel: the per-step funnel of a saved flow from the step visits of real bot conversations
// (the Funnel shape of src/domain/flows/funnel.ts). Through httpClient, which toasts a failure once.
import type { Funnel } from '../../../domain/flows';
import { httpClient } from '../../../providers/httpClient';

export const funnelPath = (flowId: number | string) => `app/flows/${encodeURIComponent(String(flowId))}/funnel`;

export const funnelApi = {
  get: async (flowId: number | string): Promise<Funnel> => (await httpClient<Funnel>(funnelPath(flowId))).json,
};
