// An agent replying as the dashboard does: a `client-app-message` on their own channel, over an in-process socket
// (as agentOnline connects), signed with the sender signature of /app/inbox/details. Resolves when the reply is
// stored (the message appears in the conversation's thread).
import type { FastifyInstance } from 'fastify';
import { agentChannel } from '../../../src/domain/channels';
import type { InboxDetails } from '../../../src/domain/inbox/types';
import { call, login } from './server';

export interface ReplyingAgent {
  say(conversationId: number, visitorId: string, text: string): Promise<void>;
  close(): void;
}

export async function replyingAgent(app: FastifyInstance, user: { id: number; project_id: number; email: string; password: string }): Promise<ReplyingAgent> {
  const token = await login(app, user.email, user.password);
  const details = (await call(app, 'GET', '/app/inbox/details', undefined, token)).json() as InboxDetails;
  let socketId = '';
  const send = (f: string) => {
    if (f.includes('"pusher:ping"')) queueMicrotask(() => app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:pong', data: {} })));
  };
  socketId = app.realtime.open({ send, close: () => undefined });
  const channel = agentChannel(user.project_id, user.id);
  const auth = await call(app, 'POST', '/app/realtime/auth', { socket_id: socketId, channel_name: channel }, token);
  app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth.json() } }));
  let n = 0;
  return {
    async say(conversationId, visitorId, text) {
      const before = (await app.repos.conversations.findInProject(user.project_id, conversationId))!.message_count;
      const data = {
        senderId: user.id,
        channelName: channel,
        visitorId,
        conversationId,
        clientId: `agent-says-${++n}-${Date.now()}`,
        message: { text, mentions: [] },
        projectId: user.project_id,
        senderSignature: details.sender.signature,
      };
      app.realtime.receive(socketId, JSON.stringify({ event: 'client-app-message', channel, data }));
      for (let i = 0; i < 100; i++) {
        if ((await app.repos.conversations.findInProject(user.project_id, conversationId))!.message_count > before) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the agent reply was not stored');
    },
    close: () => app.realtime.disconnect(socketId),
  };
}
