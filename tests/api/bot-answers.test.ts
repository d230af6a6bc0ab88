// Answers a bot collects through input steps bound to chat fields (default or custom, /settings/configurations)
// reach agents: the conversation detail lists them by field, named as the project names them, after the handoff too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import type { ConversationDetail } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor, type TestVisitor } from './support/visitor';

let app: FastifyInstance;
let widgetKey: string;
let adminToken: string;
let flowId: number;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  const projectId = p.project.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada Admin' });
  await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Ann', available: true });
  adminToken = await login(app, admin.email, admin.password);
  // The custom field through the settings page's own endpoint.
  const saved = await call(app, 'PUT', '/app/settings/chatFields', { fields: [{ key: 'budget', name: 'Budget (USD)', type: 'number', options: [], defaultValue: '0' }] }, adminToken);
  expect(saved.statusCode).toBe(200);
  const flow: Flow = {
    version: 1,
    topics: [],
    audienceId: null,
    name: 'Qualify',
    status: 'active',
    priority: 1,
    greeting: { variants: [{ id: 'g', value: textDoc('Hi!'), gifs: [] }], buttons: [] },
    paths: [
      {
        id: 'p',
        name: 'Qualify',
        steps: [
          { id: 'ask-email', type: 'input', message: textDoc('Your work email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
          { id: 'ask-budget', type: 'input', message: textDoc('Your budget?'), field: 'budget', validation: 'text', redirect: { kind: 'fromResponse' } },
          { id: 'human', type: 'app', message: textDoc('Connecting you now.'), routing: { mode: 'everyone', destination: 'inbox', assignment: { teams: [], members: [] } }, waitSeconds: null, offlineMessage: textDoc('') },
        ],
      },
    ],
  };
  flowId = (await app.repos.flows.create({ projectId, name: flow.name, status: flow.status, audienceId: null, priority: flow.priority, definition: serializeFlow(flow), now: 1 })).id;
});
afterAll(async () => {
  await app.close();
});

async function say(v: TestVisitor, id: number, text: string) {
  const res = await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text }, v.token);
  expect(res.statusCode).toBe(200);
}

async function detail(id: number, v: TestVisitor) {
  const res = await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, adminToken);
  expect(res.statusCode).toBe(200);
  return res.json() as ConversationDetail;
}

describe('answers collected by the bot', () => {
  it('lists each answer under its chat field, a custom field included, while the bot asks and after the handoff', async () => {
    const v = await newVisitor(app, widgetKey);
    const started = await call(app, 'POST', '/app/visitor/conversations', { flowId }, v.token);
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().conversationId as number;
    expect((await detail(id, v)).visitor.email).toBeNull();

    await say(v, id, 'Buyer@Acme.example');
    const asking = await detail(id, v);
    expect(asking.details.botConv).toBe(true);
    expect(asking.details.collected).toEqual([{ key: 'email', name: 'Email', value: 'Buyer@Acme.example' }]);
    // An answer saved as a default chat field also lands on the visitor record agents see.
    expect(asking.visitor.email).toBe('buyer@acme.example');

    await say(v, id, '5000');
    const handed = await detail(id, v);
    expect(handed.details.botConv).toBe(false);
    expect(handed.details.collected).toEqual([
      { key: 'email', name: 'Email', value: 'Buyer@Acme.example' },
      { key: 'budget', name: 'Budget (USD)', value: '5000' },
    ]);
  });

  it('a conversation the bot asked nothing in has nothing collected', async () => {
    const v = await newVisitor(app, widgetKey);
    const started = await call(app, 'POST', '/app/visitor/conversations', { text: 'Hi, a human please' }, v.token);
    expect(started.statusCode).toBe(201);
    expect((await detail(started.json().conversationId as number, v)).details.collected).toEqual([]);
  });
});
