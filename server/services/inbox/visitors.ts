// The visitor side (the widget's API, and what tests and the seed use to act as visitors): sessions, conversations,
// messages, receipts and presence. Visitors authenticate with their own opaque token, never an agent's.
import crypto from 'node:crypto';
import { agentChannel, channelAgentId, channelProjectId, projectChannel, visitorChannel } from '../../../src/domain/channels';
import { officeStatus } from '../../../src/domain/routing/schedule';
import { SETTINGS_DEFAULTS } from '../../../src/domain/settings/widget';
import type { Holiday, OfficeHours } from '../../../src/domain/settings/officeHours';
import { AGENT_ONLY_TYPES, type Message, type MessageType } from '../../../src/domain/inbox/types';
import type { Greeting, VisitorSession, WidgetConfig } from '../../../src/domain/visitorApi';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, VisitorRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/apiError';
import { MSG } from '../../../src/domain/messages';
import { nowSeconds } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import { csatLabel } from '../../../src/domain/csat';
import { appendMessage, forVisitor } from './messages';
import { recordIdentityWith } from '../contacts/recordIdentity';
import { pending, type PendingEvent, type Publisher } from './publisher';
import { toListItem, toMessage } from './presenter';
import { BotService, type BotLog } from '../bot/botService';
import type { Meetings } from '../meetings/meetings';
import type { BotHelpdesk } from '../bot/integrations';
import type { Jobs } from '../../jobs/types';
import type { Integrations } from '../../integrations/registry';
import { CrmClient } from '../routing/crm';
import { DEFAULT_ROUTING, Router } from '../routing/router';
import type { Availability } from '../presence/agentPresence';
import { NEW_VISIT_AFTER_SECONDS, Targeting, type VisitorEvent } from '../targeting';
import type { ClientEvent } from '../../realtime/plugin';
import { CLIENT_TYPING, TYPING_EVENT, type AgentTypingEvent, type VisitorTypingEvent } from '../../../src/domain/inbox/typing';

export interface VisitorServiceOptions {
  /** Connected CRMs for owner-based routing and CRM audience facts (null: none, e.g. some unit setups). */
  integrations?: Pick<Integrations, 'connection' | 'json'> | null;
  log?: BotLog;
  /** Booking links for the bot's calendar step (an agent's calendar, else their meeting link). */
  meetings?: Pick<Meetings, 'linkFor'> | null;
  /** Which agents are available now: the toggle and a connection (services/presence/agentPresence.ts). */
  availability: Availability;
  /** The connected helpdesks, for the bot's helpdesk steps (null: those steps are skipped). */
  helpdesk?: BotHelpdesk | null;
  /** Cluster mode's shared queue: the bot's Live Chat waits fire once across nodes (null: in-process ticker). */
  jobs?: Jobs | null;
}

export class VisitorService {
  readonly router: Router;
  readonly bot: BotService;
  readonly targeting: Targeting;

  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    opts: VisitorServiceOptions,
  ) {
    const crm = new CrmClient(opts.integrations ?? null);
    this.router = new Router(crm, opts.availability);
    this.bot = new BotService(repos, publisher, this.router, opts.log ?? { warn: () => undefined }, { meetings: opts.meetings, helpdesk: opts.helpdesk, jobs: opts.jobs });
    this.targeting = new Targeting(repos, opts.integrations ? crm : null);
  }

  async byToken(token: string): Promise<VisitorRow | null> {
    return (await this.repos.visitors.findByTokenHash(hashToken(token))) ?? null;
  }

  /** A new visitor of the project whose widget key is given (an unknown key reads as not found); with a valid token of
   *  that project, the same visitor again (a new visit when last seen over 30 minutes ago). */
  async start(
    projectKey: string,
    p: { name: string; email: string | null; company: string | null; domain: string | null; location: string },
    presentedToken: string | null = null,
  ): Promise<VisitorSession> {
    const project = await this.repos.projects.findByWidgetKey(projectKey);
    if (!project) throw notFound();
    const now = nowSeconds();
    const known = presentedToken ? await this.byToken(presentedToken) : null;
    if (known && known.project_id === project.id) {
      const newVisit = now - known.last_seen_at > NEW_VISIT_AFTER_SECONDS;
      const values = {
        last_seen_at: now,
        ...(newVisit ? { visits: known.visits + 1, visit_seconds: 0 } : {}),
        // What the visitor tells us now completes what we knew; blanks never erase it.
        ...(p.name ? { name: p.name } : {}),
        ...(p.email ? { email: p.email } : {}),
        ...(p.company ? { company: p.company } : {}),
        ...(p.domain ? { domain: p.domain } : {}),
        ...(p.location ? { location: p.location } : {}),
      };
      await this.repos.visitors.update(known.id, values);
      const name = p.name || known.name;
      return { visitorId: known.public_id, token: presentedToken!, projectId: project.id, channel: visitorChannel(project.id, known.public_id), name };
    }
    const { token, hash } = newToken();
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

  /**
   * A bot conversation of a flow (flowId), or a human conversation routed at once. A blocked visitor's conversation
   * gets neither bot nor agent attention.
   */
  async startConversation(
    visitor: VisitorRow,
    p: { text: string; bot: boolean; clientId: string | null; optionId?: string | null; flowId?: number | null; variantId?: string | null },
  ) {
    if (p.flowId && visitor.blocked !== 1) {
      return this.bot.start(visitor, { flowId: p.flowId, variantId: p.variantId ?? null, text: p.text, optionId: p.optionId ?? null, clientId: p.clientId });
    }
    const routeNow = !p.bot && visitor.blocked !== 1;
    return this.publisher.commit(visitor.project_id, async (tx) => {
      const now = nowSeconds();
      let conv = await tx.conversations.create({ projectId: visitor.project_id, visitorId: visitor.id, bot: p.bot, now });
      let message: Message | null = null;
      let events: PendingEvent[] = [];
      if (p.text && visitor.blocked !== 1) {
        const appended = await appendMessage(tx, conv, visitor, this.visitorMessage(visitor, p.text, p.clientId, now));
        message = appended.message;
        events = appended.events;
        conv = (await tx.conversations.findInProject(visitor.project_id, conv.id))!;
      } else if (visitor.blocked !== 1) {
        // A blocked visitor's conversation exists (neutral answers) but is not announced to agents.
        events = [pending('conversation-status', { conversationId: conv.id, status: 'open', previous: 'open', conversation: await toListItem(tx, conv) })];
      }
      if (routeNow) events.push(...(await this.router.route(tx, conv, visitor, DEFAULT_ROUTING)).events);
      const shown = message && forVisitor(message);
      return { result: { conversationId: conv.id, message: shown, messages: shown ? [shown] : [] }, events };
    });
  }

  /** A blocked visitor's message is not delivered to agents; the visitor gets the same neutral answer. In a bot
   *  conversation the bot answers (optionId = one of its buttons). */
  async send(visitor: VisitorRow, conversationId: number, text: string, clientId: string | null, optionId: string | null = null) {
    const conv = await this.own(visitor, conversationId);
    if (visitor.blocked === 1) return { message: null, messages: [] };
    const byBot = await this.bot.answer(visitor, conv, { text, optionId, clientId });
    if (byBot) return byBot;
    if (!text) throw badRequest(MSG.fieldEmpty);
    return this.publisher.commit(visitor.project_id, async (tx) => {
      const fresh = (await tx.conversations.findInProject(visitor.project_id, conv.id))!;
      // The visitor row was read from the token at the start of this request: the list item shows it as is.
      const appended = await appendMessage(tx, fresh, visitor, this.visitorMessage(visitor, text, clientId, nowSeconds()), true);
      await tx.visitors.update(visitor.id, { last_seen_at: nowSeconds() });
      const shown = forVisitor(appended.message);
      return { result: { message: shown, messages: appended.duplicate ? [] : [shown] }, events: appended.events };
    });
  }

  async messages(visitor: VisitorRow, conversationId: number, afterPos: number) {
    const conv = await this.own(visitor, conversationId);
    const rows = await this.repos.messages.after(conv.id, afterPos, 200);
    // Notes for agents (internal notes, bot alerts, skipped integrations, the block marker) are not the visitor's to read.
    return { messages: rows.filter((m) => !AGENT_ONLY_TYPES.has(m.type as MessageType)).map((m) => forVisitor(toMessage(m, visitor.public_id))) };
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
    // The bot's own CSAT step answers through the runtime (which stores the csat_response).
    const byBot = visitor.blocked === 1 ? null : await this.bot.feedback(visitor, conv, p);
    if (byBot) return { message: byBot.message };
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

  /** The widget's settings for a site (no auth): appearance, privacy, whether agents are available, the bot. */
  async widget(projectKey: string, realtime: WidgetConfig['realtime']): Promise<WidgetConfig> {
    const project = await this.repos.projects.findByWidgetKey(projectKey);
    if (!project) throw notFound();
    const doc = async <T>(key: keyof typeof SETTINGS_DEFAULTS) =>
      ({ ...SETTINGS_DEFAULTS[key], ...((await this.repos.settings.get(project.id, key)) as object | undefined) }) as T;
    const [status, look, privacy, hours, holidays, agents, bot] = await Promise.all([
      doc<{ enabled: boolean }>('widgetStatus'),
      doc<{ title: string; colour: string; position: 'right' | 'left'; offlineConversation: boolean; holidayConversation: boolean }>('widgetAppearance'),
      doc<WidgetConfig['privacy']>('privacy'),
      doc<OfficeHours>('officeHours'),
      doc<{ holidays: Holiday[] }>('holidays'),
      this.router.agents(this.repos, project.id),
      this.bot.profile(project.id),
    ]);
    const office = officeStatus(hours, holidays.holidays ?? [], new Date());
    const holiday = !office.open && office.reason === 'holiday' ? { name: office.holiday } : null;
    // Available = toggled on and connected now (or a moment ago): an agent who never signed in does not count.
    const online = office.open && agents.some((a) => a.available);
    return {
      enabled: status.enabled,
      title: look.title,
      colour: look.colour,
      position: look.position,
      privacy: { enabled: privacy.enabled, text: privacy.text, url: privacy.url },
      online,
      holiday,
      offlineForm: !online && (holiday ? look.holidayConversation : look.offlineConversation),
      bot,
      realtime,
    };
  }

  /** Behaviour for audience rules; the greeting of the flow that starts on it (not stored), unless the visitor
   *  already talks with us or is blocked. */
  async event(visitor: VisitorRow, e: VisitorEvent): Promise<{ greeting: Greeting | null }> {
    const updated = await this.targeting.record(visitor, e);
    if (visitor.blocked === 1 || (await this.repos.botState.hasOpenConversation(visitor.id))) return { greeting: null };
    const flow = await this.targeting.match(updated, e);
    return { greeting: flow ? await this.bot.greeting(updated, flow) : null };
  }

  /** The visitor's typing reaches agents on the project channel (a blocked visitor's does not). */
  async typing(visitor: VisitorRow, conversationId: number, typing: boolean): Promise<void> {
    const conv = await this.own(visitor, conversationId);
    if (visitor.blocked === 1) return;
    const event: VisitorTypingEvent = { conversationId: conv.id, typing, visitorId: visitor.public_id, name: visitor.name };
    this.publisher.direct(projectChannel(visitor.project_id), TYPING_EVENT, event);
  }

  /** An agent's `client-typing` on their own channel reaches the visitor of that conversation. */
  async agentTyping(e: ClientEvent): Promise<void> {
    if (e.event !== CLIENT_TYPING) return;
    const projectId = channelProjectId(e.channel);
    const userId = channelAgentId(e.channel);
    const data = (e.data ?? {}) as { conversationId?: unknown; typing?: unknown };
    if (projectId === null || userId === null || typeof data.conversationId !== 'number') return;
    if (e.channel !== agentChannel(projectId, userId)) return;
    const [conv, user] = await Promise.all([
      this.repos.conversations.findInProject(projectId, data.conversationId),
      this.repos.users.findInProject(projectId, userId),
    ]);
    const visitor = conv ? await this.repos.visitors.findById(conv.visitor_id) : undefined;
    if (!conv || !user || !visitor) return;
    const event: AgentTypingEvent = { conversationId: conv.id, typing: data.typing === true, name: user.name };
    this.publisher.direct(visitorChannel(projectId, visitor.public_id), TYPING_EVENT, event);
  }

  /** The offline / holiday form: a conversation agents see (a blocked visitor's goes nowhere). */
  async offline(visitor: VisitorRow, p: { name: string; email: string; message: string }) {
    if (visitor.blocked === 1) return { conversationId: null };
    await this.repos.visitors.update(visitor.id, { name: p.name, email: p.email });
    const named = { ...visitor, name: p.name, email: p.email };
    await recordIdentityWith(this.repos, visitor.project_id, visitor.id, { email: p.email, name: p.name, location: visitor.location, source: 'offline-form', verified: false });
    return this.publisher.commit(visitor.project_id, async (tx) => {
      const now = nowSeconds();
      const conv = await tx.conversations.create({ projectId: visitor.project_id, visitorId: visitor.id, bot: false, now });
      await tx.conversations.update(conv.id, { routing_note: 'left through the offline form: nobody assigned, waiting in the inbox' });
      const appended = await appendMessage(tx, conv, named, this.visitorMessage(named, p.message, null, now));
      return { result: { conversationId: conv.id }, events: appended.events };
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
