// Pure rules of the integrations layer: the one-MAP rule (spec §5) and the callback state (spec §3).
import { INTEGRATIONS, type IntegrationKind } from './kinds';
import { INTEGRATION_MSG } from './messages';

/** A second marketing-automation platform is refused (spec §5); reconnecting the same one is not. */
export function marketingAutomationConflict(kind: IntegrationKind, connected: readonly IntegrationKind[]): string | null {
  if (INTEGRATIONS[kind].group !== 'marketingAutomation') return null;
  const other = connected.find((k) => k !== kind && INTEGRATIONS[k].group === 'marketingAutomation');
  return other ? INTEGRATION_MSG.onlyOneMap : null;
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
