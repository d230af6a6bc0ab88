// Abuse protection and isolation on the visitor API: per-IP and per-visitor rate limits, a blocked visitor
// (neutral answers, no bot and no agent attention), and a visitor confined to their own project and channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import { agentChannel, projectChannel, visitorChannel } from '../../src/domain/channels';
import { MSG } from '../../src/domain/messages';
import { VISITOR_MSG } from '../../src/domain/schemas/visitor';
import { call, errorOf, startTestServer } from './support/server';
import { newVisitor, type TestVisitor } from './support/visitor';
import { agentOnline } from './support/agentOnline';

const botFlow: Flow = {
  name: 'Greeter',
  status: 'active',
  audienceId: null,
  priority: 0,
  version: 1,
  topics: [],
  greeting: { variants: [{ id: 'g', value: textDoc('Hello'), gifs: [] }], buttons: [{ id: 'b', label: 'Hi', redirect: { kind: 'fromResponse' } }] },
  paths: [{ id: 'p', name: 'Main', steps: [{ id: 's', type: 'text', message: textDoc('ok'), gifs: [] }] }],
};

describe('rate limits', () => {
  let app: FastifyInstance;
  let key: string;
  beforeAll(async () => {
    // 10 writes a minute per address on each endpoint, 5 per visitor across the visitor API's writes.
    app = await startTestServer({ visitorRateLimitPerMinute: 10 });
    key = (await buildProject(app.repos)).project.widget_key;
  });
  afterAll(async () => app.close());

  const pageview = (v: TestVisitor, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/app/visitor/events', payload: { type: 'pageview', url: 'https://x.test/' }, headers: { authorization: `Bearer ${v.token}` }, remoteAddress });

  it('one visitor gets half an address budget; the address as a whole gets the rest; another address is unaffected', async () => {
    const a = await newVisitor(app, key);
    const b = await newVisitor(app, key);
    const statuses = async (v: TestVisitor, n: number, ip?: string) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await pageview(v, ip)).statusCode);
      return out;
    };
    expect(await statuses(a, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(errorOf(await pageview(a))).toBe(VISITOR_MSG.tooMany); // per visitor
    // The address has used 6 of its 10 on this endpoint: B gets 4, then the address limit answers.
    expect(await statuses(b, 5)).toEqual([200, 200, 200, 200, 429]);
    const limited = await pageview(b);
    expect(errorOf(limited)).toBe(MSG.tooManyAttempts);
    const elsewhere = await newVisitor(app, key);
    expect(await statuses(elsewhere, 2, '10.9.8.7')).toEqual([200, 200]);
  });
});

describe('a blocked visitor', () => {
  let app: FastifyInstance;
  let token: string;
  let key: string;
  let flowId: number;
  beforeAll(async () => {
    app = await startTestServer();
    const p = await buildProject(app.repos, { plan: 'enterprise' });
    key = p.project.widget_key;
    const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, available: true });
    token = (await agentOnline(app, agent)).token; // available = toggled on and connected
    flowId = (await app.repos.flows.create({ projectId: p.project.id, name: 'Greeter', status: 'active', audienceId: null, priority: 0, definition: serializeFlow(botFlow), now: 1 })).id;
  });
  afterAll(async () => app.close());

  it('gets neutral answers, no greeting, no bot, no routing, and nothing reaches agents', async () => {
    const v = await newVisitor(app, key, { name: 'Spammer' });
    const first = (await call(app, 'POST', '/app/visitor/conversations', { text: 'first' }, v.token)).json().conversationId;
    expect((await call(app, 'POST', `/app/inbox/visitor/block/${v.visitorId}`, { block: true }, token)).statusCode).toBe(200);
    const seqBefore = (await call(app, 'GET', '/app/inbox/details', undefined, token)).json().seq;

    expect((await call(app, 'POST', '/app/visitor/events', { type: 'pageview', url: 'https://x.test/' }, v.token)).json()).toEqual({ greeting: null });
    const bot = await call(app, 'POST', '/app/visitor/conversations', { flowId, optionId: 'b' }, v.token);
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toMatchObject({ message: null, messages: [] });
    const human = await call(app, 'POST', '/app/visitor/conversations', { text: 'buy now' }, v.token);
    expect(human.statusCode).toBe(201);
    expect(human.json().message).toBeNull();
    const sent = await call(app, 'POST', `/app/visitor/conversations/${first}/messages`, { text: 'still here' }, v.token);
    expect(sent.json()).toEqual({ message: null, messages: [] });
    expect((await call(app, 'POST', `/app/visitor/conversations/${first}/typing`, { typing: true }, v.token)).json()).toEqual({ ok: true });
    expect((await call(app, 'POST', '/app/visitor/offline', { name: 'S', email: 's@x.example', message: 'hi' }, v.token)).statusCode).toBe(201);

    // No event went out to the agents, nobody was assigned, the bot said nothing.
    expect((await call(app, 'GET', '/app/inbox/details', undefined, token)).json().seq).toBe(seqBefore);
    const detail = async (id: number) => (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, token)).json();
    expect((await detail(first)).details.routingExplanation).toMatch(/^offered to everyone available/); // before the block
    expect((await detail(human.json().conversationId)).details.routingExplanation).toBeNull();
    expect((await detail(bot.json().conversationId)).messages).toEqual([]);
  });
});

describe('isolation', () => {
  let app: FastifyInstance;
  let keyA: string;
  let keyB: string;
  let projectA: number;
  let projectB: number;
  let agentA: number;
  beforeAll(async () => {
    app = await startTestServer();
    const a = await buildProject(app.repos);
    const b = await buildProject(app.repos);
    [keyA, keyB, projectA, projectB] = [a.project.widget_key, b.project.widget_key, a.project.id, b.project.id];
    agentA = (await buildUser(app.repos, { projectId: projectA, roleId: a.agent.id })).id;
  });
  afterAll(async () => app.close());

  const authorize = (path: string, channel: string, token: string) =>
    app.inject({
      method: 'POST',
      url: path,
      payload: `socket_id=1.2&channel_name=${encodeURIComponent(channel)}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });

  it("a visitor may subscribe to their own channel only: not another visitor's, nor an agent or project channel", async () => {
    const v = await newVisitor(app, keyA);
    const w = await newVisitor(app, keyA);
    const x = await newVisitor(app, keyB);
    expect((await authorize('/app/visitor/realtime/auth', v.channel, v.token)).statusCode).toBe(200);
    for (const channel of [w.channel, x.channel, visitorChannel(projectB, v.visitorId), projectChannel(projectA), agentChannel(projectA, agentA)]) {
      expect((await authorize('/app/visitor/realtime/auth', channel, v.token)).statusCode).toBe(403);
    }
    // A visitor token means nothing on the agents' authorisation endpoint.
    expect((await authorize('/app/realtime/auth', projectChannel(projectA), v.token)).statusCode).toBe(401);
  });

  it("a visitor cannot read, write or type in another visitor's conversation, nor reach another project's", async () => {
    const owner = await newVisitor(app, keyA);
    const intruder = await newVisitor(app, keyA);
    const id = (await call(app, 'POST', '/app/visitor/conversations', { text: 'mine' }, owner.token)).json().conversationId;
    for (const [method, url, body] of [
      ['GET', `/app/visitor/conversations/${id}/messages?after=0`, undefined],
      ['POST', `/app/visitor/conversations/${id}/messages`, { text: 'hi' }],
      ['POST', `/app/visitor/conversations/${id}/typing`, { typing: true }],
      ['POST', `/app/visitor/conversations/${id}/feedback`, { feedbackId: 'f', rating: 5 }],
    ] as const) {
      expect((await call(app, method, url, body, intruder.token)).statusCode).toBe(404);
    }
    // A project's flow ids mean nothing to another project's visitors.
    const pB = await app.repos.flows.create({ projectId: projectB, name: 'B bot', status: 'active', audienceId: null, priority: 0, definition: serializeFlow(botFlow), now: 1 });
    expect((await call(app, 'POST', '/app/visitor/conversations', { flowId: pB.id }, owner.token)).statusCode).toBe(404);
    // Another project's greeting never reaches this project's visitors.
    expect((await call(app, 'POST', '/app/visitor/events', { type: 'pageview', url: 'https://a.test/' }, owner.token)).json().greeting).toBeNull();
  });
});
