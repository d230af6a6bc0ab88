// Owner lookups through each connected CRM in its own API (Salesforce SOQL, HubSpot CRM v3 search and owners, Zoho
// CRM v2 search, Dynamics Web API OData) against the provider fakes, connected for real; then the pure routing
// decision on what the CRM answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../../mock-server/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { CrmClient } from '../../server/services/routing/crm';
import { decideRouting, type RoutingAgent } from '../../src/domain/routing';
import type { RoutingMode } from '../../src/domain/flows/types';
import type { Crm, CrmObject } from '../../src/domain/routing/types';
import { CRM_LABELS, ownerLabel, ownerModeOf } from '../../src/domain/routing/owner';
import { login } from './support/server';
import { connectIntegration, startIntegrationServer } from './support/integrations';

let app: FastifyInstance;
let mocks: MockServer;
let projectId: number;
let otherProjectId: number;
let client: CrmClient;
/** The lookups of the connected project (another project has no CRM connected). */
const crm = {
  owner: (c: Crm, o: CrmObject, email: string | null) => client.owner(projectId, c, o, email),
  facts: (c: Crm, email: string | null) => client.facts(projectId, c, email),
};
beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  projectId = p.project.id;
  otherProjectId = (await buildProject(app.repos, { plan: 'enterprise' })).project.id;
  const admin = await buildUser(app.repos, { projectId, roleId: p.admin.id });
  const token = await login(app, admin.email, admin.password);
  for (const kind of ['salesforce', 'hubspot', 'zoho', 'msdynamics'] as const) await connectIntegration(app, token, kind);
  client = new CrmClient(app.integrations);
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

const agents: RoutingAgent[] = [
  { id: 1, name: 'Ada Admin', email: 'admin@demo.test', available: true, teamIds: [] },
  { id: 2, name: 'Sam Agent', email: 'agent@demo.test', available: true, teamIds: [] },
  { id: 3, name: 'Olivia Owner', email: 'olivia.owner@crm.test', available: true, teamIds: [] },
  { id: 4, name: 'Alex Away', email: 'away.owner@crm.test', available: false, teamIds: [] },
];

async function route(mode: RoutingMode, email: string | null, members: number[] = [1]) {
  const { crm: c, object: o } = ownerModeOf(mode)!;
  const owner = await crm.owner(c, o, email);
  return decideRouting({
    routing: { mode, destination: 'inbox', assignment: { teams: [], members } },
    agents,
    office: { open: true },
    pointers: {},
    owner,
    visitor: { email },
    connected: { slack: false, msteams: false, ringlead: false },
  });
}

/** Every owner-based mode with, in its fake: a visitor whose owner is an available agent, and one whose owner is Alex (offline). */
const CASES: Array<{ mode: RoutingMode; found: string; owner: number; ownerName: string; offline: string; missing: string }> = [
  { mode: 'salesforceContactOwner', found: 'jane@acme.example', owner: 2, ownerName: 'Sam Agent', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'salesforceLeadOwner', found: 'lee@startup.example', owner: 3, ownerName: 'Olivia Owner', offline: 'ray@oldco.example', missing: 'lead' },
  { mode: 'salesforceAccountOwner', found: 'buyer@acme.example', owner: 1, ownerName: 'Ada Admin', offline: 'ceo@initech.example', missing: 'account' },
  { mode: 'hubspotContactOwner', found: 'jane@acme.example', owner: 3, ownerName: 'Olivia Owner', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'hubspotAccountOwner', found: 'buyer@acme.example', owner: 2, ownerName: 'Sam Agent', offline: 'ceo@globex.example', missing: 'company' },
  { mode: 'zohoContactOwner', found: 'jane@acme.example', owner: 3, ownerName: 'Olivia Owner', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'zohoLeadOwner', found: 'lee@startup.example', owner: 3, ownerName: 'Olivia Owner', offline: 'max@newco.example', missing: 'lead' },
  { mode: 'zohoAccountOwner', found: 'buyer@globex.example', owner: 1, ownerName: 'Ada Admin', offline: 'ceo@initech.example', missing: 'account' },
  { mode: 'msdynamicsContactOwner', found: 'jane@acme.example', owner: 1, ownerName: 'Ada Admin', offline: 'kim@initech.example', missing: 'contact' },
  { mode: 'msdynamicsLeadOwner', found: 'max@newco.example', owner: 3, ownerName: 'Olivia Owner', offline: 'lee@startup.example', missing: 'lead' },
  { mode: 'msdynamicsAccountOwner', found: 'buyer@acme.example', owner: 2, ownerName: 'Sam Agent', offline: 'ceo@umbrella.example', missing: 'account' },
];

describe('CRM owner lookups (mock-server fakes)', () => {
  it('finds contact, lead and account (by email domain) owners', async () => {
    expect(await crm.owner('salesforce', 'contact', 'Jane@Acme.example')).toEqual({ status: 'found', ownerEmail: 'agent@demo.test' });
    expect(await crm.owner('salesforce', 'lead', 'lee@startup.example')).toEqual({ status: 'found', ownerEmail: 'olivia.owner@crm.test' });
    expect(await crm.owner('salesforce', 'account', 'someone.else@acme.example')).toEqual({ status: 'found', ownerEmail: 'admin@demo.test' });
    expect(await crm.owner('hubspot', 'contact', 'jane@acme.example')).toEqual({ status: 'found', ownerEmail: 'olivia.owner@crm.test' });
    expect(await crm.owner('salesforce', 'contact', 'nobody@nowhere.example')).toEqual({ status: 'notFound' });
    expect(await crm.owner('salesforce', 'account', 'x@umbrella.example')).toEqual({ status: 'notFound' }); // no owner on record
    expect(await crm.owner('zoho', 'contact', 'jane@acme.example')).toEqual({ status: 'found', ownerEmail: 'olivia.owner@crm.test' });
    expect(await crm.owner('zoho', 'account', 'x@Initech.example')).toEqual({ status: 'found', ownerEmail: 'away.owner@crm.test' });
    expect(await crm.owner('zoho', 'lead', 'nobody@nowhere.example')).toEqual({ status: 'notFound' }); // Zoho's 204
    expect(await crm.owner('msdynamics', 'contact', 'pat@globex.example')).toEqual({ status: 'found', ownerEmail: 'olivia.owner@crm.test' });
    expect(await crm.owner('msdynamics', 'account', 'x@umbrella.example')).toEqual({ status: 'found', ownerEmail: 'away.owner@crm.test' });
    expect(await crm.owner('msdynamics', 'lead', 'jane@acme.example')).toEqual({ status: 'notFound' });
    expect(await crm.owner('hubspot', 'lead', 'jane@acme.example')).toEqual({ status: 'notFound' }); // HubSpot has no leads
    expect(await client.owner(otherProjectId, 'zoho', 'contact', 'jane@acme.example')).toEqual({ status: 'notConnected' });
    expect(await client.owner(otherProjectId, 'salesforce', 'contact', 'jane@acme.example')).toEqual({ status: 'notConnected' });
    expect(await crm.owner('salesforce', 'contact', null)).toEqual({ status: 'noEmail' });
    // A CRM that fails answers 'failed' (routing then falls back and says why).
    await fetch(`${mocks.url}/_oauth/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'salesforce', status: 503, body: [{ message: 'Server unavailable', errorCode: 'SERVER_UNAVAILABLE' }] }) });
    try {
      expect(await crm.owner('salesforce', 'contact', 'jane@acme.example')).toEqual({ status: 'failed' });
    } finally {
      await fetch(`${mocks.url}/_oauth/fault?provider=salesforce`, { method: 'DELETE' });
    }
  });

  it('CRM facts for audience rules', async () => {
    expect(await crm.facts('salesforce', 'jane@acme.example')).toEqual({ owner: 'agent@demo.test', isContact: true, isLead: false });
    expect(await crm.facts('salesforce', 'stranger@x.example')).toBeNull();
    expect(await crm.facts('zoho', 'max@newco.example')).toEqual({ owner: 'away.owner@crm.test', isContact: false, isLead: true });
    expect(await crm.facts('msdynamics', 'jane@acme.example')).toEqual({ owner: 'admin@demo.test', isContact: true, isLead: false });
  });
});

describe('owner-based routing decisions on the fakes', () => {
  it.each(CASES)('$mode: the owner takes the conversation when available', async ({ mode, found, owner, ownerName }) => {
    expect(await route(mode, found)).toMatchObject({ assignees: [owner], explanation: `assigned to ${ownerName}: ${ownerLabel(ownerModeOf(mode)!)}` });
  });

  it.each(CASES)('$mode: an offline owner falls back, explained', async ({ mode, offline }) => {
    const d = await route(mode, offline, [1]);
    expect(d).toMatchObject({ assignees: [1], explanation: `${ownerLabel(ownerModeOf(mode)!)} Alex Away is offline; assigned to Ada Admin: fallback round robin among 1 available agent` });
  });

  it.each(CASES)('$mode: a visitor the CRM does not know falls back, explained', async ({ mode, missing }) => {
    const d = await route(mode, 'nobody@nowhere.example', [3]);
    expect(d).toMatchObject({ assignees: [3], explanation: `no ${missing} found in ${CRM_LABELS[ownerModeOf(mode)!.crm]} for the visitor; assigned to Olivia Owner: fallback round robin among 1 available agent` });
  });

  it('an owner who is not an agent, no email or an unconnected CRM fall back, explained', async () => {
    const former = await route('salesforceContactOwner', 'sam@umbrella.example', [3]);
    expect(former.explanation).toBe('Salesforce contact owner former.employee@crm.test is not a Parley agent; assigned to Olivia Owner: fallback round robin among 1 available agent');
    const zoho = await decideRouting({
      routing: { mode: 'zohoContactOwner', destination: 'inbox', assignment: { teams: [], members: [1] } },
      agents,
      office: { open: true },
      pointers: {},
      owner: await client.owner(otherProjectId, 'zoho', 'contact', 'jane@acme.example'),
      visitor: { email: 'jane@acme.example' },
      connected: { slack: false, msteams: false, ringlead: false },
    });
    expect(zoho.explanation).toMatch(/^Zoho is not connected/);
  });
});
