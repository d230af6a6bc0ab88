// Undo send (issue 27): an agent's message waits out their send window on the server. While it waits the visitor
// and the other agents see nothing; undo takes it back; after the window undo is refused (spec §8 shape); at the end
// of the window it is delivered once through the normal path; a server restart mid-window still delivers it once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { StoredEvent } from '../../src/domain/inbox/events';
import type { Message } from '../../src/domain/inbox/types';
import { EDITS_MSG } from '../../src/domain/messageEdits/rules';
import { MSG } from '../../src/domain/messages';
import { MESSAGE_HELD } from '../../src/domain/messageEdits/events';
import { agentSocket, waitFor } from './support/agentSocket';
import { call, errorOf, freshPostgresSchema, login, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function setup(a: FastifyInstance) {
  const p = await buildProject(a.repos);
  const agent = await buildUser(a.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Holder' });
  const other = await buildUser(a.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Other' });
  const v = await newVisitor(a, p.project.widget_key);
  const conversationId = await startConversation(a, v, 'Hi there');
  return { p, agent, other, v, conversationId };
}

const visitorTexts = async (a: FastifyInstance, v: TestVisitor, id: number) =>
  ((await call(a, 'GET', `/app/visitor/conversations/${id}/messages`, undefined, v.token)).json().messages as Message[]).map((m) => m.text);
const newMessagesWith = async (a: FastifyInstance, token: string, clientId: string) =>
  ((await call(a, 'GET', '/app/inbox/events?after=0', undefined, token)).json().events as StoredEvent[]).filter(
    (e) => e.event === 'new-message' && (e.data as { message: Message }).message.clientId === clientId,
  );

describe('undo send', () => {
  it('keeps the send window as a profile setting of the agent', async () => {
    app = await startTestServer();
    const { agent } = await setup(app);
    const token = await login(app, agent.email, agent.password);
    expect((await call(app, 'GET', '/app/user/profile/send-window', undefined, token)).json()).toEqual({ seconds: 0 });
    const bad = await call(app, 'PUT', '/app/user/profile/send-window', { seconds: 7 }, token);
    expect(bad.statusCode).toBe(400);
    const ok = await call(app, 'PUT', '/app/user/profile/send-window', { seconds: 10 }, token);
    expect(ok.json()).toEqual({ seconds: 10, message: EDITS_MSG.sendWindowSaved });
    expect((await call(app, 'GET', '/app/user/profile/send-window', undefined, token)).json()).toEqual({ seconds: 10 });
  });

  it('holds the message for the window, then delivers it once; undo after the window is refused', { timeout: 30_000 }, async () => {
    app = await startTestServer();
    const a = app;
    const { agent, other, v, conversationId } = await setup(a);
    const socket = await agentSocket(a, agent);
    await call(a, 'PUT', '/app/user/profile/send-window', { seconds: 5 }, socket.token);
    const before = (await a.repos.conversations.findInProject(agent.project_id, conversationId))!.message_count;
    socket.send(conversationId, v.visitorId, 'Held for five seconds', 'held-1');
    expect(await waitFor(() => socket.events(MESSAGE_HELD).length === 1, 3000)).toBe(true);
    const held = socket.events(MESSAGE_HELD)[0]!;
    expect(held).toMatchObject({ conversationId, clientId: 'held-1', text: 'Held for five seconds' });
    expect(held.dueAt as number).toBeGreaterThan(Date.now() + 3000);
    // In the window: not in the conversation, not for the visitor, no event for the other agents.
    expect((await a.repos.conversations.findInProject(agent.project_id, conversationId))!.message_count).toBe(before);
    expect(await visitorTexts(a, v, conversationId)).not.toContain('Held for five seconds');
    expect(await newMessagesWith(a, socket.token, 'held-1')).toEqual([]);
    const otherToken = await login(a, other.email, other.password);
    // Only its sender sees it waiting, and only its sender can take it back.
    expect((await call(a, 'GET', `/app/inbox/conversations/${conversationId}/held`, undefined, socket.token)).json().held).toHaveLength(1);
    expect((await call(a, 'GET', `/app/inbox/conversations/${conversationId}/held`, undefined, otherToken)).json().held).toEqual([]);
    expect((await call(a, 'DELETE', `/app/inbox/conversations/${conversationId}/held/held-1`, undefined, otherToken)).statusCode).toBe(404);

    expect(await waitFor(async () => (await visitorTexts(a, v, conversationId)).includes('Held for five seconds'), 9000)).toBe(true);
    expect(await newMessagesWith(a, socket.token, 'held-1')).toHaveLength(1);
    const late = await call(a, 'DELETE', `/app/inbox/conversations/${conversationId}/held/held-1`, undefined, socket.token);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe(EDITS_MSG.undoTooLate);
    // A retry of the same client id after delivery does not send it twice.
    socket.send(conversationId, v.visitorId, 'Held for five seconds', 'held-1');
    await new Promise((r) => setTimeout(r, 300));
    expect((await visitorTexts(a, v, conversationId)).filter((t) => t === 'Held for five seconds')).toHaveLength(1);
    socket.close();
  });

  it('undo in the window takes the message back for good', { timeout: 30_000 }, async () => {
    app = await startTestServer();
    const a = app;
    const { agent, v, conversationId } = await setup(a);
    const socket = await agentSocket(a, agent);
    await call(a, 'PUT', '/app/user/profile/send-window', { seconds: 5 }, socket.token);
    socket.send(conversationId, v.visitorId, 'Oops, wrong customer', 'undo-1');
    expect(await waitFor(() => socket.events(MESSAGE_HELD).length === 1, 3000)).toBe(true);
    const undo = await call(a, 'DELETE', `/app/inbox/conversations/${conversationId}/held/undo-1`, undefined, socket.token);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ ok: true, clientId: 'undo-1' });
    await new Promise((r) => setTimeout(r, 6500));
    expect(await visitorTexts(a, v, conversationId)).not.toContain('Oops, wrong customer');
    expect(await newMessagesWith(a, socket.token, 'undo-1')).toEqual([]);
    const again = await call(a, 'DELETE', `/app/inbox/conversations/${conversationId}/held/undo-1`, undefined, socket.token);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe(EDITS_MSG.undoNotFound);
    socket.close();
  });

  it('a visitor blocked during the window does not get the held message; the sender sees it failed', { timeout: 30_000 }, async () => {
    app = await startTestServer();
    const a = app;
    const { agent, v, conversationId } = await setup(a);
    const socket = await agentSocket(a, agent);
    await call(a, 'PUT', '/app/user/profile/send-window', { seconds: 5 }, socket.token);
    socket.send(conversationId, v.visitorId, 'Should never arrive', 'blocked-1');
    expect(await waitFor(() => socket.events(MESSAGE_HELD).length === 1, 3000)).toBe(true);
    expect((await call(a, 'POST', `/app/inbox/visitor/block/${v.visitorId}`, { block: true }, socket.token)).statusCode).toBe(200);
    expect(await waitFor(() => socket.events('message-failed').some((e) => e.clientId === 'blocked-1'), 9000)).toBe(true);
    expect(socket.events('message-failed').find((e) => e.clientId === 'blocked-1')).toMatchObject({ conversationId, error: MSG.notAuthorized });
    expect(await newMessagesWith(a, socket.token, 'blocked-1')).toEqual([]);
    expect((await call(a, 'GET', `/app/inbox/conversations/${conversationId}/held`, undefined, socket.token)).json().held).toEqual([]);
    socket.close();
  });

  it('a server restart mid-window still delivers the message, once', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-undo-restart-'));
    try {
      const databaseUrl = process.env.TEST_DATABASE_URL ? (await freshPostgresSchema(process.env.TEST_DATABASE_URL)).url : null;
      app = await startTestServer({ dataDir, databaseUrl });
      const { agent, v, conversationId } = await setup(app);
      const socket = await agentSocket(app, agent);
      await call(app, 'PUT', '/app/user/profile/send-window', { seconds: 5 }, socket.token);
      socket.send(conversationId, v.visitorId, 'Sent across a restart', 'restart-1');
      const first = app;
      expect(await waitFor(() => socket.events(MESSAGE_HELD).length === 1, 3000)).toBe(true);
      await first.close();
      app = await startTestServer({ dataDir, databaseUrl });
      const a = app;
      expect(await waitFor(async () => (await visitorTexts(a, v, conversationId)).includes('Sent across a restart'), 12_000)).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      const token = await login(a, agent.email, agent.password);
      expect(await newMessagesWith(a, token, 'restart-1')).toHaveLength(1);
      expect((await visitorTexts(a, v, conversationId)).filter((t) => t === 'Sent across a restart')).toHaveLength(1);
    } finally {
      await app?.close();
      app = null;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

afterAll(async () => {
  await app?.close();
});
