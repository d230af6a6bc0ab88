// External realtime mode against a second Parley node acting as the Pusher-compatible service: the Parley node
// triggers its events there with the `pusher` SDK and signs channel auth with the service's key; agents' and
// visitors' pusher-js connect to the service; an agent's reply (a client event) comes back through the service's
// signed webhook and reaches the visitor.
import net from 'node:net';
import Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { ClientAppMessage } from '../../src/domain/inbox/events';
import type { InboxDetails, Message } from '../../src/domain/inbox/types';
import type { ClusterSettings } from '../../server/cluster/settings';
import { webhookSignature } from '../../server/realtime/httpSignature';
import { call, login, startTestServer } from './support/server';
import { newVisitor } from './support/visitor';
import { nextEvent, subscribed } from './support/pusher';
import { freePort } from '../../scripts/lib/freePort';

const KEY = 'service-key';
const SECRET = 'service-secret';
let service: FastifyInstance;
let node: FastifyInstance;
let servicePort: number;
let nodePort: number;
const clients: Pusher[] = [];

const settings = (over: Partial<ClusterSettings>): ClusterSettings => ({ mode: 'embedded', redisUrl: null, pusher: null, appId: '1', webhookUrl: null, nodeId: 'test', ...over });

/** pusher-js at the service, authorising at the Parley node (as the dashboard and widget do in external mode). */
function clientAtService(token: string, authPath: string, env: { key: string; host: string; port: number; wsPath: string }): Pusher {
  const c = new Pusher(env.key, {
    cluster: 'local',
    wsHost: env.host,
    wsPort: env.port,
    wsPath: env.wsPath,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { endpoint: `http://127.0.0.1:${nodePort}${authPath}`, transport: 'ajax', headers: { Authorization: `Bearer ${token}` } },
  });
  clients.push(c);
  return c;
}

beforeAll(async () => {
  nodePort = await freePort();
  service = await startTestServer({
    realtime: { key: KEY, secret: SECRET, wsPath: '/realtime' },
    cluster: settings({ webhookUrl: `http://127.0.0.1:${nodePort}/realtime/webhooks` }),
  });
  await service.listen({ port: 0, host: '127.0.0.1' });
  servicePort = (service.server.address() as net.AddressInfo).port;
  node = await startTestServer({
    realtime: { key: KEY, secret: SECRET, wsPath: '/realtime', external: { host: '127.0.0.1', port: servicePort, forceTLS: false } },
    cluster: settings({
      pusher: { appId: '1', key: KEY, secret: SECRET, host: '127.0.0.1', port: servicePort, useTLS: false, wsHost: '127.0.0.1', wsPort: servicePort, wsPath: '/realtime' },
    }),
  });
  await node.listen({ port: nodePort, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await node?.close();
  await service?.close();
});

describe('external realtime: a second Parley node as the Pusher service', () => {
  it('events reach agents and visitors through the service; replies come back through its webhook', async () => {
    const p = await buildProject(node.repos, { plan: 'enterprise' });
    const ann = await buildUser(node.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Ann' });
    const token = await login(node, ann.email, ann.password);

    // The dashboard's and the widget's settings point at the service.
    const env = (await call(node, 'GET', '/app/env')).json();
    expect(env.realtime).toMatchObject({ key: KEY, host: '127.0.0.1', port: servicePort, forceTLS: false, wsPath: '/realtime' });
    const widget = (await call(node, 'GET', `/app/visitor/widget?projectKey=${p.project.widget_key}`)).json();
    expect(widget.realtime).toMatchObject({ key: KEY, host: '127.0.0.1', port: servicePort, wsPath: '/realtime' });
    const at = { key: KEY, host: env.realtime.host, port: env.realtime.port, wsPath: env.realtime.wsPath };

    const details = (await call(node, 'GET', '/app/inbox/details', undefined, token)).json() as InboxDetails;
    const agent = clientAtService(token, '/app/realtime/auth', at);
    const [project, own] = await Promise.all([subscribed(agent, details.pusherChannels[0]!.name), subscribed(agent, details.pusherChannels[1]!.name)]);
    expect(node.realtime.connectionCount).toBe(0); // nobody connects to the node itself
    expect(service.realtime.subscriberCount(details.pusherChannels[0]!.name)).toBe(1);

    const v = await newVisitor(node, p.project.widget_key, { name: 'Wendy' });
    const visitor = clientAtService(v.token, '/app/visitor/realtime/auth', at);
    const vChannel = await subscribed(visitor, v.channel);

    // Node → service (pusher SDK) → agent.
    const heard = nextEvent<{ message: Message; seq: number }>(project, 'new-message', (d) => d.message.text === 'Hello through the service');
    const started = await call(node, 'POST', '/app/visitor/conversations', { text: 'Hello through the service' }, v.token);
    expect(started.statusCode).toBe(201);
    const conversationId = started.json().conversationId as number;
    const got = await heard;
    expect(got.seq).toBeGreaterThan(0);

    // Agent's client event → service → signed webhook → node (stored, published) → service → visitor.
    const toVisitor = nextEvent<{ message: Message }>(vChannel, 'new-message', (d) => d.message.text === 'Hi Wendy, Ann here.', 5000);
    const reply: ClientAppMessage = {
      senderId: ann.id,
      channelName: details.pusherChannels[1]!.name,
      visitorId: v.visitorId,
      conversationId,
      clientId: 'ext-reply',
      message: { text: 'Hi Wendy, Ann here.', mentions: [] },
      projectId: p.project.id,
      senderSignature: details.sender.signature,
    };
    own.trigger('client-app-message', reply);
    expect((await toVisitor).message.senderType).toBe('agent');
    const thread = (await call(node, 'GET', `/app/inbox/conversations/${conversationId}/${v.visitorId}`, undefined, token)).json();
    expect(thread.messages.map((m: Message) => m.text)).toEqual(['Hello through the service', 'Hi Wendy, Ann here.']);
  });

  it('refuses webhooks that are not signed with the service secret', async () => {
    const body = JSON.stringify({ time_ms: Date.now(), events: [{ name: 'client_event', channel: 'private-project-1-agent-1', event: 'client-typing', data: '{}', socket_id: '1.1' }] });
    const post = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${nodePort}/realtime/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post({ 'x-pusher-key': KEY, 'x-pusher-signature': webhookSignature('wrong', body) })).status).toBe(401);
    expect((await post({ 'x-pusher-key': 'other', 'x-pusher-signature': webhookSignature(SECRET, body) })).status).toBe(401);
    // No signature, or one of the right length in other characters (it was a 500): refused like a wrong one.
    expect((await post({ 'x-pusher-key': KEY })).status).toBe(401);
    expect((await post({ 'x-pusher-key': KEY, 'x-pusher-signature': 'é'.repeat(64) })).status).toBe(401);
    expect((await post({ 'x-pusher-key': KEY, 'x-pusher-signature': webhookSignature(SECRET, body) })).status).toBe(200);
  });
});
