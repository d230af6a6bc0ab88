// The auth hook skips the agent-session lookup on the visitor API (server/plugins/auth.ts): agent routes must still
// answer 401 to visitor tokens, and the visitor API must still refuse agent tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';

let app: FastifyInstance;
let agentToken: string;
let visitor: TestVisitor;
let conversationId: number;

beforeAll(async () => {
  app = await startTestServer();
  const { project, admin } = await buildProject(app.repos, { name: 'Hooks' });
  const agent = await buildUser(app.repos, { projectId: project.id, roleId: admin.id });
  agentToken = await login(app, agent.email, agent.password);
  visitor = await newVisitor(app, project.widget_key, { name: 'Vera' });
  conversationId = await startConversation(app, visitor, 'hello');
});
afterAll(async () => app.close());

describe('agent sessions and visitor tokens stay apart', () => {
  it('agent routes take the agent session and refuse a visitor token', async () => {
    expect((await call(app, 'GET', '/app/details', undefined, agentToken)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/app/details', undefined, visitor.token)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/app/inbox/conversations?participant=nonBot', undefined, visitor.token)).statusCode).toBe(401);
  });

  it('an agent route whose path mentions the visitor is still an agent route', async () => {
    const res = await call(app, 'POST', `/app/inbox/visitor/block/${visitor.visitorId}`, { block: false }, visitor.token);
    expect(res.statusCode).toBe(401);
  });

  it('the visitor API takes the visitor token and refuses an agent token', async () => {
    const path = `/app/visitor/conversations/${conversationId}/messages`;
    expect((await call(app, 'POST', path, { text: 'still there?' }, visitor.token)).statusCode).toBe(200);
    expect((await call(app, 'POST', path, { text: 'not a visitor' }, agentToken)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/app/visitor/conversations', undefined, agentToken)).statusCode).toBe(401);
  });
});
