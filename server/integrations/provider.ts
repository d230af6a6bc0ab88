// The one interface every provider folder implements (server/integrations/<provider>/), and the list
// (providers/index.ts) is the only place that knows them all. Callers ask the list for a kind or a capability and
// never name a provider: adding one is a folder and a line. Only the addresses come from settings.ts.
import type { IntegrationKind } from '../../src/domain/integrations/kinds';
import type { Repositories } from '../db/repositories/index';
import type { ProviderSettings } from './settings';
import type { CalendarClient } from './calendars/calendarClient';
import type { CrmRecordFinder } from './crmRecord';
import type { HelpdeskCapability } from './helpdesk/types';
import type { OwnerFinder } from './ownerLookup';
import type { SyncSource } from './syncSource';
import type { TeamChatCapability } from './teamChat';
import type { ThreadParticipants } from './threadParticipants';
import type { TabSignIn } from './tabSignIn';

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds from now; null: the provider does not say. */
  expiresIn: number | null;
  /** Provider facts kept with the connection (an instance URL, an API domain, a workspace...). */
  meta: Record<string, unknown>;
  /** An OpenID Connect ID token when the provider sent one (read, never stored: an admin-consent flow takes the tenant from it). */
  idToken?: string;
}

export interface AuthorizeContext {
  settings: ProviderSettings;
  redirectUri: string;
  state: string;
  credential: string | null;
  /** The signed-in user's email: calendar providers preselect that account (a calendar is the agent's own). */
  loginHint?: string | null;
  /** PKCE S256 challenge (RFC 7636), for the providers that support it. */
  codeChallenge?: string | null;
}

/** The provider's real hosts and the env prefix that overrides them (settings.ts). */
export interface ProviderHosts {
  /** `<env>_CLIENT_ID`, `<env>_API_URL`...; in demo mode also the fake's path (`<mockBase>/<env lowercased>`). */
  env: string;
  auth: string;
  token?: string;
  api: string;
  /** Kinds that authorize on another kind's identity service read its `<authEnv>_AUTH_URL`. */
  authEnv?: string;
}

/** What the callback brought besides the code (the state's extra fields). */
export interface CallbackFacts {
  accountServer?: string;
}

export interface IntegrationProvider {
  kind: IntegrationKind;
  hosts: ProviderHosts;
  /** 'code': authorization code; 'adminConsent': tenant consent + client credentials; 'clientCredentials': an
   *  API-only app the admin types; 'apiKey': a key the admin pastes. */
  flow: 'code' | 'adminConsent' | 'clientCredentials' | 'apiKey';
  scopes: readonly string[];
  /** Put the project name in the state (spec §7: some providers pass it along; others strip it). */
  projectNameInState?: boolean;
  /** The provider supports PKCE (RFC 7636) on its authorization code flow: every code exchange then proves it. */
  pkce?: boolean;
  /** The credential typed at connect becomes one DNS label of the provider's host name. */
  credentialIsHostLabel?: boolean;
  /** Where the provider sends the browser back, when it is our server rather than /verify/<service>. */
  redirectPath?: string;
  /** The provider returns to our server (redirectPath), which holds the code until the dashboard asks for the token
   *  (app/<service>/generatetoken); `failed` is what a failed exchange says. */
  holdsCode?: { failed: string };
  /** Its §7 callback carries no session: the signed, single-use state alone says whose connect it completes. */
  callbackWithoutSession?: boolean;
  authorizeUrl?(ctx: AuthorizeContext): string;
  tokenUrl(settings: ProviderSettings, meta: Record<string, unknown>): string;
  /** How the client proves itself at the token endpoint. */
  clientAuth: 'body' | 'basic';
  tokenBody: 'form' | 'json';
  extraTokenParams?: Record<string, string>;
  /** Facts the connection's typed credential stands for (a subdomain), read with the stored meta. */
  credentialMeta?(credential: string | null): Record<string, unknown>;
  /** Facts the callback carries that the token exchange needs (a data centre's accounts server). */
  callbackMeta?(facts: CallbackFacts, settings: ProviderSettings): Record<string, unknown>;
  /** The API base of a connection (some providers hand back a per-account host at connect time). */
  apiBase(settings: ProviderSettings, meta: Record<string, unknown>, credential: string | null): string;
  /** The account name shown as "connected as ..." (and provider facts to keep). */
  account(call: (path: string) => Promise<unknown>, tokens: TokenSet): Promise<{ name: string; meta?: Record<string, unknown> }>;
  revoke?(settings: ProviderSettings, tokens: { access: string; refresh: string | null }, meta: Record<string, unknown>): { url: string; init: RequestInit } | null;
  /** Settings beyond the three hosts, read once at boot (settings.ts); `fake` is the bundled fake's base in demo mode. */
  endpoints?(env: NodeJS.ProcessEnv, fake: string | null): Partial<ProviderSettings>;
  /** 'adminConsent' only: where the signed-in admin's tenant consents, after the sign-in came back. */
  consentUrl?(settings: ProviderSettings, tenant: string, redirectUri: string, state: string): string;
  /** Who owns a contact, lead or account (owner-based routing, audiences' CRM facts: routing/crm.ts). */
  owner?: OwnerFinder;
  /** A routing destination of spec §4: a conversation routed there is claimed for a channel's thread, which the
   *  provider's team chat then mirrors (services/routing/router.ts). Without it, routing keeps the inbox. */
  routingDestination?: { claim(tx: Repositories, projectId: number, conversationId: number, channelId: string, now: number): Promise<void> };
  /** Tickets (cases) and knowledge search for the inbox and the bot (helpdesk/helpdesk.ts). */
  helpdesk?: HelpdeskCapability;
  /** Free/busy and events in an agent's own calendar (meetings, calendars/providers.ts). */
  calendar?: CalendarClient;
  /** The visitor's record for the Highlights panel, matched by email (crmRecord.ts, services/highlights). */
  crmRecord?: CrmRecordFinder;
  /** Audiences read its contact/lead facts and owner (ctx.crm[kind], server/services/targeting.ts). */
  audienceFacts?: boolean;
  /** Reads its leads, contacts and accounts for the summary and visitor matching (sync.ts). */
  sync?: SyncSource;
  /** Request headers that carry its signatures: error reports drop them (server/lib/errorReporting.ts). */
  secretHeaders?: readonly string[];
  /** The people of its conversation threads, a participants list of spec §7 (threadParticipants.ts). */
  threadParticipants?: ThreadParticipants;
  /** Its client's tab signs in to Parley (the spec's Teams-only sessions): the tenant's projects (tabSignIn.ts). */
  tabSignIn?: TabSignIn;
  /** A team chat: conversation threads, its callback routes and agents' notices (teamChat.ts; app.ts starts it). */
  teamChat?: TeamChatCapability;
  /** Some providers answer HTTP 200 with an error in the body: an expired token there is this. */
  authFailure?(status: number, body: unknown): boolean;
}
