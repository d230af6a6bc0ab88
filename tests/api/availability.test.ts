// Availability is one rule (issue 22.2): toggled Available and connected now, or a moment ago (the grace, 1 s here).
// The widget's online state, routing and the bot's wait for an agent all follow it: an agent toggled on who never
// connected counts nowhere; a connected one counts; a dropped socket counts during the grace and not after; and a
// handover while two Available agents are connected never tells the visitor the team is away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { presenceSettings } from '../../server/services/presence/settings';
import { agentChannel } from '../../src/domain/channels';
import type { Message } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { listen, pusherClient, subscribed, tick } from './support/pusher';
import { newVisitor, startConversation } from './support/visitor';
import { EVERYONE_IN_INBOX, liveChatFlow, saveFlow } from './support/flows';

const AWAY = 'Our team is away right now. Leave your message here and we will get back to you.';
let app: FastifyInstance;
let port: number;
let projectId: number;
let widgetKey: string;
let agentRoleId: number;
const clients: Pusher[] = [];

const widgetOnline = async () => (await call(app, 'GET', `/app/visitor/widget?projectKey=${widgetKey}`)).json().online as boolean;

async function routingNote(): Promise<string | null> {
  const v = await newVisitor(app, widgetKey, { name: 'Vic' });
  const id = await startConversation(app, v, 'Hello?');
  return (await app.repos.conversations.findInProject(projectId, id))!.routing_note;
}

/** An agent toggled Available with a complete profile (signed in, nothing connected yet). */
async function availableAgent(name: string) {
  const u = await buildUser(app.repos, { projectId, roleId: agentRoleId, name, img: `https://img.test/${name}.png` });
  const token = await login(app, u.email, u.password);
  expect((await call(app, 'POST', '/app/user/available', { available: true }, token)).statusCode).toBe(200);
  return { ...u, token };
}

/** The dashboard open: pusher-js subscribed to the agent's own channel. */
async function connect(agent: { id: number; token: string }): Promise<Pusher> {
  const client = pusherClient(port, agent.token);
  clients.push(client);
  await subscribed(client, agentChannel(projectId, agent.id));
  return client;
}

beforeAll(async () => {
  app = await startTestServer({ presence: { ...presenceSettings({}), agentGraceSeconds: 1 } });
  port = await listen(app);
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await app?.close();
});

describe('availability = toggled on and connected now (or within the grace)', () => {
  beforeAll(async () => {
    const p = await buildProject(app.repos);
    projectId = p.project.id;
    widgetKey = p.project.widget_key;
    agentRoleId = p.agent.id;
  });

  it('toggled Available but never connected: the widget is offline and routing finds nobody', async () => {
    // As the seed or an admin can leave it: the toggle on for someone who has never opened the dashboard.
    await buildUser(app.repos, { projectId, roleId: agentRoleId, name: 'Ghost', img: 'https://img.test/g.png', available: true });
    const ann = await availableAgent('Ann');
    expect(await widgetOnline()).toBe(false);
    expect(await routingNote()).toMatch(/^no agent available: Ghost and Ann offline/);
    // Once Ann connects she is the one routing offers to; Ghost still is not.
    const client = await connect(ann);
    expect(await widgetOnline()).toBe(true);
    expect(await routingNote()).toMatch(/^offered to everyone available: Ann \(1 available agent\); Ghost offline/);
    client.disconnect();
    await tick(1300);
  });

  it('a socket that dropped still counts during the grace (a reload), and not after it', async () => {
    const p = await buildProject(app.repos);
    projectId = p.project.id;
    widgetKey = p.project.widget_key;
    agentRoleId = p.agent.id;
    const bea = await availableAgent('Bea');
    const client = await connect(bea);
    expect(await widgetOnline()).toBe(true);
    client.disconnect();
    await expect.poll(() => app.realtime.channelSubscriptions(agentChannel(projectId, bea.id)), { timeout: 2000 }).toBe(0);
    expect(await widgetOnline()).toBe(true);
    expect(await routingNote()).toMatch(/^offered to everyone available: Bea/);
    await tick(1200);
    expect(await widgetOnline()).toBe(false);
    expect(await routingNote()).toMatch(/^no agent available: Bea offline/);
  });
});

describe("the bot's wait for an agent", () => {
  it('a handover while two Available agents are connected never sends the away message', async () => {
    const p = await buildProject(app.repos);
    projectId = p.project.id;
    widgetKey = p.project.widget_key;
    agentRoleId = p.agent.id;
    const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada' });
    const adminToken = await login(app, admin.email, admin.password);
    await connect(await availableAgent('Cal'));
    await connect(await availableAgent('Dee'));
    // The default Live Chat step: offered to everyone available, waiting for one of them (1 s here, 60 s by default).
    const flowId = await saveFlow(app, projectId, liveChatFlow('Human', EVERYONE_IN_INBOX, 1));
    const v = await newVisitor(app, widgetKey, { name: 'Wendy' });
    const res = await call(app, 'POST', '/app/visitor/conversations', { flowId, variantId: 'g', optionId: 'talk' }, v.token);
    expect(res.statusCode).toBe(201);
    const conversationId = res.json().conversationId as number;
    // The admin looks at the thread meanwhile; nobody has answered yet when the wait runs out.
    expect((await call(app, 'GET', `/app/inbox/conversations/${conversationId}/${v.visitorId}`, undefined, adminToken)).statusCode).toBe(200);
    await expect.poll(() => app.visitors.bot.waits.size, { timeout: 4000 }).toBe(0);
    await tick(300);
    const texts = ((await call(app, 'GET', `/app/visitor/conversations/${conversationId}/messages?after=0`, undefined, v.token)).json().messages as Message[]).map((m) => m.text);
    expect(texts).toContain('Connecting you.');
    expect(texts).not.toContain(AWAY);
  });

  it('with the same agents toggled on but not connected, the away message does come', async () => {
    const p = await buildProject(app.repos);
    projectId = p.project.id;
    widgetKey = p.project.widget_key;
    agentRoleId = p.agent.id;
    await availableAgent('Eve');
    await availableAgent('Fay');
    const flowId = await saveFlow(app, projectId, liveChatFlow('Human', EVERYONE_IN_INBOX, 1));
    const v = await newVisitor(app, widgetKey, { name: 'Xan' });
    const res = await call(app, 'POST', '/app/visitor/conversations', { flowId, variantId: 'g', optionId: 'talk' }, v.token);
    const conversationId = res.json().conversationId as number;
    const texts = async () => ((await call(app, 'GET', `/app/visitor/conversations/${conversationId}/messages?after=0`, undefined, v.token)).json().messages as Message[]).map((m) => m.text);
    await expect.poll(texts, { timeout: 4000 }).toContain(AWAY);
  });
});
