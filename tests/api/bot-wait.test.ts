// A Live Chat step's waitSeconds on the real server: with nobody available the visitor waits for an agent before
// the step's offline message; an agent who turns available meanwhile gets the conversation and their reply ends the
// wait; outside office hours the message goes at once; pending waits survive a restart (re-armed from the database,
// or resolved at boot when their time ran out while the server was down).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { Routing } from '../../src/domain/flows/types';
import type { ClientAppMessage } from '../../src/domain/inbox/events';
import type { InboxDetails, Message } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor, type TestVisitor } from './support/visitor';
import { listen, nextEvent, pusherClient, subscribed, tick } from './support/pusher';
import { agentOnline } from './support/agentOnline';
import { liveChatFlow, saveFlow } from './support/flows';

const OFFLINE = 'Sorry, nobody could come. We will email you.';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bot-wait-'));
let app: FastifyInstance;
let port: number;
const clients: Pusher[] = [];
let widgetKey: string;
let projectId: number;
let ann: { id: number; project_id: number; email: string; password: string };
let annToken: string;
const flows: Record<string, number> = {};

const roundRobin: Routing = { mode: 'everyoneInRoundrobin', destination: 'inbox', assignment: { teams: [], members: [] } };

/** A flow whose greeting button leads to a Live Chat step waiting `waitSeconds`. */
async function addFlow(name: string, waitSeconds: number | null) {
  flows[name] = await saveFlow(app, projectId, liveChatFlow(name, roundRobin, waitSeconds, OFFLINE));
}

async function handedOff(flow: string): Promise<{ v: TestVisitor; conversationId: number; texts: string[] }> {
  const v = await newVisitor(app, widgetKey, { name: 'Wendy' });
  const res = await call(app, 'POST', '/app/visitor/conversations', { flowId: flows[flow], variantId: 'g', optionId: 'talk' }, v.token);
  expect(res.statusCode).toBe(201);
  const body = res.json() as { conversationId: number; messages: Message[] };
  return { v, conversationId: body.conversationId, texts: body.messages.map((m) => m.text) };
}

async function visitorTexts(v: TestVisitor, conversationId: number): Promise<string[]> {
  const res = await call(app, 'GET', `/app/visitor/conversations/${conversationId}/messages?after=0`, undefined, v.token);
  return (res.json().messages as Message[]).map((m) => m.text);
}

async function visitorChannel(v: TestVisitor): Promise<Channel> {
  const client = pusherClient(port, v.token, '/app/visitor/realtime/auth');
  clients.push(client);
  return subscribed(client, v.channel);
}

const setAvailable = async (available: boolean) =>
  expect((await call(app, 'POST', '/app/user/available', { available }, annToken)).statusCode).toBe(200);

async function start() {
  app = await startTestServer({ dataDir, databaseUrl: null });
  port = await listen(app);
}

beforeAll(async () => {
  await start();
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  ann = await buildUser(app.repos, { projectId, roleId: p.agent.id, name: 'Ann', img: 'https://img.test/ann.png' });
  annToken = await login(app, ann.email, ann.password);
  await addFlow('short', 2);
  await addFlow('long', 6);
  await addFlow('none', null);
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a Live Chat step's wait for an agent", () => {
  it('without a wait, nobody available means the offline message at once (as before)', async () => {
    const { texts } = await handedOff('none');
    expect(texts).toEqual(['Hello!', '', 'Talk to a human', 'Connecting you.', OFFLINE]);
  });

  it('with nobody available, the visitor waits; the offline message comes when the time runs out, not before', async () => {
    const started = Date.now();
    const { v, conversationId, texts } = await handedOff('short');
    expect(texts).toEqual(['Hello!', '', 'Talk to a human', 'Connecting you.']);
    const channel = await visitorChannel(v);
    expect(await visitorTexts(v, conversationId)).not.toContain(OFFLINE);
    const offline = await nextEvent<{ conversationId: number; message: Message }>(channel, 'new-message', (d) => d.message.text === OFFLINE, 5000);
    expect(offline.conversationId).toBe(conversationId);
    expect(offline.message.senderType).toBe('bot');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // Once: the wait is over.
    await tick(1500);
    expect((await visitorTexts(v, conversationId)).filter((t) => t === OFFLINE)).toHaveLength(1);
    expect(app.visitors.bot.waits.size).toBe(0);
  });

  it('an agent who turns available gets the conversation; their reply ends the wait (no offline message)', async () => {
    const { v, conversationId } = await handedOff('long');
    const details = (await call(app, 'GET', '/app/inbox/details', undefined, annToken)).json() as InboxDetails;
    const agent = pusherClient(port, annToken);
    clients.push(agent);
    const [project, own] = await Promise.all([subscribed(agent, details.pusherChannels[0]!.name), subscribed(agent, details.pusherChannels[1]!.name)]);
    const joined = nextEvent<{ conversationId: number; userId: number }>(project, 'member-join', (d) => d.conversationId === conversationId, 4000);
    await setAvailable(true);
    expect((await joined).userId).toBe(ann.id);
    const thread = (await call(app, 'GET', `/app/inbox/conversations/${conversationId}/${v.visitorId}`, undefined, annToken)).json();
    expect(thread.details.routingExplanation).toMatch(/^assigned to Ann: round robin/);

    const confirmed = nextEvent<{ message: Message }>(project, 'new-message', (d) => d.message.clientId === 'wait-reply');
    const reply: ClientAppMessage = {
      senderId: ann.id,
      channelName: details.pusherChannels[1]!.name,
      visitorId: v.visitorId,
      conversationId,
      clientId: 'wait-reply',
      message: { text: 'Hi Wendy, Ann here.', mentions: [] },
      projectId,
      senderSignature: details.sender.signature,
    };
    own.trigger('client-app-message', reply);
    await confirmed;
    // Past the deadline: the reply answered the visitor, so no offline message.
    await tick(6500);
    expect(await visitorTexts(v, conversationId)).toEqual(['Hello!', '', 'Talk to a human', 'Connecting you.', 'Hi Wendy, Ann here.']);
    await setAvailable(false);
  }, 15_000);

  it('outside office hours there is nobody to wait for: the offline message goes at once', async () => {
    // One window, every day, that excludes the current hour.
    const hour = new Date().getUTCHours();
    const from = ((hour + 2) % 24) * 3600;
    const to = ((hour + 3) % 24) * 3600;
    await app.repos.settings.put(projectId, 'officeHours', { enabled: true, timezone: 'UTC', mode: 'everyday', windows: [{ from, to: to || 86400 }], days: {} }, 1);
    try {
      await setAvailable(true);
      const { texts } = await handedOff('long');
      expect(texts).toEqual(['Hello!', '', 'Talk to a human', 'Connecting you.', OFFLINE]);
    } finally {
      await setAvailable(false);
      await app.repos.settings.put(projectId, 'officeHours', { enabled: false, timezone: 'UTC', mode: 'everyday', windows: [], days: {} }, 1);
    }
  });
});

describe('pending waits across a restart', () => {
  it('a wait whose time ran out while the server was down is resolved at boot; a running one is re-armed', async () => {
    const overdue = await handedOff('short');
    const running = await handedOff('long');
    await app.close();
    await tick(2500);
    await start();
    expect(app.visitors.bot.waits.size).toBeGreaterThanOrEqual(1);
    await expect.poll(() => visitorTexts(overdue.v, overdue.conversationId), { timeout: 3000 }).toContain(OFFLINE);
    expect(await visitorTexts(running.v, running.conversationId)).not.toContain(OFFLINE);
    // The re-armed wait still routes: the agent, connected to the restarted server, turning available gets it.
    await agentOnline(app, ann);
    await setAvailable(true);
    await expect
      .poll(async () => (await app.repos.conversations.membersOf([running.conversationId])).get(running.conversationId) ?? [], { timeout: 10_000 })
      .toContain(ann.id);
    await setAvailable(false);
  }, 30_000);
});
