// Slack's Web API as Parley uses it (chat.postMessage, conversations.list, users.info) and, as a test hook, a Slack
// user replying in a thread: the fake delivers the Events API callback to the app's request URL, signed with the
// app's signing secret (v0 HMAC-SHA256 of "v0:<timestamp>:<body>"), exactly as Slack does.
import crypto from 'node:crypto';
import { requireBearer, type Route } from '../oauth/index';

const CHANNELS = [
  { id: 'C0SUPPORT', name: 'support' },
  { id: 'C0SALES', name: 'sales' },
];
const USERS: Record<string, { name: string; real_name: string; email: string }> = {
  U0AGENTJO: { name: 'jo', real_name: 'Jo Rivera', email: 'jo@acme-demo.example' },
  U0AGENTKAI: { name: 'kai', real_name: 'Kai Nakamura', email: 'kai@acme-demo.example' },
};
const member = (id: string) => {
  const u = USERS[id]!;
  return { id, team_id: 'T0ACMEDEMO', name: u.name, deleted: false, real_name: u.real_name, is_bot: false, profile: { real_name: u.real_name, display_name: u.name, email: u.email } };
};
/** Incoming webhooks (https://hooks.slack.com/services/T…/B…/…) received, for tests. */
const webhookPosts: Array<{ path: string; body: unknown }> = [];

export interface SlackPost {
  channel: string;
  ts: string;
  thread_ts?: string;
  text: string;
  user: string;
  bot_id?: string;
}
const posts: SlackPost[] = [];
let clock = 1_700_000_000_000;
const nextTs = () => `${Math.floor(++clock / 1000)}.${String(clock % 1000).padStart(3, '0')}100`;

export const slackApi: Route[] = [
  {
    method: 'POST',
    path: '/api/chat.postMessage',
    handle: requireBearer('slack', (req, res) => {
      const { text, thread_ts: threadTs } = req.body as Record<string, string | undefined>;
      let channel = (req.body as Record<string, string | undefined>).channel;
      // A user id posts into the app's direct-message channel with that user (its id starts with D).
      if (channel && USERS[channel]) channel = `D${channel.slice(1)}`;
      else if (!CHANNELS.some((c) => c.id === channel)) return res.json(200, { ok: false, error: 'channel_not_found' });
      if (!text) return res.json(200, { ok: false, error: 'no_text' });
      const post: SlackPost = { channel: channel!, ts: nextTs(), text, user: 'U0PARLEYBOT', bot_id: 'B0PARLEY', ...(threadTs ? { thread_ts: threadTs } : {}) };
      posts.push(post);
      res.json(200, { ok: true, channel, ts: post.ts, message: { type: 'message', subtype: 'bot_message', text, user: post.user, bot_id: post.bot_id, ts: post.ts, ...(threadTs ? { thread_ts: threadTs } : {}) } });
    }),
  },
  {
    method: 'GET',
    path: '/api/conversations.list',
    handle: requireBearer('slack', (_req, res) => res.json(200, { ok: true, channels: CHANNELS.map((c) => ({ ...c, is_channel: true, is_member: true })), response_metadata: { next_cursor: '' } })),
  },
  {
    method: 'GET',
    path: '/api/users.info',
    handle: requireBearer('slack', (req, res) => {
      const id = req.query.get('user') ?? '';
      const u = USERS[id];
      if (!u) return res.json(200, { ok: false, error: 'user_not_found' });
      res.json(200, { ok: true, user: { id, name: u.name, real_name: u.real_name, profile: { real_name: u.real_name, display_name: u.name } } });
    }),
  },
  {
    method: 'GET',
    path: '/api/users.list',
    handle: requireBearer('slack', (_req, res) => res.json(200, { ok: true, members: Object.keys(USERS).map(member), cache_ts: Math.floor(Date.now() / 1000), response_metadata: { next_cursor: '' } })),
  },
  {
    method: 'GET',
    path: '/api/users.lookupByEmail',
    handle: requireBearer('slack', (req, res) => {
      const email = (req.query.get('email') ?? '').toLowerCase();
      const id = Object.keys(USERS).find((k) => USERS[k]!.email === email);
      res.json(200, id ? { ok: true, user: member(id) } : { ok: false, error: 'users_not_found' });
    }),
  },
  {
    // Incoming webhooks answer plain text: "ok", or an error word with a 4xx.
    method: 'POST',
    path: /^\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+$/,
    handle(req, res) {
      const body = req.body as Record<string, unknown>;
      if (typeof body.text !== 'string' && !Array.isArray(body.blocks)) return res.html(400, 'invalid_payload');
      webhookPosts.push({ path: req.path, body });
      res.html(200, 'ok');
    },
  },
  // Test hooks.
  { method: 'GET', path: '/__webhooks', handle: (_req, res) => res.json(200, { posts: webhookPosts }) },
  { method: 'GET', path: '/__messages', handle: (req, res) => res.json(200, { messages: posts.filter((p) => !req.query.get('channel') || p.channel === req.query.get('channel')) }) },
  {
    method: 'POST',
    path: '/__reply',
    async handle(req, res) {
      const b = req.body as Record<string, string>;
      const ts = nextTs();
      const reply: SlackPost = { channel: b.channel!, ts, thread_ts: b.thread_ts, text: b.text!, user: b.user ?? 'U0AGENTJO' };
      posts.push(reply);
      const body = JSON.stringify({
        token: 'deprecated-verification-token',
        team_id: 'T0ACMEDEMO',
        api_app_id: 'A0PARLEY',
        event: { type: 'message', channel: reply.channel, user: reply.user, text: reply.text, ts, thread_ts: reply.thread_ts, client_msg_id: crypto.randomUUID(), channel_type: 'channel', event_ts: ts },
        type: 'event_callback',
        event_id: `Ev${ts.replace('.', '')}`,
        event_time: Math.floor(Date.now() / 1000),
      });
      const timestamp = String(Math.floor(Date.now() / 1000) - Number(b.ageSeconds ?? 0));
      const signature = `v0=${crypto.createHmac('sha256', b.signingSecret ?? '').update(`v0:${timestamp}:${body}`).digest('hex')}`;
      const sent = await fetch(b.eventsUrl!, { method: 'POST', headers: { 'content-type': 'application/json', 'x-slack-request-timestamp': timestamp, 'x-slack-signature': signature }, body });
      res.json(200, { status: sent.status, body: await sent.text() });
    },
  },
];
