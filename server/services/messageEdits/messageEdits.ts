// Message edits and deletes (issue 27): an agent changes or removes their own chat message within the project's edit
// window (the settings document 'messageEdits', 15 minutes by default). The rules are src/domain/messageEdits; this
// service enforces them, rewrites the row (the search index follows by migration 028's triggers), publishes the usual
// 'message-update' to every agent and to the visitor's widget, and keeps the previous text in the audit log.
import { visitorChannel } from '../../../src/domain/channels';
import { messagePreview } from '../../../src/domain/inbox/preview';
import type { Message } from '../../../src/domain/inbox/types';
import { EDITS_MSG, editRefusal, type EditRefusal } from '../../../src/domain/messageEdits/rules';
import { MESSAGE_EDITS_DEFAULTS, messageEditsSettingsSchema } from '../../../src/domain/messageEdits/schemas';
import { excerpt } from '../../../src/domain/audit/summary';
import type { Repositories } from '../../db/repositories/index';
import type { Caller } from '../../lib/caller';
import type { AuditLog } from '../audit/auditLog';
import { forVisitor } from '../inbox/messages';
import { pending, type Publisher } from '../inbox/publisher';
import { toListItem, toMessage } from '../inbox/presenter';
import { ApiError, notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';

const REFUSAL_STATUS: Record<EditRefusal, number> = { notEditable: 403, notOwn: 403, editTooLate: 409, alreadyDeleted: 409 };

type Change = { kind: 'edit'; text: string } | { kind: 'delete' };

export class MessageEdits {
  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly audit: AuditLog,
  ) {}

  async windowMinutes(projectId: number): Promise<number> {
    const saved = await this.repos.settings.get(projectId, 'messageEdits');
    return messageEditsSettingsSchema.isValidSync(saved) ? saved.windowMinutes : MESSAGE_EDITS_DEFAULTS.windowMinutes;
  }

  edit(caller: Caller, conversationId: number, messageId: number, text: string, ip: string | null): Promise<Message> {
    return this.change(caller, conversationId, messageId, { kind: 'edit', text }, ip);
  }

  remove(caller: Caller, conversationId: number, messageId: number, ip: string | null): Promise<Message> {
    return this.change(caller, conversationId, messageId, { kind: 'delete' }, ip);
  }

  private async change(caller: Caller, conversationId: number, messageId: number, change: Change, ip: string | null): Promise<Message> {
    const { projectId, userId } = caller;
    const conv = await this.repos.conversations.findInProject(projectId, conversationId);
    const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
    if (!conv || !visitor) throw notFound();
    const window = await this.windowMinutes(projectId);
    const user = await this.repos.users.findInProject(projectId, userId);
    if (!user) throw notFound();
    let previous = '';
    const message = await this.publisher.commit(projectId, async (tx) => {
      const row = await tx.messageEdits.findMessage(conv.id, messageId);
      if (!row) throw notFound();
      const before = toMessage(row, visitor.public_id);
      const refusal = editRefusal(before, userId, nowSeconds(), window);
      if (refusal) throw new ApiError(REFUSAL_STATUS[refusal], EDITS_MSG[refusal]);
      previous = before.text;
      const payload = { ...(row.payload ? (JSON.parse(row.payload) as Record<string, unknown>) : {}) };
      if (change.kind === 'edit') payload.editedAt = nowSeconds();
      else {
        payload.deleted = true;
        // Nothing of a deleted message stays on the wire: no GIF, canned message or mentions.
        for (const k of ['gif', 'cannedMessage', 'mentions', 'editedAt']) delete payload[k];
      }
      const updated = await tx.messageEdits.rewrite(row.id, change.kind === 'edit' ? change.text : '', JSON.stringify(payload));
      const after = toMessage(updated, visitor.public_id);
      // The list's preview follows an edit of the conversation's last message.
      const fresh = (await tx.conversations.findInProject(projectId, conv.id)) ?? conv;
      let current = fresh;
      if (fresh.message_count === row.pos) {
        const text = after.deleted ? EDITS_MSG.deleted : messagePreview({ ...after, type: after.type });
        await tx.conversations.update(conv.id, { last_message_text: text });
        current = { ...fresh, last_message_text: text };
      }
      const conversation = await toListItem(tx, current);
      const visitorSide = { channel: visitorChannel(projectId, visitor.public_id), payload: { conversationId: conv.id, message: forVisitor(after) } };
      return { result: after, events: [pending('message-update', { conversationId: conv.id, message: after, conversation }, visitorSide)] };
    });
    await this.audit.record({
      projectId,
      actor: { id: user.id, name: user.name, email: user.email },
      action: change.kind === 'edit' ? 'message.edit' : 'message.delete',
      target: { type: 'message', id: String(messageId), label: excerpt(previous) },
      summary: { changes: [], details: { conversationId: conv.id, previousText: previous } },
      ip,
    });
    return message;
  }
}
