// The dashboard's realtime client (src/providers/realtime.ts + the inbox's event sync) against the real server on a
// real port: a visitor message arrives in sequence, a reply goes out as client-app-message and comes back
// confirmed, and after the server restarts (same data folder) the client is back within seconds, not pusher-js's
// ~15 s, and gets the events it missed while the server was down.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Pusher from 'pusher-js';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import type { EventData, MissedEvents, StoredEvent } from '../../src/domain/inbox/events';
import { buildClientAppMessage } from '../../src/domain/inbox/sending';
import { channelProjectId } from '../../src/domain/channels';
import type { InboxDetails } from '../../src/domain/inbox/types';
import { createRealtimeClient, type PusherConstructor, type RealtimeClient } from '../../src/providers/realtime';
import { asStoredEvent, createEventSync, MESSAGE_FAILED, type EventSync } from '../../src/custom/inbox/data/eventSync';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays, type TestVisitor } from './support/visitor';
import { tick } from './support/pusher';

let dataDir: string;
let app: FastifyInstance;
let port: number;
let token: string;
let widgetKey: string;
let details: InboxDetails;
let rt: RealtimeClient;
let sync: EventSync;
const applied: StoredEvent[] = [];
const failures: unknown[] = [];
const missedCalls: number[] = [];
let subscriptions = 0;

const base = () => `http://127.0.0.1:${port}`;

/**
 * Listen on a port below Linux's ephemeral range (32768+), where servers of parallel test files (port 0) never
 * land, so the port is still free when the restarted server takes it again.
 */
async function listenBelowEphemeral(server: FastifyInstance): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const candidate = 20000 + Math.floor(Math.random() * 12000);
    try {
      await server.listen({ port: candidate, host: '127.0.0.1' });
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 20) throw error;
    }
  }
}

async function getJson<T>(p: string): Promise<T> {
  const res = await fetch(`${base()}${p}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Resolves once `check` holds, polling; rejects after `ms`. */
async function until<T>(check: () => T | undefined | false, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await tick(20);
  }
}

const newMessages = () => applied.filter((e): e is StoredEvent<'new-message'> => e.event === 'new-message');
const messageWith = (pred: (d: EventData<'new-message'>) => boolean) => newMessages().find((e) => pred(e.data));

function reply(v: TestVisitor, conversationId: number, text: string, clientId: string) {
  const [project, own] = details.pusherChannels;
  return buildClientAppMessage({
    sender: details.sender,
    projectId: channelProjectId(project!.name)!,
    channelName: own!.name,
    conversationId,
    visitorId: v.visitorId,
    clientId,
    draft: { text },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-inbox-client-'));
  // A data folder on disk (not :memory:) so the restarted server finds the same database.
  app = await startTestServer({ dataDir, databaseUrl: null });
  port = await listenBelowEphemeral(app);
  const p = await buildProject(app.repos);
  widgetKey = p.project.widget_key;
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Agent Client' });
  token = await login(app, agent.email, agent.password);
  details = await getJson<InboxDetails>('/app/inbox/details?indetails=true');

  rt = createRealtimeClient({
    Pusher: Pusher as unknown as PusherConstructor,
    settings: {
      key: 'parley-key',
      wsHost: '127.0.0.1',
      wsPort: port,
      wsPath: '/realtime',
      forceTLS: false,
      authEndpoint: `${base()}/app/realtime/auth`,
      authHeaders: () => ({ Authorization: `Bearer ${token}` }),
    },
  });
  sync = createEventSync(details.seq, {
    fetchMissed: (after) => {
      missedCalls.push(after);
      return getJson<MissedEvents>(`/app/inbox/events?after=${after}`);
    },
    apply: (e) => applied.push(e),
    reload: () => failures.push('reset'),
    retryMs: 200,
  });
  const [project, own] = details.pusherChannels;
  rt.subscribe(project!.name, {
    onEvent: (name, data) => {
      const e = asStoredEvent(name, data);
      if (e) sync.receive(e);
    },
    onSubscribed: () => {
      subscriptions += 1;
      sync.resubscribed();
    },
  });
  rt.subscribe(own!.name, { onEvent: (name, data) => name === MESSAGE_FAILED && failures.push(data) });
  await until(() => subscriptions > 0 && !sync.syncing, 5000, 'the first subscription');
});

afterAll(async () => {
  sync?.dispose();
  rt?.close();
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('realtime client against the real server', () => {
  let v: TestVisitor;
  let conversationId: number;

  it('receives a visitor message in sequence', async () => {
    v = await newVisitor(app, widgetKey, { name: 'Rhea' });
    conversationId = await startConversation(app, v, 'Is anyone there?');
    const e = await until(() => messageWith((d) => d.message.text === 'Is anyone there?'), 3000, 'the visitor message');
    expect(e.data.conversationId).toBe(conversationId);
    expect(e.data.message.senderType).toBe('visitor');
    expect(e.seq).toBeGreaterThan(details.seq);
    expect(sync.lastSeen).toBe(e.seq);
  });

  it('sends a reply as client-app-message and sees it confirmed with its client id', async () => {
    expect(rt.trigger(details.pusherChannels[1]!.name, 'client-app-message', reply(v, conversationId, 'Yes, how can I help?', 'cid-1'))).toBe(true);
    const e = await until(() => messageWith((d) => d.message.clientId === 'cid-1'), 3000, 'the confirmation');
    expect(e.data.message).toMatchObject({ text: 'Yes, how can I help?', senderType: 'agent', senderName: 'Agent Client' });
    expect(failures).toEqual([]);
  });

  it('survives a server restart within seconds and fetches what it missed', async () => {
    const before = sync.lastSeen;
    const subscribedBefore = subscriptions;
    await app.close();
    await until(() => rt.state !== 'connected', 2000, 'the client to notice the shutdown');

    app = await startTestServer({ dataDir, databaseUrl: null });
    await app.listen({ port, host: '127.0.0.1' });
    const back = Date.now();
    // Written while the client is still away: only the catch-up can bring it, unless the client is already back.
    await visitorSays(app, v, conversationId, 'Hello? Still there?');

    await until(() => rt.state === 'connected' && subscriptions > subscribedBefore, 5000, 'the reconnection');
    expect(Date.now() - back).toBeLessThan(5000);
    const missed = await until(() => messageWith((d) => d.message.text === 'Hello? Still there?'), 3000, 'the missed message');
    expect(missed.seq).toBe(before + 1);
    expect(missedCalls).toContain(before);
    expect(applied.map((e) => e.seq)).toEqual([...applied.map((e) => e.seq)].sort((a, b) => a - b));
    expect(failures).toEqual([]);
  });

  it('replies again after the restart with the refreshed details (the dashboard refetches them on resubscribe)', async () => {
    details = await getJson<InboxDetails>('/app/inbox/details?indetails=true');
    expect(rt.trigger(details.pusherChannels[1]!.name, 'client-app-message', reply(v, conversationId, 'Still here!', 'cid-2'))).toBe(true);
    const e = await until(() => messageWith((d) => d.message.clientId === 'cid-2'), 3000, 'the confirmation after the restart');
    expect(e.data.message.text).toBe('Still here!');
    const thread = (await call(app, 'GET', `/app/inbox/conversations/${conversationId}/${v.visitorId}`, undefined, token)).json();
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([
      'Is anyone there?',
      'Yes, how can I help?',
      'Hello? Still there?',
      'Still here!',
    ]);
  });
});
