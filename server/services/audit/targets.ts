// What each audited route changes, read as the audit sees it: an id, a label and a plain state with no secrets in it
// (credentials, tokens and passwords are never read here; a webhook address is kept as a fingerprint only). The audit
// plugin reads a route's target before its handler runs and again after it; the summary is the difference. A route
// names its target in its config:
//   config: { audit: { action: 'role.update', target: 'role' } }
import crypto from 'node:crypto';
import { INTEGRATIONS, isCallbackService, isIntegrationKind, kindOfService, type IntegrationKind } from '../../../src/domain/integrations/kinds';
import { flattenPermissions, type PermissionTree } from '../../../src/domain/permissions';
import { SETTINGS_DEFAULTS, SETTINGS_SCHEMAS, type SettingsKey } from '../../../src/domain/settings/widget';
import { MEETING_AVAILABILITY_KEY } from '../../../src/domain/settings/meetingAvailability';
import { parseAllowedDomains } from '../../../src/domain/install/allowedDomains';
import { NOTIFICATION_CHANNELS_KEY, normaliseChannels } from '../../../src/domain/schemas/profile';
import { AUDIT_SETTINGS_LABELS } from '../../../src/domain/audit/actions';
import type { AuditTargetType } from '../../../src/domain/audit/actions';
import { excerpt, type AuditDetails, type AuditState } from '../../../src/domain/audit/summary';
import type { Repositories } from '../../db/repositories/index';
import type { Integrations } from '../../integrations/registry';
import type { HighlightsService } from '../highlights/service';
import { analyticsFilterNames } from '../analytics/filterNames';

/** Who a recorded request is from: the session's user, or the one a session-less route's proof names. */
export interface AuditActor {
  projectId: number;
  userId: number;
}

/** The request as a target sees it, before it knows whose it is. */
export interface RequestFacts {
  /** The route's pattern: '/app/integration/<service>'. */
  url: string;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  /** The raw body: read only for fields the handler has accepted (the audit runs for 2xx answers only). */
  body: unknown;
}

export interface TargetContext extends RequestFacts, AuditActor {
  /** The handler's answer: only when reading after it. */
  answer?: unknown;
}

export interface Snapshot {
  id: string | null;
  label: string;
  /** Undefined: the thing does not exist (before a creation, after a deletion, an integration not connected). */
  state?: AuditState;
}

export interface AuditTarget {
  type: AuditTargetType;
  read(ctx: TargetContext): Promise<Snapshot | null>;
  /** Facts about the request itself (names only for anything credential-like; people and things by name, not id). */
  details?(ctx: TargetContext): AuditDetails | undefined | Promise<AuditDetails | undefined>;
  /** The answer says the request only started something (an OAuth redirect): nothing to record yet. */
  pending?(answer: unknown): boolean;
  /**
   * A route that answers without a session (a sessionless integration callback) says whose request it is from proof the request
   * carries and the server verifies (a signed, unspent state), never from what it merely claims; that actor is used
   * instead of any session the request may also carry. Null: nobody to record (the handler will refuse it).
   */
  actor?(req: RequestFacts): Promise<AuditActor | null>;
}

export interface AuditTargetDeps {
  repos: Repositories;
  integrations: Integrations;
  highlights: HighlightsService;
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const positive = (v: unknown): number | null => {
  const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};
/** The answer's id (a creation, a clone) or else the route's :id. */
const idOf = (ctx: TargetContext): number | null => positive(record(ctx.answer).id) ?? positive(ctx.params.id);

/**
 * Notification channels as the audit sees them. A handle or an email is kept; a webhook address is a credential (its
 * URL is the key to post there), so only a fingerprint of it is read, under a name the summary keeps as 'changed'.
 */
function channelsState(saved: unknown): AuditState {
  const { teamChat, push } = normaliseChannels(saved);
  const target = teamChat.target ?? '';
  const webhook = /^https?:\/\//i.test(target);
  return {
    teamChat: {
      service: teamChat.service,
      ...(target && !webhook ? { recipient: target } : {}),
      ...(webhook ? { webhook: crypto.createHash('sha256').update(target).digest('hex').slice(0, 16) } : {}),
    },
    push,
  };
}

/** 'settings.integrations' -> 'read, write' for every node that grants something. */
function grants(tree: PermissionTree): Record<string, string> {
  return Object.fromEntries(
    Object.entries(flattenPermissions(tree))
      .filter(([, perms]) => perms.length > 0)
      .map(([path, perms]) => [path, [...perms].sort().join(', ')]),
  );
}

/** The kind a route is about: its :kind, or the service it is the callback of. */
function kindOf(ctx: TargetContext): IntegrationKind | null {
  if (isIntegrationKind(ctx.params.kind)) return ctx.params.kind;
  // app/integration/<service>, app/oidc/<service>, or a held code's app/<service>/generatetoken.
  const service = /\/(?:integration|oidc)\/([A-Za-z]+)$/.exec(ctx.url)?.[1] ?? /\/([A-Za-z]+)\/generatetoken$/.exec(ctx.url)?.[1];
  return isCallbackService(service) ? kindOfService(service) : null;
}

/** The credential fields a connect request sent, by name: never their values. */
const CREDENTIAL_FIELDS: Record<string, (kind: IntegrationKind) => string> = {
  credential: (kind) => INTEGRATIONS[kind].credential?.label ?? 'API key',
  clientId: () => 'Client ID',
  clientSecret: () => 'Client secret',
  baseUrl: () => 'Base URL',
};

/** The analytics filter of an export (spec §3 chart filter), as sent. */
const EXPORT_FILTER = ['fromDateTime', 'toDateTime', 'span', 'hours', 'chat', 'agent', 'team', 'tz'] as const;

export function createAuditTargets({ repos, integrations, highlights }: AuditTargetDeps) {
  const userState = async (projectId: number, id: number) => {
    const u = await repos.users.findInProject(projectId, id);
    if (!u) return null;
    const [role, teamIds] = await Promise.all([repos.roles.findInProject(projectId, u.role_id), repos.teams.teamsOfUser(u.id)]);
    const teams = await Promise.all(teamIds.map((t) => repos.teams.findInProject(projectId, t)));
    return {
      user: u,
      state: { name: u.name, email: u.email, role: role?.name ?? null, teams: teams.flatMap((t) => (t ? [t.name] : [])), available: u.available === 1 },
    };
  };

  const settingsDocument = (id: string, label: string, load: (ctx: TargetContext) => Promise<AuditState>): AuditTarget => ({
    type: 'settings',
    read: async (ctx) => ({ id, label, state: await load(ctx) }),
  });

  const integration: AuditTarget = {
    type: 'integration',
    async read(ctx) {
      const kind = kindOf(ctx);
      if (!kind) return null;
      const c = await integrations.connection(ctx.projectId, kind, ctx.userId);
      // Not connected is a state of its own, so a disconnect reads 'State: connected → disconnected' (issue 22: it
      // read 'State: connected', the state it left).
      return { id: kind, label: INTEGRATIONS[kind].name, state: c ? { state: c.state, account: c.account } : { state: 'disconnected' } };
    },
    details(ctx) {
      const kind = kindOf(ctx);
      const body = record(ctx.body);
      const sent = Object.keys(CREDENTIAL_FIELDS).filter((k) => typeof body[k] === 'string' && (body[k] as string).trim() !== '');
      return kind && sent.length ? { fields: sent.map((k) => CREDENTIAL_FIELDS[k]!(kind)) } : undefined;
    },
    pending: (answer) => typeof record(answer).authorizeUrl === 'string',
  };

  const targets = {
    role: {
      type: 'role',
      async read(ctx) {
        const id = idOf(ctx);
        const role = id === null ? undefined : await repos.roles.findInProject(ctx.projectId, id);
        return role ? { id: String(role.id), label: role.name, state: { name: role.name, permissions: grants(role.permissions) } } : null;
      },
    },
    team: {
      type: 'team',
      async read(ctx) {
        const id = idOf(ctx);
        const team = id === null ? undefined : await repos.teams.findInProject(ctx.projectId, id);
        if (!team) return null;
        const members = await Promise.all(team.memberIds.map((m) => repos.users.findInProject(ctx.projectId, m)));
        return { id: String(team.id), label: team.name, state: { name: team.name, members: members.flatMap((m) => (m ? [m.name] : [])) } };
      },
    },
    user: {
      type: 'user',
      async read(ctx) {
        const id = idOf(ctx);
        const found = id === null ? null : await userState(ctx.projectId, id);
        return found ? { id: String(found.user.id), label: found.user.name || found.user.email, state: found.state } : null;
      },
    },
    /** An invitation names an address, not yet a user: known only once the handler has accepted it. */
    invitation: {
      type: 'user',
      async read(ctx) {
        if (ctx.answer === undefined) return null;
        const body = record(ctx.body);
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!email) return null;
        const roleId = positive(body.roleId);
        const role = roleId === null ? undefined : await repos.roles.findInProject(ctx.projectId, roleId);
        return { id: email, label: email, state: { email, role: role?.name ?? null } };
      },
    },
    /** A pending invitation (resend, revoke): known by its address; 'pending' until revoked or replaced. */
    pendingInvitation: {
      type: 'user',
      async read(ctx) {
        const id = idOf(ctx);
        const row = id === null ? undefined : await repos.invitations.find(ctx.projectId, id);
        if (!row) return null;
        const role = row.role_id === null ? undefined : await repos.roles.findInProject(ctx.projectId, row.role_id);
        return { id: row.email, label: row.email, state: { email: row.email, role: role?.name ?? null, invitation: row.used_at === null ? 'pending' : 'revoked' } };
      },
      /** A resend changes no field: the row says what it did instead of 'No field changes'. */
      details: (ctx) => (ctx.url.endsWith('/resend') ? { newLink: 'sent; the previous link no longer works' } : undefined),
    },
    integration,
    /** A sessionless integration callback (spec §7): the signed state names the project and the user who started the connect. */
    integrationCallback: {
      ...integration,
      async actor(req) {
        const service = /\/integration\/([A-Za-z]+)$/.exec(req.url)?.[1];
        return isCallbackService(service) ? integrations.callbackStarter(service, record(req.body)) : null;
      },
    },
    /** GET/PUT app/settings/:key: widget status and appearance, privacy, office hours, holidays, bot, chat fields. */
    settings: {
      type: 'settings',
      async read(ctx) {
        const key = ctx.params.key;
        if (!key || !Object.hasOwn(SETTINGS_SCHEMAS, key)) return null;
        const doc = (await repos.settings.get(ctx.projectId, key)) ?? SETTINGS_DEFAULTS[key as SettingsKey];
        return { id: key, label: AUDIT_SETTINGS_LABELS[key as SettingsKey], state: record(doc) };
      },
    },
    allowedDomains: settingsDocument('allowedDomains', AUDIT_SETTINGS_LABELS.allowedDomains, async (ctx) => {
      const project = await repos.projects.findById(ctx.projectId);
      return { domains: project ? parseAllowedDomains(project.allowed_domains) : [] };
    }),
    highlights: settingsDocument('highlights', AUDIT_SETTINGS_LABELS.highlights, async (ctx) => ({
      fields: (await highlights.templates(ctx.projectId)).selected.map((s) => s.key),
    })),
    /** The caller's own profile (name, timezone, the meeting link of /settings/meeting). */
    profile: {
      type: 'profile',
      async read(ctx) {
        const u = await repos.users.findInProject(ctx.projectId, ctx.userId);
        return u ? { id: String(u.id), label: u.name || u.email, state: { name: u.name, timezone: u.timezone, meetingLink: u.meeting_link } } : null;
      },
    },
    /** The caller's meeting availability (/settings/meeting). */
    meetingAvailability: {
      type: 'profile',
      async read(ctx) {
        const u = await repos.users.findInProject(ctx.projectId, ctx.userId);
        if (!u) return null;
        const saved = await repos.userSettings.get(u.id, MEETING_AVAILABILITY_KEY);
        return { id: String(u.id), label: u.name || u.email, state: saved === undefined ? undefined : { meetingAvailability: record(saved) } };
      },
    },
    flow: {
      type: 'flow',
      async read(ctx) {
        const id = idOf(ctx);
        const row = id === null ? undefined : await repos.flows.findInProject(ctx.projectId, id);
        if (!row) return null;
        const audience = row.audience_id === null ? undefined : await repos.audiences.findInProject(ctx.projectId, row.audience_id);
        return {
          id: String(row.id),
          label: row.name,
          state: { name: row.name, status: row.status, audience: audience?.name ?? null, priority: Number(row.priority), version: Number(row.version) },
        };
      },
    },
    audience: {
      type: 'audience',
      async read(ctx) {
        const id = idOf(ctx);
        const a = id === null ? undefined : await repos.audiences.findInProject(ctx.projectId, id);
        return a ? { id: String(a.id), label: a.name, state: { name: a.name } } : null;
      },
    },
    tag: {
      type: 'tag',
      async read(ctx) {
        const id = idOf(ctx);
        const tag = id === null ? undefined : await repos.tags.findInProject(ctx.projectId, id);
        return tag ? { id: String(tag.id), label: tag.name, state: { name: tag.name } } : null;
      },
    },
    /** app/cannedmessages/:messageId (spec §7): known by its text. */
    cannedMessage: {
      type: 'cannedMessage',
      async read(ctx) {
        const id = positive(record(ctx.answer).messageId) ?? positive(ctx.params.messageId);
        const row = id === null ? undefined : await repos.cannedMessages.findInProject(ctx.projectId, id);
        return row ? { id: String(row.id), label: excerpt(row.message), state: { message: row.message } } : null;
      },
    },
    /** The caller's own notification channels (team chat and push, /settings/profile); the defaults before a first save. */
    notificationChannels: {
      type: 'notifications',
      async read(ctx) {
        const u = await repos.users.findInProject(ctx.projectId, ctx.userId);
        if (!u) return null;
        return { id: String(u.id), label: u.name || u.email, state: channelsState(await repos.userSettings.get(u.id, NOTIFICATION_CHANNELS_KEY)) };
      },
    },
    analyticsExport: {
      type: 'export',
      read: async () => ({ id: 'analytics', label: 'Analytics CSV' }),
      /** The filter as sent, with the agent, team and flow by name ('Agent: Ada Admin', never 'Agent: 2'). */
      async details(ctx) {
        const sent = EXPORT_FILTER.filter((k) => typeof ctx.query[k] === 'string' && ctx.query[k] !== '');
        if (!sent.length) return undefined;
        const names = await analyticsFilterNames(repos, ctx.projectId, { agentId: positive(ctx.query.agent), teamId: positive(ctx.query.team), flowId: positive(ctx.query.chat) });
        const named: Record<string, string | undefined> = { agent: names.agent, team: names.team, chat: names.flow };
        return Object.fromEntries(sent.map((k) => [k, named[k] ?? String(ctx.query[k])]));
      },
    },
  } satisfies Record<string, AuditTarget>;
  return targets;
}

export type AuditTargets = ReturnType<typeof createAuditTargets>;
export type AuditTargetName = keyof AuditTargets;
