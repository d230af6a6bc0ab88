// Pure rules of the integrations layer: the one-MAP rule (spec §5), one calendar per agent, and the callback state
// (spec §3). The server refuses with these and the integrations page disables or asks with the same words.
import { INTEGRATIONS, type IntegrationKind } from './kinds';
import { INTEGRATION_MSG } from './messages';

/**
 * The marketing-automation platform other than `kind` that is connected, if `kind` is one: only Marketo, Pardot and
 * Eloqua count (RingLead routes conversations: it is not a platform and may sit beside one).
 */
export function connectedMarketingAutomation(kind: IntegrationKind, connected: readonly IntegrationKind[]): IntegrationKind | null {
  if (INTEGRATIONS[kind].group !== 'marketingAutomation') return null;
  return connected.find((k) => k !== kind && INTEGRATIONS[k].group === 'marketingAutomation') ?? null;
}

/** A second marketing-automation platform is refused (spec §5); reconnecting the same one is not. */
export function marketingAutomationConflict(kind: IntegrationKind, connected: readonly IntegrationKind[]): string | null {
  return connectedMarketingAutomation(kind, connected) ? INTEGRATION_MSG.onlyOneMap : null;
}

/** Why Connect is disabled on a card (the one-MAP rule, naming the platform connected), or null. */
export function connectBlockedReason(kind: IntegrationKind, connected: readonly IntegrationKind[]): string | null {
  const other = connectedMarketingAutomation(kind, connected);
  return other ? INTEGRATION_MSG.mapTaken(INTEGRATIONS[other].name) : null;
}

/** The agent's calendar that connecting `kind` would replace (an agent has one calendar), or null. */
export function replacedCalendar<C extends { kind: IntegrationKind }>(kind: IntegrationKind, current: C | null | undefined): C | null {
  if (INTEGRATIONS[kind].group !== 'calendar' || !current || current.kind === kind) return null;
  return current;
}

/** The callback state: URL-encoded JSON holding integrationKey (and for some a project name; Zoho adds accountServer). */
export interface CallbackState {
  integrationKey: string;
  projectName?: string;
  accountServer?: string;
}

/** Parses the `state` query value; null when it is not JSON with an integrationKey string (spec §4: toast). */
export function parseCallbackState(raw: string | null | undefined): CallbackState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    try {
      value = JSON.parse(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.integrationKey !== 'string' || v.integrationKey === '') return null;
  return {
    integrationKey: v.integrationKey,
    ...(typeof v.projectName === 'string' ? { projectName: v.projectName } : {}),
    ...(typeof v.accountServer === 'string' ? { accountServer: v.accountServer } : {}),
  };
}
