// Agent email (issue 28): mentions and assignments reach an agent by email while they are away (toggle off, or no
// dashboard connection), as their profile's choice (PUT app/user/profile/agent-email), with a link straight into the
// thread; an agent online gets none, the choice off gets none, a burst is not twenty emails, and a mention can never
// reach another project's agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { agentChannel } from '../../src/domain/channels';
import type { InboxDetails } from '../../src/domain/inbox/types';
import type { ClientAppMessage } from '../../src/domain/inbox/events';
import type { OutboxRow } from '../../server/db/schema';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';
import { agentOnline } from './support/agentOnline';

let app: FastifyInstance;
let projectId: number;
let widgetKey: string;
let agentRole: number;
let adminToken: string;
let author: Author;
const PUBLIC_URL = 'https://parley.example.test';

type User = Awaited<ReturnType<typeof buildUser>>;
interface Author {
  note(conversationId: number, v: TestVisitor, text: string, mentions: User[]): Promise<void>;
}

/** An agent writing internal notes as the dashboard does: client-app-message with note: true on their own channel. */
async function noteAuthor(user: User): Promise<Author> {
  const token = await login(app, user.email, user.password);
  const details = (await call(app, 'GET', '/app/inbox/details', undefined, token)).json() as InboxDetails;
  let socketId = '';
  const failed: string[] = [];
  socketId = app.realtime.open({
    send: (f) => {
      if (f.includes('message-failed') || f.includes('pusher:error') || f.includes('subscription_error')) failed.push(f);
      if (f.includes('"pusher:ping"')) queueMicrotask(() => app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:pong', data: {} })));
    },
    close: () => void failed.push('socket closed by the server'),
  });
  const channel = agentChannel(user.project_id, user.id);
  const auth = await call(app, 'POST', '/app/realtime/auth', { socket_id: socketId, channel_name: channel }, token);
  app.realtime.receive(socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth.json() } }));
  let n = 0;
  return {
    async note(conversationId, v, text, mentions) {
      const before = (await app.repos.conversations.findInProject(user.project_id, conversationId))!.message_count;
      const data: ClientAppMessage = {
        senderId: user.id,
        channelName: channel,
        visitorId: v.visitorId,
        conversationId,
        clientId: `note-${++n}-${Date.now()}`,
        message: { text, mentions: mentions.map((m) => ({ id: m.id, name: m.name })) },
        projectId: user.project_id,
        senderSignature: details.sender.signature,
        note: true,
      };
      app.realtime.receive(socketId, JSON.stringify({ event: 'client-app-message', channel, data }));
      for (let i = 0; i < 200; i++) {
        if ((await app.repos.conversations.findInProject(user.project_id, conversationId))!.message_count > before) return app.notifier.idle();
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`the note was not stored; the agent's socket heard: ${failed.join(' | ') || 'nothing'}`);
    },
  };
}

const mails = async (to: string): Promise<OutboxRow[]> => (await app.repos.outbox.latest(100, to)).reverse();
async function waitForMails(to: string, n: number): Promise<OutboxRow[]> {
  for (let i = 0; i < 400; i++) {
    const rows = await mails(to);
    if (rows.length >= n) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`expected ${n} mails to ${to}`);
}

const agent = (name: string, o: { available?: boolean; projectId?: number; roleId?: number } = {}) =>
  buildUser(app.repos, { projectId: o.projectId ?? projectId, roleId: o.roleId ?? agentRole, name, available: o.available ?? false });

async function conversation(name = 'Omar') {
  const v = await newVisitor(app, widgetKey, { name });
  return { v, id: await startConversation(app, v, 'Do you integrate with HubSpot?') };
}

const assign = async (id: number, userId: number) => {
  const res = await call(app, 'POST', `/app/inbox/conversations/${id}/members`, { appUserIds: [userId] }, adminToken);
  expect(res.statusCode).toBe(200);
  await app.notifier.idle();
};

beforeAll(async () => {
  app = await startTestServer({ publicUrl: PUBLIC_URL });
  const p = await buildProject(app.repos);
  projectId = p.project.id;
  widgetKey = p.project.widget_key;
  agentRole = p.agent.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada' });
  adminToken = await login(app, admin.email, admin.password);
  author = await noteAuthor(await agent('Nora'));
});
afterAll(async () => {
  await app.close();
});

describe('agent email', () => {
  it('an away agent gets one email per mention, with the link into the thread and the note as safe text', async () => {
    const kim = await agent('Kim');
    const { v, id } = await conversation();
    await author.note(id, v, '<p>@Kim can you check <img src=x onerror="alert(1)"> this <b>deal</b>?</p>', [kim]);
    const [mail, ...more] = await waitForMails(kim.email, 1);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Nora mentioned you in a note on the conversation with Omar');
    expect(mail!.text).toContain('can you check');
    expect(mail!.text).toContain(`Open in Parley: ${PUBLIC_URL}/inbox/${id}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/inbox/${id}"`);
    expect(mail!.html).not.toMatch(/<img|<b>|onerror="/);
  });

  it('an away agent gets one email per assignment, with the link', async () => {
    const lee = await agent('Lee');
    const { id } = await conversation('Jane Doe');
    await assign(id, lee.id);
    const [mail, ...more] = await waitForMails(lee.email, 1);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('You were assigned a conversation with Jane Doe');
    expect(mail!.text).toContain(`${PUBLIC_URL}/inbox/${id}`);
  });

  it('an agent online (available and connected) gets none', async () => {
    const max = await agent('Max', { available: true });
    const online = await agentOnline(app, max);
    const away = await agent('Ana');
    const { v, id } = await conversation();
    await assign(id, max.id);
    await author.note(id, v, '@Max @Ana please look', [max, away]);
    await waitForMails(away.email, 1);
    expect(await mails(max.email)).toHaveLength(0);
    online.close();
  });

  it('an agent whose toggle is off is away even when connected', async () => {
    const ida = await agent('Ida', { available: false });
    const online = await agentOnline(app, ida);
    const { v, id } = await conversation();
    await author.note(id, v, '@Ida here', [ida]);
    expect((await waitForMails(ida.email, 1))[0]!.text).toContain(`/inbox/${id}`);
    online.close();
  });

  it('the profile choice off: none', async () => {
    const pat = await agent('Pat');
    const control = await agent('Cal');
    const token = await login(app, pat.email, pat.password);
    expect((await call(app, 'GET', '/app/user/profile/agent-email', undefined, token)).json()).toEqual({ enabled: true });
    const bad = await call(app, 'PUT', '/app/user/profile/agent-email', { enabled: 'sometimes' }, token);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Please choose on or off');
    const saved = await call(app, 'PUT', '/app/user/profile/agent-email', { enabled: false }, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: false, message: 'Updated the email notifications successfully!' });
    expect((await call(app, 'GET', '/app/user/profile/agent-email', undefined, token)).json()).toEqual({ enabled: false });
    const { v, id } = await conversation();
    await assign(id, pat.id);
    await author.note(id, v, '@Pat @Cal see this', [pat, control]);
    await waitForMails(control.email, 1);
    expect(await mails(pat.email)).toHaveLength(0);
  });

  it('a burst of mentions is one email now and one more at the window’s end, not one each', async () => {
    const bo = await agent('Bo');
    const { v, id } = await conversation();
    // A connection may send 10 client events a second (Pusher's limit, enforced by the hub): this burst gets its own.
    const burst = await noteAuthor(await agent('Bea'));
    for (let i = 1; i <= 6; i++) await burst.note(id, v, `@Bo question ${i}`, [bo]);
    await waitForMails(bo.email, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails(bo.email)).toHaveLength(1);
    // The window's end (its job, run now): what waited goes out together.
    await app.email.agentNotices.flush(projectId, bo.id);
    const all = await mails(bo.email);
    expect(all.length).toBeLessThanOrEqual(2);
    const text = all.map((m) => m.text).join('\n');
    for (let i = 1; i <= 6; i++) expect(text).toContain(`question ${i}`);
    expect(text.split(`/inbox/${id}`).length - 1).toBe(6);
    if (all.length === 2) expect(all[1]!.subject).toMatch(/^\d mentions and assignments while you were away$/);
    expect(await app.email.agentNotices.flush(projectId, bo.id)).toBe(false);
  });

  it('never reaches another project’s agent (a forged mention, an assignment across projects, the choice per user)', async () => {
    const other = await buildProject(app.repos);
    const stranger = await agent('Sol', { projectId: other.project.id, roleId: other.agent.id });
    const control = await agent('Dee');
    const { v, id } = await conversation();
    await author.note(id, v, '@Sol @Dee hi', [stranger, control]);
    const res = await call(app, 'POST', `/app/inbox/conversations/${id}/members`, { appUserIds: [stranger.id] }, adminToken);
    expect(res.statusCode).not.toBe(200);
    await waitForMails(control.email, 1);
    expect(await mails(stranger.email)).toHaveLength(0);
    expect(await app.email.agentNotices.flush(projectId, stranger.id)).toBe(false);
    // One agent's choice is theirs only.
    const strangerToken = await login(app, stranger.email, stranger.password);
    await call(app, 'PUT', '/app/user/profile/agent-email', { enabled: false }, strangerToken);
    const controlToken = await login(app, control.email, control.password);
    expect((await call(app, 'GET', '/app/user/profile/agent-email', undefined, controlToken)).json()).toEqual({ enabled: true });
  });
});
