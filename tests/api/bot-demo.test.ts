// The seeded demo project greets its website's visitors: greeting with two buttons, an email input, then a human.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../../demo/seed/project';
import type { Message } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor } from './support/visitor';
import { agentOnline } from './support/agentOnline';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer({ seedDemo: true });
});
afterAll(async () => app.close());

describe('the demo bot', () => {
  it('greets on any page, takes the sales path and hands over to the available agents', async () => {
    // Available = toggled on and connected (src/domain/presence): Ada and Sam have the dashboard open.
    for (const email of [DEMO.admin, DEMO.agent]) await agentOnline(app, { ...(await app.repos.users.findByEmail(email))!, password: DEMO.password });
    const v = await newVisitor(app, DEMO.widgetKey, { name: 'Demo Visitor' });
    const { greeting } = (await call(app, 'POST', '/app/visitor/events', { type: 'pageview', url: 'http://localhost:3000/demo' }, v.token)).json();
    expect(greeting.messages.map((m: Message) => m.buttons?.map((b) => b.label) ?? m.text)).toEqual([
      'Hi there 👋 Welcome to the Parley demo. How can we help?',
      ['Talk to sales', 'I need help'],
    ]);
    const start = (await call(app, 'POST', '/app/visitor/conversations', { flowId: greeting.flowId, variantId: greeting.variantId, optionId: 'demo-sales' }, v.token)).json();
    expect(start.messages.at(-1)).toMatchObject({ text: 'Great! What is your work email?', prompt: { field: 'email', validation: 'email' } });
    const done = (await call(app, 'POST', `/app/visitor/conversations/${start.conversationId}/messages`, { text: 'demo@acme.example' }, v.token)).json();
    expect(done.messages.map((m: Message) => m.text)).toEqual(['demo@acme.example', 'Thanks! Connecting you with our team now.']);

    const token = await login(app, DEMO.agent, DEMO.password);
    const d = (await call(app, 'GET', `/app/inbox/conversations/${start.conversationId}/${v.visitorId}`, undefined, token)).json();
    expect(d.details.botConv).toBe(false);
    expect(d.details.routingExplanation).toBe('offered to everyone available: Ada Admin and Sam Agent (2 available agents); Casey Success offline');
  });
});
