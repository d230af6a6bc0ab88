// Parley on two nodes behind HAProxy, with PostgreSQL and Redis from Debian's packages (scripts/cluster/cluster.ts):
// a visitor on node A and an agent on node B talk live; node A is killed (-9) while 300 visitor messages are sent
// through the balancer, and every acknowledged message is in the agent's inbox exactly once after the clients
// reconnect; a bot's wait fires once (with both nodes alive, and when the node that armed it dies); a rate limit
// counts across both nodes; logging out through one node closes the session's socket on the other (4009); a killed
// node's visitors go offline (presence follows the sockets).
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { startCluster, type RunningCluster } from '../../scripts/cluster/cluster';
import { openDatabase } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories/index';
import { buildProject, buildUser } from '../../server/db/builders';
import type { ClientAppMessage, MissedEvents } from '../../src/domain/inbox/events';
import type { InboxDetails, Message } from '../../src/domain/inbox/types';
import { http, nextEvent, pusherAt, rawSocketAt, subscribed, tick } from './support';
import { inboxTab } from './inboxTab';
import { multipart, PNG_1x1 } from '../api/support/multipart';
import { EVERYONE_IN_INBOX, liveChatFlow, storeFlow } from '../api/support/flows';
import PusherServer from 'pusher';
import { conversationPresenceChannel, projectChannel } from '../../src/domain/channels';
import { VIEWERS_EVENT, type ViewersChange } from '../../src/domain/collision/viewers';

const OFFLINE = 'Nobody came; we will email you.';
const AUTH_LIMIT = 8;
const SECRET = 'cluster-test-secret';
let cluster: RunningCluster;
let A: string;
let B: string;
let LB: string;
const clients: Pusher[] = [];
let widgetKey: string;
let projectId: number;
let agent: { id: number; token: string };
let bob: { id: number; token: string; email: string; password: string };
let flowId: number;
let roundRobinFlowId: number;

beforeAll(async () => {
  cluster = await startCluster({
    postgresUrl: process.env.TEST_DATABASE_URL || undefined,
    env: { SEED_DEMO: 'false', STATIC_DIR: '', DEMO_MOCKS: 'false', REALTIME_SECRET: SECRET, AUTH_RATE_LIMIT: String(AUTH_LIMIT), VISITOR_RATE_LIMIT: '100000', LOG_LEVEL: 'error' },
  });
  [A, B] = cluster.nodes.map((n) => n.url) as [string, string];
  LB = cluster.url;
  // The data, straight into the shared database (the nodes migrated it).
  const db = await openDatabase({ dataDir: ':memory:', databaseUrl: cluster.databaseUrl });
  const repos = createRepositories(db);
  const p = await buildProject(repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  const ann = await buildUser(repos, { projectId, roleId: p.agent.id, name: 'Ann', img: 'https://img.test/ann.png' });
  const bobUser = await buildUser(repos, { projectId, roleId: p.agent.id, name: 'Bob', img: 'https://img.test/bob.png' });
  flowId = await storeFlow(repos, projectId, liveChatFlow('wait', EVERYONE_IN_INBOX, 3, OFFLINE));
  const roundRobin = liveChatFlow('round robin', { ...EVERYONE_IN_INBOX, mode: 'everyoneInRoundrobin' }, null, OFFLINE);
  roundRobinFlowId = await storeFlow(repos, projectId, { ...roundRobin, priority: 2 });
  await db.close();
  const login = await http('POST', `${B}/app/login`, { email: ann.email, password: ann.password });
  expect(login.status).toBe(200);
  agent = { id: ann.id, token: login.json.token };
  const bobLogin = await http('POST', `${A}/app/login`, { email: bobUser.email, password: bobUser.password });
  bob = { id: bobUser.id, token: bobLogin.json.token, email: bobUser.email, password: bobUser.password };
});

afterAll(async () => {
  for (const c of clients) c.disconnect();
  await cluster?.stop();
});

async function visitor(base: string) {
  const res = await http('POST', `${base}/app/visitor/session`, { projectKey: widgetKey, name: 'Wendy' });
  expect(res.status).toBe(201);
  return res.json as { visitorId: string; token: string; channel: string };
}

async function agentOn(base: string): Promise<{ client: Pusher; project: Channel; own: Channel; details: InboxDetails }> {
  const details = (await http('GET', `${base}/app/inbox/details`, undefined, agent.token)).json as InboxDetails;
  const client = pusherAt(base, agent.token, '/app/realtime/auth');
  clients.push(client);
  const [project, own] = await Promise.all([subscribed(client, details.pusherChannels[0]!.name), subscribed(client, details.pusherChannels[1]!.name)]);
  return { client, project, own, details };
}

/** The whole thread as the agent's inbox shows it (pages back through lastMessagePos). */
async function thread(conversationId: number, visitorId: string): Promise<Message[]> {
  const out: Message[] = [];
  let before: number | null = null;
  for (;;) {
    const q: string = before === null ? '' : `?lastMessagePos=${before}`;
    const res = await http('GET', `${LB}/app/inbox/conversations/${conversationId}/${visitorId}${q}`, undefined, agent.token);
    expect(res.status).toBe(200);
    out.unshift(...(res.json.messages as Message[]));
    before = res.json.lastMessagePos;
    if (before === null) return out;
  }
}

const visitorTexts = async (base: string, v: { token: string }, conversationId: number) =>
  ((await http('GET', `${base}/app/visitor/conversations/${conversationId}/messages?after=0`, undefined, v.token)).json.messages as Message[]).map((m) => m.text);

describe('two nodes behind HAProxy', () => {
  it('every node answers /health through the balancer, with database and Redis reachable', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await http('GET', `${LB}/health`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ status: 'ok', mode: 'cluster', database: true, redis: true });
      seen.add(res.json.node);
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
  });

  it('a visitor on node A and an agent on node B exchange messages live', async () => {
    const v = await visitor(A);
    const ann = await agentOn(B);
    const vClient = pusherAt(A, v.token, '/app/visitor/realtime/auth');
    clients.push(vClient);
    const vChannel = await subscribed(vClient, v.channel);

    const started = await http('POST', `${A}/app/visitor/conversations`, { text: 'Hello from node A' }, v.token);
    expect(started.status).toBe(201);
    const conversationId = started.json.conversationId as number;
    const heard = nextEvent<{ message: Message }>(ann.project, 'new-message', (d) => d.message.text === 'Is anyone on node B?');
    expect((await http('POST', `${A}/app/visitor/conversations/${conversationId}/messages`, { text: 'Is anyone on node B?' }, v.token)).status).toBe(200);
    expect((await heard).message.senderType).toBe('visitor');

    const toVisitor = nextEvent<{ message: Message }>(vChannel, 'new-message', (d) => d.message.text === 'Yes, Ann here (node B).');
    const reply: ClientAppMessage = {
      senderId: agent.id,
      channelName: ann.details.pusherChannels[1]!.name,
      visitorId: v.visitorId,
      conversationId,
      clientId: 'reply-1',
      message: { text: 'Yes, Ann here (node B).', mentions: [] },
      projectId,
      senderSignature: ann.details.sender.signature,
    };
    ann.own.trigger('client-app-message', reply);
    expect((await toVisitor).message.senderType).toBe('agent');
  });

  it('presence is shared: members on both nodes, member_added / member_removed and client events across nodes', async () => {
    // A conversation's presence channel (collision control, issue #25): who views it, on whichever node.
    const v = await visitor(A);
    const started = await http('POST', `${A}/app/visitor/conversations`, { text: 'Who is looking?' }, v.token);
    const conversationId = started.json.conversationId as number;
    const channel = conversationPresenceChannel(projectId, conversationId);
    const onA = pusherAt(A, bob.token, '/app/realtime/auth');
    const onB = pusherAt(B, agent.token, '/app/realtime/auth');
    clients.push(onA, onB);
    const bobs = await subscribed(onA, channel);
    // The project's viewers summary reaches node A's subscribers when the agent joins on node B.
    const bobsProject = await subscribed(onA, projectChannel(projectId));
    const viewing = nextEvent<ViewersChange>(bobsProject, VIEWERS_EVENT, (d) => (d.conversations[String(conversationId)] ?? []).some((x) => x.id === agent.id));
    const added = nextEvent<{ id: string }>(bobs, 'pusher:member_added', (m) => m.id === String(agent.id));
    const anns = await subscribed(onB, channel);
    expect((await added).id).toBe(String(agent.id));
    await viewing;
    expect((anns as unknown as { members: { count: number } }).members.count).toBe(2);
    // The Pusher HTTP API of either node counts the whole cluster.
    const sdk = new PusherServer({ appId: '1', key: 'parley-key', secret: SECRET, host: '127.0.0.1', port: new URL(A).port, useTLS: false });
    expect(await (await sdk.get({ path: `/channels/${channel}`, params: { info: 'user_count,subscription_count' } })).json()).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    const users = (await (await sdk.get({ path: `/channels/${channel}/users` })).json()).users.map((u: { id: string }) => u.id).sort();
    expect(users).toEqual([String(agent.id), String(bob.id)].sort());
    const list = await (await sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })).json();
    expect(list.channels[channel]).toEqual({ user_count: 2 });
    // A client event from node B reaches the other subscribers on node A (relayed once through Redis), with the
    // sender's user id, and is not echoed to the sender.
    const typing = nextEvent<{ typing: boolean }>(bobs, 'client-typing');
    const echoed: unknown[] = [];
    anns.bind('client-typing', (d: unknown) => echoed.push(d));
    anns.trigger('client-typing', { typing: true });
    expect(await typing).toEqual({ typing: true });
    await tick(200);
    expect(echoed).toEqual([]);
    const removed = nextEvent<{ id: string }>(bobs, 'pusher:member_removed', (m) => m.id === String(agent.id));
    const left = nextEvent<ViewersChange>(bobsProject, VIEWERS_EVENT, (d) => String(conversationId) in d.conversations && !d.conversations[String(conversationId)]!.some((x) => x.id === agent.id));
    onB.unsubscribe(channel);
    expect((await removed).id).toBe(String(agent.id));
    await left;
  });

  it('round robin takes turns across nodes: concurrent handoffs on both nodes alternate between the agents', async () => {
    // Available = toggled on and connected (src/domain/presence): Ann's dashboard on node B, Bob's on node A.
    for (const [base, who] of [[B, agent], [A, bob]] as const) {
      const tab = pusherAt(base, who.token, '/app/realtime/auth');
      clients.push(tab);
      await subscribed(tab, `private-project-${projectId}-agent-${who.id}`);
    }
    for (const t of [agent.token, bob.token]) expect((await http('POST', `${A}/app/user/available`, { available: true }, t)).status).toBe(200);
    try {
      const handoffs = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const base = i % 2 ? B : A;
          const v = await visitor(base);
          const res = await http('POST', `${base}/app/visitor/conversations`, { flowId: roundRobinFlowId, variantId: 'g', optionId: 'talk' }, v.token);
          expect(res.status).toBe(201);
          return { conversationId: res.json.conversationId as number, visitorId: v.visitorId };
        }),
      );
      const assigned: string[] = [];
      for (const h of handoffs) {
        const res = await http('GET', `${B}/app/inbox/conversations/${h.conversationId}/${h.visitorId}`, undefined, agent.token);
        assigned.push(String(res.json.details.routingExplanation).match(/^assigned to (\w+)/)?.[1] ?? 'nobody');
      }
      expect(assigned.filter((n) => n === 'Ann')).toHaveLength(4);
      expect(assigned.filter((n) => n === 'Bob')).toHaveLength(4);
    } finally {
      for (const t of [agent.token, bob.token]) await http('POST', `${A}/app/user/available`, { available: false }, t);
    }
  });

  it("logging out through node B closes the session's socket on node A within a second (4009); another session stays", async () => {
    const session = (await http('POST', `${B}/app/login`, { email: bob.email, password: bob.password })).json.token as string;
    const channel = `private-project-${projectId}`;
    const onA = await rawSocketAt(A);
    await onA.subscribe(channel, session, '/app/realtime/auth');
    const other = await rawSocketAt(A);
    await other.subscribe(channel, bob.token, '/app/realtime/auth');
    const started = Date.now();
    expect((await http('POST', `${B}/app/logout`, {}, session)).status).toBe(200);
    expect(await Promise.race([onA.closed, tick(1000).then(() => 'still open')])).toBe(4009);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    other.ws.close();
  });

  it('both nodes sign alike: an agent\'s booking link is the same from either node', async () => {
    // A calendar connection as one node stored it; the link is an HMAC under the shared integrations key, so a node
    // with a key of its own would hand out a link the other node refuses.
    const db = await openDatabase({ dataDir: ':memory:', databaseUrl: cluster.databaseUrl });
    const now = Math.floor(Date.now() / 1000);
    await createRepositories(db).calendars.upsert({ project_id: projectId, user_id: agent.id, kind: 'googleCalendar', state: 'connected', account: 'ann@calendar.test', error: null, access_token: null, refresh_token: null, expires_at: null, meta: '{}', connected_at: now, updated_at: now });
    await db.close();
    const links = await Promise.all([A, B].map(async (base) => (await http('GET', `${base}/app/user/calendar`, undefined, agent.token)).json.bookingUrl as string));
    expect(links[0]).toMatch(/\/meet\/\d+-\d+-[\w-]+$/);
    expect(links[1]).toBe(links[0]);
  });

  it('a file uploaded through node A is served by node B (one upload store for both)', async () => {
    const v = await visitor(A);
    const started = await http('POST', `${A}/app/visitor/conversations`, { text: 'Here is my screenshot' }, v.token);
    const { payload, headers } = multipart('screen.png', PNG_1x1);
    const uploaded = await fetch(`${A}/app/inbox/conversations/${started.json.conversationId}/attachments`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${agent.token}` }, body: payload });
    expect(uploaded.status).toBe(201);
    const { attachment } = (await uploaded.json()) as { attachment: { publicUrl: string } };
    const served = await fetch(`${B}${new URL(attachment.publicUrl, B).pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('a rate limit counts across both nodes', async () => {
    // Alternating nodes, one client address (HAProxy's X-Forwarded-For; nodes trust the proxy).
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const res = await http('POST', `${i % 2 ? B : A}/app/login`, { email: `nobody-${i}@example.test`, password: 'wrong-pass-1' }, undefined, { 'x-forwarded-for': '203.0.113.9' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, AUTH_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429]);

    // Wrong passwords for one account from one address (5 allowed per 15 minutes), alternating nodes: the sixth is
    // refused on either node; the same account from another address is not locked out (tests/api/lockout.test.ts).
    const perPair: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await http('POST', `${i % 2 ? B : A}/app/login`, { email: 'target@example.test', password: 'guess-pass-1' }, undefined, { 'x-forwarded-for': '198.51.100.1' });
      perPair.push(res.status);
    }
    expect(perPair.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(perPair[5]).toBe(429);
    const elsewhere = await http('POST', `${B}/app/login`, { email: 'target@example.test', password: 'guess-pass-1' }, undefined, { 'x-forwarded-for': '198.51.100.2' });
    expect(elsewhere.status).toBe(401);
  });

  it("a bot's wait fires once with both nodes alive", async () => {
    const v = await visitor(A);
    const res = await http('POST', `${A}/app/visitor/conversations`, { flowId, variantId: 'g', optionId: 'talk' }, v.token);
    expect(res.status).toBe(201);
    const conversationId = res.json.conversationId as number;
    await expect.poll(() => visitorTexts(B, v, conversationId), { timeout: 10_000, interval: 300 }).toContain(OFFLINE);
    await tick(2500); // both nodes poll the queue: a second run would show by now
    expect((await visitorTexts(B, v, conversationId)).filter((t) => t === OFFLINE)).toHaveLength(1);
  });

  it('kill -9 node A during 300 visitor messages: every acknowledged one is in the inbox exactly once; the wait A armed fires once', async () => {
    // The conversation, and a bot wait armed by node A that is due after A is gone.
    const v = await visitor(LB);
    const started = await http('POST', `${LB}/app/visitor/conversations`, { text: 'Starting the burst' }, v.token);
    expect(started.status).toBe(201);
    const conversationId = started.json.conversationId as number;
    const waiting = await visitor(A);
    const handoff = await http('POST', `${A}/app/visitor/conversations`, { flowId, variantId: 'g', optionId: 'talk' }, waiting.token);
    expect(handoff.status).toBe(201);
    // A visitor whose only socket is on node A (no reconnection): online now, offline once A is found dead.
    const stranded = await visitor(A);
    const strandedConv = (await http('POST', `${A}/app/visitor/conversations`, { text: 'On node A' }, stranded.token)).json.conversationId as number;
    const strandedSocket = await rawSocketAt(A);
    await strandedSocket.subscribe(stranded.channel, stranded.token, '/app/visitor/realtime/auth');
    const strandedOnline = async () =>
      (await http('GET', `${B}/app/inbox/conversations/${strandedConv}/${stranded.visitorId}`, undefined, agent.token)).json.visitor.online as boolean;
    await expect.poll(strandedOnline, { timeout: 5000 }).toBe(true);

    // Two agent tabs through the balancer (round robin: one per node); each keeps its events in sequence with the
    // dashboard's own event sync (inboxTab.ts): a jump fetches what was missed, and so does every resubscription.
    const tabs = await Promise.all([0, 1].map(async () => {
      const tab = await agentOn(LB);
      const fetchMissed = async (after: number) => (await http('GET', `${LB}/app/inbox/events?after=${after}`, undefined, agent.token)).json as MissedEvents;
      const sync = inboxTab(tab.details.seq, fetchMissed, conversationId);
      tab.project.bind_global((name: string, data: unknown) => {
        if (name === 'pusher:subscription_succeeded') sync.resubscribed();
        else sync.receive(name, data);
      });
      return { ...tab, sync };
    }));

    const acked: string[] = [];
    const failed: string[] = [];
    let sent = 0;
    let killed = false;
    const sendOne = async (i: number) => {
      const clientId = `burst-${i}`;
      try {
        const res = await http('POST', `${LB}/app/visitor/conversations/${conversationId}/messages`, { text: `message ${i}`, clientId }, v.token);
        (res.status >= 200 && res.status < 300 ? acked : failed).push(clientId);
      } catch {
        failed.push(clientId); // cut by node A's death: maybe stored, maybe not
      }
      sent += 1;
      if (!killed && sent >= 100) {
        killed = true;
        await cluster.kill('a', 'SIGKILL');
      }
    };
    // Eight in flight at a time, so several requests are on node A when it dies.
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < 300) await sendOne(next++);
    }));
    expect(killed).toBe(true);
    expect(acked.length).toBeGreaterThanOrEqual(150);
    // The widget resends what was not acknowledged with the same client id: stored once whatever happened to the
    // first attempt (the node may have committed it before dying).
    const cut = [...failed];
    for (const clientId of cut) {
      const res = await http('POST', `${LB}/app/visitor/conversations/${conversationId}/messages`, { text: `message ${clientId.slice(6)}`, clientId }, v.token);
      expect(res.status).toBe(200);
      acked.push(clientId);
    }

    const t0 = Date.now();
    const phase: string[] = [];
    // The clients reconnect (pusher-js, through HAProxy, to node B) and catch up.
    await tick(3000);
    for (const tab of tabs) {
      await expect.poll(() => tab.client.connection.state, { timeout: 20_000 }).toBe('connected');
      tab.sync.resubscribed();
      await tab.sync.settled(20_000);
    }
    phase.push(`reconnected ${Date.now() - t0} ms`);
    const messages = await thread(conversationId, v.visitorId);
    const stored = messages.map((m) => m.clientId).filter((c): c is string => !!c && c.startsWith('burst-'));
    for (const id of acked) expect(stored.filter((c) => c === id)).toHaveLength(1);
    expect(new Set(stored).size).toBe(stored.length); // nothing twice, acknowledged or not
    for (const tab of tabs) {
      const heard = [...tab.sync.messages.values()].map((m) => m.clientId);
      for (const id of acked) expect(heard).toContain(id);
    }

    // Node B finds A's heartbeat gone and A's channels vacated: the visitor stranded on A goes offline.
    await expect.poll(strandedOnline, { timeout: 45_000, interval: 500 }).toBe(false);
    phase.push(`stranded visitor offline ${Date.now() - t0} ms`);

    // The wait node A armed is due now that A is gone: node B runs it, once.
    await expect.poll(() => visitorTexts(B, waiting, handoff.json.conversationId), { timeout: 45_000, interval: 500 }).toContain(OFFLINE);
    phase.push(`offline message ${Date.now() - t0} ms`);
    await tick(2500);
    expect((await visitorTexts(B, waiting, handoff.json.conversationId)).filter((t) => t === OFFLINE)).toHaveLength(1);
    console.log(phase.join(', '));
    console.log(`burst: ${acked.length - cut.length} acknowledged at once, ${cut.length} cut while node A died (resent); ${stored.length} stored`);
  }, 120_000);
});
