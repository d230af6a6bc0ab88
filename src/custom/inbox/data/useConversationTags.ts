// Tags from the thread: put one of the project's tags on a conversation or take it off, or create a new one and put
// it on. The agent's own thread follows the answer at once; every agent's list and thread (this one's too) follow
// the server's conversation-tags event.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Tag } from '../../../domain/inbox/types';
import { inboxApi, type TagOption } from '../../../providers/api/inbox';
import { patchThreads } from './cacheContext';
import { inboxKeys } from './keys';

export interface ConversationTags {
  add(tagId: number): Promise<void>;
  remove(tagId: number): Promise<void>;
  /** Creates the tag (inbox 'write') and puts it on the conversation. */
  create(name: string): Promise<void>;
}

export function useConversationTags(conversationId: number): ConversationTags {
  const qc = useQueryClient();
  const applied = useCallback(
    (tags: Tag[]) => patchThreads(qc, conversationId, (t) => ({ ...t, details: { ...t.details, tags: tags.map((x) => x.id) } })),
    [qc, conversationId],
  );
  const add = useCallback(async (tagId: number) => applied(await inboxApi.tagConversation(conversationId, tagId, true)), [applied, conversationId]);
  const remove = useCallback(async (tagId: number) => applied(await inboxApi.tagConversation(conversationId, tagId, false)), [applied, conversationId]);
  const create = useCallback(
    async (name: string) => {
      const tag = await inboxApi.createTag(name);
      qc.setQueryData<TagOption[]>(inboxKeys.tags, (cached) =>
        cached && !cached.some((c) => c.id === tag.id) ? [...cached, tag].sort((a, b) => a.name.localeCompare(b.name)) : cached,
      );
      await add(tag.id);
    },
    [qc, add],
  );
  return { add, remove, create };
}
