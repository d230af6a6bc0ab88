// The merge calls (issue 27) through the shell's httpClient (bearer token, one error toast per failure).
import type { MergeRequest, MergeResult } from '../../../domain/merge/rules';
import { httpClient } from '../../../providers/httpClient';

export const mergeApi = {
  merge: async (body: MergeRequest) => (await httpClient<MergeResult>('app/inbox/merge', { method: 'POST', body })).json,
  undo: async (mergeId: number) => (await httpClient<{ ok: true; message: string }>(`app/inbox/merges/${mergeId}/undo`, { method: 'POST', body: {} })).json,
};
