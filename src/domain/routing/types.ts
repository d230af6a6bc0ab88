// What routing decides on and what it answers (spec §4 routing modes): the pure half of handing a conversation to
// humans. The server loads agents, office hours, round-robin pointers and CRM owners; src/domain/routing decides.
import type { Routing } from '../flows/types';

/** An agent who may take conversations (has inbox access), with the availability toggle and team membership. */
export interface RoutingAgent {
  id: number;
  name: string;
  email: string;
  available: boolean;
  teamIds: number[];
}

export type OfficeStatus = { open: true } | { open: false; reason: 'closed' } | { open: false; reason: 'holiday'; holiday: string };

export const CRMS = ['salesforce', 'hubspot', 'zoho', 'msdynamics'] as const;
export type Crm = (typeof CRMS)[number];
export type CrmObject = 'account' | 'contact' | 'lead';

/** The server's CRM lookup of the visitor for an owner-based mode. */
export type OwnerLookup =
  | { status: 'found'; ownerEmail: string }
  | { status: 'notFound' | 'noEmail' | 'notConnected' | 'failed' };

/** Integrations that change where a conversation goes (spec §4): team-chat destinations and the RingLead mode. */
export const ROUTING_TOOLS = ['slack', 'msteams', 'ringlead'] as const;
export type RoutingTool = (typeof ROUTING_TOOLS)[number];
/** Each tool: connected, and able to take conversations (the server asks its provider). */
export type ConnectedTools = Record<RoutingTool, boolean>;

export interface RoutingInput {
  routing: Routing;
  agents: readonly RoutingAgent[];
  office: OfficeStatus;
  /** Last agent given a conversation, per round-robin pool key (persisted by the server). */
  pointers: Readonly<Record<string, number>>;
  /** For owner-based modes: what the CRM said about the visitor. */
  owner?: OwnerLookup | null;
  /** Visitor facts custom routing rules compare with (email, company, answers to input steps...). */
  visitor: Readonly<Record<string, string | null | undefined>>;
  connected: ConnectedTools;
}

/** assigned: agents became members; offered: in the shared inbox for every available agent (mode everyone). */
export type RoutingOutcome = 'assigned' | 'offered' | 'noAgent' | 'closed';

export interface RoutingDecision {
  outcome: RoutingOutcome;
  /** Agents who get the conversation (become its members), in order. */
  assignees: number[];
  /** The round-robin pointer to persist, when a round robin picked someone. */
  pointer: { key: string; userId: number } | null;
  /** For agents: who got it and why ("assigned to Ann: round robin among 3 available agents; Bob offline"). */
  explanation: string;
}
