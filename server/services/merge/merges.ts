// Merging conversations (issue 27): the survivor takes every message (interleaved by time), note, attachment, tag,
// member and meeting of the others; the merged-away conversations close with a "Merged into conversation #N"
// notice. One transaction through the Publisher does it all, then tells every agent (one 'conversations-merged'
// event with each conversation before and after, besides the single actions' own status events of
// services/inbox/conversationChanges.ts) and the visitor's open widgets (they follow the survivor). The merge record
// keeps what moved; undo within src/domain/merge's window puts it all back. Both are audited.
import {
  differentVisitors,
  interleave,
  MERGE_MSG,
  mergedIntoLink,
  mergedIntoText,
  mergedStatus,
  mayUndo,
  pickSurvivor,
  undoUntil,
  type MergeRequest,
  type MergeResult,
} from '../../../src/domain/merge/rules';
import type { AuditAction } from '../../../src/domain/audit/actions';
import type { ConversationListItem, ConversationStatus } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, VisitorRow } from '../../db/schema';
import { ApiError, notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';
import { changeConversation, assertMayChange } from '../inbox/conversationChanges';
import { appendMessage } from '../inbox/messages';
import { toListItems } from '../inbox/presenter';
import type { PendingEvent, Publisher } from '../inbox/publisher';
import { assertMayAssign } from '../collision/replyGuard';
import type { AuditLog } from '../audit/auditLog';
import { recordUserAction } from '../audit/userAction';
import { beforeOfRow, type MergeSnapshot } from './snapshot';
import { undoMerge } from './undo';
import { listItemsOf, mergeEvent, type MergeActor } from './events';

export type { MergeActor } from './events';

export class ConversationMerges {
  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly audit: AuditLog | null,
  ) {}

  async merge(actor: MergeActor, req: MergeRequest): Promise<MergeResult> {
    const ids = [...new Set(req.conversationIds)];
    const rows = await this.repos.conversations.findManyInProject(actor.projectId, ids);
    if (rows.length !== ids.length) throw notFound();
    // The single actions' rules, for every conversation: the inbox's write permission, and under the "block" reply
    // policy no conversation assigned to someone else (unless the caller may take conversations over).
    assertMayChange(actor, { kind: 'status', status: 'close' });
    for (const r of rows) await assertMayAssign(this.repos, actor.projectId, actor.flat, actor.userId, r.id);
    if ((await this.repos.merges.mergedInto(ids)).size) throw new ApiError(409, MERGE_MSG.alreadyMerged);
    const visitors = new Map<number, VisitorRow>();
    for (const r of rows) if (!visitors.has(r.visitor_id)) visitors.set(r.visitor_id, (await this.repos.visitors.findById(r.visitor_id))!);
    const candidates = rows.map((r) => ({ id: r.id, createdAt: Number(r.created_at), visitorId: visitors.get(r.visitor_id)!.public_id, visitorName: visitors.get(r.visitor_id)!.name }));
    const names = differentVisitors(candidates);
    if (names && !req.confirmDifferentVisitors) throw new ApiError(409, MERGE_MSG.differentVisitors(names), undefined, { visitors: names });
    const survivorId = pickSurvivor(candidates, req.survivorId);
    const survivor = rows.find((r) => r.id === survivorId)!;
    const mergedIds = ids.filter((id) => id !== survivorId);
    const sameVisitorIds = rows.filter((r) => r.id !== survivorId && r.visitor_id === survivor.visitor_id).map((r) => r.id);

    const result = await this.publisher.commit(actor.projectId, async (tx) => {
      const now = nowSeconds();
      const fresh = await tx.conversations.findManyInProject(actor.projectId, ids);
      const byId = new Map(fresh.map((r) => [r.id, r]));
      const [tags, members] = await Promise.all([tx.tags.tagsOf(ids), tx.conversations.membersOf(ids)]);
      const messages = await tx.merges.messagesOf(ids);
      const attachments = await tx.merges.attachmentsOf(mergedIds);
      const meetings = await tx.merges.meetingsOf(mergedIds);
      const snapshot: MergeSnapshot = {
        survivorId,
        mergedIds,
        conversations: fresh.map((r) => beforeOfRow(r, tags.get(r.id) ?? [], members.get(r.id) ?? [])),
        messages: messages.map((m) => [m.id, m.conversation_id, m.pos]),
        attachments: attachments.map((a) => [a.id, a.conversation_id]),
        meetings: meetings.map((m) => [m.id, m.conversation_id]),
        addedTags: [],
        addedMembers: [],
        notices: [],
      };
      const events: PendingEvent[] = [];
      // The status changes are the single action's (its refusals, its event to agents and the visitor).
      const status = mergedStatus(fresh.map((r) => r.status as ConversationStatus));
      for (const r of fresh) {
        const to = r.id === survivorId ? status : 'close';
        const done = await changeConversation(tx, actor, r, { kind: 'status', status: to }, now);
        if (done) events.push(done.event);
        byId.set(r.id, { ...r, status: to, last_event_time: done ? now : r.last_event_time });
      }
      const before = await listItemsOf(tx, actor.projectId, ids);

      const ordered = interleave(messages.map((m) => ({ ...m, conversationId: m.conversation_id })), survivorId);
      await tx.merges.place(ordered.map((m, i) => ({ id: m.id, conversationId: survivorId, pos: i + 1 })));
      await tx.merges.moveAttachments(attachments.map((a) => a.id), survivorId);
      await tx.merges.moveMeetings(meetings.map((m) => m.id), survivorId);
      const survivorTags = new Set(tags.get(survivorId) ?? []);
      const survivorMembers = new Set(members.get(survivorId) ?? []);
      for (const id of mergedIds) {
        for (const t of tags.get(id) ?? []) {
          await tx.tags.untagConversation(id, t);
          if (!survivorTags.has(t)) (survivorTags.add(t), snapshot.addedTags.push(t), await tx.tags.tagConversation(survivorId, t));
        }
        for (const u of members.get(id) ?? []) {
          await tx.conversations.removeMember(id, u);
          if (!survivorMembers.has(u)) (survivorMembers.add(u), snapshot.addedMembers.push(u), await tx.conversations.addMember(survivorId, u, now));
        }
      }
      const latest = [...fresh].sort((a, b) => Number(b.last_message_time ?? 0) - Number(a.last_message_time ?? 0))[0]!;
      const survivorValues: Partial<ConversationRow> = {
        message_count: ordered.length,
        unread: fresh.reduce((n, r) => n + r.unread, 0),
        last_message_text: latest.last_message_text,
        last_message_time: latest.last_message_time,
        last_event_time: now,
      };
      await tx.conversations.update(survivorId, survivorValues);
      for (const id of mergedIds) {
        const emptied = { ...byId.get(id)!, message_count: 0, unread: 0, last_event_time: now };
        await tx.conversations.update(id, { message_count: 0, unread: 0, last_event_time: now });
        const visitor = visitors.get(emptied.visitor_id)!;
        const notice = await appendMessage(tx, emptied, visitor, {
          type: 'info',
          senderType: 'system',
          senderName: 'Parley',
          userId: null,
          text: mergedIntoText(survivorId),
          payload: { link: mergedIntoLink(survivorId) },
          now,
          notifyVisitor: false,
        });
        snapshot.notices.push(notice.message.id);
        events.push(...notice.events);
      }
      const row = await tx.merges.create({ projectId: actor.projectId, survivorId, userId: actor.userId, moved: JSON.stringify(snapshot), now, mergedIds });
      const after = [...(await listItemsOf(tx, actor.projectId, ids)).values()];
      events.push(mergeEvent(actor.projectId, row.id, survivorId, mergedIds, false, { before, after }, visitors.get(survivor.visitor_id), sameVisitorIds));
      return { result: { mergeId: row.id, survivorId, mergedIds, undoUntil: undoUntil(now), message: MERGE_MSG.merged(ids.length, survivorId) }, events };
    });
    await this.record(actor, 'conversation.merge', survivorId, [
      { field: 'merged', to: mergedIds.map((id) => `#${id}`).join(', ') },
      { field: 'into', to: `#${survivorId}` },
    ]);
    return result;
  }

  /** The conversation and its visitor's others still standing (not merged away): what the thread's dialog offers. */
  async candidates(actor: MergeActor, conversationId: number): Promise<{ conversations: ConversationListItem[] }> {
    const conv = await this.repos.conversations.findInProject(actor.projectId, conversationId);
    if (!conv) throw notFound();
    const rows = (await this.repos.conversations.ofVisitor(conv.visitor_id)).filter((r) => r.project_id === actor.projectId);
    const merged = await this.repos.merges.mergedInto(rows.map((r) => r.id));
    return { conversations: await toListItems(this.repos, rows.filter((r) => !merged.has(r.id))) };
  }

  /** Puts every conversation of the merge back as it was; refused after the window or when already undone. */
  async undo(actor: MergeActor, mergeId: number): Promise<{ ok: true; message: string }> {
    const merge = await this.repos.merges.findInProject(actor.projectId, mergeId);
    if (!merge) throw notFound();
    assertMayChange(actor, { kind: 'status', status: 'close' });
    if (merge.undone_at !== null) throw new ApiError(409, MERGE_MSG.alreadyUndone);
    if (!mayUndo(Number(merge.created_at), nowSeconds())) throw new ApiError(409, MERGE_MSG.undoExpired);
    await assertMayAssign(this.repos, actor.projectId, actor.flat, actor.userId, merge.survivor_id);
    const snapshot = JSON.parse(merge.moved) as MergeSnapshot;
    await this.publisher.commit(actor.projectId, (tx) => undoMerge(tx, actor, merge.id, snapshot));
    await this.record(actor, 'conversation.merge_undo', snapshot.survivorId, [{ field: 'restored', to: snapshot.mergedIds.map((id) => `#${id}`).join(', ') }]);
    return { ok: true, message: MERGE_MSG.undone };
  }

  private async record(actor: MergeActor, action: AuditAction, conversationId: number, changes: Array<{ field: string; to: string }>) {
    await recordUserAction(this.audit, this.repos.users, actor, action, { type: 'conversation', id: String(conversationId), label: `Conversation #${conversationId}` }, changes);
  }
}
