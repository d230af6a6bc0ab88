// An agent's dashboard connection for undo-send and edit tests: sends client-app-message with a chosen client id on
// their own channel (in process, as agentOnline connects) and keeps the events that channel receives.
import type { FastifyInstance } from 'fastify';
import { agentChannel } from '../../../src/domain/channels';
import type { InboxDetails } from '../../../src/domain/inbox/types';
import { call, login } from './server';

export interface AgentSocket {
  token: string;
  send(conversationId: number, visitorId: string, text: string, clientId: string): void;
  /** Events received on the agent's own channel (name and parsed data), oldest first. */
  events(name: string): Array<Record<string, unknown>>;
  close(): void;
}

export async function agentSocket(app: FastifyInstance, user: { id: number; project_id: number; email: string; password: string }): Promise<AgentSocket> {
  const token = await login(app, user.email, user.password);
  const details = (await call(app, 'GET', '/app/inbox/details', undefined, token)).json() as InboxDetails;
  const channel = agentChannel(user.project_id, user.id);
  const frames: Array<{ event: string; channel?: string; data: unknown }> = [];
  let socketId = '';
  const sendFrame = (f: string) => {
    if (f.includes('"pusher:ping"')) queueMicrotask(() => app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:pong', data: {} })));
    else frames.push(JSON.parse(f) as { event: string; data: unknown });
  };
  socketId = app.realtime.open({ send: sendFrame, close: () => undefined });
  const auth = await call(app, 'POST', '/app/realtime/auth', { socket_id: socketId, channel_name: channel }, token);
  app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth.json() } }));
  return {
    token,
    send(conversationId, visitorId, text, clientId) {
      const data = { senderId: user.id, channelName: channel, visitorId, conversationId, clientId, message: { text, mentions: [] }, projectId: user.project_id, senderSignature: details.sender.signature };
      app.realtime.receive(socketId, JSON.stringify({ event: 'client-app-message', channel, data }));
    },
    events: (name) =>
      frames
        .filter((f) => f.event === name && f.channel === channel)
        .map((f) => (typeof f.data === 'string' ? JSON.parse(f.data) : f.data) as Record<string, unknown>),
    close: () => app.realtime.disconnect(socketId),
  };
}

export const waitFor = async (check: () => Promise<boolean> | boolean, ms = 10_000): Promise<boolean> => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
};
