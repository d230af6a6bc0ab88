// The isolation suite (issue 16), generated from the server's own route table like the sweep: two projects with data
// in every table; every route is called with project A's ids in its parameters and in the ids its body may take, as
// project B's admin, B's agent and a visitor of B. Every answer must be a refusal (4xx) or a success that shows none
// of A's data (A's marker is in every text of A's), and A's rows (count and hash per table) must be as they were.
// A route the generator cannot fill fails the suite unless it is listed in NOT_FILLED with its reason.
// Runs on SQLite, and on PostgreSQL in the pass where TEST_DATABASE_URL is set (support/server picks the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../../../mock-server/index';
import { startIntegrationServer } from '../support/integrations';
import { fillEmptyTables, seedProject, type Seeded } from './populate';
import { dbOf, readSchema, snapshot, type Schema } from './snapshot';
import { platformOf, type Platform } from './apiKeys';

/** Routes whose parameters are not project-scoped ids, with the reason they are not called with A's values. */
const NOT_FILLED: Record<string, string> = {
  'GET /realtime/app/:key': 'the websocket endpoint; channel isolation is tested in tests/api/isolation.test.ts and realtime.test.ts',
  'GET /app/invitations/:token': 'the token is the credential (a secret mailed to the invitee), not an id B could learn',
  'GET /app/meet/:key': "a public booking page: the key is published by its owner on purpose",
  'POST /app/meet/:key': "a public booking page: the key is published by its owner on purpose",
  'GET /uploads/:key/:name': 'a capability URL: the storage key is 128 random bits handed only to the conversation',
  'POST /apps/:appId/batch_events': 'the Pusher HTTP API, signed with the realtime secret rather than a session',
  'GET /apps/:appId/channels': 'the Pusher HTTP API, signed with the realtime secret rather than a session',
  'GET /apps/:appId/channels/:channel': 'the Pusher HTTP API, signed with the realtime secret rather than a session',
  'GET /apps/:appId/channels/:channel/users': 'the Pusher HTTP API, signed with the realtime secret rather than a session',
  'POST /apps/:appId/events': 'the Pusher HTTP API, signed with the realtime secret rather than a session',
  'GET /dev/mailbox': 'the development mailbox: not mounted when NODE_ENV=production (tests/api/isolation/devMailbox.test.ts)',
  'GET /dev/mailbox.json': 'the development mailbox: not mounted when NODE_ENV=production (tests/api/isolation/devMailbox.test.ts)',
  'POST /dev/mailbox/:id/reply': 'the development mailbox (the outbox has no project): not mounted when NODE_ENV=production (tests/api/isolation/devMailbox.test.ts)',
};

let app: FastifyInstance;
let mocks: MockServer;
let schema: Schema;
let a: Seeded;
let b: Seeded;
let filled: string[] = [];
let aPlatform: Platform;
let bPlatform: Platform;

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  a = await seedProject(app, 'alpha', mocks);
  b = await seedProject(app, 'beta', mocks);
  [aPlatform, bPlatform] = [await platformOf(app, a, `${mocks.url}/hooks`), await platformOf(app, b, `${mocks.url}/hooks`)];
  schema = await readSchema(dbOf(app));
  filled = await fillEmptyTables(app, schema, a);
  await fillEmptyTables(app, schema, b);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await mocks?.close();
});

/** A's value for a route parameter, by the parameter's name and the resource the route is under. */
function paramValue(url: string, param: string): string | undefined {
  const resource = url.split('/')[2] === 'inbox' || url.split('/')[2] === 'visitor' ? url.split('/')[3] : url.split('/')[2];
  const i = a.ids;
  if (param === 'conversationId') return String(i.conversation);
  if (param === 'visitorId') return url.startsWith('/app/highlights') || url.startsWith('/app/contacts/visitor') ? i.visitorPublic : String(i.visitor);
  if (param === 'userId') return String(i.user);
  if (param === 'messageId') return url.startsWith('/app/inbox/') ? String(i.message) : String(i.canned);
  if (param === 'clientId') return i.heldClientId;
  if (param === 'version') return '1';
  if (param === 'jobId') return String(i.bulkJob);
  if (param === 'viewId') return String(i.view);
  if (param === 'mergeId') return String(i.merge);
  if (param === 'kind') return i.integration;
  if (param === 'key' && url.startsWith('/app/settings')) return 'widget';
  if (param !== 'id') return undefined;
  const byResource: Record<string, number> = {
    audiences: i.audience, cannedmessages: i.canned, customers: i.visitor, flows: i.flow, attachments: i.attachment, roles: i.role,
    tags: i.tag, teams: i.team, users: i.agentUser, invitations: i.invitation, contacts: i.contact, companies: i.company, 'api-keys': aPlatform.key.id, webhooks: aPlatform.webhook,
  };
  return byResource[resource ?? ''] === undefined ? undefined : String(byResource[resource!]);
}

/** The ids a body may carry, all A's. */
const bodyOf = () => ({
  id: a.ids.conversation, conversationId: a.ids.conversation, visitorId: a.ids.visitor, userId: a.ids.user, roleId: a.ids.role, teamId: a.ids.team,
  tagId: a.ids.tag, tagIds: [a.ids.tag], audienceId: a.ids.audience, flowId: a.ids.flow, memberIds: [a.ids.agentUser], members: [a.ids.agentUser],
  userIds: [a.ids.agentUser], ids: [a.ids.conversation], conversationIds: [a.ids.conversation, a.ids.mergedAway], messageId: a.ids.canned, attachmentId: a.ids.attachment, fromId: a.ids.contact,
  name: 'isolation probe', text: 'isolation probe', message: 'isolation probe',
});
// Not in the body: A's widget key and A's users' emails. A visitor session on A's key and a reset mail to A's user
// are public by design (any website visitor; anyone who knows the address) and create rows of A's on purpose.

describe('project isolation, generated from the route table', () => {
  it('has data of both projects in every table', async () => {
    const db = dbOf(app);
    for (const s of [a, b]) {
      const state = await snapshot(db, schema, s.projectId);
      expect(Object.entries(state).filter(([, t]) => t.count === 0).map(([name]) => name)).toEqual([]);
    }
    // The product's own paths fill the core tables; synthetic rows only stand in for what a test cannot reach
    // cheaply (analytics roll-ups, calendar and Teams links, bot step visits…).
    const core = ['conversations', 'messages', 'visitors', 'attachments', 'tags', 'canned_messages', 'audiences', 'flows', 'flow_versions', 'roles', 'teams', 'team_members', 'users', 'sessions', 'action_tokens', 'integration_connections', 'conversation_members', 'realtime_events'];
    expect(core.filter((t) => filled.includes(t) || !schema.has(t))).toEqual([]);
  });

  it("B's admin, B's agent and B's visitor with A's ids get no data of A's and change nothing of A's", async () => {
    const db = dbOf(app);
    const before = await snapshot(db, schema, a.projectId);
    const findings: string[] = [];
    const unfilled: string[] = [];
    const callers = { admin: b.adminToken, agent: b.agentToken, visitor: b.visitorToken, apiKey: bPlatform.key.secret };
    let requests = 0;
    for (const route of app.routeTable) {
      const name = `${route.method} ${route.url}`;
      if (NOT_FILLED[name]) continue;
      const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      let url = route.url.replace(/\*$/, '');
      let missing = false;
      for (const p of params) {
        const v = paramValue(route.url, p);
        if (v === undefined) missing = true;
        else url = url.replace(`:${p}`, encodeURIComponent(v));
      }
      if (missing) {
        unfilled.push(name);
        continue;
      }
      // Routes without A's ids in the path still get them in the query and body (filters, targets of a write).
      const query = `conversationId=${a.ids.conversation}&visitorId=${a.ids.visitor}&userId=${a.ids.user}&id=${a.ids.conversation}`;
      for (const [who, token] of Object.entries(callers)) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: `${url}${url.includes('?') ? '&' : '?'}${query}`,
          headers: { authorization: `Bearer ${token}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: bodyOf() }),
        });
        requests += 1;
        const where = `${name} as B's ${who} → ${res.statusCode}`;
        if (res.statusCode >= 500) findings.push(`${where}: ${res.body.slice(0, 160)}`);
        else if (res.body.includes(a.marker)) findings.push(`${where}: answer holds A's data: ${res.body.slice(0, 200)}`);
      }
    }
    const after = await snapshot(db, schema, a.projectId);
    const changed = Object.keys(before).filter((t) => before[t]!.hash !== after[t]!.hash || before[t]!.count !== after[t]!.count);
    expect({ findings, unfilled, changed }).toEqual({ findings: [], unfilled: [], changed: [] });
    expect(requests).toBeGreaterThan(300);
  }, 120_000);
});
