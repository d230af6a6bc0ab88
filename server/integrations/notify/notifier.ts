// Profile notification channels, for real: when a conversation is assigned to an agent (member-join) or a visitor
// writes in a conversation an agent is in (new-message), the agent's team-chat target gets a short notice with a
// link to /inbox/<id>. This is the provider-neutral fan-out: each team-chat provider sends its own targets (its
// folder's notice.ts, through the TeamChat it started: ../teamChat.ts). Mentions and assignments also go to the
// agent's email while they are away (services/email/agentNotices.ts: their profile's choice, batched).
// Runs after the commit (a publisher listener), never inside a transaction; a failure is logged and never reaches
// the inbox. Browser alerts (push.desktop/sound) are the dashboard's and are left as they are.
import type { FastifyBaseLogger } from 'fastify';
import type { EventPayloads } from '../../../src/domain/inbox/events';
import { noticeOf, notifyTargetOf, type Notice, type NoticeReason, type NotifyTarget } from '../../../src/domain/integrations/notifyTargets';
import { NOTIFICATION_CHANNELS_KEY, normaliseChannels } from '../../../src/domain/schemas/profile';
import type { Repositories } from '../../db/repositories/index';
import type { TeamChat } from '../teamChat';
import type { SharedCounters } from '../../cluster/counters';
import type { AgentNotices } from '../../services/email/agentNotices';
import { payloadOf, type CommittedEvent } from '../../lib/committedEvent';

/** One message notice per agent and conversation per this many seconds: a chatty visitor is one ping, not twenty. */
export const MESSAGE_QUIET_SECONDS = 60;

export class Notifier {
  private readonly lastNotice = new Map<string, number>();
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly repos: Repositories,
    /** The started team-chat providers: each sends the targets it names in noticeKinds. */
    private readonly chats: readonly TeamChat[],
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    /** Cluster mode: the quiet minutes, shared by every node (Redis). */
    private readonly counters: SharedCounters | null = null,
    /** Mentions and assignments by email to agents who are away (their profile's choice). */
    private readonly emails: Pick<AgentNotices, 'notify'> | null = null,
  ) {}

  readonly onCommitted = (projectId: number, events: ReadonlyArray<CommittedEvent>) => {
    const joins: Array<EventPayloads['member-join']> = [];
    const messages: Array<EventPayloads['new-message']> = [];
    for (const e of events) {
      if (e.event === 'member-join') joins.push(payloadOf<EventPayloads['member-join']>(e));
      else if (e.event === 'new-message') messages.push(payloadOf<EventPayloads['new-message']>(e));
    }
    // A note's @mentions notify the mentioned agents (not its author), whatever their quiet minute.
    const mentions = messages.filter((m) => m.message.type === 'note').flatMap((m) =>
      m.message.mentions.filter((u) => u.id !== m.message.userId).map((u) => ({ userId: u.id, conversationId: m.conversationId, by: m.message.senderName, text: m.message.text })),
    );
    for (const m of mentions) this.track(this.notify(projectId, m.userId, m.conversationId, { kind: 'mention', by: m.by, text: m.text }));
    if (!joins.length && !messages.some((m) => m.message.senderType === 'visitor')) return;
    // An agent who joins by replying in the same commit is the one acting: no notice about their own move.
    const actors = new Set(messages.filter((m) => m.message.senderType === 'agent' && m.message.userId !== null).map((m) => `${m.conversationId}:${m.message.userId}`));
    const run = this.handle(projectId, joins.filter((j) => !actors.has(`${j.conversationId}:${j.userId}`)), messages.filter((m) => m.message.senderType === 'visitor')).catch((err: Error) =>
      this.log.warn({ projectId, err: err.message }, 'notification failed'),
    );
    this.inflight.add(run);
    void run.finally(() => this.inflight.delete(run));
  };

  private track(run: Promise<void>): void {
    this.inflight.add(run);
    void run.finally(() => this.inflight.delete(run));
  }

  /** Resolves when the notices started so far are sent or have failed (tests wait on it). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.all([...this.inflight]);
  }

  private async handle(projectId: number, joins: Array<EventPayloads['member-join']>, messages: Array<EventPayloads['new-message']>): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    // Quiet windows that have passed are forgotten, so the map stays as small as the last minute's activity.
    if (this.lastNotice.size > 10_000) for (const [k, at] of this.lastNotice) if (at + MESSAGE_QUIET_SECONDS <= now) this.lastNotice.delete(k);
    const jobs: Array<Promise<void>> = [];
    // Assignments first: the visitor message that triggered routing is then covered by the assignment notice.
    for (const j of joins) {
      await this.quietStarts(`${j.userId}:${j.conversationId}`, now, true);
      jobs.push(this.notify(projectId, j.userId, j.conversationId, { kind: 'assigned' }));
    }
    for (const m of messages) {
      const members = (await this.repos.conversations.membersOf([m.conversationId])).get(m.conversationId) ?? [];
      for (const userId of members) {
        if (!(await this.quietStarts(`${userId}:${m.conversationId}`, now, false))) continue;
        jobs.push(this.notify(projectId, userId, m.conversationId, { kind: 'message', text: m.message.text }));
      }
    }
    await Promise.all(jobs);
  }

  /**
   * Starts the agent's quiet minute on a conversation; false when one is already running (no message notice then).
   * An assignment notice always goes and starts one. Cluster mode keeps the minute in Redis: the assignment may have
   * been noticed by another node than the one the visitor's next message reaches.
   */
  private async quietStarts(key: string, now: number, always: boolean): Promise<boolean> {
    if (this.counters) return (await this.counters.hit(`notice-quiet:${key}`, MESSAGE_QUIET_SECONDS * 1000)) === 1 || always;
    if (!always && (this.lastNotice.get(key) ?? 0) + MESSAGE_QUIET_SECONDS > now) return false;
    this.lastNotice.set(key, now);
    return true;
  }

  /** One agent's notice; every failure stays here (logged). */
  private async notify(projectId: number, userId: number, conversationId: number, reason: NoticeReason): Promise<void> {
    try {
      const user = await this.repos.users.findInProject(projectId, userId);
      if (!user) return;
      const target = notifyTargetOf(normaliseChannels(await this.repos.userSettings.get(userId, NOTIFICATION_CHANNELS_KEY)));
      const byMail = reason.kind !== 'message' && this.emails !== null;
      if (!target && !byMail) return;
      const conv = await this.repos.conversations.findInProject(projectId, conversationId);
      const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
      if (!conv || !visitor) return;
      const notice = noticeOf(reason, visitor.name || visitor.email || '', `${this.publicUrl}/inbox/${conversationId}`);
      if (byMail) await this.emails!.notify(projectId, user, conversationId, notice).catch((err: Error) => this.log.warn({ projectId, userId, conversationId, err: err.message }, 'agent email not queued'));
      if (target) await this.send(projectId, user.email, target, notice);
    } catch (err) {
      this.log.warn({ projectId, userId, conversationId, err: (err as Error).message }, 'team-chat notification failed');
    }
  }

  private async send(projectId: number, email: string, target: NotifyTarget, notice: Notice): Promise<void> {
    const chat = this.chats.find((c) => c.noticeKinds.includes(target.kind));
    if (!chat) throw new Error(`no team chat sends ${target.kind} notices`);
    await chat.sendNotice({ projectId, email, target, notice });
  }
}
