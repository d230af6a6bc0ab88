// Transcripts' buttons (issue 28): an agent sends the transcript to the visitor's known email or to themselves
// (POST app/inbox/conversations/:id/transcript { to }); a visitor Parley knows no email of gives one with the request
// (POST app/visitor/conversations/:id/transcript { email }, the widget's schema), which becomes their email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';

let app: FastifyInstance;
let widgetKey: string;
let agent: Awaited<ReturnType<typeof buildUser>>;
let token: string;
const transcripts = async (to: string) => (await app.repos.outbox.latest(20, to)).filter((r) => r.subject.startsWith('Your conversation with '));

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Maya' });
  token = await login(app, agent.email, agent.password);
});
afterAll(async () => app.close());

describe('transcripts', () => {
  it('an agent sends one to themselves, even when the visitor has no email', async () => {
    const anon = await newVisitor(app, widgetKey, { name: 'Anon' });
    const id = await startConversation(app, anon, 'What are your prices?');
    const res = await call(app, 'POST', `/app/inbox/conversations/${id}/transcript`, { to: 'me' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The transcript was sent by email.' });
    const [mail] = await transcripts(agent.email);
    expect(mail!.text).toContain('What are your prices?');
    const bad = await call(app, 'POST', `/app/inbox/conversations/${id}/transcript`, { to: 'everyone' }, token);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Please choose who gets the transcript');
  });

  it('a visitor without an email gives one with the request; it is validated and kept', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Noa' });
    const id = await startConversation(app, v, 'Please send me this.');
    const none = await call(app, 'POST', `/app/visitor/conversations/${id}/transcript`, {}, v.token);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toBe('This visitor has no email address.');
    const bad = await call(app, 'POST', `/app/visitor/conversations/${id}/transcript`, { email: 'not-an-email' }, v.token);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Please enter a valid email address!'); // spec §8's email wording
    const ok = await call(app, 'POST', `/app/visitor/conversations/${id}/transcript`, { email: ' Noa@Visitor.test ' }, v.token);
    expect(ok.statusCode).toBe(200);
    expect((await transcripts('noa@visitor.test'))[0]!.text).toContain('Please send me this.');
    const conv = await app.repos.conversations.findInProject(agent.project_id, id);
    expect((await app.repos.visitors.findById(conv!.visitor_id))!.email).toBe('noa@visitor.test');
  });

  it('a visitor with a known email cannot send their transcript elsewhere', async () => {
    const v = await newVisitor(app, widgetKey, { name: 'Kai', email: 'kai@visitor.test' });
    const id = await startConversation(app, v, 'Hello');
    expect((await call(app, 'POST', `/app/visitor/conversations/${id}/transcript`, { email: 'other@evil.test' }, v.token)).statusCode).toBe(200);
    expect(await transcripts('other@evil.test')).toHaveLength(0);
    expect(await transcripts('kai@visitor.test')).toHaveLength(1);
  });
});
