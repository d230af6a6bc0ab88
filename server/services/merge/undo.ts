// Undoing a merge (issue 27), inside the Publisher's transaction: every message goes back to its conversation and
// position, attachments, meetings, tags and members with it; the notices go; each conversation gets its status,
// unread count and preview back. Messages written after the merge stay where they were written, after the others.
import { ApiError } from '../../lib/apiError';
import { MERGE_MSG } from '../../../src/domain/merge/rules';
import type { ConversationStatus } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow } from '../../db/schema';
import { nowSeconds } from '../../lib/clock';
import { changeConversation } from '../inbox/conversationChanges';
import type { PendingEvent } from '../inbox/publisher';
import { listItemsOf, mergeEvent, type MergeActor } from './events';
import type { MergeSnapshot } from './snapshot';

export async function undoMerge(tx: Repositories, actor: MergeActor, mergeId: number, s: MergeSnapshot): Promise<{ result: undefined; events: PendingEvent[] }> {
  if (!(await tx.merges.markUndone(mergeId, nowSeconds()))) throw new ApiError(409, MERGE_MSG.alreadyUndone);
  const now = nowSeconds();
  const ids = [s.survivorId, ...s.mergedIds];
  const rows = await tx.conversations.findManyInProject(actor.projectId, ids);
  const before = await listItemsOf(tx, actor.projectId, ids);
  await tx.merges.deleteMessages(s.notices);

  // Messages: the recorded ones back to their place; any written since follow their conversation's own.
  const recorded = new Map(s.messages.map(([id, conversationId, pos]) => [id, { conversationId, pos }]));
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  for (const { conversationId } of recorded.values()) counts.set(conversationId, (counts.get(conversationId) ?? 0) + 1);
  const places = [...recorded.entries()].map(([id, p]) => ({ id, conversationId: p.conversationId, pos: p.pos }));
  const notices = new Set(s.notices);
  const current = (await tx.merges.messagesOf(ids)).filter((m) => !notices.has(m.id));
  for (const m of current.filter((x) => !recorded.has(x.id)).sort((a, b) => a.pos - b.pos)) {
    const n = (counts.get(m.conversation_id) ?? 0) + 1;
    counts.set(m.conversation_id, n);
    places.push({ id: m.id, conversationId: m.conversation_id, pos: n });
  }
  const present = new Set(current.map((m) => m.id));
  await tx.merges.place(places.filter((p) => present.has(p.id)));

  for (const [id, conv] of s.attachments) await tx.merges.moveAttachments([id], conv);
  for (const [id, conv] of s.meetings) await tx.merges.moveMeetings([id], conv);
  for (const t of s.addedTags) await tx.tags.untagConversation(s.survivorId, t);
  for (const u of s.addedMembers) await tx.conversations.removeMember(s.survivorId, u);

  const events: PendingEvent[] = [];
  const wasBefore = new Map(s.conversations.map((c) => [c.id, c]));
  const wroteSince = new Set(current.filter((m) => !recorded.has(m.id)).map((m) => m.conversation_id));
  for (const row of rows) {
    const was = wasBefore.get(row.id);
    if (!was) continue;
    if (row.id !== s.survivorId) {
      for (const t of was.tags) await tx.tags.tagConversation(row.id, t);
      for (const u of was.members) await tx.conversations.addMember(row.id, u, now);
    }
    const values: Partial<ConversationRow> = {
      message_count: counts.get(row.id) ?? 0,
      unread: was.unread,
      last_event_time: now,
      ...(wroteSince.has(row.id) ? {} : { last_message_text: was.last_message_text, last_message_time: was.last_message_time }),
    };
    await tx.conversations.update(row.id, values);
    const done = await changeConversation(tx, actor, { ...row, ...values } as ConversationRow, { kind: 'status', status: was.status as ConversationStatus }, now);
    if (done) events.push(done.event);
  }
  const after = [...(await listItemsOf(tx, actor.projectId, ids)).values()];
  const survivor = rows.find((r) => r.id === s.survivorId);
  const visitor = survivor ? await tx.visitors.findById(survivor.visitor_id) : undefined;
  const sameVisitorIds = rows.filter((r) => r.id !== s.survivorId && r.visitor_id === survivor?.visitor_id).map((r) => r.id);
  events.push(mergeEvent(actor.projectId, mergeId, s.survivorId, s.mergedIds, true, { before, after }, visitor, sameVisitorIds));
  return { result: undefined, events };
}
