// Slack as a conversation destination: a conversation routed to Slack opens a thread in the chosen channel
// (chat.postMessage), the visitor's and the bot's later messages follow into that thread, and a Slack user's reply in
// the thread (a signed Events API callback) becomes an agent message the visitor receives. Posting happens after
// the commit (never inside a transaction), one conversation at a time, resuming from the last posted position.
import type { FastifyBaseLogger } from 'fastify';
import type { NodeLeases } from '../../db/repositories/leases';
import { mirrorLine, ThreadMirror } from '../threadMirror';
import type { Repositories } from '../../db/repositories/index';
import type { MessageRow } from '../../db/schema';
import { appendMessage } from '../../services/inbox/messages';
import type { Publisher } from '../../services/inbox/publisher';
import { nowSeconds } from '../../lib/clock';
import { ProviderError } from '../errors';
import type { Integrations } from '../registry';

interface SlackAnswer {
  ok: boolean;
  ts?: string;
  error?: string;
}

interface SlackChannelPage extends SlackAnswer {
  channels?: Array<{ id: string; name: string }>;
  response_metadata?: { next_cursor?: string };
}

export interface SlackEvent {
  type: string;
  channel?: string;
  user?: string;
  text?: string;
  ts?: string;
  thread_ts?: string;
  bot_id?: string;
  subtype?: string;
  client_msg_id?: string;
}

export class SlackBridge {
  private readonly mirror: ThreadMirror;

  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly integrations: Integrations,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    leases: NodeLeases | null = null,
  ) {
    this.mirror = new ThreadMirror('slack', (projectId, conversationId) => this.post(projectId, conversationId), this.log, leases);
  }

  /** Publisher listener: queue a sync of each touched conversation that has a thread. */
  get onCommitted() {
    return this.mirror.onCommitted;
  }

  /** Resolves when everything queued for the conversation has been posted (tests wait on it). */
  sync(projectId: number, conversationId: number): Promise<void> {
    return this.mirror.sync(projectId, conversationId);
  }

  /** Most conversations have no thread: that is checked before any lease is taken. */
  private async post(projectId: number, conversationId: number): Promise<void> {
    const thread = await this.repos.slack.find(conversationId);
    if (!thread || thread.project_id !== projectId) return;
    await this.mirror.exclusive(conversationId, () => this.postNew(projectId, conversationId));
  }

  /** Opens the thread if needed and posts what came after its posted position (read afresh under the lease). */
  private async postNew(projectId: number, conversationId: number): Promise<void> {
    const thread = await this.repos.slack.find(conversationId);
    if (!thread) return;
    const conv = await this.repos.conversations.findInProject(projectId, conversationId);
    const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
    if (!conv || !visitor) return;
    let threadTs = thread.thread_ts;
    if (!threadTs) {
      const who = [visitor.name || 'Site visitor', visitor.email, visitor.company].filter(Boolean).join(' · ');
      const opened = await this.call(projectId, { channel: thread.channel, text: `New conversation from ${who}\n${this.publicUrl}/inbox/${conversationId}?visitorId=${visitor.public_id}\nReply in this thread to answer.` });
      threadTs = opened.ts!;
      await this.repos.slack.posted(conversationId, { thread_ts: threadTs, posted_pos: thread.posted_pos });
    }
    let pos = thread.posted_pos;
    const rows = await this.repos.messages.after(conversationId, pos, 200);
    for (const m of rows) {
      const line = this.lineOf(m);
      if (line) await this.call(projectId, { channel: thread.channel, thread_ts: threadTs, text: line });
      pos = m.pos;
      await this.repos.slack.posted(conversationId, { posted_pos: pos });
    }
  }

  /** What a thread shows of a message; Slack's own replies (and internal info rows) are not echoed back. */
  private lineOf(m: MessageRow): string | null {
    return mirrorLine(m, 'slack', (s) => `*${s}*`);
  }

  private async call(projectId: number, body: Record<string, string>): Promise<SlackAnswer> {
    const answer = await this.integrations.json<SlackAnswer>(projectId, 'slack', '/api/chat.postMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`Slack refused the post: ${answer.error ?? 'unknown error'}`);
    return answer;
  }

  /** The workspace's channels the bot can post in, for the routing choice (cursor pages of conversations.list). */
  async channels(projectId: number): Promise<Array<{ id: string; name: string }>> {
    const out: Array<{ id: string; name: string }> = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const query = `exclude_archived=true&limit=200&types=public_channel,private_channel${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const list = await this.integrations.json<SlackChannelPage>(projectId, 'slack', `/api/conversations.list?${query}`);
      if (!list.ok) throw new ProviderError('slack', `Slack: ${list.error ?? 'unknown error'}`);
      for (const c of list.channels ?? []) out.push({ id: c.id, name: `#${c.name}` });
      cursor = list.response_metadata?.next_cursor ?? '';
      if (!cursor) break;
    }
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** A message in a thread Parley opened: persisted as an agent message (once per Slack message) and published. */
  async receive(event: SlackEvent): Promise<'stored' | 'ignored'> {
    if (event.type !== 'message' || event.bot_id || event.subtype || !event.channel || !event.thread_ts || !event.user || !event.text?.trim()) return 'ignored';
    const thread = await this.repos.slack.findByThread(event.channel, event.thread_ts);
    if (!thread) return 'ignored';
    const projectId = thread.project_id;
    const name = await this.userName(projectId, event.user);
    await this.publisher.commit(projectId, async (tx) => {
      const conv = await tx.conversations.findInProject(projectId, thread.conversation_id);
      const visitor = conv ? await tx.visitors.findById(conv.visitor_id) : undefined;
      if (!conv || !visitor) return { result: undefined, events: [] };
      await tx.slack.addParticipant(conv.id, event.user!, name, event.thread_ts!);
      const appended = await appendMessage(tx, conv, visitor, {
        type: 'message',
        senderType: 'agent',
        senderName: name,
        userId: null,
        text: event.text!.trim(),
        // Slack retries a callback it thinks failed: the message id makes the second delivery a no-op.
        clientId: `slack:${event.client_msg_id ?? event.ts}`,
        now: nowSeconds(),
        payload: { mentions: [] },
      });
      return { result: undefined, events: appended.duplicate ? [] : appended.events };
    });
    return 'stored';
  }

  private async userName(projectId: number, user: string): Promise<string> {
    try {
      const info = await this.integrations.json<{ ok: boolean; user?: { real_name?: string; name?: string } }>(projectId, 'slack', `/api/users.info?user=${encodeURIComponent(user)}`);
      return info.user?.real_name || info.user?.name || user;
    } catch {
      return user;
    }
  }
}
