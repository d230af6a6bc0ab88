// The bot pages' rules: who may see and change the bot settings, which integrations the bot's steps need and which
// flows use them, the default-flow choices, and the checks on an image before it is read. Pure.
import { audienceHoldsEveryone, greeterForEveryone, type GreeterFlow } from '../../domain/flows/greeter';
import {
  DESTINATION_LABELS,
  STEP_LABELS,
  stepRedirects,
  type Flow,
  type Redirect,
  type Routing,
  type Step,
  type StepType,
} from '../../domain/flows';
import { canAccessPath, type FlatPermissions } from '../../domain/permissions';
import type { Feature } from '../../domain/plans';
import { BOT_IMAGE_MAX_BYTES, BOT_IMAGE_TYPES } from '../../domain/settings/bot';
import { settingsPermission } from '../../domain/settings/permissions';
import { REDIRECT_LABELS } from '../bot-builder/labels';
import { BOT_UI } from './labels';

/** The bot document is guarded by the node the server uses for it (settingsPermission: the flows' node). */
export type BotSettingsAccess = 'write' | 'read' | 'none';

export function botSettingsAccess(flat: FlatPermissions | null | undefined): BotSettingsAccess {
  // Outside a session (tests, demos) nothing is hidden; the server decides anyway.
  if (!flat) return 'write';
  const node = settingsPermission('bot');
  if (canAccessPath(flat, node, 'write')) return 'write';
  return canAccessPath(flat, node) ? 'read' : 'none';
}

/** Why this file cannot be the bot image, or null when it can. */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!(BOT_IMAGE_TYPES as readonly string[]).includes(file.type)) return BOT_UI.imageType;
  if (file.size > BOT_IMAGE_MAX_BYTES) return BOT_UI.imageTooLarge;
  return null;
}

/** An uploaded image is stored inline; the field shows a short name for it rather than the whole data: URL. */
export const isUploadedImage = (image: string): boolean => image.startsWith('data:');

/** The tools a bot step can hand work to (spec §1 helpdesk and team chat; §3 step types and destinations). */
export type BotIntegrationId = 'zendesk' | 'serviceCloud' | 'slack' | 'msteams';

export interface BotIntegration {
  id: BotIntegrationId;
  name: string;
  /** The plan feature it needs, if the plan gates it (spec §6 upgrade prompts: Zendesk, Salesforce service cloud). */
  feature: Feature;
  /** What in a flow needs it, in the builder's words. */
  usedFor: string[];
  /** Whether the bot's runtime really hands work to it once connected (else the visitor hears it is unavailable). */
}

export const BOT_INTEGRATIONS: readonly BotIntegration[] = [
  { id: 'zendesk', name: 'Zendesk', feature: 'zendesk', usedFor: [STEP_LABELS.zendeskCreateTicket, STEP_LABELS.zendeskSearchKnowledgeBase] },
  {
    id: 'serviceCloud',
    name: 'Salesforce Service Cloud',
    feature: 'serviceCloud',
    usedFor: [STEP_LABELS.serviceCloudCreateTicket, STEP_LABELS.serviceCloudKnowledgeBase],
  },
  { id: 'slack', name: 'Slack', feature: 'integrations', usedFor: [`${STEP_LABELS.app} to ${DESTINATION_LABELS.slack}`, REDIRECT_LABELS.slack] },
  { id: 'msteams', name: 'Microsoft Teams', feature: 'integrations', usedFor: [`${STEP_LABELS.app} to ${DESTINATION_LABELS.msteams}`] },
];

const STEP_INTEGRATION: Partial<Record<StepType, BotIntegrationId>> = {
  zendeskCreateTicket: 'zendesk',
  zendeskSearchKnowledgeBase: 'zendesk',
  serviceCloudCreateTicket: 'serviceCloud',
  serviceCloudKnowledgeBase: 'serviceCloud',
};

function routingIntegration(routing: Routing): BotIntegrationId | null {
  return routing.destination === 'slack' ? 'slack' : routing.destination === 'msteams' ? 'msteams' : null;
}

function redirectIntegration(redirect: Redirect): BotIntegrationId | null {
  if (redirect.kind === 'slack') return 'slack';
  return redirect.kind === 'app' ? routingIntegration(redirect.routing) : null;
}

function stepIntegrations(step: Step): BotIntegrationId[] {
  const found: Array<BotIntegrationId | null> = [STEP_INTEGRATION[step.type] ?? null];
  if (step.type === 'app') found.push(routingIntegration(step.routing));
  for (const r of stepRedirects(step)) found.push(redirectIntegration(r));
  return found.filter((id): id is BotIntegrationId => id !== null);
}

/** Every integration a flow needs (its steps and its greeting buttons), once each. */
export function flowIntegrations(flow: Pick<Flow, 'paths' | 'greeting'>): Set<BotIntegrationId> {
  const found = new Set<BotIntegrationId>();
  for (const path of flow.paths) for (const step of path.steps) for (const id of stepIntegrations(step)) found.add(id);
  for (const b of flow.greeting?.buttons ?? []) {
    const id = redirectIntegration(b.redirect);
    if (id) found.add(id);
  }
  return found;
}

/** Integration -> names of the flows that need it, in the flows' order. */
export function integrationUsage(flows: ReadonlyArray<Pick<Flow, 'name' | 'paths' | 'greeting'>>): Record<BotIntegrationId, string[]> {
  const usage: Record<BotIntegrationId, string[]> = { zendesk: [], serviceCloud: [], slack: [], msteams: [] };
  for (const flow of flows) for (const id of flowIntegrations(flow)) usage[id].push(flow.name);
  return usage;
}

/** The default-flow choices: every flow by name, inactive ones marked (a default that is off never runs). */
export function defaultFlowChoices(flows: ReadonlyArray<Pick<Flow, 'name' | 'status'> & { id: number }>): Array<{ id: number; name: string }> {
  return [...flows]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => ({ id: f.id, name: f.status === 'active' ? f.name : `${f.name} (${BOT_UI.inactive})` }));
}

export interface FlowCounts {
  active: number;
  total: number;
}

export const flowCounts = (flows: ReadonlyArray<Pick<Flow, 'status'>>): FlowCounts => ({
  active: flows.filter((f) => f.status === 'active').length,
  total: flows.length,
});

/** The overview's lines: which flow greets visitors no audience claims (as the runtime decides), and the rest. */
export function behaviourSummary(
  settings: { defaultFlowId: number | null; unexpectedReply: keyof typeof BOT_UI.unexpectedReplies; replyDelaySeconds: number },
  flows: ReadonlyArray<GreeterFlow>,
  audiences: ReadonlyArray<{ id: number; name: string; groups?: ReadonlyArray<{ rules?: readonly unknown[] }> }> = [],
): string[] {
  const everyone = new Set(audiences.filter(audienceHoldsEveryone).map((a) => a.id));
  const greeter = greeterForEveryone(flows, settings.defaultFlowId, everyone);
  const audienceName = (id: number | null) => audiences.find((a) => a.id === id)?.name ?? '';
  const greets = !greeter
    ? BOT_UI.noDefaultFlow
    : greeter.why === 'noAudience'
      ? `${greeter.flow.name} (${BOT_UI.noAudienceGreets})`
      : greeter.why === 'everyoneAudience'
        ? `${greeter.flow.name} (${BOT_UI.everyoneAudienceGreets(audienceName(greeter.flow.audienceId))})`
        : greeter.flow.name;
  return [
    `${BOT_UI.defaultFlow}: ${greets}`,
    `${BOT_UI.unexpectedReply}: ${BOT_UI.unexpectedReplies[settings.unexpectedReply]}`,
    `${BOT_UI.replyDelay}: ${settings.replyDelaySeconds}`,
  ];
}

export interface IntegrationRow extends BotIntegration {
  connected: boolean;
  /** The plan lacks the feature: the row shows the upgrade prompt instead of the way to connect. */
  gated: boolean;
  usedBy: string[];
  /** Flows use it while it is not connected: their steps cannot run. */
  warning: boolean;
}

/**
 * The integrations page's rows. No integration is connectable in Parley yet, so `connected` is empty today; the
 * rows take it as an argument so the page shows real states the day integrations land.
 */
export function integrationRows(
  usage: Record<BotIntegrationId, string[]>,
  has: (feature: Feature) => boolean,
  connected: ReadonlySet<BotIntegrationId>,
): IntegrationRow[] {
  return BOT_INTEGRATIONS.map((i) => {
    const isConnected = connected.has(i.id);
    const usedBy = usage[i.id];
    return { ...i, connected: isConnected, gated: !has(i.feature), usedBy, warning: !isConnected && usedBy.length > 0 };
  });
}

/** Which of the bot's integrations are connected, from GET app/integration's flags (Service Cloud is Salesforce's). */
export function connectedBotIntegrations(flags: Partial<Record<string, boolean>> | undefined): ReadonlySet<BotIntegrationId> {
  const source: Record<BotIntegrationId, string> = { zendesk: 'zendesk', serviceCloud: 'salesforce', slack: 'slack', msteams: 'msteams' };
  return new Set((Object.keys(source) as BotIntegrationId[]).filter((id) => flags?.[source[id]] === true));
}
