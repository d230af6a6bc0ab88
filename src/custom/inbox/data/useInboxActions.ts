// Conversation actions (spec §4, §7, §8). Each resolves when the server has accepted it and rejects otherwise
// (httpClient has already shown the error toast). On success the list item and the open thread change at once;
// the statistics follow the server's event (counting it here too would count it twice).
import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { withArchive, withStar, withStatus } from '../../../domain/inbox/counts';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { ConversationDetail, ConversationListItem, ConversationStatus } from '../../../domain/inbox/types';
import { toast } from '../../../providers/notifications';
import { inboxApi } from '../../../providers/api/inbox';
import { patchLists, patchThreads } from './cacheContext';
import { useInboxData } from './context';
import { inboxKeys } from './keys';
import { updateInList, withoutAppUser, withParticipants } from './patches';

export interface InboxActions {
  setStatus(id: number, status: ConversationStatus): Promise<void>;
  setStarred(id: number, starred: boolean): Promise<void>;
  setArchived(id: number, archived: boolean): Promise<void>;
  bulkClose(ids: number[]): Promise<void>;
  accept(id: number): Promise<void>;
  addMembers(id: number, userIds: number[]): Promise<void>;
  removeMember(id: number, userId: number): Promise<void>;
}

function applyLocally(
  qc: QueryClient,
  userId: number,
  id: number,
  item: (c: ConversationListItem) => ConversationListItem,
  detail: (d: ConversationDetail['details']) => ConversationDetail['details'],
) {
  patchLists(qc, (data, params) => updateInList(data, (c) => c.id === id, item, params, userId));
  patchThreads(qc, id, (t) => ({ ...t, details: detail(t.details) }));
}

export function useInboxActions(): InboxActions {
  const qc = useQueryClient();
  const { details } = useInboxData();
  const userId = details?.sender.userId ?? 0;

  return useMemo<InboxActions>(() => {
    const status = (id: number, s: ConversationStatus) =>
      applyLocally(qc, userId, id, (c) => withStatus(c, s), (d) => ({ ...d, status: s }));
    return {
      async setStatus(id, s) {
        await inboxApi.status(id, s);
        status(id, s);
        toast.success(INBOX_MSG.statusChanged);
      },
      async setStarred(id, starred) {
        await inboxApi.star(id, starred);
        applyLocally(qc, userId, id, (c) => withStar(c, starred), (d) => ({ ...d, starred }));
      },
      async setArchived(id, archived) {
        await inboxApi.archive(id, archived);
        applyLocally(qc, userId, id, (c) => withArchive(c, archived), (d) => ({ ...d, archived }));
      },
      async bulkClose(ids) {
        await inboxApi.bulkClose(ids);
        for (const id of ids) status(id, 'close');
        toast.success(INBOX_MSG.bulkClosed);
      },
      async accept(id) {
        await inboxApi.accept(id);
      },
      async addMembers(id, userIds) {
        const participants = await inboxApi.addMembers(id, userIds);
        patchThreads(qc, id, (t) => withParticipants(t, participants));
        toast.success(INBOX_MSG.membersAdded);
      },
      async removeMember(id, memberId) {
        const before = new Map(qc.getQueriesData<ConversationDetail>({ queryKey: inboxKeys.threadsOf(id) }));
        patchThreads(qc, id, (t) => withoutAppUser(t, memberId));
        try {
          const participants = await inboxApi.removeMember(id, memberId);
          patchThreads(qc, id, (t) => withParticipants(t, participants));
          toast.success(INBOX_MSG.memberRemoved);
        } catch (error) {
          // Removing an agent failing restores the previous participants (spec §8).
          for (const [key, d] of before) {
            if (d) qc.setQueryData<ConversationDetail>(key, (t) => (t ? { ...t, participants: d.participants } : t));
          }
          throw error;
        }
      },
    };
  }, [qc, userId]);
}
