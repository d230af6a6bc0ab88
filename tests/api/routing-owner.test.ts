// Owner-based routing end to end through the project's connected CRMs (the provider fakes of mock-server/, connected
// for real): for every CRM and each of its objects, a bot conversation whose input step collects the visitor's email
// hands over to the record's owner, or falls back to the mode's assignment with the reason stored (no record; owner
// offline).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow, RoutingMode } from '../../src/domain/flows/types';
import type { ConversationDetail } from '../../src/domain/inbox/types';
import { CRM_LABELS, ownerLabel, ownerModeOf } from '../../src/domain/routing/owner';
import type { MockServer } from '../../mock-server/index';
import { connectIntegration, startIntegrationServer } from './support/integrations';
import { call, login } from './support/server';
import { newVisitor } from './support/visitor';
import { agentOnline } from './support/agentOnline';

let app: FastifyInstance;
let mocks: MockServer;
let widgetKey: string;
let adminToken: string;
const flowOf = new Map<RoutingMode, number>();

/** Per mode: a visitor whose owner (by name) is an available agent, one whose owner is Alex (offline), what is missing. */
const CASES: Array<{ mode: RoutingMode; found: string; owner: string; offline: string; missing: string }> = [
  { mode: 'salesforceContactOwner', found: 'jane@acme.example', owner: 'Sam', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'salesforceLeadOwner', found: 'lee@startup.example', owner: 'Olivia', offline: 'ray@oldco.example', missing: 'lead' },
  { mode: 'salesforceAccountOwner', found: 'buyer@acme.example', owner: 'Ada', offline: 'ceo@initech.example', missing: 'account' },
  { mode: 'hubspotContactOwner', found: 'jane@acme.example', owner: 'Olivia', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'hubspotAccountOwner', found: 'buyer@acme.example', owner: 'Sam', offline: 'ceo@globex.example', missing: 'company' },
  { mode: 'zohoContactOwner', found: 'jane@acme.example', owner: 'Olivia', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'zohoLeadOwner', found: 'lee@startup.example', owner: 'Olivia', offline: 'max@newco.example', missing: 'lead' },
  { mode: 'zohoAccountOwner', found: 'buyer@globex.example', owner: 'Ada', offline: 'ceo@initech.example', missing: 'account' },
  { mode: 'msdynamicsContactOwner', found: 'jane@acme.example', owner: 'Ada', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'msdynamicsLeadOwner', found: 'max@newco.example', owner: 'Olivia', offline: 'lee@startup.example', missing: 'lead' },
  { mode: 'msdynamicsAccountOwner', found: 'buyer@acme.example', owner: 'Sam', offline: 'ceo@umbrella.example', missing: 'account' },
];

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  const projectId = p.project.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Root' });
  adminToken = await login(app, admin.email, admin.password);
  for (const kind of ['salesforce', 'hubspot', 'zoho', 'msdynamics'] as const) await connectIntegration(app, adminToken, kind);
  // Available = toggled on and connected (src/domain/presence): the available ones have the dashboard open.
  const agent = async (name: string, email: string, available: boolean) => {
    const u = await buildUser(app.repos, { projectId, roleId: p.agent.id, name, email, available });
    if (available) await agentOnline(app, u);
    return u;
  };
  await agent('Ada', 'admin@demo.test', true);
  await agent('Sam', 'agent@demo.test', true);
  await agent('Olivia', 'olivia.owner@crm.test', true);
  await agent('Alex', 'away.owner@crm.test', false);
  const fallback = await agent('Finn', 'finn@parley.test', true);
  for (const [i, { mode }] of CASES.entries()) {
    const flow: Flow = {
      version: 1,
      topics: [],
      audienceId: null,
      name: `Owner ${mode}`,
      status: 'active',
      priority: i + 1,
      greeting: { variants: [{ id: 'g', value: textDoc('Hi'), gifs: [] }], buttons: [] },
      paths: [
        {
          id: 'p',
          name: 'Owner',
          steps: [
            { id: 'email', type: 'input', message: textDoc('Email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
            { id: 'human', type: 'app', message: textDoc(''), routing: { mode, destination: 'inbox', assignment: { teams: [], members: [fallback.id] } }, waitSeconds: null, offlineMessage: textDoc('') },
          ],
        },
      ],
    };
    const row = await app.repos.flows.create({ projectId, name: flow.name, status: flow.status, audienceId: null, priority: flow.priority, definition: serializeFlow(flow), now: 1 });
    flowOf.set(mode, row.id);
  }
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

/** Runs the mode's bot with the visitor typing `email`; the conversation as agents see it. */
async function converse(mode: RoutingMode, email: string): Promise<ConversationDetail> {
  const v = await newVisitor(app, widgetKey);
  const started = await call(app, 'POST', '/app/visitor/conversations', { flowId: flowOf.get(mode) }, v.token);
  expect(started.statusCode).toBe(201);
  const id = started.json().conversationId as number;
  const res = await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text: email }, v.token);
  expect(res.statusCode).toBe(200);
  return (await call(app, 'GET', `/app/inbox/conversations/${id}/${v.visitorId}`, undefined, adminToken)).json() as ConversationDetail;
}

describe('owner-based routing for every CRM and object', () => {
  it.each(CASES)('$mode: handed to the owner found in the CRM', async ({ mode, found, owner }) => {
    const d = await converse(mode, found);
    expect(d.participants.appUsers.map((u) => u.name)).toEqual([owner]);
    expect(d.details.routingExplanation).toBe(`assigned to ${owner}: ${ownerLabel(ownerModeOf(mode)!)}`);
  });

  it.each(CASES)('$mode: the owner is offline, the fallback is explained', async ({ mode, offline }) => {
    const d = await converse(mode, offline);
    expect(d.participants.appUsers.map((u) => u.name)).toEqual(['Finn']);
    expect(d.details.routingExplanation).toBe(`${ownerLabel(ownerModeOf(mode)!)} Alex is offline; assigned to Finn: fallback round robin among 1 available agent`);
  });

  it.each(CASES)('$mode: no record in the CRM, the fallback is explained', async ({ mode, missing }) => {
    const d = await converse(mode, 'stranger@nowhere.example');
    expect(d.participants.appUsers.map((u) => u.name)).toEqual(['Finn']);
    expect(d.details.routingExplanation).toBe(`no ${missing} found in ${CRM_LABELS[ownerModeOf(mode)!.crm]} for the visitor; assigned to Finn: fallback round robin among 1 available agent`);
  });
});
