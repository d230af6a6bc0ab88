// The cluster flake (burst-105), made deterministic: node A commits a visitor message and is killed before its
// event leaves for the other nodes; the next message, committed by node B, carries a later sequence number and is
// heard live. A tab that keeps only the highest number heard never asks for the lost one again (its catch-up after
// reconnecting starts above it); the dashboard's event sync sees the jump and fetches it. Here one server plays
// both nodes: its hub drops the first commit's publish, as the dead node did.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { projectChannel } from '../../src/domain/channels';
import type { InboxDetails } from '../../src/domain/inbox/types';
import type { MissedEvents } from '../../src/domain/inbox/events';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation, visitorSays } from './support/visitor';
import { inboxTab } from '../cluster/inboxTab';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestServer();
});

afterAll(async () => {
  await app.close();
});

it('an event committed by a node that died before publishing reaches the tab once a later event is heard', async () => {
  const p = await buildProject(app.repos);
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Agent Tab' });
  const token = await login(app, agent.email, agent.password);
  const v = await newVisitor(app, p.project.widget_key);
  const conversationId = await startConversation(app, v, 'Before the burst');
  const details = (await call(app, 'GET', '/app/inbox/details', undefined, token)).json() as InboxDetails;
  const tab = inboxTab(details.seq, async (after) => (await call(app, 'GET', `/app/inbox/events?after=${after}`, undefined, token)).json() as MissedEvents, conversationId);

  // The hub stands for the bus: what is published on the project channel reaches the tab, unless the node died.
  const hub = app.realtime;
  const publish = hub.publishJson.bind(hub);
  let nodeDead = false;
  const spy = vi.spyOn(hub, 'publishJson').mockImplementation((channel, event, json, except) => {
    if (nodeDead) return 0;
    if (channel === projectChannel(p.project.id)) tab.receive(event, JSON.parse(json));
    return publish(channel, event, json, except);
  });
  try {
    nodeDead = true;
    await visitorSays(app, v, conversationId, 'burst-105'); // committed, never published
    nodeDead = false;
    await visitorSays(app, v, conversationId, 'burst-106'); // the other node's commit, heard live
    await tab.settled();
    // The tab reconnects after the node died and catches up, as the cluster test's tabs do.
    tab.resubscribed();
    await tab.settled();
  } finally {
    spy.mockRestore();
    tab.dispose();
  }
  const texts = [...tab.messages.values()].map((m) => m.text);
  expect(texts).toEqual(expect.arrayContaining(['burst-105', 'burst-106']));
  expect(texts.filter((t) => t === 'burst-105')).toHaveLength(1);
});
