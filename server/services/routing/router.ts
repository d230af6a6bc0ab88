// The Router: loads what routing needs (agents with availability and teams, office hours, holidays, round-robin
// pointers, the CRM owner) and applies the pure decision of src/domain/routing inside the caller's transaction:
// members join, the pointer moves, the explanation is stored, and a bot conversation becomes a human one.
import { decideRouting } from '../../../src/domain/routing/route';
import { ownerModeOf } from '../../../src/domain/routing/owner';
import { officeStatus } from '../../../src/domain/routing/schedule';
import { ROUTING_TOOLS, type ConnectedTools, type OfficeStatus, type OwnerLookup, type RoutingAgent, type RoutingDecision, type RoutingTool } from '../../../src/domain/routing/types';
import { providerOf } from '../../integrations/providers/index';
import type { Routing } from '../../../src/domain/flows/types';
import { SETTINGS_DEFAULTS } from '../../../src/domain/settings/widget';
import type { Holiday, OfficeHours } from '../../../src/domain/settings/officeHours';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow, VisitorRow } from '../../db/schema';
import { pending, type PendingEvent } from '../inbox/publisher';
import { toListItem } from '../inbox/presenter';
import { nowSeconds } from '../../lib/clock';
import type { CrmClient } from './crm';
import type { Availability } from '../presence/agentPresence';

/** Routing of a conversation a visitor starts without a bot: offered to every available agent. */
export const DEFAULT_ROUTING: Routing = { mode: 'everyone', destination: 'inbox', assignment: { teams: [], members: [] } };

export interface Routed {
  decision: RoutingDecision;
  agents: Array<RoutingAgent & { meetingLink: string | null }>;
  events: PendingEvent[];
}

export async function officeOf(repos: Repositories, projectId: number, at = new Date()): Promise<OfficeStatus> {
  const [hours, holidays] = await Promise.all([repos.settings.get(projectId, 'officeHours'), repos.settings.get(projectId, 'holidays')]);
  const h = (hours ?? SETTINGS_DEFAULTS.officeHours) as OfficeHours;
  const list = ((holidays ?? SETTINGS_DEFAULTS.holidays) as { holidays: Holiday[] }).holidays ?? [];
  return officeStatus(h, list, at);
}

/**
 * Which tools of spec §4 routing may use now: connected, and their provider takes conversations (its
 * `routingDestination`: the team chats mirror them into a thread). A tool without one (not sent to yet) counts as
 * not connected, so routing says so and keeps the inbox.
 */
async function connectedTools(tx: Repositories, projectId: number): Promise<ConnectedTools> {
  const live = async (tool: RoutingTool) => !!providerOf(tool).routingDestination && (await tx.integrations.find(projectId, tool))?.state === 'connected';
  return Object.fromEntries(await Promise.all(ROUTING_TOOLS.map(async (tool) => [tool, await live(tool)]))) as ConnectedTools;
}

export class Router {
  constructor(
    private readonly crm: CrmClient,
    /** Who is available: the toggle and a connection now (services/presence/agentPresence.ts); while the demo
     *  history replays past weeks, who was on shift then (server/app.ts composes the two). */
    private readonly availability: Availability,
  ) {}

  /** The project's agents with `available` as routing, the bot's wait and the widget all see it. */
  async agents(repos: Repositories, projectId: number): Promise<Routed['agents']> {
    return this.availability.apply(projectId, await repos.routing.agents(projectId));
  }

  /** The CRM answer an owner-based mode needs; call it before the transaction (it is a network call). */
  async ownerLookup(routing: Routing, visitor: VisitorRow, answers: Record<string, string>): Promise<OwnerLookup | null> {
    const spec = ownerModeOf(routing.mode);
    if (!spec) return null;
    return this.crm.owner(visitor.project_id, spec.crm, spec.object, answers.email || visitor.email);
  }

  /** What routing would decide now, changing nothing (a Live Chat step's wait asks this before routing again). */
  async decide(
    tx: Repositories,
    conv: ConversationRow,
    visitor: VisitorRow,
    routing: Routing,
    opts: { owner?: OwnerLookup | null; answers?: Record<string, string> } = {},
  ): Promise<{ decision: RoutingDecision; agents: Routed['agents'] }> {
    const projectId = conv.project_id;
    const [agents, pointers, office] = await Promise.all([this.agents(tx, projectId), tx.routing.pointers(projectId), officeOf(tx, projectId)]);
    const answers = opts.answers ?? {};
    const connected = await connectedTools(tx, projectId);
    const decision = decideRouting({
      routing,
      agents,
      office,
      pointers,
      owner: opts.owner ?? null,
      visitor: { name: visitor.name, email: visitor.email, company: visitor.company, domain: visitor.domain, location: visitor.location, ...answers },
      connected,
    });
    return { decision, agents };
  }

  /** Decides and applies (inside tx). Publishes nothing itself: the events are the caller's to commit. */
  async route(
    tx: Repositories,
    conv: ConversationRow,
    visitor: VisitorRow,
    routing: Routing,
    opts: { owner?: OwnerLookup | null; answers?: Record<string, string> } = {},
  ): Promise<Routed> {
    const projectId = conv.project_id;
    const { decision, agents } = await this.decide(tx, conv, visitor, routing, opts);
    const now = nowSeconds();
    if (decision.pointer) await tx.routing.setPointer(projectId, decision.pointer.key, decision.pointer.userId, now);
    const destination = routing.destination === 'inbox' ? undefined : providerOf(routing.destination).routingDestination;
    if (destination && routing.channelId && (await tx.integrations.find(projectId, routing.destination))?.state === 'connected') {
      await destination.claim(tx, projectId, conv.id, routing.channelId, now);
    }
    const wasBot = conv.bot === 1;
    const values = { bot: 0, routing_note: decision.explanation, last_event_time: now };
    await tx.conversations.update(conv.id, values);
    const row = { ...conv, ...values } as ConversationRow;
    const events: PendingEvent[] = [];
    if (wasBot) events.push(pending('conversation-handoff', { conversationId: conv.id, botConv: false, conversation: await toListItem(tx, row) }));
    for (const userId of decision.assignees) {
      if (await tx.conversations.addMember(conv.id, userId, now)) {
        events.push(pending('member-join', { conversationId: conv.id, userId, conversation: await toListItem(tx, row) }));
      }
    }
    return { decision, agents, events };
  }
}
