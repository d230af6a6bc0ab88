// Internal notes (issue 22 point 3): a client-app-message with note: true is stored as a 'note', published to the
// agents' project channel only, never on the visitor's channel nor in the visitor's history, not a reply (unread
// stays, the author does not join), and previewed as "Note: …" in the agents' list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { ConversationListItem, Message } from '../../src/domain/inbox/types';
import { mirrorLine } from '../../server/integrations/threadMirror';
import type { MessageRow } from '../../server/db/schema';
import { call, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays, type TestVisitor } from './support/visitor';
import { agentMessage, listen, nextEvent, pusherAgent, pusherClient, subscribed, tick, type PusherAgent } from './support/pusher';

let app: FastifyInstance;
let port: number;
const clients: Pusher[] = [];
let widgetKey: string;
let author: PusherAgent;
let other: PusherAgent;
let samId: number;

const agent = (email: string, password: string) => pusherAgent(app, port, clients, email, password);

const note = (conversationId: number, v: TestVisitor, text: string, clientId: string, mentions: Array<{ id: number; name: string }> = []) =>
  agentMessage(author, conversationId, v.visitorId, text, clientId, { mentions, note: true });

beforeAll(async () => {
  app = await startTestServer();
  port = await listen(app);
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Nora Note' });
  const b = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Sam Other' });
  samId = b.id;
  author = await agent(a.email, a.password);
  other = await agent(b.email, b.password);
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
});

describe('internal notes', () => {
  it('reach every agent on the project channel, never the visitor channel or the visitor history', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Vera' });
    const id = await startConversation(app, v, 'Can I get a discount?');
    const visitorClient = pusherClient(port, v.token, '/app/visitor/realtime/auth');
    clients.push(visitorClient);
    const visitorChannel = await subscribed(visitorClient, v.channel);
    const toVisitor: unknown[] = [];
    visitorChannel.bind('new-message', (d: unknown) => toVisitor.push(d));
    visitorChannel.bind('message-update', (d: unknown) => toVisitor.push(d));

    const atOther = nextEvent<{ message: Message; conversation: ConversationListItem }>(other.project, 'new-message', (d) => d.message.clientId === 'n-1');
    author.own.trigger('client-app-message', note(id, v, 'Looping in @Sam Other: he owns discounts', 'n-1', [{ id: samId, name: 'Sam Other' }]));
    const got = await atOther;
    expect(got.message).toMatchObject({ type: 'note', senderType: 'agent', senderName: 'Nora Note', text: 'Looping in @Sam Other: he owns discounts' });
    expect(got.message.mentions).toEqual([{ id: samId, name: 'Sam Other' }]);
    // Agents' list: previewed as a note; not a reply, so the visitor's message is still unread.
    expect(got.conversation.message?.text).toBe('Note: Looping in @Sam Other: he owns discounts');
    expect(got.conversation.unread).toBe(1);
    // Writing a note does not take the conversation.
    expect(got.conversation.members).not.toContain(author.details.sender.userId);

    // The visitor then gets a real reply on their channel: the note never came before it.
    const reply = nextEvent<{ message: Message }>(visitorChannel, 'new-message', (d) => d.message.text === 'Hi Vera');
    author.own.trigger('client-app-message', { ...note(id, v, 'Hi Vera', 'r-1'), note: undefined });
    await reply;
    await tick(50);
    expect(JSON.stringify(toVisitor)).not.toContain('Looping in');
    expect(toVisitor.some((d) => (d as { message: Message }).message.type === 'note')).toBe(false);

    const history = await call(app, 'GET', `/app/visitor/conversations/${id}/messages`, undefined, v.token);
    expect(history.statusCode).toBe(200);
    const texts = (history.json() as { messages: Message[] }).messages.map((m) => m.text);
    expect(texts).toEqual(['Can I get a discount?', 'Hi Vera']);

    // Agents read the note in the thread.
    const thread = (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, other.token)).json();
    expect(thread.messages.map((m: Message) => [m.type, m.text])).toEqual([
      ['message', 'Can I get a discount?'],
      ['note', 'Looping in @Sam Other: he owns discounts'],
      ['message', 'Hi Vera'],
    ]);
  });

  it('a visitor who writes after a note still reads nothing of it (catch-up from position 0)', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'hello');
    const stored = nextEvent<{ message: Message }>(author.project, 'new-message', (d) => d.message.clientId === 'n-2');
    author.own.trigger('client-app-message', note(id, v, 'VIP customer, be nice', 'n-2'));
    await stored;
    await visitorSays(app, v, id, 'still there?');
    const history = (await call(app, 'GET', `/app/visitor/conversations/${id}/messages?after=0`, undefined, v.token)).json() as { messages: Message[] };
    expect(history.messages.map((m) => m.text)).toEqual(['hello', 'still there?']);
  });

  it('an empty note is refused to its author', async () => {
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'hi');
    const failed = nextEvent<{ clientId: string }>(author.own, 'message-failed');
    author.own.trigger('client-app-message', note(id, v, '   ', 'n-empty'));
    expect((await failed).clientId).toBe('n-empty');
  });

  it('a mention of someone outside the project is dropped', async () => {
    const outsider = await buildProject(app.repos);
    const stranger = await buildUser(app.repos, { projectId: outsider.project.id, roleId: outsider.agent.id, name: 'Stranger' });
    const v = await newVisitor(app, widgetKey);
    const id = await startConversation(app, v, 'hi');
    const got = nextEvent<{ message: Message }>(author.project, 'new-message', (d) => d.message.clientId === 'n-3');
    author.own.trigger('client-app-message', note(id, v, 'ping', 'n-3', [{ id: stranger.id, name: 'Stranger' }, { id: samId, name: 'Sam Other' }]));
    expect((await got).message.mentions).toEqual([{ id: samId, name: 'Sam Other' }]);
  });
});

describe('team-chat mirror', () => {
  const row = (over: Partial<MessageRow>): MessageRow =>
    ({ id: 1, conversation_id: 1, pos: 1, type: 'message', sender_type: 'agent', sender_name: 'Nora', user_id: 1, text: 'hello', payload: null, client_id: null, time: 1, ...over }) as MessageRow;

  it('marks a note as an internal note, never as a visitor-facing reply', () => {
    const line = mirrorLine(row({ type: 'note', text: 'VIP' }), 'slack', (s) => `*${s}*`);
    expect(line).toBe('*Internal note (Nora), not sent to the visitor:* VIP');
    expect(mirrorLine(row({}), 'slack', (s) => `*${s}*`)).toBe('*Nora:* hello');
    expect(mirrorLine(row({ type: 'info' }), 'slack', (s) => s)).toBeNull();
    expect(mirrorLine(row({ client_id: 'msteams:1' }), 'msteams', (s) => s)).toBeNull();
  });
});
