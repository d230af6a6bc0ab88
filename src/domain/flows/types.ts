// The conversation-flow model (spec §3 bot step types, redirect kinds, greeting variants, topics, assignment;
// §4 routing modes and destinations). Pure data: the builder, the server and the bot runtime share it.
import type { Gif } from '../inbox/types';
import type { RichDoc } from '../inbox/richText';

export type { Gif } from '../inbox/types';
export type { RichDoc, RichNode } from '../inbox/richText';

export const FLOW_STATUSES = ['active', 'inactive'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

/** Spec §3 "Assignment object": who may pick up a conversation (or receive an alert). Ids of teams and users. */
export interface Assignment {
  teams: number[];
  members: number[];
}

export const DESTINATIONS = ['inbox', 'slack', 'msteams'] as const;
export type Destination = (typeof DESTINATIONS)[number];
export const DESTINATION_LABELS: Record<Destination, string> = { inbox: 'Inbox', slack: 'Slack', msteams: 'MS Teams' };

/** Spec §4 routing modes. HubSpot has no lead owner. */
export const ROUTING_MODES = [
  'everyone',
  'everyoneInRoundrobin',
  'individuals',
  'channelSelectedParticipants',
  'ringLeadRouting',
  'salesforceAccountOwner',
  'salesforceContactOwner',
  'salesforceLeadOwner',
  'hubspotAccountOwner',
  'hubspotContactOwner',
  'zohoAccountOwner',
  'zohoContactOwner',
  'zohoLeadOwner',
  'msdynamicsAccountOwner',
  'msdynamicsContactOwner',
  'msdynamicsLeadOwner',
  'customRoutingRules',
] as const;
export type RoutingMode = (typeof ROUTING_MODES)[number];

export const OWNER_ROUTING_MODES = ROUTING_MODES.filter((m) => m.endsWith('Owner'));
/** Modes that pick agents from the assignment itself, so it must name at least one team or member. */
export const ASSIGNMENT_ROUTING_MODES: readonly RoutingMode[] = ['individuals', 'channelSelectedParticipants'];

/** One custom routing rule: when the visitor's `field` equals `value`, offer the conversation to `assignment`. */
export interface CustomRoutingRule {
  id: string;
  field: string;
  value: string;
  assignment: Assignment;
}

export interface Routing {
  mode: RoutingMode;
  destination: Destination;
  /** The Slack or Teams channel when the destination is not the inbox. */
  channelId?: string;
  /** Agents to offer the conversation to; for owner-based modes, the fallback when no owner is found. */
  assignment: Assignment;
  /** Only with mode customRoutingRules; the first rule that matches wins, else the assignment. */
  customRules?: CustomRoutingRule[];
}

/** Spec §3 redirect kinds: where a response (a button, an answered input, a matched rule) leads. */
export type Redirect =
  /** Carry on with the next step of the same path. */
  | { kind: 'fromResponse' }
  /** Go to another path ("Go to path"). */
  | { kind: 'nextState'; pathId: string }
  /** Alert these people, then carry on with the next step. */
  | { kind: 'alerts'; recipients: Assignment }
  /** Hand the conversation to a Slack channel. */
  | { kind: 'slack'; channelId: string }
  /** Hand the conversation to a human in the inbox ("Live Chat"). */
  | { kind: 'app'; routing: Routing };
export type RedirectKind = Redirect['kind'];
export const REDIRECT_KINDS: readonly RedirectKind[] = ['fromResponse', 'nextState', 'alerts', 'slack', 'app'];

export interface ButtonOption {
  id: string;
  label: string;
  redirect: Redirect;
}

export const INPUT_VALIDATIONS = ['email', 'phone', 'text'] as const;
export type InputValidation = (typeof INPUT_VALIDATIONS)[number];

export interface ResponseRule {
  id: string;
  match: 'equals' | 'contains';
  value: string;
  redirect: Redirect;
}

interface StepBase {
  id: string;
}

export interface TextStep extends StepBase {
  type: 'text';
  message: RichDoc;
  gifs: Gif[];
}
export interface ButtonsStep extends StepBase {
  type: 'buttons';
  message: RichDoc;
  options: ButtonOption[];
}
export interface InputStep extends StepBase {
  type: 'input';
  message: RichDoc;
  /** The visitor field the answer is stored in (email, phone, a custom chat field). */
  field: string;
  validation: InputValidation;
  redirect: Redirect;
}
/** A free answer that is not mapped to a field; nextStateFromResponse can branch on it. */
export interface PlainInputStep extends StepBase {
  type: 'plainInput';
  message: RichDoc;
}
export interface LinkStep extends StepBase {
  type: 'link';
  url: string;
  title: string;
  subtitle: string;
}
/** Connect to a human ("Live Chat"). */
export interface AppStep extends StepBase {
  type: 'app';
  message: RichDoc;
  routing: Routing;
  /** Seconds to wait for an agent before the offline message (duration 1–999). */
  waitSeconds: number | null;
  offlineMessage: RichDoc;
}
/** An alert to agents (spec "only one alert per path"). */
export interface NotificationStep extends StepBase {
  type: 'notification';
  recipients: Assignment;
  note: string;
}
interface TicketFields extends StepBase {
  subject: string;
  /** Shown to the visitor once the ticket is created. */
  message: RichDoc;
}
export interface ZendeskCreateTicketStep extends TicketFields {
  type: 'zendeskCreateTicket';
}
export interface ServiceCloudCreateTicketStep extends TicketFields {
  type: 'serviceCloudCreateTicket';
}
export type TicketStep = ZendeskCreateTicketStep | ServiceCloudCreateTicketStep;

interface KnowledgeBaseFields extends StepBase {
  /** Asks the visitor what to search for. */
  message: RichDoc;
}
export interface ZendeskKnowledgeBaseStep extends KnowledgeBaseFields {
  type: 'zendeskSearchKnowledgeBase';
}
export interface ServiceCloudKnowledgeBaseStep extends KnowledgeBaseFields {
  type: 'serviceCloudKnowledgeBase';
}
export type KnowledgeBaseStep = ZendeskKnowledgeBaseStep | ServiceCloudKnowledgeBaseStep;

export interface NextStateFromResponseStep extends StepBase {
  type: 'nextStateFromResponse';
  rules: ResponseRule[];
  fallback: Redirect;
}
/** "Go to path". */
export interface NextStateStep extends StepBase {
  type: 'nextState';
  pathId: string;
}
/** CSAT request (ratings 1–5). */
export interface FeedbackStep extends StepBase {
  type: 'feedback';
  message: RichDoc;
}
export interface CalendarStep extends StepBase {
  type: 'calendar';
  message: RichDoc;
  url: string;
}

export type Step =
  | TextStep
  | ButtonsStep
  | InputStep
  | PlainInputStep
  | LinkStep
  | AppStep
  | NotificationStep
  | ZendeskCreateTicketStep
  | ServiceCloudCreateTicketStep
  | ZendeskKnowledgeBaseStep
  | ServiceCloudKnowledgeBaseStep
  | NextStateFromResponseStep
  | NextStateStep
  | FeedbackStep
  | CalendarStep;
export type StepType = Step['type'];
export type StepOf<T extends StepType> = Extract<Step, { type: T }>;

export const STEP_TYPES: readonly StepType[] = [
  'text',
  'buttons',
  'input',
  'plainInput',
  'link',
  'app',
  'notification',
  'zendeskCreateTicket',
  'zendeskSearchKnowledgeBase',
  'serviceCloudCreateTicket',
  'serviceCloudKnowledgeBase',
  'nextStateFromResponse',
  'nextState',
  'feedback',
  'calendar',
];

export interface Path {
  id: string;
  name: string;
  steps: Step[];
}

/** Spec §3 greeting message variant: rich text and optional GIFs. More than one variant is an A/B test. */
export interface GreetingVariant {
  id: string;
  value: RichDoc;
  gifs: Gif[];
}

export interface Greeting {
  variants: GreetingVariant[];
  /** Quick replies under the greeting (a gated feature: buttons in the greeting message). */
  buttons: ButtonOption[];
}

/** Spec §3 topics (intents): each holds a list of products; at most 50 products across all topics. */
export interface Topic {
  id: string;
  name: string;
  products: string[];
}

export interface Flow {
  id?: number;
  name: string;
  status: FlowStatus;
  audienceId: number | null;
  priority: number;
  /** The first path is where the bot starts: it cannot be deleted or re-ordered. */
  paths: Path[];
  greeting: Greeting;
  topics: Topic[];
  /** Revision of the content: the server bumps it on each save (version history and restore). */
  version: number;
}
