// @vitest-environment node
// Owner-based routing against the CRM fakes of mock-server/ (json-server): the lookup the server makes, then the
// pure decision on what the CRM answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../../mock-server/index';
import { CrmClient } from '../../../server/services/routing/crm';
import { decideRouting, type RoutingAgent } from '../../../src/domain/routing';
import type { RoutingMode } from '../../../src/domain/flows/types';

let mocks: MockServer;
let crm: CrmClient;
beforeAll(async () => {
  mocks = await startMockServer();
  crm = new CrmClient(mocks.url);
});
afterAll(async () => mocks.close());

const agents: RoutingAgent[] = [
  { id: 1, name: 'Ada Admin', email: 'admin@demo.test', available: true, teamIds: [] },
  { id: 2, name: 'Sam Agent', email: 'agent@demo.test', available: true, teamIds: [] },
  { id: 3, name: 'Olivia Owner', email: 'olivia.owner@crm.test', available: true, teamIds: [] },
  { id: 4, name: 'Alex Away', email: 'away.owner@crm.test', available: false, teamIds: [] },
];

async function route(mode: RoutingMode, email: string | null, members: number[] = [1]) {
  const spec = { salesforceContactOwner: ['salesforce', 'contact'], salesforceLeadOwner: ['salesforce', 'lead'], salesforceAccountOwner: ['salesforce', 'account'], hubspotContactOwner: ['hubspot', 'contact'], hubspotAccountOwner: ['hubspot', 'account'], zohoContactOwner: ['zoho', 'contact'] } as const;
  const [c, o] = spec[mode as keyof typeof spec];
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

describe('CRM owner lookups (mock-server fakes)', () => {
  it('finds contact, lead and account (by email domain) owners', async () => {
    expect(await crm.owner('salesforce', 'contact', 'Jane@Acme.example')).toEqual({ status: 'found', ownerEmail: 'agent@demo.test' });
    expect(await crm.owner('salesforce', 'lead', 'lee@startup.example')).toEqual({ status: 'found', ownerEmail: 'olivia.owner@crm.test' });
    expect(await crm.owner('salesforce', 'account', 'someone.else@acme.example')).toEqual({ status: 'found', ownerEmail: 'admin@demo.test' });
    expect(await crm.owner('hubspot', 'contact', 'jane@acme.example')).toEqual({ status: 'found', ownerEmail: 'olivia.owner@crm.test' });
    expect(await crm.owner('salesforce', 'contact', 'nobody@nowhere.example')).toEqual({ status: 'notFound' });
    expect(await crm.owner('salesforce', 'account', 'x@umbrella.example')).toEqual({ status: 'notFound' }); // no owner on record
    expect(await crm.owner('zoho', 'contact', 'jane@acme.example')).toEqual({ status: 'notConnected' });
    expect(await new CrmClient(null).owner('salesforce', 'contact', 'jane@acme.example')).toEqual({ status: 'notConnected' });
    expect(await crm.owner('salesforce', 'contact', null)).toEqual({ status: 'noEmail' });
    expect(await new CrmClient('http://127.0.0.1:9').owner('salesforce', 'contact', 'jane@acme.example')).toEqual({ status: 'failed' });
  });

  it('CRM facts for audience rules', async () => {
    expect(await crm.facts('salesforce', 'jane@acme.example')).toEqual({ owner: 'agent@demo.test', isContact: true, isLead: false });
    expect(await crm.facts('salesforce', 'stranger@x.example')).toBeNull();
  });
});

describe('owner-based routing decisions on the fakes', () => {
  it('the owner takes the conversation when available', async () => {
    expect(await route('salesforceContactOwner', 'jane@acme.example')).toMatchObject({ assignees: [2], explanation: 'assigned to Sam Agent: Salesforce contact owner' });
    expect(await route('salesforceLeadOwner', 'lee@startup.example')).toMatchObject({ assignees: [3] });
    expect(await route('salesforceAccountOwner', 'buyer@acme.example')).toMatchObject({ assignees: [1], explanation: 'assigned to Ada Admin: Salesforce account owner' });
    expect(await route('hubspotAccountOwner', 'buyer@acme.example')).toMatchObject({ assignees: [2] });
    expect(await route('hubspotContactOwner', 'jane@acme.example')).toMatchObject({ assignees: [3] });
  });

  it('an offline owner, an owner who is not an agent, an unknown visitor or an unconnected CRM fall back, explained', async () => {
    const away = await route('salesforceContactOwner', 'kim@initech.example', [1]);
    expect(away).toMatchObject({ assignees: [1], explanation: 'Salesforce contact owner Alex Away is offline; assigned to Ada Admin: fallback round robin among 1 available agent' });
    const former = await route('salesforceContactOwner', 'sam@umbrella.example', [3]);
    expect(former.explanation).toBe('Salesforce contact owner former.employee@crm.test is not a Parley agent; assigned to Olivia Owner: fallback round robin among 1 available agent');
    expect((await route('hubspotContactOwner', 'nobody@x.example')).explanation).toMatch(/^no contact found in HubSpot for the visitor; assigned to Ada Admin/);
    expect((await route('zohoContactOwner', 'jane@acme.example')).explanation).toMatch(/^Zoho is not connected/);
  });
});
