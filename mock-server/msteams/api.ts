// Microsoft Teams as a bot sees it, in the providers' own shapes: the Bot Connector REST API (create a conversation
// = a channel thread or a 1:1 chat, post activities into it), the Bot Framework's and Entra ID's OpenID metadata and
// signing keys, the few Microsoft Graph reads a bot makes (a team's channels, a user by email), and Office 365
// connector webhooks. Bot Connector calls need the bot's own token (client credentials at
// /botframework.com/oauth2/v2.0/token, scope https://api.botframework.com/.default, issued by the Microsoft fake);
// Graph calls need a Graph token for the customer's tenant.
// Test hooks: what was posted, a Teams user replying in a thread (the fake sends the signed activity to the bot's
// messaging endpoint, as the Bot Framework does), and a Teams tab's SSO token.
import crypto from 'node:crypto';
import { requireBearer, type FakeRequest, type FakeResponse, type Route } from '../oauth/index';
import { BOT_KEY, FORGER_KEY, SSO_KEY, signJwt } from './keys';
import { TEAMS_TENANT } from './consent';

export { TEAMS_TENANT };
export const BOT_ISSUER = 'https://api.botframework.com';
const SSO_ISSUER_TEMPLATE = 'https://login.microsoftonline.com/{tenantid}/v2.0';

const TEAMS = [
  {
    id: 'b7e0c3f4-5a6b-4c7d-8e9f-acmesales001',
    displayName: 'Acme Sales',
    channels: [
      { id: '19:support@thread.tacv2', displayName: 'Support' },
      { id: '19:sales@thread.tacv2', displayName: 'Sales' },
    ],
  },
];
const USERS = [
  { id: '6f1c2a9e-jo00-4000-8000-000000000001', teamsId: '29:1JoRiveraTeamsId', displayName: 'Jo Rivera', mail: 'jo@acme-demo.onmicrosoft.com' },
  { id: '6f1c2a9e-kai0-4000-8000-000000000002', teamsId: '29:1KaiNakamuraTeamsId', displayName: 'Kai Nakamura', mail: 'kai@acme-demo.onmicrosoft.com' },
];
const channelOf = (id: string) => TEAMS.flatMap((t) => t.channels.map((c) => ({ ...c, team: t }))).find((c) => c.id === id);
const userOf = (key: string) => USERS.find((u) => u.id === key || u.teamsId === key || u.mail.toLowerCase() === key.toLowerCase());

export interface TeamsActivity {
  conversationId: string;
  id: string;
  type: string;
  text: string;
  from: { id: string; name?: string };
  replyToId?: string;
  /** 'bot' for what the bot posted, 'user' for a test reply. */
  by: 'bot' | 'user';
}
const activities: TeamsActivity[] = [];
/** Conversations the bot created: channel threads (id "<channel>;messageid=<root>") and 1:1 chats ("a:…"). */
const conversations = new Map<string, { kind: 'channel' | 'personal'; channelId?: string; userId?: string; tenantId: string }>();
const webhookPosts: Array<{ path: string; body: unknown }> = [];
let clock = 1_700_000_000_000;
const nextId = () => String(++clock);

const denied = (res: FakeResponse) => res.json(401, { message: 'Authorization has been denied for this request.' });
const badArgument = (res: FakeResponse, message: string) => res.json(400, { error: { code: 'BadArgument', message } });

/** Bot Connector routes: only the bot's own Bot Framework token (not a tenant's Graph token) is accepted. */
const botApi = (handle: (req: FakeRequest, res: FakeResponse, bot: { clientId: string }) => void) =>
  requireBearer('msteams', (req, res, token) => {
    if (token.tenant !== 'botframework.com' || !token.scope.split(' ').includes('https://api.botframework.com/.default')) return denied(res);
    handle(req, res, token);
  });

const graphApi = (handle: (req: FakeRequest, res: FakeResponse) => void) =>
  requireBearer('msteams', (req, res, token) => {
    if (token.tenant !== TEAMS_TENANT || !token.scope.split(' ').includes('https://graph.microsoft.com/.default')) {
      return res.json(401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token validation failure. Invalid audience.' } });
    }
    handle(req, res);
  });

function post(conversationId: string, body: Record<string, unknown>, by: 'bot' | 'user'): TeamsActivity {
  const a: TeamsActivity = {
    conversationId,
    id: nextId(),
    type: String(body.type ?? ''),
    text: String(body.text ?? ''),
    from: (body.from as TeamsActivity['from']) ?? { id: 'unknown' },
    ...(typeof body.replyToId === 'string' ? { replyToId: body.replyToId } : {}),
    by,
  };
  activities.push(a);
  return a;
}

export const msTeamsApi: Route[] = [
  // ---- Bot Framework OpenID metadata and keys (https://login.botframework.com/v1/.well-known/…) ----
  {
    method: 'GET',
    path: '/v1/.well-known/openidconfiguration',
    handle: (req, res) =>
      res.json(200, {
        issuer: BOT_ISSUER,
        authorization_endpoint: 'https://invalid.botframework.com',
        jwks_uri: `${req.base}/v1/.well-known/keys`,
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
      }),
  },
  { method: 'GET', path: '/v1/.well-known/keys', handle: (_req, res) => res.json(200, { keys: [{ ...BOT_KEY.jwk, x5t: BOT_KEY.kid, endorsements: ['msteams', 'webchat'] }] }) },
  // ---- Entra ID's (login.microsoftonline.com/common/v2.0/…): the Teams tab's SSO tokens ----
  {
    method: 'GET',
    path: '/common/v2.0/.well-known/openid-configuration',
    handle: (req, res) =>
      res.json(200, {
        issuer: SSO_ISSUER_TEMPLATE,
        token_endpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
        jwks_uri: `${req.base}/common/discovery/v2.0/keys`,
        id_token_signing_alg_values_supported: ['RS256'],
        tenant_region_scope: null,
      }),
  },
  { method: 'GET', path: '/common/discovery/v2.0/keys', handle: (_req, res) => res.json(200, { keys: [{ ...SSO_KEY.jwk, x5t: SSO_KEY.kid }] }) },

  // ---- Bot Connector: conversations and activities ----
  {
    method: 'POST',
    path: '/v3/conversations',
    handle: botApi((req, res) => {
      const b = req.body as { isGroup?: boolean; members?: Array<{ id?: string }>; channelData?: { channel?: { id?: string }; tenant?: { id?: string } }; activity?: Record<string, unknown>; tenantId?: string };
      const tenantId = b.channelData?.tenant?.id ?? b.tenantId ?? '';
      if (tenantId !== TEAMS_TENANT) return res.json(403, { error: { code: 'BotNotInConversationRoster', message: 'The bot is not part of the conversation roster.' } });
      const channelId = b.channelData?.channel?.id;
      if (channelId) {
        if (!channelOf(channelId)) return res.json(404, { error: { code: 'ConversationNotFound', message: 'Conversation not found.' } });
        if (!b.activity || b.activity.type !== 'message' || !b.activity.text) return badArgument(res, 'Activity is required to create a channel conversation.');
        const root = nextId();
        const id = `${channelId};messageid=${root}`;
        conversations.set(id, { kind: 'channel', channelId, tenantId });
        activities.push({ conversationId: id, id: root, type: 'message', text: String(b.activity.text), from: (b.activity.from as TeamsActivity['from']) ?? { id: 'bot' }, by: 'bot' });
        return res.json(201, { id, activityId: root });
      }
      const member = b.members?.[0]?.id ? userOf(b.members[0].id) : undefined;
      if (b.isGroup || b.members?.length !== 1) return badArgument(res, 'Exactly one member is required for a personal conversation.');
      if (!member) return res.json(404, { error: { code: 'MemberNotFoundInConversation', message: 'The user is not found in the tenant.' } });
      const id = `a:1${crypto.createHash('sha256').update(member.id).digest('base64url').slice(0, 40)}`;
      conversations.set(id, { kind: 'personal', userId: member.id, tenantId });
      return res.json(201, { id });
    }),
  },
  {
    method: 'POST',
    path: /^\/v3\/conversations\/(?<id>[^/]+)\/activities(?:\/(?<replyTo>[^/]+))?$/,
    handle: botApi((req, res) => {
      const id = decodeURIComponent(req.params.id ?? '');
      if (!conversations.has(id)) return res.json(404, { error: { code: 'ConversationNotFound', message: 'Conversation not found.' } });
      const body = req.body as Record<string, unknown>;
      if (body.type !== 'message') return badArgument(res, 'Unknown activity type');
      if (!body.text && !Array.isArray(body.attachments)) return badArgument(res, 'Activity text or attachments are required.');
      const replyToId = req.params.replyTo ? decodeURIComponent(req.params.replyTo) : body.replyToId;
      const a = post(id, { ...body, ...(replyToId ? { replyToId } : {}) }, 'bot');
      res.json(201, { id: a.id });
    }),
  },

  // ---- Microsoft Graph (https://graph.microsoft.com/v1.0/…) ----
  {
    method: 'GET',
    path: '/v1.0/teams',
    handle: graphApi((_req, res) =>
      res.json(200, { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#teams', value: TEAMS.map((t) => ({ id: t.id, displayName: t.displayName, description: null })) }),
    ),
  },
  {
    method: 'GET',
    path: /^\/v1\.0\/teams\/(?<team>[^/]+)\/channels$/,
    handle: graphApi((req, res) => {
      const team = TEAMS.find((t) => t.id === decodeURIComponent(req.params.team ?? ''));
      if (!team) return res.json(404, { error: { code: 'NotFound', message: 'No team found with Group Id' } });
      res.json(200, {
        '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#teams('${team.id}')/channels`,
        '@odata.count': team.channels.length,
        value: team.channels.map((c) => ({ id: c.id, displayName: c.displayName, description: null, membershipType: 'standard', email: '', webUrl: '' })),
      });
    }),
  },
  {
    method: 'GET',
    path: /^\/v1\.0\/users\/(?<user>[^/]+)$/,
    handle: graphApi((req, res) => {
      const key = decodeURIComponent(req.params.user ?? '');
      const u = userOf(key);
      if (!u) return res.json(404, { error: { code: 'Request_ResourceNotFound', message: `Resource '${key}' does not exist or one of its queried reference-property objects are not present.` } });
      res.json(200, { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity', id: u.id, displayName: u.displayName, mail: u.mail, userPrincipalName: u.mail });
    }),
  },

  // ---- Office 365 connector incoming webhooks (https://<tenant>.webhook.office.com/webhookb2/…) ----
  {
    method: 'POST',
    path: /^\/(webhookb2|workflows)\/.+/,
    handle(req, res) {
      const body = req.body as Record<string, unknown>;
      // MessageCard needs text or sections; an Adaptive card arrives as a message with attachments.
      const valid = body['@type'] === 'MessageCard' ? Boolean(body.text || body.summary || body.sections) : body.type === 'message' && Array.isArray(body.attachments);
      if (!valid) return res.json(400, 'Summary or Text is required.');
      webhookPosts.push({ path: req.path, body });
      res.json(200, 1);
    },
  },

  // ---- Test hooks ----
  {
    method: 'GET',
    path: '/__activities',
    handle(req, res) {
      const channel = req.query.get('channel');
      const conv = req.query.get('conversation');
      res.json(200, {
        activities: activities.filter((a) => (!conv || a.conversationId === conv) && (!channel || a.conversationId.startsWith(`${channel};`))),
        conversations: [...conversations.entries()].map(([id, c]) => ({ id, ...c })),
      });
    },
  },
  { method: 'GET', path: '/__webhooks', handle: (_req, res) => res.json(200, { posts: webhookPosts }) },
  {
    /** A Teams user replies in a thread: the Bot Framework posts the activity to the bot's messaging endpoint with a
     *  signed token (`token`: valid, forged, expired, wrongAudience, otherServiceUrl, none). */
    method: 'POST',
    path: '/__reply',
    async handle(req, res) {
      const b = req.body as Record<string, string>;
      const user = userOf(b.user ?? 'jo@acme-demo.onmicrosoft.com') ?? USERS[0]!;
      const conversationId = b.conversationId ?? '';
      const channelId = conversationId.split(';')[0] ?? '';
      const team = channelOf(channelId)?.team;
      const reply = post(conversationId, { type: 'message', text: b.text, from: { id: user.teamsId, name: user.displayName } }, 'user');
      const activity = {
        type: 'message',
        id: reply.id,
        timestamp: new Date().toISOString(),
        localTimestamp: new Date().toISOString(),
        serviceUrl: b.serviceUrl ?? req.base,
        channelId: 'msteams',
        from: { id: user.teamsId, name: user.displayName, aadObjectId: user.id },
        conversation: { isGroup: true, conversationType: 'channel', tenantId: TEAMS_TENANT, id: conversationId },
        recipient: { id: `28:${b.appId}`, name: 'Parley' },
        textFormat: 'plain',
        text: b.text,
        replyToId: conversationId.split('=')[1],
        entities: [],
        channelData: { teamsChannelId: channelId, teamsTeamId: team?.id, channel: { id: channelId }, team: { id: team?.id }, tenant: { id: TEAMS_TENANT } },
      };
      const now = Math.floor(Date.now() / 1000);
      const kind = b.token ?? 'valid';
      const claims = {
        // otherServiceUrl: a token minted for another Bot Connector than the activity names.
        serviceurl: kind === 'otherServiceUrl' ? 'https://smba.evil.example/teams' : activity.serviceUrl,
        nbf: now - 5,
        exp: kind === 'expired' ? now - 3600 : now + 3600,
        iss: BOT_ISSUER,
        aud: kind === 'wrongAudience' ? 'someone-elses-bot' : b.appId,
      };
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
      if (kind !== 'none') headers.authorization = `Bearer ${signJwt(kind === 'forged' ? FORGER_KEY : BOT_KEY, claims)}`;
      const sent = await fetch(b.botUrl!, { method: 'POST', headers, body: JSON.stringify(activity) });
      res.json(200, { status: sent.status, body: await sent.text(), activity });
    },
  },
  {
    /** The token a Teams tab gets from getAuthToken(): Entra ID v2, the app as audience, the user's tid and oid. */
    method: 'POST',
    path: '/__sso',
    handle(req, res) {
      const b = req.body as Record<string, string>;
      const now = Math.floor(Date.now() / 1000);
      const tid = b.tid ?? TEAMS_TENANT;
      const kind = b.token ?? 'valid';
      const claims = {
        aud: b.aud,
        iss: SSO_ISSUER_TEMPLATE.replace('{tenantid}', tid),
        iat: now - 5,
        nbf: now - 5,
        exp: kind === 'expired' ? now - 3600 : now + 3600,
        name: b.name ?? 'Jo Rivera',
        oid: b.oid,
        preferred_username: b.upn ?? 'jo@acme-demo.onmicrosoft.com',
        scp: 'access_as_user',
        sub: crypto.createHash('sha256').update(`${tid}:${b.oid}`).digest('base64url'),
        tid,
        ver: '2.0',
      };
      res.json(200, { token: signJwt(kind === 'forged' ? FORGER_KEY : SSO_KEY, claims, SSO_KEY.kid) });
    },
  },
];
