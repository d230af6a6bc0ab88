// Profile notification channels, for real: when a conversation is assigned to an agent (member-join) or a visitor
// writes in a conversation an agent is in (new-message), the agent's team-chat target gets a short notice with a
// link to /inbox/<id>: a Slack @handle (users.list, else users.lookupByEmail with the agent's email) or #channel
// through the project's connected Slack (chat.postMessage), a Slack incoming webhook, a Teams user by email through
// the bot (Graph user, 1:1 chat), or an Office 365 connector / Workflows webhook (MessageCard / Adaptive card).
// Runs after the commit (a publisher listener), never inside a transaction; a failure is logged and never reaches
// the inbox. Browser alerts (push.desktop/sound) are the dashboard's and are left as they are.
import type { FastifyBaseLogger } from 'fastify';
import type { EventPayloads } from '../../../src/domain/inbox/events';
import { noticeOf, notifyTargetOf, type Notice, type NoticeReason, type NotifyTarget } from '../../../src/domain/integrations/notifyTargets';
import { NOTIFICATION_CHANNELS_KEY, normaliseChannels } from '../../../src/domain/schemas/profile';
import type { Repositories } from '../../db/repositories/index';
import type { Integrations } from '../registry';
import type { IntegrationSettings } from '../settings';
import type { TeamsBot } from '../teams/bot';
import { toProviderUrl } from './hosts';
import type { SharedCounters } from '../../cluster/counters';
import type { Mailer } from '../../services/mailer';
import { escapeHtml } from '../../../src/domain/inbox/html';

/** A notice as an email: the title as subject, the text, and the link to the conversation. */
export const noticeMail = (to: string, n: Notice) => ({
  to,
  subject: n.title,
  text: `${n.title}\n\n${n.body}\n\nOpen in Parley: ${n.link}`,
  html: `<p><strong>${escapeHtml(n.title)}</strong></p><p>${escapeHtml(n.body)}</p><p><a href="${escapeHtml(n.link)}">Open in Parley</a></p>`,
});

/** One message notice per agent and conversation per this many seconds: a chatty visitor is one ping, not twenty. */
export const MESSAGE_QUIET_SECONDS = 60;

interface SlackAnswer {
  ok: boolean;
  error?: string;
  channel?: string;
  user?: { id: string };
  members?: Array<{ id: string; name?: string; deleted?: boolean; is_bot?: boolean; profile?: { display_name?: string } }>;
  channels?: Array<{ id: string; name: string }>;
  response_metadata?: { next_cursor?: string };
}

export class Notifier {
  private readonly lastNotice = new Map<string, number>();
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly repos: Repositories,
    private readonly integrations: Integrations,
    private readonly bot: TeamsBot,
    private readonly settings: IntegrationSettings,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Cluster mode: the quiet minutes, shared by every node (Redis). */
    private readonly counters: SharedCounters | null = null,
    /** A mention reaches an agent without a team-chat target by email (their profile's address). */
    private readonly mailer: Mailer | null = null,
  ) {}

  readonly onCommitted = (projectId: number, events: ReadonlyArray<{ event: string; data: string }>) => {
    const joins: Array<EventPayloads['member-join']> = [];
    const messages: Array<EventPayloads['new-message']> = [];
    for (const e of events) {
      if (e.event === 'member-join') joins.push(JSON.parse(e.data) as EventPayloads['member-join']);
      else if (e.event === 'new-message') messages.push(JSON.parse(e.data) as EventPayloads['new-message']);
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
      // A mention is addressed to one person: without a team-chat target it goes to their email instead.
      const byMail = !target && reason.kind === 'mention' && this.mailer !== null;
      if (!target && !byMail) return;
      const conv = await this.repos.conversations.findInProject(projectId, conversationId);
      const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
      if (!conv || !visitor) return;
      const notice = noticeOf(reason, visitor.name || visitor.email || '', `${this.publicUrl}/inbox/${conversationId}`);
      if (target) await this.send(projectId, user.email, target, notice);
      else await this.mailer!.send(noticeMail(user.email, notice));
    } catch (err) {
      this.log.warn({ projectId, userId, conversationId, err: (err as Error).message }, 'team-chat notification failed');
    }
  }

  private async send(projectId: number, email: string, target: NotifyTarget, n: Notice): Promise<void> {
    const slackText = `*${n.title}*\n${n.body}\n<${n.link}|Open in Parley>`;
    switch (target.kind) {
      case 'slackUser': {
        const id = await this.slackUser(projectId, target.handle, email);
        if (!id) throw new Error(`Slack user @${target.handle} not found`);
        return this.slackPost(projectId, id, slackText);
      }
      case 'slackChannel': {
        const id = await this.slackChannel(projectId, target.name);
        if (!id) throw new Error(`Slack channel #${target.name} not found`);
        return this.slackPost(projectId, id, slackText);
      }
      case 'slackWebhook':
        return this.webhook(target.url, { text: slackText }, (body) => body.trim() === 'ok');
      case 'teamsUser': {
        const tenant = await this.teamsTenant(projectId);
        if (!tenant) throw new Error('Microsoft Teams is not connected');
        return this.bot.directMessage(tenant, target.email, `**${n.title}**\n\n${n.body}\n\n[Open in Parley](${n.link})`);
      }
      case 'teamsWebhook':
        return this.webhook(target.url, teamsCard(target.url, n), () => true);
    }
  }

  private async slackPost(projectId: number, channel: string, text: string): Promise<void> {
    const answer = await this.integrations.json<SlackAnswer>(projectId, 'slack', '/api/chat.postMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ channel, text, unfurl_links: false }),
    });
    if (!answer.ok) throw new Error(`Slack refused the notice: ${answer.error ?? 'unknown error'}`);
  }

  /** @handle among the workspace's members (name or display name); else the agent's own Slack account by email. */
  private async slackUser(projectId: number, handle: string, email: string): Promise<string | null> {
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const list = await this.integrations.json<SlackAnswer>(projectId, 'slack', `/api/users.list?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      if (!list.ok) throw new Error(`Slack users.list: ${list.error ?? 'unknown error'}`);
      const hit = list.members?.find((m) => !m.deleted && !m.is_bot && (m.name?.toLowerCase() === handle || m.profile?.display_name?.toLowerCase() === handle));
      if (hit) return hit.id;
      cursor = list.response_metadata?.next_cursor ?? '';
      if (!cursor) break;
    }
    const byEmail = await this.integrations.json<SlackAnswer>(projectId, 'slack', `/api/users.lookupByEmail?email=${encodeURIComponent(email)}`);
    return byEmail.ok && byEmail.user ? byEmail.user.id : null;
  }

  private async slackChannel(projectId: number, name: string): Promise<string | null> {
    const list = await this.integrations.json<SlackAnswer>(projectId, 'slack', '/api/conversations.list?exclude_archived=true&limit=1000&types=public_channel,private_channel');
    if (!list.ok) throw new Error(`Slack conversations.list: ${list.error ?? 'unknown error'}`);
    return list.channels?.find((c) => c.name.toLowerCase() === name)?.id ?? null;
  }

  private async teamsTenant(projectId: number): Promise<string | null> {
    const row = await this.repos.integrations.find(projectId, 'msteams');
    if (!row || row.state !== 'connected') return null;
    const tenant = (JSON.parse(row.meta) as { tenantId?: unknown }).tenantId;
    return typeof tenant === 'string' ? tenant : null;
  }

  private async webhook(url: string, payload: unknown, accepted: (body: string) => boolean): Promise<void> {
    const res = await this.fetchImpl(toProviderUrl(url, this.settings), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
    const body = await res.text();
    if (!res.ok || !accepted(body)) throw new Error(`webhook answered ${res.status}: ${body.slice(0, 200)}`);
  }
}

/** Office 365 connectors take a MessageCard; Workflows (Power Automate) webhooks an Adaptive card in a message. */
function teamsCard(url: string, n: Notice): unknown {
  if (/\.webhook\.office\.com(:443)?\//i.test(url)) {
    return {
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      summary: n.title,
      themeColor: '5059C9',
      title: n.title,
      text: n.body,
      potentialAction: [{ '@type': 'OpenUri', name: 'Open in Parley', targets: [{ os: 'default', uri: n.link }] }],
    };
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: n.title, weight: 'Bolder', wrap: true },
            { type: 'TextBlock', text: n.body, wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open in Parley', url: n.link }],
        },
      },
    ],
  };
}
