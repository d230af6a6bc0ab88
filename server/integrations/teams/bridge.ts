// MS Teams as a conversation destination (built like the other team-chat bridge): a conversation routed to Teams opens a
// thread in the chosen channel through the Bot Connector, the visitor's and the bot's later messages follow as
// replies in that thread, and a Teams user's reply (an incoming activity whose token the route verified) becomes
// an agent message the visitor receives. Posting happens after the commit, one conversation at a time, resuming
// from the last posted position.
import type { FastifyBaseLogger } from 'fastify';
import type { NodeLeases } from '../../db/repositories/leases';
import { mirrorLine, ThreadMirror } from '../threadMirror';
import type { Repositories } from '../../db/repositories/index';
import type { MessageRow } from '../../db/schema';
import type { TeamsActivity } from '../../../src/domain/integrations/teamsActivity';
import { appendMessage } from '../../services/inbox/messages';
import type { Publisher } from '../../services/inbox/publisher';
import { nowSeconds } from '../../lib/clock';
import { htmlToText } from '../../lib/html';
import type { TeamsBot } from './bot';

/** Teams puts the bot's @mention into a channel reply's text ("<at>Parley</at> Sure"): the visitor sees the rest. */
export const replyText = (text: string) => htmlToText(text, ['at']).replace(/\u00a0/g, ' ').trim();

export class TeamsBridge {
  private readonly mirror: ThreadMirror;

  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly bot: TeamsBot,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    leases: NodeLeases | null = null,
  ) {
    this.mirror = new ThreadMirror('teams', (projectId, conversationId) => this.post(projectId, conversationId), this.log, leases);
  }

  /** Publisher listener: queue a sync of each touched conversation that has a thread. */
  get onCommitted() {
    return this.mirror.onCommitted;
  }

  /** Resolves when everything queued for the conversation has been posted (tests wait on it). */
  sync(projectId: number, conversationId: number): Promise<void> {
    return this.mirror.sync(projectId, conversationId);
  }

  /** The tenant the project's admin consented for (the msteams connection), or null when not connected. */
  async tenantOf(projectId: number): Promise<string | null> {
    const row = await this.repos.integrations.find(projectId, 'msteams');
    if (!row || row.state !== 'connected') return null;
    const tenant = (JSON.parse(row.meta) as { tenantId?: unknown }).tenantId;
    return typeof tenant === 'string' && tenant ? tenant : null;
  }

  /** Most conversations have no thread: that is checked before any lease is taken. */
  private async post(projectId: number, conversationId: number): Promise<void> {
    const thread = await this.repos.msTeams.find(conversationId);
    if (!thread || thread.project_id !== projectId) return;
    await this.mirror.exclusive(conversationId, () => this.postNew(projectId, conversationId));
  }

  /** Opens the thread if needed and posts what came after its posted position (read afresh under the lease). */
  private async postNew(projectId: number, conversationId: number): Promise<void> {
    const thread = await this.repos.msTeams.find(conversationId);
    if (!thread) return;
    const conv = await this.repos.conversations.findInProject(projectId, conversationId);
    const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
    if (!conv || !visitor) return;
    let threadId = thread.thread_id;
    let serviceUrl = thread.service_url ?? this.bot.serviceUrl;
    if (!threadId) {
      const tenant = await this.tenantOf(projectId);
      if (!tenant) return;
      const who = [visitor.name || 'Site visitor', visitor.email, visitor.company].filter(Boolean).join(' · ');
      const link = `${this.publicUrl}/inbox/${conversationId}?visitorId=${visitor.public_id}`;
      const opened = await this.bot.openChannelThread(tenant, thread.channel, `**New conversation from ${who}**\n\n[Open in Parley](${link})\n\nReply in this thread to answer.`);
      threadId = opened.conversationId;
      serviceUrl = opened.serviceUrl;
      await this.repos.msTeams.posted(conversationId, { thread_id: threadId, service_url: serviceUrl, posted_pos: thread.posted_pos });
    }
    const rootId = threadId.split(';messageid=')[1];
    let pos = thread.posted_pos;
    for (const m of await this.repos.messages.after(conversationId, pos, 200)) {
      const line = this.lineOf(m);
      if (line) await this.bot.send({ serviceUrl, conversationId: threadId }, line, rootId);
      pos = m.pos;
      await this.repos.msTeams.posted(conversationId, { posted_pos: pos });
    }
  }

  /** What a thread shows of a message; Teams' own replies (and internal info rows) are not echoed back. */
  private lineOf(m: MessageRow): string | null {
    return mirrorLine(m, 'msteams', (s) => `**${s}**`);
  }

  /** A reply in a thread Parley opened: persisted as an agent message (once per Teams activity) and published. */
  async receive(activity: TeamsActivity): Promise<'stored' | 'ignored'> {
    const text = replyText(activity.text ?? '');
    if (activity.type !== 'message' || !text || activity.from.id === `28:${this.bot.appId}`) return 'ignored';
    const thread = await this.repos.msTeams.findByThread(activity.conversation.id);
    if (!thread || !thread.thread_id) return 'ignored';
    // The activity's tenant must be the one the project consented for: another tenant cannot answer into it.
    const tenant = await this.tenantOf(thread.project_id);
    const activityTenant = activity.conversation.tenantId ?? activity.channelData?.tenant?.id;
    if (!tenant || (activityTenant && activityTenant !== tenant)) return 'ignored';
    const projectId = thread.project_id;
    const who = activity.from.aadObjectId || activity.from.id;
    const name = activity.from.name?.trim() || 'Teams user';
    await this.publisher.commit(projectId, async (tx) => {
      const conv = await tx.conversations.findInProject(projectId, thread.conversation_id);
      const visitor = conv ? await tx.visitors.findById(conv.visitor_id) : undefined;
      if (!conv || !visitor) return { result: undefined, events: [] };
      await tx.msTeams.addParticipant(conv.id, who, name, thread.thread_id!);
      // Activities carry the serviceUrl to answer on (verified against the token's claim by the route).
      if (activity.serviceUrl !== thread.service_url) await tx.msTeams.setServiceUrl(conv.id, activity.serviceUrl);
      const appended = await appendMessage(tx, conv, visitor, {
        type: 'message',
        senderType: 'agent',
        senderName: name,
        userId: null,
        text,
        // The Bot Framework retries a delivery it thinks failed: the activity id makes the second one a no-op.
        clientId: `msteams:${activity.id}`,
        now: nowSeconds(),
        payload: { mentions: [] },
      });
      return { result: undefined, events: appended.duplicate ? [] : appended.events };
    });
    return 'stored';
  }
}
