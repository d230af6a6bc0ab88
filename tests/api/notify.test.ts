// Profile notification channels really notify: an agent assigned a conversation (or in one a visitor writes in)
// gets a short notice with a link to /inbox/<id> at the team-chat target they saved: a Slack @handle (DM through the
// connected Slack) or #channel, a Slack incoming webhook, a Teams user by email (a 1:1 chat through the bot) or an
// Office 365 connector webhook. Notices go out after the commit; a failing provider never breaks the inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { MockServer } from '../../mock-server/index';
import { NOTIFICATION_CHANNELS_KEY } from '../../src/domain/schemas/profile';
import { call, login } from './support/server';
import { Notifier } from '../../server/integrations/notify/notifier';
import type { SharedCounters } from '../../server/cluster/counters';
import { connectIntegration, startIntegrationServer, until } from './support/integrations';
import { newVisitor, startConversation, visitorSays } from './support/visitor';

let app: FastifyInstance;
let mocks: MockServer;
let widgetKey: string;
let projectId: number;
let agentRole: number;
let adminToken: string;

const SLACK_HOOK = 'https://hooks.slack.com/services/T0ACMEDEMO/B0NOTIFY/x7Yq2Lm9';
const TEAMS_HOOK = 'https://acmedemo.webhook.office.com/webhookb2/4f1e@a1b2c3d4-demo-tenant/IncomingWebhook/9c2f/77aa';

type SlackPost = { channel: string; text: string };
const slackPosts = async (): Promise<SlackPost[]> => ((await (await fetch(`${mocks.url}/slack/__messages`)).json()) as { messages: SlackPost[] }).messages;
const slackHooks = async () => ((await (await fetch(`${mocks.url}/slack/__webhooks`)).json()) as { posts: Array<{ path: string; body: { text: string } }> }).posts;
const teamsHooks = async () => ((await (await fetch(`${mocks.url}/msteams/__webhooks`)).json()) as { posts: Array<{ path: string; body: Record<string, unknown> }> }).posts;
const teamsChats = async () =>
  (await (await fetch(`${mocks.url}/msteams/__activities`)).json()) as { activities: Array<{ conversationId: string; text: string }>; conversations: Array<{ id: string; kind: string; userId?: string }> };

/** An agent (not available: routing assigns nobody by itself) with a team-chat target saved on their profile. */
async function agentWith(service: 'none' | 'slack' | 'msteams', target: string | null, email?: string) {
  const u = await buildUser(app.repos, { projectId, roleId: agentRole, name: `Agent ${service} ${target ?? ''}`.trim(), ...(email ? { email } : {}) });
  const token = await login(app, u.email, u.password);
  const saved = await call(app, 'PUT', '/app/user/profile/channels', { teamChat: { service, target }, push: { desktop: false, sound: true } }, token);
  expect(saved.statusCode).toBe(200);
  return u;
}

async function conversation(text = 'Hello, anyone there?') {
  const v = await newVisitor(app, widgetKey, { name: 'Jane Doe' });
  return { v, id: await startConversation(app, v, text) };
}
const assign = async (id: number, userId: number) => {
  const res = await call(app, 'POST', `/app/inbox/conversations/${id}/members`, { appUserIds: [userId] }, adminToken);
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  agentRole = p.agent.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada' });
  adminToken = await login(app, admin.email, admin.password);
  await connectIntegration(app, adminToken, 'slack');
  await connectIntegration(app, adminToken, 'msteams');
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('profile notification channels', () => {
  it('an assignment DMs the Slack @handle through the connected Slack, with a link to the conversation', async () => {
    const jo = await agentWith('slack', '@jo');
    const { id } = await conversation();
    await assign(id, jo.id);
    const dm = await until(async () => (await slackPosts()).find((p) => p.channel === 'D0AGENTJO' && p.text.includes(`/inbox/${id}`)), 'the Slack DM');
    expect(dm.text).toContain('You were assigned a conversation with Jane Doe');
    expect(dm.text).toContain(`<http://parley.test/inbox/${id}|Open in Parley>`);
  });

  it('an unknown @handle falls back to the agent email (users.lookupByEmail)', async () => {
    const kai = await agentWith('slack', '@kai.n', 'kai@acme-demo.example');
    const { id } = await conversation();
    await assign(id, kai.id);
    await until(async () => (await slackPosts()).find((p) => p.channel === 'D0AGENTKAI' && p.text.includes(`/inbox/${id}`)), 'the DM found by email');
  });

  it('a visitor message notifies the #channel of each agent in the conversation, once per quiet minute', async () => {
    const agent = await agentWith('slack', '#sales');
    const { v, id } = await conversation();
    await assign(id, agent.id);
    await until(async () => (await slackPosts()).find((p) => p.channel === 'C0SALES' && p.text.includes(`/inbox/${id}`)), 'the assignment notice');
    await visitorSays(app, v, id, 'Can I get a demo on Friday?');
    await visitorSays(app, v, id, 'Around 3pm?');
    await new Promise((r) => setTimeout(r, 300));
    const forThis = (await slackPosts()).filter((p) => p.channel === 'C0SALES' && p.text.includes(`/inbox/${id}`));
    // The assignment notice covers the minute after it: two quick messages do not ping twice more.
    expect(forThis).toHaveLength(1);
    const other = await conversation();
    await assign(other.id, agent.id);
    await until(async () => (await slackPosts()).find((p) => p.channel === 'C0SALES' && p.text.includes(`/inbox/${other.id}`)), 'the second assignment');
  });

  it('a new visitor message notifies an agent already in the conversation, with the message text', async () => {
    const agent = await agentWith('slack', '#support');
    const { v, id } = await conversation();
    // The first message's notices are done (nobody to notify yet): added behind the service's back, the member would
    // otherwise race them and get a notice about the first message.
    await app.notifier.idle();
    // A member from before (no assignment notice in the last minute).
    await app.repos.conversations.addMember(id, agent.id, 1);
    await visitorSays(app, v, id, 'Is SSO included in the Team plan?');
    const notice = await until(async () => (await slackPosts()).find((p) => p.channel === 'C0SUPPORT' && p.text.includes(`/inbox/${id}`)), 'the message notice');
    expect(notice.text).toContain('*New message from Jane Doe*\nIs SSO included in the Team plan?');
  });

  it('cluster mode: the quiet minute is shared, so an assignment noticed by one node covers the next message on another', async () => {
    // Two nodes' notifiers, the minute kept in shared counters as Redis keeps it (INCR, expiry on the first hit).
    const hits = new Map<string, { n: number; until: number }>();
    const shared: SharedCounters = {
      async hit(key, windowMs) {
        const at = Date.now();
        const h = hits.get(key);
        const next = h && h.until > at ? { n: h.n + 1, until: h.until } : { n: 1, until: at + windowMs };
        hits.set(key, next);
        return next.n;
      },
    };
    const node = () => new Notifier(app.repos, [...app.teamChats.values()], 'http://parley.test', app.log, shared);
    const [a, b] = [node(), node()];
    const agent = await agentWith('slack', '#sales');
    const { id } = await conversation();
    await app.notifier.idle();
    await app.repos.conversations.addMember(id, agent.id, 1);
    const forThis = async () => (await slackPosts()).filter((p) => p.channel === 'C0SALES' && p.text.includes(`/inbox/${id}|`));
    a.onCommitted(projectId, [{ event: 'member-join', data: JSON.stringify({ conversationId: id, userId: agent.id }) }]);
    await a.idle();
    expect(await forThis()).toHaveLength(1);
    const message = { conversationId: id, message: { senderType: 'visitor', userId: null, text: 'Still there?' } };
    b.onCommitted(projectId, [{ event: 'new-message', data: JSON.stringify(message) }]);
    a.onCommitted(projectId, [{ event: 'new-message', data: JSON.stringify(message) }]);
    await Promise.all([a.idle(), b.idle()]);
    expect(await forThis()).toHaveLength(1);
    // Once the minute is over (here: forgotten), the next message is noticed, by one node only.
    hits.clear();
    b.onCommitted(projectId, [{ event: 'new-message', data: JSON.stringify(message) }]);
    a.onCommitted(projectId, [{ event: 'new-message', data: JSON.stringify(message) }]);
    await Promise.all([a.idle(), b.idle()]);
    expect((await forThis()).map((p) => p.text.split('\n')[0])).toEqual(['*You were assigned a conversation with Jane Doe*', '*New message from Jane Doe*']);
  });

  it('webhook targets: a Slack incoming webhook, an Office 365 connector (MessageCard) and a Teams user by email', async () => {
    const a = await agentWith('slack', SLACK_HOOK);
    const b = await agentWith('msteams', TEAMS_HOOK);
    const c = await agentWith('msteams', 'kai@acme-demo.onmicrosoft.com');
    const { id } = await conversation();
    for (const u of [a, b, c]) await assign(id, u.id);
    const slack = await until(async () => (await slackHooks()).find((p) => p.body.text.includes(`/inbox/${id}`)), 'the Slack webhook');
    expect(slack.path).toBe('/services/T0ACMEDEMO/B0NOTIFY/x7Yq2Lm9');
    const card = await until(async () => (await teamsHooks()).find((p) => JSON.stringify(p.body).includes(`/inbox/${id}`)), 'the Teams webhook');
    expect(card.body).toMatchObject({ '@type': 'MessageCard', title: 'You were assigned a conversation with Jane Doe', potentialAction: [{ '@type': 'OpenUri', targets: [{ uri: `http://parley.test/inbox/${id}` }] }] });
    const chats = await until(async () => {
      const all = await teamsChats();
      const chat = all.conversations.find((x) => x.kind === 'personal' && x.userId === '6f1c2a9e-kai0-4000-8000-000000000002');
      return chat && all.activities.find((x) => x.conversationId === chat.id && x.text.includes(`/inbox/${id}`));
    }, 'the Teams 1:1 message');
    expect(chats.text).toContain('You were assigned a conversation with Jane Doe');
  });

  it('team chat off sends nothing', async () => {
    const quiet = await agentWith('none', null);
    const before = [(await slackPosts()).length, (await slackHooks()).length, (await teamsHooks()).length, (await teamsChats()).activities.length];
    const { v, id } = await conversation();
    await assign(id, quiet.id);
    await visitorSays(app, v, id, 'Hello?');
    await new Promise((r) => setTimeout(r, 300));
    expect([(await slackPosts()).length, (await slackHooks()).length, (await teamsHooks()).length, (await teamsChats()).activities.length]).toEqual(before);
  });

  it('a failing provider does not break sending, and the other targets are still notified', async () => {
    const broken = await agentWith('slack', '@jo');
    const deadHook = await agentWith('slack', 'https://hooks.slack.com/services/T0ACMEDEMO/B0GONE/nothere');
    const fine = await agentWith('msteams', TEAMS_HOOK);
    await fetch(`${mocks.url}/_oauth/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'slack', status: 500, body: { ok: false, error: 'fatal_error' } }) });
    try {
      const { v, id } = await conversation();
      for (const u of [broken, deadHook, fine]) await assign(id, u.id);
      const sent = await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text: 'Still there?' }, v.token);
      expect(sent.statusCode).toBe(200);
      await until(async () => (await teamsHooks()).find((p) => JSON.stringify(p.body).includes(`/inbox/${id}`)), 'the Teams webhook despite Slack failing');
      const thread = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, adminToken)).json();
      expect(thread.messages.map((m: { text: string }) => m.text)).toContain('Still there?');
      expect((await slackPosts()).some((p) => p.text.includes(`/inbox/${id}`))).toBe(false);
    } finally {
      await fetch(`${mocks.url}/_oauth/fault?provider=slack`, { method: 'DELETE' });
    }
    // The stored target is read each time: nothing about the failure is remembered against the agent.
    expect(await app.repos.userSettings.get(broken.id, NOTIFICATION_CHANNELS_KEY)).toMatchObject({ teamChat: { service: 'slack', target: '@jo' } });
  });
});
