// Pure rules of the integrations screens: grouping and labels of the settings page, and what a callback screen
// does with the query the provider sent back (spec §2 "Callback screens", §4 "Integration verification").
import {
  GROUP_NAMES,
  INTEGRATION_GROUPS,
  SERVICE_NAMES,
  SYNC_STATE_LABELS,
  type CallbackService,
  type IntegrationGroup,
  type IntegrationSummary,
  type IntegrationView,
} from '../../domain/integrations/kinds';
import { INTEGRATION_MSG } from '../../domain/integrations/messages';
import { parseCallbackState } from '../../domain/integrations/rules';

export function groupViews(views: readonly IntegrationView[]): Array<{ group: IntegrationGroup; title: string; views: IntegrationView[] }> {
  return INTEGRATION_GROUPS.map((group) => ({ group, title: GROUP_NAMES[group], views: views.filter((v) => v.group === group) })).filter((g) => g.views.length > 0);
}

export function stateLabel(v: IntegrationView): string {
  switch (v.state) {
    case 'connected':
      return v.account ? `Connected as ${v.account}` : 'Connected';
    case 'needsReconnect':
      return 'Needs reconnecting';
    case 'error':
      return 'Error';
    default:
      return 'Not connected';
  }
}

export const syncStateLabel = (v: IntegrationView) => (v.summary ? SYNC_STATE_LABELS[v.summary.syncState] : null);

/** The sync line of a CRM card: the run in progress (the first one starts on connect), or the last result. */
export function syncLine(s: IntegrationSummary): string {
  if (s.progress) return s.progress.total > 0 ? `Syncing: ${s.progress.done} of ${s.progress.total} records` : `Syncing: ${s.progress.done} records read`;
  if (s.lastSyncAt === null && !s.error) return 'Not synced yet';
  return `${s.total} records · ${s.configuredSync} configured · ${s.notConfiguredSync} not configured`;
}

/** What a callback screen does once: call the server, fail at once (with a toast), or wait (Dynamics starts idle). */
export type CallbackPlan =
  | { action: 'call'; path: string; body: Record<string, unknown> | undefined }
  | { action: 'fail'; toast: string | null }
  | { action: 'idle' };

export function planCallback(service: CallbackService, query: URLSearchParams): CallbackPlan {
  if (service === 'msdynamics') {
    // Dynamics: our server held the code and sends code=200&status; anything else failed there.
    if (query.get('code') === '200' && query.get('status')) return { action: 'call', path: 'app/msdynamics/generatetoken', body: undefined };
    if (query.has('code') || query.has('status')) return { action: 'fail', toast: INTEGRATION_MSG.dynamicsFailed };
    return { action: 'idle' };
  }
  if (service === 'msteams') {
    if (query.get('error')) return { action: 'fail', toast: query.get('error_description') || INTEGRATION_MSG.tryAgain };
    const state = parseCallbackState(query.get('state'));
    const tenant = query.get('tenant');
    if (!state || !tenant) return { action: 'fail', toast: INTEGRATION_MSG.tryAgain };
    return { action: 'call', path: 'app/integration/msteams', body: { tenantId: tenant, state: query.get('state'), integrationKey: state.integrationKey } };
  }
  const code = query.get('code');
  const rawState = query.get('state');
  const state = parseCallbackState(rawState);
  if (!state) return { action: 'fail', toast: INTEGRATION_MSG.tryAgain };
  if (!code) {
    // Slack without a code toasts (spec §4); the others show Failed with the provider's reason when it gave one.
    if (service === 'slack') return { action: 'fail', toast: INTEGRATION_MSG.tryAgain };
    return { action: 'fail', toast: query.get('error_description') || query.get('error') || null };
  }
  if (service === 'google' || service === 'microsoft') {
    // Microsoft sign-in: the project name is removed from the state before sending (spec §2).
    const { projectName: _dropped, ...rest } = state;
    return { action: 'call', path: `app/oidc/${service}`, body: { code, state: JSON.stringify(service === 'microsoft' ? rest : state) } };
  }
  if (service === 'zoho') {
    const withServer = { ...state, accountServer: query.get('accounts-server') ?? undefined };
    return { action: 'call', path: 'app/integration/zoho', body: { code, state: JSON.stringify(withServer), integrationKey: state.integrationKey } };
  }
  return { action: 'call', path: `app/integration/${service}`, body: { code, state: rawState, integrationKey: state.integrationKey } };
}

/** Where the user goes after the screen settles: Google and Microsoft sign-in land on /settings/meeting (spec §2). */
export const afterCallbackPath = (service: CallbackService) => (service === 'google' || service === 'microsoft' ? '/settings/meeting' : '/settings/integrations');

export const serviceName = (service: CallbackService) => SERVICE_NAMES[service];
