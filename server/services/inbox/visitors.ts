// The visitor side (the widget's API, and what tests and the seed use to act as visitors): sessions, conversations,
// messages, receipts and presence. Visitors authenticate with their own opaque token, never an agent's.
import crypto from 'node:crypto';
import { visitorChannel } from '../../../src/domain/channels';
import type { Message } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, VisitorRow } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { hashToken, newToken, nowSeconds } from '../tokens';
import { csatLabel } from '../../../src/domain/csat';
import { appendMessage, forVisitor } from './messages';
import { pending, type PendingEvent, type Publisher } from './publisher';
import { toListItem, toMessage } from './presenter';

export interface VisitorSession {
  visitorId: string;
  token: string;
  projectId: number;
  channel: string;
  name: string;
}

export class VisitorService {
  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
  ) {}

  async byToken(token: string): Promise<VisitorRow | null> {
    return (await this.repos.visitors.findByTokenHash(hashToken(token))) ?? null;
  }

  /** A new visitor of the project whose widget key is given (an unknown key reads as not found). */
  async start(projectKey: string, p: { name: string; email: string | null; company: string | null; domain: string | null; location: string }): Promise<VisitorSession> {
    const project = await this.repos.projects.findByWidgetKey(projectKey);
    if (!project) throw notFound();
    const { token, hash } = newToken();
    const now = nowSeconds();
    const v = await this.repos.visitors.create({
      project_id: project.id,
      public_id: crypto.randomBytes(12).toString('base64url'),
      token_hash: hash,
      name: p.name,
      email: p.email,
      company: p.company,
      domain: p.domain,
      location: p.location,
      last_seen_at: now,
      created_at: now,
    });
    return { visitorId: v.public_id, token, projectId: project.id, channel: visitorChannel(project.id, v.public_id), name: v.name };
  }

  async conversations(visitor: VisitorRow) {
    const rows = await this.repos.conversations.ofVisitor(visitor.id);
    return { conversations: rows.map((c) => ({ id: c.id, status: c.status, createdAt: c.created_at, lastEventTime: c.last_event_time })) };
  }

  async startConversation(visitor: VisitorRow, p: { text: string; bot: boolean; clientId: string | null }) {
    return this.publisher.commit(visitor.project_id, async (tx) => {
      const now = nowSeconds();
      const conv = await tx.conversations.create({ projectId: visitor.project_id, visitorId: visitor.id, bot: p.bot, now });
      let message: Message | null = null;
      let events: PendingEvent[] = [];
      if (p.text && visitor.blocked !== 1) {
        const appended = await appendMessage(tx, conv, visitor, this.visitorMessage(visitor, p.text, p.clientId, now));
        message = appended.message;
        events = appended.events;
      } else {
        events = [pending('conversation-status', { conversationId: conv.id, status: 'open', previous: 'open', conversation: await toListItem(tx, conv) })];
      }
      return { result: { conversationId: conv.id, message: message && forVisitor(message) }, events };
    });
  }

  /** A blocked visitor's message is not delivered to agents; the visitor gets the same neutral answer. */
  async send(visitor: VisitorRow, conversationId: number, text: string, clientId: string | null) {
    const conv = await this.own(visitor, conversationId);
    if (visitor.blocked === 1) return { message: null };
    return this.publisher.commit(visitor.project_id, async (tx) => {
      const fresh = (await tx.conversations.findInProject(visitor.project_id, conv.id))!;
      const appended = await appendMessage(tx, fresh, visitor, this.visitorMessage(visitor, text, clientId, nowSeconds()));
      await tx.visitors.update(visitor.id, { last_seen_at: nowSeconds() });
      return { result: { message: forVisitor(appended.message) }, events: appended.events };
    });
  }

  async messages(visitor: VisitorRow, conversationId: number, afterPos: number) {
    const conv = await this.own(visitor, conversationId);
    const rows = await this.repos.messages.after(conv.id, afterPos, 200);
    return { messages: rows.map((m) => forVisitor(toMessage(m, visitor.public_id))) };
  }

  async receipt(visitor: VisitorRow, conversationId: number, kind: 'read' | 'delivered', time = nowSeconds()) {
    const conv = await this.own(visitor, conversationId);
    const column = kind === 'read' ? 'visitor_last_read_time' : 'visitor_last_delivered_time';
    await this.publisher.commit(visitor.project_id, async (tx) => {
      await tx.conversations.update(conv.id, { [column]: time });
      const event = kind === 'read' ? 'visitor-read' : 'visitor-delivered';
      return { result: undefined, events: [pending(event, { conversationId: conv.id, time })] };
    });
  }

  async setOnline(visitor: VisitorRow, online: boolean) {
    if ((visitor.online === 1) === online) return;
    await this.publisher.commit(visitor.project_id, async (tx) => {
      await tx.visitors.update(visitor.id, { online: online ? 1 : 0, last_seen_at: nowSeconds() });
      const convs = await tx.conversations.ofVisitor(visitor.id);
      const counts = await tx.visitors.onlineCounts(visitor.project_id);
      return {
        result: undefined,
        events: [
          pending('visitor-status', { visitorId: visitor.public_id, online, conversationIds: convs.map((c) => c.id) }),
          pending('online-count', { online: counts }),
        ],
      };
    });
  }

  /** The visitor's answer to a CSAT request (spec §3): csat_response with the rating, or csat_cancel. */
  async feedback(visitor: VisitorRow, conversationId: number, p: { feedbackId: string; rating?: number; cancel: boolean }) {
    const conv = await this.own(visitor, conversationId);
    const label = p.rating ? csatLabel(p.rating) : null;
    return this.publisher.commit(visitor.project_id, async (tx) => {
      await tx.conversations.update(conv.id, { initiate_feedback: 0 });
      const fresh = (await tx.conversations.findInProject(visitor.project_id, conv.id))!;
      const appended = await appendMessage(tx, fresh, visitor, {
        type: p.cancel ? 'csat_cancel' : 'csat_response',
        senderType: 'visitor',
        senderName: visitor.name,
        userId: null,
        text: p.cancel ? '' : (label ?? ''),
        payload: { feedback: { id: p.feedbackId, ...(p.cancel ? {} : { rating: p.rating, label: label ?? undefined }) } },
        now: nowSeconds(),
      });
      return { result: { message: forVisitor(appended.message) }, events: appended.events };
    });
  }

  /** Only the visitor's own conversation; used by uploads too. */
  async ownConversation(visitor: VisitorRow, conversationId: number): Promise<ConversationRow> {
    return this.own(visitor, conversationId);
  }

  private visitorMessage(visitor: VisitorRow, text: string, clientId: string | null, now: number) {
    return { type: 'message' as const, senderType: 'visitor' as const, senderName: visitor.name, userId: null, text, clientId, now };
  }

  private async own(visitor: VisitorRow, conversationId: number): Promise<ConversationRow> {
    const conv = await this.repos.conversations.findInProject(visitor.project_id, conversationId);
    if (!conv || conv.visitor_id !== visitor.id) throw notFound();
    return conv;
  }
}
