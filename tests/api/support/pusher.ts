// Real pusher-js clients against the real server (listening on a port), for agents and visitors.
import Pusher, { type Channel } from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { ClientAppMessage } from '../../../src/domain/inbox/events';
import type { InboxDetails } from '../../../src/domain/inbox/types';
import { call, login } from './server';

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export function pusherClient(port: number, token: string, authPath = '/app/realtime/auth'): Pusher {
  return pusherAt(`http://127.0.0.1:${port}`, token, authPath);
}

/** A client of the server at `base` (a cluster node, a load balancer), authorising its channels at `authPath`. */
export function pusherAt(base: string, token: string, authPath: string): Pusher {
  const url = new URL(base);
  return new Pusher('parley-key', {
    cluster: 'local',
    wsHost: url.hostname,
    wsPort: Number(url.port),
    wsPath: '/realtime',
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { endpoint: `${base}${authPath}`, transport: 'ajax', headers: { Authorization: `Bearer ${token}` } },
  });
}

export function subscribed(client: Pusher, name: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const ch = client.subscribe(name);
    ch.bind('pusher:subscription_succeeded', () => resolve(ch));
    ch.bind('pusher:subscription_error', (e: unknown) => reject(new Error(`subscription to ${name} failed: ${JSON.stringify(e)}`)));
  });
}

/** Resolves with the next `event` on the channel whose data passes `match`. */
export function nextEvent<T = Record<string, unknown>>(ch: Channel, event: string, match: (d: T) => boolean = () => true, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const handler = (d: T) => {
      if (!match(d)) return;
      clearTimeout(timer);
      ch.unbind(event, handler);
      resolve(d);
    };
    ch.bind(event, handler);
  });
}

export const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An agent's dashboard connection: their inbox details, and a pusher-js client at `port` (added to `clients` for
 *  closing) subscribed to their project channel and their own channel, as /app/inbox/details names them. */
export async function agentChannels(app: FastifyInstance, port: number, clients: Pusher[], token: string) {
  const details = (await call(app, 'GET', '/app/inbox/details', undefined, token)).json() as InboxDetails;
  const client = pusherClient(port, token);
  clients.push(client);
  const [project, own] = await Promise.all(details.pusherChannels.map((c) => subscribed(client, c.name)));
  return { details, project: project!, own: own! };
}

export interface PusherAgent {
  token: string;
  details: InboxDetails;
  project: Channel;
  own: Channel;
}

/** An agent signs in and opens the dashboard's connection (agentChannels). */
export async function pusherAgent(app: FastifyInstance, port: number, clients: Pusher[], email: string, password: string): Promise<PusherAgent> {
  const token = await login(app, email, password);
  return { token, ...(await agentChannels(app, port, clients, token)) };
}

/** The client-app-message `from`'s dashboard sends: `text` into visitor `visitorId`'s conversation under `clientId`;
 *  `note` makes it an internal note. */
export function agentMessage(
  from: PusherAgent,
  conversationId: number,
  visitorId: string,
  text: string,
  clientId: string,
  { mentions = [], note = false }: { mentions?: Array<{ id: number; name: string }>; note?: boolean } = {},
): ClientAppMessage {
  return {
    senderId: from.details.sender.userId,
    channelName: from.own.name,
    visitorId,
    conversationId,
    clientId,
    message: { text, mentions },
    projectId: Number(from.project.name.split('-').pop()),
    senderSignature: from.details.sender.signature,
    ...(note ? { note: true } : {}),
  };
}
