// The bot runtime on the server (issue #7): runs src/domain/flows/runtime for bot conversations. Each visitor input
// is one transaction: the visitor's message, the bot's messages (senderType 'bot'), the effects (handoff through
// the Router, alerts, integration steps, CSAT answers), the step visits and the new cursor are stored, and only
// then published (Publisher: persist first, publish second).
import { advance, isEffect, resumeFlow, runtimeCursor, startFlow } from '../../../src/domain/flows/runtime';
import type { AdvanceResult, BotEffect, BotOutput, RuntimeCursor, RuntimeInput, RuntimeState } from '../../../src/domain/flows/runtimeTypes';
import { docToText, isEmptyDoc } from '../../../src/domain/inbox/richText';
import type { Flow, Routing } from '../../../src/domain/flows/types';
import type { Greeting, VisitorMessage } from '../../../src/domain/visitorApi';
import type { OwnerLookup } from '../../../src/domain/routing/types';
import { poolOf } from '../../../src/domain/routing/pool';
import { names } from '../../../src/domain/routing/explain';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, FlowRow, VisitorRow } from '../../db/schema';
import { notFound } from '../../lib/apiError';
import { toFlowView } from '../flows';
import { appendMessage, forVisitor, type NewMessage } from '../inbox/messages';
import type { PendingEvent, Publisher } from '../inbox/publisher';
import { DEFAULT_ROUTING, type Router } from '../routing/router';
import { nowSeconds } from '../../lib/clock';
import { BOT_DEFAULTS, BOT_TEXT, botMessage, fromBotMessage, previewMessage } from './botMessages';
import { isTicketStep } from '../../../src/domain/helpdesk/bot';
import { actionOf, HELPDESK_BOT_TEXT, type BotHelpdesk, type HelpdeskOutcome, type Said } from './integrations';
import { HandoffWaits, withWait, type HandoffWait } from './handoffWaits';
import { identityFromAnswers } from '../../../src/domain/flows/visitorAnswers';
import type { Meetings } from '../meetings/meetings';
import type { Jobs } from '../../jobs/types';

export interface BotLog {
  warn(obj: object, msg: string): void;
}

export interface BotAnswer {
  message: VisitorMessage | null;
  messages: VisitorMessage[];
}

export { inputOf, isUnexpectedReply, optionLabel } from './botInput';
import { inputOf, isUnexpectedReply, optionLabel } from './botInput';
import { recordIdentityWith } from '../contacts/recordIdentity';

const parseCursor = (text: string | null): RuntimeCursor | null => (text ? (JSON.parse(text) as RuntimeCursor) : null);

/** One transaction's bookkeeping: the conversation row as it changes, and what to publish and answer. */
interface Ctx {
  tx: Repositories;
  conv: ConversationRow;
  visitor: VisitorRow;
  flowId: number;
  botName: string;
  owner: OwnerLookup | null;
  events: PendingEvent[];
  messages: VisitorMessage[];
  /** A Live Chat step's wait for an agent, stored with the cursor and armed after the commit. */
  wait: HandoffWait | null;
  /** Helpdesk calls made before the transaction, by step id. */
  helpdesk: Map<string, HelpdeskOutcome>;
  /** Steps whose helpdesk call failed: their "once created" message is not shown. */
  failedSteps: Set<string>;
}

/** The bot's optional collaborators; each absent one turns its steps off (or, for jobs, keeps waits in process). */
export interface BotCollaborators {
  /** Booking links for the calendar step. */
  meetings?: Pick<Meetings, 'linkFor'> | null;
  /** The connected helpdesks, for the helpdesk steps (tickets, knowledge search). */
  helpdesk?: BotHelpdesk | null;
  /** Cluster mode's shared queue (pg-boss): Live Chat waits fire once across nodes (handoffWaits.ts). */
  jobs?: Jobs | null;
}

export class BotService {
  /** Live Chat steps waiting for an agent (started by the server at boot: waits.start()). */
  readonly waits: HandoffWaits;
  private readonly meetings: Pick<Meetings, 'linkFor'> | null;
  private readonly helpdesk: BotHelpdesk | null;

  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly router: Router,
    private readonly log: BotLog,
    collaborators: BotCollaborators = {},
  ) {
    this.meetings = collaborators.meetings ?? null;
    this.helpdesk = collaborators.helpdesk ?? null;
    this.waits = new HandoffWaits(repos, publisher, router, async (projectId) => (await this.profile(projectId)).name, log, collaborators.jobs ?? null);
  }

  /** The helpdesk steps among these outputs, run before the transaction (network calls stay outside it). */
  private async runHelpdesk(visitor: VisitorRow, conversationId: number | null, said: Said[], botName: string): Promise<Map<string, HelpdeskOutcome>> {
    if (!this.helpdesk) return new Map();
    return this.helpdesk.run(visitor.project_id, visitor, conversationId, said, botName);
  }

  async profile(projectId: number): Promise<{ name: string; image: string | null }> {
    const s = (await this.repos.settings.get(projectId, 'bot')) as { name?: string; image?: string | null } | undefined;
    // The /bot/settings document (src/domain/settings/bot.ts); '' is the default avatar.
    return { name: s?.name?.trim() || BOT_DEFAULTS.name, image: s?.image || BOT_DEFAULTS.image };
  }

  /** The greeting a visitor would see for this flow: nothing is stored until they answer. */
  async greeting(visitor: VisitorRow, row: FlowRow): Promise<Greeting> {
    const flow = toFlowView(row);
    const state = startFlow(flow, { seed: visitor.id });
    const { name } = await this.profile(visitor.project_id);
    const now = nowSeconds();
    const shown: VisitorMessage[] = [];
    for (const out of advance(state, { kind: 'start' }).outputs) {
      if (isEffect(out)) break; // what follows an effect depends on it (a handoff's routing)
      shown.push(previewMessage(fromBotMessage(out, name, now, null)));
    }
    return { flowId: row.id, variantId: state.variantId, messages: shown };
  }

  /** A bot conversation: the greeting is stored first, then the visitor's answer (if any) runs the bot. */
  async start(visitor: VisitorRow, p: { flowId: number; variantId: string | null; text: string; optionId: string | null; clientId: string | null }) {
    const row = await this.repos.botState.flow(visitor.project_id, p.flowId);
    if (!row || row.status !== 'active') throw notFound();
    const flow = toFlowView(row);
    const greeted = advance(startFlow(flow, { variantId: p.variantId ?? undefined, seed: visitor.id }), { kind: 'start' });
    const input = inputOf(p);
    const answered = input ? advance(greeted.state, input) : null;
    const owner = await this.ownerFor([...greeted.outputs, ...(answered?.outputs ?? [])], visitor, (answered ?? greeted).state.answers);
    const { name } = await this.profile(visitor.project_id);
    const saidFirst: Said[] = input && answered ? [{ kind: 'visitorSaid', text: (input.kind === 'button' ? optionLabel(greeted.state, input.optionId) : null) ?? p.text }] : [];
    const helpdesk = await this.runHelpdesk(visitor, null, [...greeted.outputs, ...saidFirst, ...(answered?.outputs ?? [])], name);
    let done: Ctx | null = null;
    const result = await this.publisher.commit(visitor.project_id, async (tx) => {
      const now = nowSeconds();
      const conv = await tx.conversations.create({ projectId: visitor.project_id, visitorId: visitor.id, bot: true, now });
      await tx.botState.saveCursor(conv.id, row.id, null);
      const ctx: Ctx = { tx, conv: { ...conv, flow_id: row.id }, visitor, flowId: row.id, botName: name, owner, events: [], messages: [], wait: null, helpdesk, failedSteps: new Set() };
      done = ctx;
      await this.apply(ctx, greeted);
      let message: VisitorMessage | null = null;
      if (input && answered) {
        message = await this.visitorSays(ctx, input, greeted.state, p.text, p.clientId);
        await this.apply(ctx, answered);
      }
      return { result: { conversationId: conv.id, message, messages: ctx.messages }, events: ctx.events };
    });
    this.armWait(done);
    return result;
  }

  /** After the commit: the handoff's wait, if it set one, starts counting. */
  private armWait(ctx: Ctx | null) {
    if (ctx?.wait) this.waits.arm(ctx.conv.id, ctx.conv.project_id, ctx.wait);
  }

  /** Whether the bot answers this conversation's next input (a bot conversation still waiting on its flow). */
  async handles(conv: ConversationRow): Promise<{ flow: Flow; state: RuntimeState } | null> {
    if (conv.bot !== 1 || conv.flow_id === null) return null;
    const cursor = parseCursor(conv.bot_cursor);
    if (!cursor || cursor.status !== 'waiting') return null;
    const row = await this.repos.botState.flow(conv.project_id, conv.flow_id);
    if (!row) return null;
    const flow = toFlowView(row);
    return { flow, state: resumeFlow(flow, cursor) };
  }

  /** The visitor's message or button in a waiting bot conversation; null when the bot does not handle it. */
  async answer(visitor: VisitorRow, conv: ConversationRow, p: { text: string; optionId: string | null; clientId: string | null }): Promise<BotAnswer | null> {
    const input = inputOf(p);
    const running = input ? await this.handles(conv) : null;
    if (!running || !input) return null;
    // Bot settings: typing instead of choosing a button repeats the buttons (the runtime's way) or hands over.
    const settings = (await this.repos.settings.get(conv.project_id, 'bot')) as { unexpectedReply?: string } | undefined;
    const handOver = settings?.unexpectedReply === 'handoff' && isUnexpectedReply(running.state, input);
    return this.feed(visitor, conv, running, input, { text: p.text, clientId: p.clientId }, handOver);
  }

  /** The visitor's CSAT answer to the bot's feedback step (rating, or cancel = closed unanswered). */
  async feedback(visitor: VisitorRow, conv: ConversationRow, p: { feedbackId: string; rating?: number; cancel: boolean }): Promise<BotAnswer | null> {
    const running = await this.handles(conv);
    const step = running?.flow.paths.find((x) => x.id === running.state.pathId)?.steps[running.state.stepIndex];
    if (!running || running.state.waiting !== 'step' || step?.type !== 'feedback' || step.id !== p.feedbackId) return null;
    const input: RuntimeInput = p.cancel ? { kind: 'continue' } : { kind: 'button', optionId: String(p.rating) };
    const answer = await this.feed(visitor, conv, running, input, null);
    const csat = answer.messages.find((m) => m.type === 'csat_response' || m.type === 'csat_cancel') ?? null;
    return { message: csat, messages: answer.messages };
  }

  private async feed(
    visitor: VisitorRow,
    conv: ConversationRow,
    running: { flow: Flow; state: RuntimeState },
    input: RuntimeInput,
    said: { text: string; clientId: string | null } | null,
    handOver = false,
  ): Promise<BotAnswer> {
    const preview = advance(running.state, input);
    const owner = await this.ownerFor(preview.outputs, visitor, preview.state.answers);
    const { name } = await this.profile(visitor.project_id);
    const saidNow: Said[] = said ? [{ kind: 'visitorSaid', text: (input.kind === 'button' ? optionLabel(running.state, input.optionId) : null) ?? said.text }] : [];
    // A resent message (same client id) is stored once and runs nothing: it must not file a second ticket either.
    const resent = said?.clientId ? await this.repos.messages.findByClientId(conv.id, said.clientId) : undefined;
    const helpdesk = resent ? new Map<string, HelpdeskOutcome>() : await this.runHelpdesk(visitor, conv.id, [...saidNow, ...preview.outputs], name);
    let done: Ctx | null = null;
    const result = await this.publisher.commit(visitor.project_id, async (tx) => {
      const fresh = (await tx.conversations.findInProject(visitor.project_id, conv.id))!;
      const ctx: Ctx = { tx, conv: fresh, visitor, flowId: fresh.flow_id!, botName: name, owner, events: [], messages: [], wait: null, helpdesk, failedSteps: new Set() };
      done = ctx;
      // Another input may have moved the bot meanwhile: run from the stored cursor.
      const cursor = parseCursor(fresh.bot_cursor);
      const state = fresh.bot_cursor === conv.bot_cursor || !cursor ? running.state : resumeFlow(running.flow, cursor);
      let message: VisitorMessage | null = null;
      if (said) {
        message = await this.visitorSays(ctx, input, state, said.text, said.clientId);
        if (message === null) return { result: { message: null, messages: [] }, events: ctx.events };
      }
      if (state.status !== 'waiting') return { result: { message, messages: ctx.messages }, events: ctx.events };
      if (handOver) {
        await this.handoff(ctx, DEFAULT_ROUTING, '', state.answers, null);
        await tx.botState.saveCursor(fresh.id, ctx.flowId, withWait({ ...runtimeCursor(state), status: 'handedOff', waiting: null }, ctx.wait));
        return { result: { message, messages: ctx.messages }, events: ctx.events };
      }
      await this.apply(ctx, state === running.state ? preview : advance(state, input));
      return { result: { message, messages: ctx.messages }, events: ctx.events };
    });
    this.armWait(done);
    return result;
  }

  /** Stores what the visitor said (a button stores its label). Null for a resent client id: nothing more to run. */
  private async visitorSays(ctx: Ctx, input: RuntimeInput, state: RuntimeState, text: string, clientId: string | null): Promise<VisitorMessage | null> {
    const label = input.kind === 'button' ? optionLabel(state, input.optionId) : null;
    const appended = await this.append(ctx, {
      type: 'message',
      senderType: 'visitor',
      senderName: ctx.visitor.name,
      userId: null,
      text: label ?? text.trim() ?? '',
      clientId,
      now: nowSeconds(),
    });
    return appended.duplicate ? null : appended.message;
  }

  private async append(ctx: Ctx, m: NewMessage) {
    ctx.conv = (await ctx.tx.conversations.findInProject(ctx.conv.project_id, ctx.conv.id))!;
    const appended = await appendMessage(ctx.tx, ctx.conv, ctx.visitor, m);
    ctx.events.push(...appended.events);
    const shown = forVisitor(appended.message);
    if (!appended.duplicate && m.notifyVisitor !== false) ctx.messages.push(shown);
    return { ...appended, message: shown };
  }

  /** The CRM owner a handoff in these outputs needs (looked up before the transaction: it is a network call). */
  private async ownerFor(outputs: BotOutput[], visitor: VisitorRow, answers: Record<string, string>): Promise<OwnerLookup | null> {
    const handoff = outputs.find((o): o is Extract<BotEffect, { kind: 'handoff' }> => o.kind === 'handoff');
    return handoff ? this.router.ownerLookup(handoff.routing, visitor, answers) : null;
  }

  /** The calendar step books with the agent who has (or will likely get) the conversation: a member's booking
   *  link (their calendar's booking page, else their meeting link), else the first available agent's; null keeps
   *  the step's own link. */
  private async meetingLink(ctx: Ctx): Promise<string | null> {
    const members = (await ctx.tx.conversations.membersOf([ctx.conv.id])).get(ctx.conv.id) ?? [];
    const agents = await ctx.tx.routing.agents(ctx.conv.project_id);
    const ordered = [...agents.filter((a) => members.includes(a.id)), ...agents.filter((a) => !members.includes(a.id) && a.available)];
    for (const a of ordered) {
      const link = this.meetings ? await this.meetings.linkFor(ctx.tx, ctx.conv.project_id, a, ctx.conv.id) : a.meetingLink;
      if (link) return link;
    }
    return null;
  }

  /** Stores one advance's messages and performs its effects, in order; then its step visits and cursor. */
  private async apply(ctx: Ctx, result: AdvanceResult): Promise<void> {
    const now = nowSeconds();
    // First, so a handoff in this same advance routes and lists the visitor by what they just told the bot.
    const identity = identityFromAnswers(result.state.answers, ctx.visitor);
    if (Object.keys(identity).length > 0) {
      await ctx.tx.visitors.update(ctx.visitor.id, identity);
      ctx.visitor = { ...ctx.visitor, ...identity };
      // The bot's email step makes (or finds) the contact (issue 26: services/contacts).
      if (ctx.visitor.email) {
        await recordIdentityWith(ctx.tx, ctx.conv.project_id, ctx.visitor.id, { email: ctx.visitor.email, name: ctx.visitor.name, company: ctx.visitor.company, source: 'bot', verified: false });
        ctx.visitor = (await ctx.tx.visitors.findById(ctx.visitor.id)) ?? ctx.visitor; // named by a known contact
      }
    }
    for (const out of result.outputs) {
      if (!isEffect(out)) {
        if (out.stepId !== null && ctx.failedSteps.has(out.stepId)) continue; // a ticket step's "created" message
        const link = out.kind === 'calendarRequest' ? await this.meetingLink(ctx) : null;
        await this.append(ctx, fromBotMessage(out, ctx.botName, now, link));
        continue;
      }
      await this.effect(ctx, out, result.state);
    }
    await ctx.tx.stepVisits.record(ctx.flowId, ctx.conv.id, result.visits, now);
    await ctx.tx.botState.saveCursor(ctx.conv.id, ctx.flowId, withWait(runtimeCursor(result.state), ctx.wait));
  }

  private note(ctx: Ctx, text: string) {
    return this.append(ctx, { type: 'info', senderType: 'system', senderName: ctx.botName, userId: null, text, now: nowSeconds(), notifyVisitor: false });
  }

  private async effect(ctx: Ctx, e: BotEffect, state: RuntimeState): Promise<void> {
    switch (e.kind) {
      case 'handoff':
        return this.handoff(ctx, e.routing, e.offlineMessage ? docToText(e.offlineMessage) : '', state.answers, e.waitSeconds);
      case 'notify': {
        const agents = await ctx.tx.routing.agents(ctx.conv.project_id);
        const who = names(poolOf(agents, e.recipients));
        const answers = Object.entries(e.answers).map(([k, v]) => `${k}: ${v}`).join(', ');
        await this.note(ctx, `Alert${who ? ` for ${who}` : ''}: ${e.note || 'the bot needs attention'}${answers ? ` (${answers})` : ''}`);
        return;
      }
      case 'integration':
        return this.helpdeskStep(ctx, e);
      case 'rating':
      case 'ratingCancelled': {
        await ctx.tx.conversations.update(ctx.conv.id, { initiate_feedback: 0 });
        const rated = e.kind === 'rating';
        await this.append(ctx, {
          type: rated ? 'csat_response' : 'csat_cancel',
          senderType: 'visitor',
          senderName: ctx.visitor.name,
          userId: null,
          text: rated ? e.label : '',
          payload: { feedback: { id: e.stepId, ...(rated ? { rating: e.rating, label: e.label } : {}) } },
          now: nowSeconds(),
        });
        return;
      }
      case 'end':
        return;
    }
  }

  /** A helpdesk step's outcome (called before the transaction): the ticket noted, articles sent, or the apology. */
  private async helpdeskStep(ctx: Ctx, e: Extract<BotEffect, { kind: 'integration' }>): Promise<void> {
    const { action } = actionOf(e.step);
    // No outcome: another input moved the bot between the call and this transaction; nothing was called for it.
    const outcome = ctx.helpdesk.get(e.stepId) ?? { ok: false as const, helpdesk: actionOf(e.step).helpdesk, reason: 'the conversation moved on before the call' };
    const now = nowSeconds();
    if (!outcome.ok) {
      ctx.failedSteps.add(e.stepId);
      this.log.warn({ projectId: ctx.conv.project_id, conversationId: ctx.conv.id, stepId: e.stepId, step: e.step.type }, `bot helpdesk step failed: ${outcome.reason}`);
      await this.append(ctx, botMessage(ctx.botName, HELPDESK_BOT_TEXT.unavailable(action), {}, now));
      await this.note(ctx, HELPDESK_BOT_TEXT.notRun(action, outcome.reason));
      return;
    }
    if ('ticketId' in outcome) {
      await this.note(ctx, HELPDESK_BOT_TEXT.created(outcome.helpdesk, outcome.ticketId, ctx.botName));
      // The step's own message follows (the runtime's next output); without one, the visitor is told here.
      if (isTicketStep(e.step)) {
        if (isEmptyDoc(e.step.message)) await this.append(ctx, botMessage(ctx.botName, HELPDESK_BOT_TEXT.ticketCreated(outcome.helpdesk, outcome.ticketId), {}, now));
      }
      return;
    }
    if (outcome.articles.length === 0) {
      await this.append(ctx, botMessage(ctx.botName, HELPDESK_BOT_TEXT.noArticles(outcome.query), {}, now));
      return;
    }
    for (const a of outcome.articles) {
      await this.append(ctx, botMessage(ctx.botName, a.title, { link: { url: a.url, title: a.title, subtitle: a.snippet } }, now));
    }
  }

  /**
   * To humans: the Router assigns, the conversation leaves the bot tab. With the step's waitSeconds the visitor
   * waits that long for an agent (handoffWaits.ts) before the away message; without, or outside office hours, the
   * away message goes at once when nobody can take it.
   */
  private async handoff(ctx: Ctx, routing: Routing, offlineText: string, answers: Record<string, string>, waitSeconds: number | null): Promise<void> {
    ctx.conv = (await ctx.tx.conversations.findInProject(ctx.conv.project_id, ctx.conv.id))!;
    const routed = await this.router.route(ctx.tx, ctx.conv, ctx.visitor, routing, { owner: ctx.owner, answers });
    ctx.events.push(...routed.events);
    const { outcome, assignees } = routed.decision;
    if (outcome !== 'closed' && waitSeconds !== null && waitSeconds > 0) {
      ctx.wait = {
        until: nowSeconds() + waitSeconds,
        afterPos: ctx.conv.message_count,
        members: assignees,
        routed: outcome !== 'noAgent',
        routing,
        offlineText,
      };
      return;
    }
    if (outcome === 'noAgent' || outcome === 'closed') {
      await this.append(ctx, botMessage(ctx.botName, offlineText.trim() || BOT_TEXT.away, {}, nowSeconds()));
    }
  }
}
