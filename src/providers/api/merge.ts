// The merge calls (issue 27) through the shell's httpClient (bearer token, one error toast per failure).
import type { ConversationListItem } from '../../domain/inbox/types';
import type { MergeRequest, MergeResult } from '../../domain/merge/rules';
import { httpClient } from '../httpClient';

export const mergeApi = {
  /** The conversation's visitor's conversations still standing (the open one among them). */
  candidates: async (conversationId: number) =>
    (await httpClient<{ conversations: ConversationListItem[] }>(`app/inbox/merge/candidates/${conversationId}`)).json.conversations,
  merge: async (body: MergeRequest) => (await httpClient<MergeResult>('app/inbox/merge', { method: 'POST', body })).json,
  undo: async (mergeId: number) => (await httpClient<{ ok: true; message: string }>(`app/inbox/merges/${mergeId}/undo`, { method: 'POST', body: {} })).json,
};
