// Collision control, presence (issue #25): an agent who opens a conversation joins its presence channel
// (presence-project-P-conversation-C) through our own endpoint, signed by the channel-auth route with their id, name
// and avatar; other agents see member_added / member_removed and, on the project channel, the debounced
// `conversation-viewers` summary the list rows read; GET app/inbox/collision answers the current map. A tab closed
// (clean disconnect) or a socket that dies without a close frame and no longer answers pings (liveness, timeouts of
// 1 s here) leaves within a few seconds. The auth route refuses another project's channel, a conversation of another
// project and a caller without the inbox. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { Channel, PresenceChannel } from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { nowSeconds } from '../../server/lib/clock';
import { conversationPresenceChannel, projectChannel } from '../../src/domain/channels';
import { VIEWERS_EVENT, type CollisionState, type ViewersChange } from '../../src/domain/collision/viewers';
import { MSG } from '../../src/domain/messages';
import type { PresenceSettings } from '../../server/services/presence/settings';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';
import { listen, nextEvent, pusherClient, subscribed } from './support/pusher';
import { rawSocket } from './support/rawSocket';

const presence: PresenceSettings = { activityTimeoutSeconds: 1, pongTimeoutSeconds: 1, visitorGraceSeconds: 0.3, agentGraceSeconds: 30, reconcileSeconds: 60 };
let app: FastifyInstance;
let port: number;
let projectId: number;
let widgetKey: string;
const clients: Pusher[] = [];
let ann: { id: number; token: string };
let bob: { id: number; token: string };
let analyst: string;
let otherProject: { id: number; token: string; conversationId: number };
let bobProject: Channel;

const client = (token: string) => {
  const c = pusherClient(port, token);
  clients.push(c);
  return c;
};
const conversation = async (key = widgetKey) => startConversation(app, await newVisitor(app, key, { name: 'Vic' }), 'Hello?');
const viewerIds = (d: ViewersChange, id: number) => (d.conversations[String(id)] ?? []).map((v) => v.id);
const auth = (channel: string, token: string) => call(app, 'POST', '/app/realtime/auth', { socket_id: '123.456', channel_name: channel }, token);

beforeAll(async () => {
  app = await startTestServer({ presence });
  port = await listen(app);
  const p = await buildProject(app.repos);
  projectId = p.project.id;
  widgetKey = p.project.widget_key;
  const a = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Ann Agent' });
  const b = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Bob Agent' });
  const role = await app.repos.roles.create(projectId, 'Analyst', { analytics: { permissions: ['read'] } }, nowSeconds());
  const c = await buildUser(app.repos, { projectId, roleId: role.id, name: 'Ana Lyst' });
  ann = { id: a.id, token: await login(app, a.email, a.password) };
  bob = { id: b.id, token: await login(app, b.email, b.password) };
  analyst = await login(app, c.email, c.password);
  const q = await buildProject(app.repos);
  const qa = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Elsewhere' });
  otherProject = { id: q.project.id, token: await login(app, qa.email, qa.password), conversationId: await conversation(q.project.widget_key) };
  bobProject = await subscribed(client(bob.token), projectChannel(projectId));
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await app.close();
});

describe('conversation presence', () => {
  it('members appear with their name, in the channel, the project summary and GET app/inbox/collision, and leave when the tab closes', async () => {
    const id = await conversation();
    const channel = conversationPresenceChannel(projectId, id);
    const bobView = (await subscribed(client(bob.token), channel)) as PresenceChannel;
    expect(bobView.members.count).toBe(1);
    expect(bobView.members.me).toMatchObject({ id: String(bob.id), info: { name: 'Bob Agent', img: null } });

    const added = nextEvent<{ id: string; info: { name: string } }>(bobView, 'pusher:member_added');
    const summary = nextEvent<ViewersChange>(bobProject, VIEWERS_EVENT, (d) => viewerIds(d, id).includes(ann.id));
    const annClient = client(ann.token);
    await subscribed(annClient, channel);
    expect(await added).toEqual({ id: String(ann.id), info: { name: 'Ann Agent', img: null } });
    expect((await summary).conversations[String(id)]).toEqual(expect.arrayContaining([{ id: ann.id, name: 'Ann Agent', img: null }]));

    const state = (await call(app, 'GET', '/app/inbox/collision', undefined, bob.token)).json() as CollisionState;
    expect(state.replyPolicy).toBe('allow');
    expect(state.viewers[String(id)]?.map((v) => v.id).sort()).toEqual([ann.id, bob.id].sort());

    const removed = nextEvent<{ id: string }>(bobView, 'pusher:member_removed', (m) => m.id === String(ann.id), 3000);
    const gone = nextEvent<ViewersChange>(bobProject, VIEWERS_EVENT, (d) => String(id) in d.conversations && !viewerIds(d, id).includes(ann.id), 3000);
    annClient.disconnect();
    await removed;
    await gone;
    expect(bobView.members.count).toBe(1);
  });

  it('a socket that dies without a close frame leaves within the liveness timeouts', async () => {
    const id = await conversation();
    const channel = conversationPresenceChannel(projectId, id);
    const bobView = (await subscribed(client(bob.token), channel)) as PresenceChannel;
    const raw = await rawSocket(app, port);
    const added = nextEvent<{ id: string }>(bobView, 'pusher:member_added');
    await raw.subscribe(channel, ann.token);
    expect((await added).id).toBe(String(ann.id));
    // Frozen tab / lost network: the socket stops reading (no pong) and never sends a close frame.
    raw.ws.pause();
    raw.ws.removeAllListeners('message');
    const started = Date.now();
    await nextEvent<{ id: string }>(bobView, 'pusher:member_removed', (m) => m.id === String(ann.id), 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    raw.ws.terminate();
  });

  it('two tabs of one agent are one member, who leaves with the last tab', async () => {
    const id = await conversation();
    const channel = conversationPresenceChannel(projectId, id);
    const bobView = (await subscribed(client(bob.token), channel)) as PresenceChannel;
    const tab1 = client(ann.token);
    const tab2 = client(ann.token);
    await subscribed(tab1, channel);
    await subscribed(tab2, channel);
    expect(bobView.members.count).toBe(2);
    tab1.disconnect();
    await expect.poll(async () => (await app.realtime.presenceMembers(channel)).count, { timeout: 2000 }).toBe(2);
    const removed = nextEvent<{ id: string }>(bobView, 'pusher:member_removed', (m) => m.id === String(ann.id));
    tab2.disconnect();
    await removed;
  });

  it('channel auth signs the member for a conversation of the caller\'s project only', async () => {
    const id = await conversation();
    const ok = await auth(conversationPresenceChannel(projectId, id), ann.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.json().channel_data as string)).toEqual({ user_id: String(ann.id), user_info: { name: 'Ann Agent', img: null } });

    // Another project's conversation, under that project's name or disguised under ours.
    for (const channel of [conversationPresenceChannel(otherProject.id, otherProject.conversationId), conversationPresenceChannel(projectId, otherProject.conversationId)]) {
      const res = await auth(channel, ann.token);
      expect(res.statusCode, channel).toBe(403);
      expect(errorOf(res)).toBe(MSG.notAuthorized);
    }
    // A conversation that does not exist, a presence channel that is not a conversation's, no inbox permission.
    expect((await auth(conversationPresenceChannel(projectId, 999999), ann.token)).statusCode).toBe(403);
    expect((await auth(`presence-project-${projectId}-everyone`, ann.token)).statusCode).toBe(403);
    expect((await auth(conversationPresenceChannel(projectId, id), analyst)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/inbox/collision', undefined, analyst)).statusCode).toBe(403);
  });

  it('the summary never reaches another project', async () => {
    const elsewhere = await subscribed(client(otherProject.token), projectChannel(otherProject.id));
    const leaked: unknown[] = [];
    elsewhere.bind(VIEWERS_EVENT, (d: unknown) => leaked.push(d));
    const id = await conversation();
    const seen = nextEvent<ViewersChange>(bobProject, VIEWERS_EVENT, (d) => viewerIds(d, id).includes(ann.id));
    await subscribed(client(ann.token), conversationPresenceChannel(projectId, id));
    await seen;
    const state = (await call(app, 'GET', '/app/inbox/collision', undefined, otherProject.token)).json() as CollisionState;
    expect(state.viewers[String(id)]).toBeUndefined();
    expect(leaked).toEqual([]);
  });
});
