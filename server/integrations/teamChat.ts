// Team chat as a provider capability: a destination that mirrors conversations into threads, the routes its service
// calls back (events, bot messages, channels for the routing choice) and the agents' notices. app.ts starts each
// provider's part once and registers its routes; the notifier asks the parts which one sends a target. Nothing here
// names a provider: each implements TeamChatCapability in its own folder (server/integrations/<provider>/).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IntegrationKind } from '../../src/domain/integrations/kinds';
import type { Notice, NotifyTarget } from '../../src/domain/integrations/notifyTargets';
import type { Repositories } from '../db/repositories/index';
import type { NodeLeases } from '../db/repositories/leases';
import type { Publisher } from '../services/inbox/publisher';
import type { IntegrationProvider } from './provider';
import type { Integrations } from './registry';
import type { IntegrationSettings, ProviderSettings } from './settings';

export interface TeamChatDeps {
  repos: Repositories;
  publisher: Publisher;
  integrations: Integrations;
  /** The provider's own settings (config.integrations[kind]). */
  settings: ProviderSettings;
  /** The provider's real API host (its `hosts.api`): while the settings use it, webhooks go where they point. */
  realApi: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Cluster mode: one node at a time posts a conversation's thread (threadMirror.ts). */
  leases: NodeLeases | null;
  fetch: typeof fetch;
}

/** What a tab inside the team-chat client proves with its SSO token (the spec's Teams-only sign-in). */
export type TabSsoClaims = { tid?: unknown; oid?: unknown; preferred_username?: unknown; email?: unknown };

export interface NoticeSend {
  projectId: number;
  /** The agent's Parley email (a handle not found falls back to it). */
  email: string;
  target: NotifyTarget;
  notice: Notice;
}

export interface TeamChat {
  kind: IntegrationKind;
  /** Registered under /app by app.ts. */
  routes(app: FastifyInstance): Promise<void>;
  /** The profile notification targets it delivers (kinds of src/domain/integrations/notifyTargets.ts). */
  noticeKinds: ReadonlyArray<NotifyTarget['kind']>;
  /** Sends one notice; throws with the provider's reason when it cannot. */
  sendNotice(send: NoticeSend): Promise<void>;
  /** Its tab signs in with the client's SSO token: the claims of a verified one (throws otherwise). */
  tabSso?(authorization: string | undefined): Promise<TabSsoClaims>;
  /** Resolves when a conversation's thread is posted (tests and two-node checks wait on it). */
  sync(projectId: number, conversationId: number): Promise<void>;
  /** Stops listening to commits (server close). */
  stop(): void;
}

export interface TeamChatCapability {
  start(deps: TeamChatDeps): TeamChat;
}

/** Starts the team-chat part of every provider that has one. */
export function startTeamChats(providers: readonly IntegrationProvider[], settings: IntegrationSettings, deps: Omit<TeamChatDeps, 'settings' | 'realApi'>): ReadonlyMap<IntegrationKind, TeamChat> {
  return new Map(providers.flatMap((p) => (p.teamChat ? [[p.kind, p.teamChat.start({ ...deps, settings: settings[p.kind], realApi: p.hosts.api })] as const] : [])));
}

/** The tab sign-in of the one team chat that has a tab; without one every tab sign-in is refused. */
export function tabSsoOf(chats: ReadonlyMap<IntegrationKind, TeamChat>): ((authorization: string | undefined) => Promise<TabSsoClaims>) | null {
  const chat = [...chats.values()].find((c) => c.tabSso);
  return chat?.tabSso ? (authorization) => chat.tabSso!(authorization) : null;
}
