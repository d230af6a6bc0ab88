// Visitor blocking (spec §4): toggles the visitor's blocked flag, adds or removes the fixed Blocked tag on their
// conversations, notes it in the latest thread (agents only) and tells every agent.
import { BLOCKED_TAG, blockToast } from '../../../src/domain/tags';
import type { Repositories } from '../../db/repositories/index';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';
import { appendMessage } from './messages';
import { pending, type PendingEvent, type Publisher } from './publisher';

export async function setVisitorBlocked(repos: Repositories, publisher: Publisher, caller: Caller, visitorPublicId: string, blocked: boolean) {
  const visitor = await repos.visitors.findByPublicId(caller.projectId, visitorPublicId);
  const agent = await repos.users.findInProject(caller.projectId, caller.userId);
  if (!visitor || !agent) throw notFound();
  const message = blockToast(visitor.name, visitor.company, blocked);
  if ((visitor.blocked === 1) === blocked) return { blocked, message };
  await publisher.commit(caller.projectId, async (tx) => {
    const now = nowSeconds();
    await tx.visitors.update(visitor.id, { blocked: blocked ? 1 : 0 });
    const tag =
      (await tx.tags.findFixed(caller.projectId, BLOCKED_TAG.key)) ??
      (await tx.tags.create(caller.projectId, BLOCKED_TAG.name, now, BLOCKED_TAG.key));
    const convs = await tx.conversations.ofVisitor(visitor.id);
    for (const c of convs) {
      if (blocked) await tx.tags.tagConversation(c.id, tag.id);
      else await tx.tags.untagConversation(c.id, tag.id);
    }
    const events: PendingEvent[] = [
      pending('visitor-blocked', { visitorId: visitor.public_id, blocked, conversationIds: convs.map((c) => c.id) }),
    ];
    const latest = convs[convs.length - 1];
    if (latest) {
      const note = await appendMessage(tx, latest, { ...visitor, blocked: blocked ? 1 : 0 }, {
        type: 'visitor_blocked',
        senderType: 'system',
        senderName: agent.name,
        userId: agent.id,
        text: `${agent.name} ${blocked ? 'blocked' : 'unblocked'} this visitor`,
        now,
        notifyVisitor: false,
      });
      events.push(...note.events);
    }
    return { result: undefined, events };
  });
  return { blocked, message };
}
