// Saved views (issue 27): CRUD under app/inbox/views with the save dialog's schema; a personal view is its author's
// alone, a shared one shows in every agent's inbox, and sharing needs 'write' on settings.team (an agent is refused);
// only the author changes or deletes a view; each view answers how many conversations it lists now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { SavedView } from '../../src/domain/inbox/views';
import { VIEW_MSG } from '../../src/domain/inbox/views';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let admin: string;
let agentA: string;
let agentB: string;
let stranger: string;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const users = await Promise.all(
    [p.admin.id, p.agent.id, p.agent.id].map((roleId, i) => buildUser(app.repos, { projectId: p.project.id, roleId, name: `User ${i}` })),
  );
  [admin, agentA, agentB] = await Promise.all(users.map((u) => login(app, u.email, u.password)));
  const q = await buildProject(app.repos);
  const s = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Elsewhere' });
  stranger = await login(app, s.email, s.password);
  for (let i = 0; i < 3; i++) await startConversation(app, await newVisitor(app, p.project.widget_key), 'view me');
  const v = await newVisitor(app, p.project.widget_key);
  const closed = await startConversation(app, v, 'closed one');
  await call(app, 'POST', `/app/inbox/conversations/${closed}/status`, { status: 'close' }, admin);
}, 60_000);
afterAll(async () => app?.close());

const list = async (token: string) => (await call(app, 'GET', '/app/inbox/views', undefined, token)).json().data as SavedView[];
const openState = { tab: 0, filter: 'open', sort: 'oldest', search: 'refund' };

describe('saved views', () => {
  it('keeps a personal view for its author only, with its live count', async () => {
    const res = await call(app, 'POST', '/app/inbox/views', { name: 'My open', state: openState }, agentA);
    expect(res.statusCode).toBe(201);
    const view = res.json() as SavedView;
    expect(view).toMatchObject({ name: 'My open', shared: false, mine: true, state: openState, count: 3 });
    expect((await list(agentA)).map((v) => v.name)).toContain('My open');
    expect((await list(agentB)).map((v) => v.name)).not.toContain('My open');
    expect((await call(app, 'GET', `/app/inbox/views/${view.id}`, undefined, agentB)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/app/inbox/views/${view.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/app/inbox/views/${view.id}`, undefined, agentA)).json()).toMatchObject({ id: view.id, count: 3 });
  });

  it('shares a view with the team only with the team permission; every agent sees it and its count follows the data', async () => {
    const refused = await call(app, 'POST', '/app/inbox/views', { name: 'Team closed', shared: true, state: { tab: 0, filter: 'close', sort: 'newest' } }, agentA);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(VIEW_MSG.shareForbidden);
    const res = await call(app, 'POST', '/app/inbox/views', { name: 'Team closed', shared: true, state: { tab: 0, filter: 'close', sort: 'newest' } }, admin);
    expect(res.statusCode).toBe(201);
    const shared = res.json() as SavedView;
    expect(shared.count).toBe(1);
    const seen = (await list(agentB)).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ shared: true, mine: false, count: 1 });
    expect((await list(stranger)).find((v) => v.id === shared.id)).toBeUndefined();
    // Only the author changes or deletes it.
    expect((await call(app, 'PUT', `/app/inbox/views/${shared.id}`, { name: 'Mine now', state: seen!.state }, agentB)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', `/app/inbox/views/${shared.id}`, undefined, agentB)).statusCode).toBe(403);
    // The count is live: one more closed conversation shows at the next read.
    const open = (await call(app, 'GET', '/app/inbox/conversations?participant=nonBot&status=open', undefined, admin)).json().conversations[0];
    await call(app, 'POST', `/app/inbox/conversations/${open.id}/status`, { status: 'close' }, admin);
    expect((await list(agentB)).find((v) => v.id === shared.id)!.count).toBe(2);
  });

  it('updates and deletes the author\'s own view, validating with the shared schema', async () => {
    const view = (await call(app, 'POST', '/app/inbox/views', { name: 'Rename me', state: { tab: 1, filter: 'all', sort: 'newest' } }, agentB)).json() as SavedView;
    const bad = await call(app, 'PUT', `/app/inbox/views/${view.id}`, { name: '', state: { tab: 3, filter: 'nope', sort: 'newest' } }, agentB);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBeTruthy();
    const renamed = await call(app, 'PUT', `/app/inbox/views/${view.id}`, { name: 'Renamed', state: { tab: 1, filter: 'all', sort: 'oldest', tags: [] } }, agentB);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', state: { sort: 'oldest' } });
    expect((await call(app, 'PUT', `/app/inbox/views/${view.id}`, { name: 'Shared?', shared: true, state: { tab: 1, filter: 'all', sort: 'oldest' } }, agentB)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', `/app/inbox/views/${view.id}`, undefined, agentB)).json()).toEqual({ ok: true });
    expect((await call(app, 'GET', `/app/inbox/views/${view.id}`, undefined, agentB)).statusCode).toBe(404);
  });
});
