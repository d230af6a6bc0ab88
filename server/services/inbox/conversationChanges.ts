// One conversation's change, as the single inbox actions make it and bulk jobs (issue 27) make it for every match:
// the same refusals (a 403 is "no permission"), the same row updates and the same event, inside the caller's
// transaction. The single action commits its one event; a bulk job folds a batch's into one batch event.
import { visitorChannel } from '../../../src/domain/channels';
import { canAccessPath } from '../../../src/domain/permissions';
import type { ConversationListItem, ConversationStatus } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, TagRow } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { ApiError } from '../../lib/apiError';
import { pending, type PendingEvent } from './publisher';
import { toListItem } from './presenter';
import { assertMayAssign } from '../collision/replyGuard';

/** As the tag administration says it (server/routes/admin/tags.ts). */
export const TAG_FIXED = 'The Blocked tag cannot be changed';
const NO_PERMISSION = 'You do not have permission to change this conversation';

export type ConversationChange =
  | { kind: 'status'; status: ConversationStatus }
  | { kind: 'star'; starred: boolean }
  | { kind: 'archive'; archived: boolean }
  | { kind: 'tag'; tag: TagRow; on: boolean }
  | { kind: 'member'; userId: number };

export interface ChangeDone {
  event: PendingEvent;
  conversation: ConversationListItem;
}

/** The same change told to the conversation's visitor on their own channel (the widget's "Seen" and status); a
 *  blocked visitor is told nothing (no sign of agents' attention). */
export const toVisitorOf = (conversation: ConversationListItem, projectId: number, payload: object) =>
  conversation.user.blocked ? undefined : { channel: visitorChannel(projectId, conversation.user.id), payload };

/** Throws what the caller may not do to this conversation (403: no permission), checked again for every
 *  conversation of a bulk job: the caller's role may have changed since the job started. */
export function assertMayChange(caller: Pick<Caller, 'flat'>, change: ConversationChange): void {
  if (!canAccessPath(caller.flat, 'inbox', 'write')) throw new ApiError(403, NO_PERMISSION);
  if (change.kind === 'tag' && change.tag.fixed_key) throw new ApiError(403, TAG_FIXED);
}

/** Applies the change in `tx`; null when the conversation already is that way (nothing to tell anyone). */
export async function changeConversation(tx: Repositories, caller: Caller, conv: ConversationRow, change: ConversationChange, now: number): Promise<ChangeDone | null> {
  assertMayChange(caller, change);
  const projectId = caller.projectId;
  switch (change.kind) {
    case 'status': {
      if (conv.status === change.status) return null;
      const row = { ...conv, status: change.status, last_event_time: now };
      await tx.conversations.update(conv.id, { status: change.status, last_event_time: now });
      const conversation = await toListItem(tx, row);
      const payload = { conversationId: conv.id, status: change.status, previous: conv.status as ConversationStatus, conversation };
      return { conversation, event: pending('conversation-status', payload, toVisitorOf(conversation, projectId, { conversationId: conv.id, status: change.status })) };
    }
    case 'star':
    case 'archive': {
      const values = change.kind === 'star' ? { starred: change.starred ? 1 : 0 } : { archived: change.archived ? 1 : 0 };
      await tx.conversations.update(conv.id, values);
      const conversation = await toListItem(tx, { ...conv, ...values });
      const event =
        change.kind === 'star'
          ? pending('star', { conversationId: conv.id, starred: change.starred, conversation })
          : pending('archive', { conversationId: conv.id, archived: change.archived, conversation });
      return { conversation, event };
    }
    case 'tag': {
      const before = (await tx.tags.tagsOf([conv.id])).get(conv.id) ?? [];
      if (before.includes(change.tag.id) === change.on) return null;
      if (change.on) await tx.tags.tagConversation(conv.id, change.tag.id);
      else await tx.tags.untagConversation(conv.id, change.tag.id);
      const conversation = await toListItem(tx, conv);
      const all = await tx.tags.list(projectId);
      const tags = all.filter((t) => conversation.tags.includes(t.id)).map((t) => ({ id: t.id, name: t.name }));
      return { conversation, event: pending('conversation-tags', { conversationId: conv.id, tags, conversation }) };
    }
    case 'member': {
      await assertMayAssign(tx, projectId, caller.flat, caller.userId, conv.id);
      if (!(await tx.conversations.addMember(conv.id, change.userId, now))) return null;
      const conversation = await toListItem(tx, conv);
      return { conversation, event: pending('member-join', { conversationId: conv.id, userId: change.userId, conversation }) };
    }
  }
}
