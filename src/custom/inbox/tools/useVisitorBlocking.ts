// Blocking and unblocking a visitor (spec §4, §7, §8): POST app/inbox/visitor/block/{visitorId}; the toast is the
// server's '{name} is blocked' / 'is unblocked' (with 'from {company}'). The cached rows and threads of that
// visitor change at once, Blocked tag included; the 'visitor-blocked' event brings the same to other agents.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, InboxDetails, VisitorSummary } from '../../../domain/inbox/types';
import { blockToast } from '../../../domain/tags';
import { toast } from '../../../providers/notifications';
import { patchLists } from '../data/cacheContext';
import { inboxKeys } from '../data/keys';
import { updateInList, withVisitor } from '../data/patches';
import { toolsApi } from '../../../providers/api/inboxTools';
import { isBlockedTag, withBlockedTag, type TagWithKey } from './model';

export type SetVisitorBlocked = (visitor: VisitorSummary, company: string | null, block: boolean) => Promise<void>;

export function useVisitorBlocking(): SetVisitorBlocked {
  const qc = useQueryClient();
  return useCallback(
    async (visitor, company, block) => {
      const answer = await toolsApi.block(visitor.id, block);
      const blocked = answer.blocked;
      const blockedTag = (qc.getQueryData<TagWithKey[]>(inboxKeys.tags) ?? []).find(isBlockedTag);
      const userId = qc.getQueryData<InboxDetails>(inboxKeys.details)?.sender.userId ?? 0;
      patchLists(qc, (data, params) =>
        updateInList(
          data,
          (c) => c.user.id === visitor.id,
          (c) => ({ ...c, user: { ...c.user, blocked }, tags: withBlockedTag(c.tags, blockedTag?.id ?? null, blocked) }),
          params,
          userId,
        ),
      );
      for (const [key, detail] of qc.getQueriesData<ConversationDetail>({ queryKey: inboxKeys.threads })) {
        if (detail && detail.visitor.id === visitor.id && detail.visitor.blocked !== blocked) qc.setQueryData(key, withVisitor(detail, { blocked }));
      }
      // The first block of a project creates the Blocked tag.
      if (!blockedTag) void qc.invalidateQueries({ queryKey: inboxKeys.tags });
      toast.success(answer.message || blockToast(visitor.name, company, blocked));
    },
    [qc],
  );
}
