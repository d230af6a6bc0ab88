// The events of a merge and of its undo: one 'conversations-merged' event on the project's channel with each
// conversation's list item before and after (every agent's lists and counts follow it), and on the survivor's
// visitor's channel the merged-away conversations their widget should leave for the survivor.
import { visitorChannel } from '../../../src/domain/channels';
import type { ConversationListItem } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { VisitorRow } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { pending, type PendingEvent } from '../inbox/publisher';
import { toListItem } from '../inbox/presenter';

export interface MergeActor extends Caller {
  ip: string | null;
}

/** Both halves of a merge's events: each conversation's list item before and after, for lists and counts. */
export interface MergeItems {
  before: Map<number, ConversationListItem>;
  after: ConversationListItem[];
}

export async function listItemsOf(tx: Repositories, projectId: number, ids: number[]): Promise<Map<number, ConversationListItem>> {
  const rows = await tx.conversations.findManyInProject(projectId, ids);
  return new Map(await Promise.all(rows.map(async (r) => [r.id, await toListItem(tx, r)] as const)));
}

/** The project event and, for the survivor's visitor, the widget's: follow the survivor and reload it. */
export function mergeEvent(projectId: number, mergeId: number, survivorId: number, mergedIds: number[], undone: boolean, items: MergeItems, visitor: VisitorRow | undefined, sameVisitorIds: number[]): PendingEvent {
  const list = items.after.map((conversation) => ({ conversation, before: items.before.get(conversation.id) ?? conversation }));
  const toVisitor =
    visitor && !visitor.blocked && sameVisitorIds.length
      ? { channel: visitorChannel(projectId, visitor.public_id), payload: { conversationIds: sameVisitorIds, survivorId, undone } }
      : undefined;
  return pending('conversations-merged', { mergeId, survivorId, mergedIds, undone, items: list }, toVisitor);
}
