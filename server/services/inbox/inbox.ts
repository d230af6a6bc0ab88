// The agent side of the inbox (spec §7 "Inbox"): lists, thread, flags, status, members. Every change commits with
// its events through the Publisher.
import { agentChannel, projectChannel } from '../../../src/domain/channels';
import { API } from '../../../src/domain/api';
import type { ConversationDetail, ConversationFilters, ConversationStatus, ConversationsPage, InboxDetails, Participant, Tag } from '../../../src/domain/inbox/types';
import type { MissedEvents, StoredEvent } from '../../../src/domain/inbox/events';
import type { Repositories } from '../../db/repositories/index';
import { encodeCursor } from '../../db/repositories/conversations';
import type { ConversationRow } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/apiError';
import { setVisitorBlocked } from './blocking';
import { removeThreadParticipant, threadParticipantsOf } from '../../integrations/threadParticipants';
import { appendMessage } from './messages';
import { collectedAnswers } from '../bot/collectedAnswers';
import { assertMayAssign, assertMayReply } from '../collision/replyGuard';

const MSG_CALENDAR_REQUIRED = 'Calendar link is required';
import { nowSeconds } from '../../lib/clock';
import { pending, type PendingEvent, type Publisher } from './publisher';
import type { Meetings } from '../meetings/meetings';
import { toListItem, toListItems, toMessage, toVisitor, toAccount } from './presenter';
import { senderSignature } from './senderSignature';
import { changeConversation, toVisitorOf, type ConversationChange } from './conversationChanges';

const THREAD_PAGE = 50;
const MISSED_EVENTS_LIMIT = 500;


export class InboxService {
  /** Which conversation each agent has open (the active-conversation ping); in memory, it only steers alerts. */
  readonly activeConversation = new Map<number, { conversationId: number | null; at: number }>();

  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly realtimeSecret: string,
    private readonly meetings: Pick<Meetings, 'linkFor'> | null = null,
  ) {}

  async details(caller: Caller, range: { fromTime?: number; toTime?: number }): Promise<InboxDetails> {
    const user = await this.repos.users.findInProject(caller.projectId, caller.userId);
    if (!user) throw notFound();
    const [statistics, seq] = await Promise.all([
      this.repos.conversations.statistics(caller.projectId, caller.userId, range),
      this.repos.events.latestSeq(caller.projectId),
    ]);
    const auth = `/${API.realtimeAuth}`;
    return {
      statistics,
      pusherChannels: [
        { name: projectChannel(caller.projectId), auth },
        { name: agentChannel(caller.projectId, caller.userId), auth },
      ],
      sender: { userId: user.id, name: user.name, img: user.img, signature: senderSignature(this.realtimeSecret, caller.projectId, user.id) },
      seq,
    };
  }

  async list(caller: Caller, participant: Participant, filters: ConversationFilters, before: string | null, limit: number, botConv?: boolean): Promise<ConversationsPage> {
    const rows = await this.repos.conversations.list({
      projectId: caller.projectId,
      userId: caller.userId,
      participant,
      filters,
      before,
      limit: limit + 1,
      botConv,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      conversations: await toListItems(this.repos, page),
      next: rows.length > limit && last ? encodeCursor(last) : null,
      type: participant,
    };
  }

  async thread(caller: Caller, conversationId: number, visitorPublicId: string, lastMessagePos: number | null): Promise<ConversationDetail> {
    const conv = await this.conversation(caller, conversationId);
    const visitor = await this.repos.visitors.findById(conv.visitor_id);
    if (!visitor || visitor.public_id !== visitorPublicId) throw notFound();
    const [rows, members] = await Promise.all([
      this.repos.messages.page(conv.id, lastMessagePos, THREAD_PAGE),
      this.participants(caller, conv.id),
    ]);
    const oldest = rows[0];
    return {
      messages: rows.map((m) => toMessage(m, visitor.public_id)),
      lastMessagePos: oldest && oldest.pos > 1 ? oldest.pos : null,
      visitor: toVisitor(visitor),
      conversationId: conv.id,
      details: {
        archived: conv.archived === 1,
        starred: conv.starred === 1,
        status: conv.status as ConversationStatus,
        unread: conv.unread,
        botConv: conv.bot === 1,
        visitorLastReadTime: conv.visitor_last_read_time,
        visitorLastDeliveredTime: conv.visitor_last_delivered_time,
        initiateFeedback: conv.initiate_feedback === 1,
        routingExplanation: conv.routing_note,
        tags: (await this.repos.tags.tagsOf([conv.id])).get(conv.id) ?? [],
        collected: await collectedAnswers(this.repos, conv),
      },
      account: toAccount(visitor),
      participants: { appUsers: members.appUsers, slackUsers: members.slackUsers, teamsUsers: members.teamsUsers },
    };
  }

  async participants(caller: Caller, conversationId: number) {
    const conv = await this.conversation(caller, conversationId);
    const ids = (await this.repos.conversations.membersOf([conv.id])).get(conv.id) ?? [];
    const users = await Promise.all(ids.map((id) => this.repos.users.findInProject(caller.projectId, id)));
    const visitor = await this.repos.visitors.findById(conv.visitor_id);
    return {
      // Lets a deep link without ?visitorId (/inbox/123) open a conversation the loaded list does not hold.
      visitorId: visitor?.public_id ?? null,
      appUsers: users.flatMap((u) => (u ? [{ id: u.id, name: u.name, img: u.img }] : [])),
      // The people of its team-chat threads, each team chat's list (server/integrations/threadParticipants.ts).
      ...(await threadParticipantsOf(this.repos, conv.id)),
      bot: conv.bot === 1,
    };
  }

  async addMembers(caller: Caller, conversationId: number, userIds: number[]): Promise<void> {
    const conv = await this.conversation(caller, conversationId);
    await assertMayAssign(this.repos, caller.projectId, caller.flat, caller.userId, conv.id);
    for (const id of userIds) {
      if (!(await this.repos.users.findInProject(caller.projectId, id))) throw notFound();
    }
    await this.publisher.commit(caller.projectId, async (tx) => {
      const events: PendingEvent[] = [];
      for (const id of userIds) {
        if (await tx.conversations.addMember(conv.id, id, nowSeconds())) {
          events.push(pending('member-join', { conversationId: conv.id, userId: id, conversation: await toListItem(tx, conv) }));
        }
      }
      return { result: undefined, events };
    });
  }

  async removeMember(caller: Caller, conversationId: number, userId: number): Promise<void> {
    const conv = await this.conversation(caller, conversationId);
    await this.publisher.commit(caller.projectId, async (tx) => {
      const removed = await tx.conversations.removeMember(conv.id, userId);
      if (!removed) throw notFound();
      return { result: undefined, events: [pending('member-leave', { conversationId: conv.id, userId, conversation: await toListItem(tx, conv) })] };
    });
  }

  /** Removes a team-chat thread's participant from the conversation (spec §7 DELETE members with slackThreadId). */
  async removeThreadMember(caller: Caller, conversationId: number, threadId: string): Promise<void> {
    const conv = await this.conversation(caller, conversationId);
    if (!(await removeThreadParticipant(this.repos, conv.id, threadId))) throw notFound();
  }

  /** Accepting takes the conversation: the agent joins and a bot conversation becomes a human one. */
  async accept(caller: Caller, conversationId: number, accept: boolean): Promise<void> {
    const conv = await this.conversation(caller, conversationId);
    if (!accept) return;
    await this.publisher.commit(caller.projectId, async (tx) => {
      const events: PendingEvent[] = [];
      const joined = await tx.conversations.addMember(conv.id, caller.userId, nowSeconds());
      let row = conv;
      if (conv.bot === 1) {
        await tx.conversations.update(conv.id, { bot: 0, last_event_time: nowSeconds() });
        row = { ...conv, bot: 0 };
        events.push(pending('conversation-handoff', { conversationId: conv.id, botConv: false, conversation: await toListItem(tx, row) }));
      }
      if (joined) events.push(pending('member-join', { conversationId: conv.id, userId: caller.userId, conversation: await toListItem(tx, row) }));
      return { result: undefined, events };
    });
  }

  async setArchived(caller: Caller, conversationId: number, archived: boolean): Promise<void> {
    await this.change(caller, await this.conversation(caller, conversationId), { kind: 'archive', archived });
  }

  async setStarred(caller: Caller, conversationId: number, starred: boolean): Promise<void> {
    await this.change(caller, await this.conversation(caller, conversationId), { kind: 'star', starred });
  }

  /** One conversation's change and its event, committed (bulk jobs make the same change per batch: services/bulk). */
  private async change(caller: Caller, conv: ConversationRow, change: ConversationChange): Promise<void> {
    await this.publisher.commit(caller.projectId, async (tx) => {
      const done = await changeConversation(tx, caller, conv, change, nowSeconds());
      return { result: undefined, events: done ? [done.event] : [] };
    });
  }

  /** Marks read once: reading an already-read conversation changes nothing and tells no one. */
  async read(caller: Caller, conversationId: number): Promise<void> {
    const conv = await this.conversation(caller, conversationId);
    if (conv.unread === 0) return;
    await this.flag(caller, conversationId, { unread: 0 }, (conversation) =>
      pending(
        'read',
        { conversationId, previousUnread: conv.unread, byUserId: caller.userId, conversation },
        toVisitorOf(conversation, caller.projectId, { conversationId, time: nowSeconds() }),
      ),
    );
  }

  async setStatus(caller: Caller, conversationId: number, status: ConversationStatus): Promise<void> {
    const conv = await this.conversation(caller, conversationId);
    if (conv.status === status) return;
    await this.change(caller, conv, { kind: 'status', status });
  }

  /** Bulk action (spec §4): the selected conversations of this project change status; others are ignored. */
  async bulkStatus(caller: Caller, ids: number[], status: ConversationStatus): Promise<number> {
    const rows = await this.repos.conversations.findManyInProject(caller.projectId, ids);
    const changing = rows.filter((r) => r.status !== status);
    return this.publisher.commit(caller.projectId, async (tx) => {
      const events: PendingEvent[] = [];
      const now = nowSeconds();
      for (const conv of changing) {
        await tx.conversations.update(conv.id, { status, last_event_time: now });
        const conversation = await toListItem(tx, { ...conv, status, last_event_time: now });
        events.push(
          pending(
            'conversation-status',
            { conversationId: conv.id, status, previous: conv.status as ConversationStatus, conversation },
            toVisitorOf(conversation, caller.projectId, { conversationId: conv.id, status }),
          ),
        );
      }
      return { result: changing.length, events };
    });
  }

  /** Tags a conversation (or untags it) from the thread; every agent's list and thread follow the event. The Blocked
   *  tag follows the visitor's block and is not set by hand. */
  async setTag(caller: Caller, conversationId: number, tagId: number, on: boolean): Promise<{ tags: Tag[] }> {
    const conv = await this.conversation(caller, conversationId);
    const tag = await this.repos.tags.findInProject(caller.projectId, tagId);
    if (!tag) throw notFound();
    return this.publisher.commit(caller.projectId, async (tx) => {
      const done = await changeConversation(tx, caller, conv, { kind: 'tag', tag, on }, nowSeconds());
      const ids = done ? done.conversation.tags : ((await tx.tags.tagsOf([conv.id])).get(conv.id) ?? []);
      return { result: { tags: await this.tagsNamed(tx, caller.projectId, ids) }, events: done ? [done.event] : [] };
    });
  }

  private async tagsNamed(repos: Repositories, projectId: number, ids: number[]): Promise<Tag[]> {
    const all = await repos.tags.list(projectId);
    return all.filter((t) => ids.includes(t.id)).map((t) => ({ id: t.id, name: t.name }));
  }

  block(caller: Caller, visitorPublicId: string, blocked: boolean) {
    return setVisitorBlocked(this.repos, this.publisher, caller, visitorPublicId, blocked);
  }

  /** Sends the agent's meeting link to the visitor as a calendar message. */
  async bookMeeting(caller: Caller, conversationId: number, visitorPublicId: string) {
    const conv = await this.conversation(caller, conversationId);
    const visitor = await this.repos.visitors.findById(conv.visitor_id);
    const agent = await this.repos.users.findInProject(caller.projectId, caller.userId);
    if (!visitor || visitor.public_id !== visitorPublicId || !agent) throw notFound();
    await assertMayReply(this.repos, caller.projectId, caller.userId, conv.id);
    // A connected calendar gives Parley's own booking page (real free slots, the booking noted in this thread).
    const link = this.meetings ? await this.meetings.linkFor(this.repos, caller.projectId, { id: agent.id, meetingLink: agent.meeting_link }, conv.id) : agent.meeting_link;
    if (!link) throw badRequest(MSG_CALENDAR_REQUIRED);
    const message = await this.publisher.commit(caller.projectId, async (tx) => {
      const appended = await appendMessage(tx, conv, visitor, {
        type: 'message',
        senderType: 'agent',
        senderName: agent.name,
        userId: agent.id,
        text: '',
        payload: { calendar: { url: link, title: `Book a meeting with ${agent.name}` } },
        now: nowSeconds(),
      });
      return { result: appended.message, events: appended.events };
    });
    return { ok: true, message };
  }

  setActive(caller: Caller, conversationId: number | null): void {
    this.activeConversation.set(caller.userId, { conversationId, at: nowSeconds() });
  }

  async missedEvents(caller: Caller, after: number): Promise<MissedEvents> {
    const [latest, oldest] = await Promise.all([this.repos.events.latestSeq(caller.projectId), this.repos.events.oldestSeq(caller.projectId)]);
    // A gap older than the log (or too long to replay) means: reload everything.
    if (after < latest && (oldest === null || oldest > after + 1 || latest - after > MISSED_EVENTS_LIMIT)) {
      return { events: [], seq: latest, reset: true };
    }
    const rows = await this.repos.events.after(caller.projectId, after, MISSED_EVENTS_LIMIT);
    const events = rows.map((r) => ({ seq: r.seq, event: r.event, data: JSON.parse(r.data) }) as StoredEvent);
    return { events, seq: latest, reset: false };
  }

  private async conversation(caller: Caller, id: number): Promise<ConversationRow> {
    const conv = await this.repos.conversations.findInProject(caller.projectId, id);
    if (!conv) throw notFound();
    return conv;
  }

  private async flag(
    caller: Caller,
    conversationId: number,
    values: Partial<ConversationRow>,
    event: (conversation: Awaited<ReturnType<typeof toListItem>>) => PendingEvent,
  ): Promise<void> {
    const conv = await this.conversation(caller, conversationId);
    await this.publisher.commit(caller.projectId, async (tx) => {
      await tx.conversations.update(conv.id, values);
      const conversation = await toListItem(tx, { ...conv, ...values } as ConversationRow);
      return { result: undefined, events: [event(conversation)] };
    });
  }
}
