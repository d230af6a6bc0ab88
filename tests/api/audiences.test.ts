// /app/audiences: CRUD with the builder's schema and its messages, permissions, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agent: string;
let other: string;
let projectId: number;
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  app.inject({ method, url, payload: body as Record<string, unknown> | undefined, headers: { authorization: `Bearer ${token}` } });

const audience = {
  name: 'Returning enterprise visitors',
  groupsConjunction: 'AND',
  groups: [
    {
      conjunction: 'AND',
      rules: [
        { field: 'websiteVisits', operator: 'gt', value: 3 },
        { field: 'visitedUrl', operator: 'contains', value: '/pricing' },
      ],
    },
  ],
  triggers: [{ type: 'visitUrl', value: ['https://acme.test/pricing*'] }],
};

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  const q = await buildProject(app.repos);
  projectId = p.project.id;
  admin = await login(app, ...(await creds(p.project.id, p.admin.id)));
  agent = await login(app, ...(await creds(p.project.id, p.agent.id)));
  other = await login(app, ...(await creds(q.project.id, q.admin.id)));
});
afterAll(async () => app.close());

async function creds(projectId: number, roleId: number): Promise<[string, string]> {
  const u = await buildUser(app.repos, { projectId, roleId });
  return [u.email, u.password];
}

describe('audiences', () => {
  it('creates, lists, updates and deletes with the spec success text', async () => {
    const created = await req('POST', '/app/audiences', admin, audience);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: audience.name, message: 'Audience saved successfully', groups: audience.groups });
    const id = created.json().id;
    const list = await req('GET', '/app/audiences', admin);
    expect(list.headers['content-range']).toBe('audiences 0-0/1');
    const renamed = await req('PUT', `/app/audiences/${id}`, admin, { ...audience, name: 'Hot accounts' });
    expect(renamed.json().name).toBe('Hot accounts');
    expect((await req('GET', `/app/audiences/${id}`, other)).statusCode).toBe(404);
    expect((await req('DELETE', `/app/audiences/${id}`, admin)).statusCode).toBe(200);
  });

  it("refuses to delete an audience a flow targets, naming the flows; deletes it once they use another", async () => {
    const id = (await req('POST', '/app/audiences', admin, { ...audience, name: 'In use' })).json().id as number;
    const flow = (name: string) => app.repos.flows.create({ projectId, name, status: 'active', audienceId: id, priority: 1, definition: '{}', now: 1 });
    const a = await flow('Pricing page greeting');
    const refused = await req('DELETE', `/app/audiences/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe('This audience is used by the conversation flow "Pricing page greeting". Choose another audience for it before deleting this one.');
    const b = await flow('Enterprise welcome');
    expect(errorOf(await req('DELETE', `/app/audiences/${id}`, admin))).toBe(
      'This audience is used by the conversation flows "Enterprise welcome" and "Pricing page greeting". Choose another audience for them before deleting this one.',
    );
    expect((await req('GET', `/app/audiences/${id}`, admin)).statusCode).toBe(200);
    for (const f of [a, b]) await app.repos.flows.update(f.id, { audience_id: null });
    expect((await req('DELETE', `/app/audiences/${id}`, admin)).statusCode).toBe(200);
  });

  it('validates with the builder messages', async () => {
    expect(errorOf(await req('POST', '/app/audiences', admin, { ...audience, name: '' }))).toBe('Audience name is required');
    const noField = { ...audience, groups: [{ conjunction: 'AND', rules: [{ field: '', operator: 'gt', value: 3 }] }] };
    expect((await req('POST', '/app/audiences', admin, noField)).json().fields).toBeTruthy();
    const badOperator = { ...audience, groups: [{ conjunction: 'AND', rules: [{ field: 'websiteVisits', operator: 'contains', value: 'x' }] }] };
    expect((await req('POST', '/app/audiences', admin, badOperator)).statusCode).toBe(400);
  });

  it('needs conversations write access', async () => {
    expect((await req('POST', '/app/audiences', agent, audience)).statusCode).toBe(403);
    expect((await req('GET', '/app/audiences', agent)).statusCode).toBe(403);
  });
});
