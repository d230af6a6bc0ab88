// The integrations Parley connects (spec §1, §3 "Integration kinds"): data shared by the dashboard and the server.
import type { Feature } from '../plans';

export const INTEGRATION_KINDS = [
  'salesforce',
  'hubspot',
  'zoho',
  'msdynamics',
  'marketo',
  'pardot',
  'eloqua',
  'ringlead',
  'zendesk',
  'googleCalendar',
  'office365Calendar',
  'slack',
  'msteams',
] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_GROUPS = ['crm', 'marketingAutomation', 'routing', 'helpdesk', 'calendar', 'teamChat'] as const;
export type IntegrationGroup = (typeof INTEGRATION_GROUPS)[number];

export const GROUP_NAMES: Record<IntegrationGroup, string> = {
  crm: 'CRM',
  marketingAutomation: 'Marketing automation',
  routing: 'Routing',
  helpdesk: 'Helpdesk',
  calendar: 'Calendars',
  teamChat: 'Team chat',
};

/** The callback services of spec §2 (/verify/<service>) and §7 (app/integration/<service>, app/oidc/<service>). */
export const CALLBACK_SERVICES = [
  'hubspot',
  'salesforce',
  'slack',
  'msteams',
  'zendesk',
  'microsoft',
  'google',
  'pardot',
  'eloqua',
  'zoho',
  'msdynamics',
] as const;
export type CallbackService = (typeof CALLBACK_SERVICES)[number];

export interface CredentialField {
  /** Key in the connect body and in the stored connection. */
  key: 'domain' | 'businessUnitId' | 'organizationName';
  label: string;
  /** §5 message when empty. */
  required: string;
}

export interface IntegrationInfo {
  kind: IntegrationKind;
  name: string;
  group: IntegrationGroup;
  /** Where the provider sends the browser back (/verify/<service>); null: no OAuth of its own. */
  service: CallbackService | null;
  /** Asked for before the authorization starts (spec §3). */
  credential: CredentialField | null;
  /** Plan feature that gates it (spec §6); integrations in general are gated by 'integrations'. */
  feature: Feature;
  /** Summaries and sync states exist for these (spec §3 "Integration summary"). */
  hasSummary: boolean;
  description: string;
}

const DOMAIN: CredentialField = { key: 'domain', label: 'Zendesk domain', required: 'Domain is required' };
const BUSINESS_UNIT: CredentialField = { key: 'businessUnitId', label: 'Business unit id', required: 'This field cannot be empty' };
const ORGANIZATION: CredentialField = { key: 'organizationName', label: 'Organization name', required: 'This field cannot be empty' };

export const INTEGRATIONS: Record<IntegrationKind, IntegrationInfo> = {
  salesforce: { kind: 'salesforce', name: 'Salesforce', group: 'crm', service: 'salesforce', credential: null, feature: 'integrations', hasSummary: true, description: 'Sync leads, contacts and accounts; route to record owners; Service Cloud cases.' },
  hubspot: { kind: 'hubspot', name: 'HubSpot', group: 'crm', service: 'hubspot', credential: null, feature: 'integrations', hasSummary: true, description: 'Sync contacts and companies; route to contact and company owners.' },
  zoho: { kind: 'zoho', name: 'Zoho', group: 'crm', service: 'zoho', credential: null, feature: 'integrations', hasSummary: false, description: 'Look up leads, contacts and accounts and their owners.' },
  msdynamics: { kind: 'msdynamics', name: 'MS Dynamics', group: 'crm', service: 'msdynamics', credential: ORGANIZATION, feature: 'integrations', hasSummary: false, description: 'Look up leads, contacts and accounts in Dynamics 365.' },
  marketo: { kind: 'marketo', name: 'Marketo', group: 'marketingAutomation', service: null, credential: null, feature: 'integrations', hasSummary: true, description: 'Send chat leads to Marketo and target by static lists.' },
  pardot: { kind: 'pardot', name: 'Pardot', group: 'marketingAutomation', service: 'pardot', credential: BUSINESS_UNIT, feature: 'integrations', hasSummary: false, description: 'Send chat prospects to Pardot and target by lists.' },
  eloqua: { kind: 'eloqua', name: 'Eloqua', group: 'marketingAutomation', service: 'eloqua', credential: null, feature: 'integrations', hasSummary: false, description: 'Send chat contacts to Eloqua and target by segments.' },
  ringlead: { kind: 'ringlead', name: 'RingLead', group: 'routing', service: null, credential: null, feature: 'advancedRouting', hasSummary: false, description: 'Route conversations with RingLead routing rules.' },
  zendesk: { kind: 'zendesk', name: 'Zendesk', group: 'helpdesk', service: 'zendesk', credential: DOMAIN, feature: 'zendesk', hasSummary: false, description: 'Create tickets from conversations and search the help centre.' },
  googleCalendar: { kind: 'googleCalendar', name: 'Google calendar', group: 'calendar', service: 'google', credential: null, feature: 'integrations', hasSummary: false, description: 'Offer free slots and book meetings in Google Calendar.' },
  office365Calendar: { kind: 'office365Calendar', name: 'Office 365 calendar', group: 'calendar', service: 'microsoft', credential: null, feature: 'integrations', hasSummary: false, description: 'Offer free slots and book meetings in Outlook.' },
  slack: { kind: 'slack', name: 'Slack', group: 'teamChat', service: 'slack', credential: null, feature: 'integrations', hasSummary: false, description: 'Answer conversations from Slack threads and get alerts.' },
  msteams: { kind: 'msteams', name: 'MS Teams', group: 'teamChat', service: 'msteams', credential: null, feature: 'integrations', hasSummary: false, description: 'Answer conversations from Microsoft Teams channels.' },
};

/** The service whose /verify page a kind comes back to, and its display name in the callback texts. */
export const SERVICE_NAMES: Record<CallbackService, string> = {
  hubspot: 'HubSpot',
  salesforce: 'Salesforce',
  slack: 'Slack',
  msteams: 'Microsoft Teams',
  zendesk: 'Zendesk',
  microsoft: 'Microsoft',
  google: 'Google',
  pardot: 'Pardot',
  eloqua: 'Eloqua',
  zoho: 'Zoho',
  msdynamics: 'Microsoft Dynamics',
};

export function kindOfService(service: CallbackService): IntegrationKind {
  if (service === 'google') return 'googleCalendar';
  if (service === 'microsoft') return 'office365Calendar';
  return service;
}

export const isIntegrationKind = (v: unknown): v is IntegrationKind => typeof v === 'string' && (INTEGRATION_KINDS as readonly string[]).includes(v);
export const isCallbackService = (v: unknown): v is CallbackService => typeof v === 'string' && (CALLBACK_SERVICES as readonly string[]).includes(v);

export type ConnectionState = 'notConnected' | 'connected' | 'needsReconnect' | 'error';
export type SyncState = 'activelySyncing' | 'notActivelySyncing' | 'syncWithError';
export const SYNC_STATE_LABELS: Record<SyncState, string> = {
  activelySyncing: 'actively syncing',
  notActivelySyncing: 'not actively syncing',
  syncWithError: 'sync with error',
};

export interface IntegrationSummary {
  total: number;
  configuredSync: number;
  notConfiguredSync: number;
  syncState: SyncState;
  lastSyncAt: number | null;
  error: string | null;
  progress: { done: number; total: number } | null;
}

/** One card of /settings/integrations (GET app/integrations). */
export interface IntegrationView {
  kind: IntegrationKind;
  name: string;
  group: IntegrationGroup;
  state: ConnectionState;
  account: string | null;
  error: string | null;
  connectedAt: number | null;
  credential: string | null;
  gated: boolean;
  summary: IntegrationSummary | null;
}
