// An agent with the dashboard open, as availability needs it (src/domain/presence): signed in, and a realtime
// connection subscribed to their own agent channel. The connection is made in process (the hub takes any transport:
// server/realtime/types.ts), authorised by the app's own channel auth route, so no port is needed.
import type { FastifyInstance } from 'fastify';
import { agentChannel } from '../../../src/domain/channels';
import { call, login } from './server';

export interface OnlineAgent {
  token: string;
  /** The socket goes, as when the tab closes. */
  close(): void;
}

export async function agentOnline(app: FastifyInstance, user: { id: number; project_id: number; email: string; password: string }): Promise<OnlineAgent> {
  const token = await login(app, user.email, user.password);
  const frames: string[] = [];
  let socketId = '';
  // Answers the server's pings as pusher-js does, so the hub's dead-socket sweep leaves it alone.
  const send = (f: string) => {
    frames.push(f);
    if (f.includes('"pusher:ping"')) queueMicrotask(() => app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:pong', data: {} })));
  };
  socketId = app.realtime.open({ send, close: () => undefined });
  const channel = agentChannel(user.project_id, user.id);
  const res = await call(app, 'POST', '/app/realtime/auth', { socket_id: socketId, channel_name: channel }, token);
  if (res.statusCode !== 200) throw new Error(`agent channel auth failed: ${res.body}`);
  app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...res.json() } }));
  if (!app.realtime.isSubscribed(socketId, channel)) throw new Error(`agent channel subscription refused: ${frames.at(-1)}`);
  return { token, close: () => app.realtime.disconnect(socketId) };
}
