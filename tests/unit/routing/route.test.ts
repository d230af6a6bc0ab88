// Every routing mode of spec §4 against agents' availability, teams and office status, with the explanation
// agents read ("assigned to Ann: round robin among 3 available agents; Bob offline").
import { describe, expect, it } from 'vitest';
import { decideRouting, nextInTurn, ownerModeOf, poolOf, type RoutingAgent, type RoutingInput } from '../../../src/domain/routing';
import type { Routing, RoutingMode } from '../../../src/domain/flows/types';

const ann: RoutingAgent = { id: 1, name: 'Ann', email: 'ann@x.test', available: true, teamIds: [10] };
const bob: RoutingAgent = { id: 2, name: 'Bob', email: 'bob@x.test', available: false, teamIds: [10] };
const cara: RoutingAgent = { id: 3, name: 'Cara', email: 'cara@x.test', available: true, teamIds: [20] };
const dan: RoutingAgent = { id: 4, name: 'Dan', email: 'dan@x.test', available: true, teamIds: [] };
const AGENTS = [dan, bob, ann, cara]; // any order in, id order out

const routing = (mode: RoutingMode, extra: Partial<Routing> = {}): Routing => ({
  mode,
  destination: 'inbox',
  assignment: { teams: [], members: [] },
  ...extra,
});

function input(r: Routing, extra: Partial<RoutingInput> = {}): RoutingInput {
  return {
    routing: r,
    agents: AGENTS,
    office: { open: true },
    pointers: {},
    visitor: {},
    connected: { slack: false, msteams: false, ringlead: false },
    ...extra,
  };
}

describe('everyone and round robin', () => {
  it('everyone: offered in the shared inbox to every available agent (nobody made a member), the offline ones named', () => {
    const d = decideRouting(input(routing('everyone')));
    expect(d.outcome).toBe('offered');
    expect(d.assignees).toEqual([]);
    expect(d.pointer).toBeNull();
    expect(d.explanation).toBe('offered to everyone available: Ann, Cara and Dan (3 available agents); Bob offline');
  });

  it('round robin: one agent, the explanation of the issue, and a pointer to persist', () => {
    const d = decideRouting(input(routing('everyoneInRoundrobin')));
    expect(d.assignees).toEqual([1]);
    expect(d.explanation).toBe('assigned to Ann: round robin among 3 available agents; Bob offline');
    expect(d.pointer).toEqual({ key: 'rr:1,2,3,4', userId: 1 });
  });

  it('round robin is fair: 30 conversations give each available agent 10, in turn', () => {
    const pointers: Record<string, number> = {};
    const got: number[] = [];
    for (let i = 0; i < 30; i++) {
      const d = decideRouting(input(routing('everyoneInRoundrobin'), { pointers }));
      got.push(d.assignees[0]!);
      pointers[d.pointer!.key] = d.pointer!.userId;
    }
    expect(got.slice(0, 4)).toEqual([1, 3, 4, 1]);
    for (const id of [1, 3, 4]) expect(got.filter((g) => g === id)).toHaveLength(10);
  });

  it('an agent coming back online takes the next turn after the pointer, never a double turn', () => {
    const back = AGENTS.map((a) => (a.id === 2 ? { ...a, available: true } : a));
    const d = decideRouting(input(routing('everyoneInRoundrobin'), { agents: back, pointers: { 'rr:1,2,3,4': 1 } }));
    expect(d.assignees).toEqual([2]);
    expect(nextInTurn([ann, cara], 4)?.id).toBe(1); // wraps around
    expect(nextInTurn([], 4)).toBeNull();
  });
});

describe('assignment pools', () => {
  it('individuals: the named members available', () => {
    const d = decideRouting(input(routing('individuals', { assignment: { teams: [], members: [2, 3] } })));
    expect(d.assignees).toEqual([3]);
    expect(d.explanation).toBe('assigned to Cara: selected individuals (1 available agent); Bob offline');
  });

  it('team membership counts: team 10 is Ann and Bob', () => {
    expect(poolOf(AGENTS, { teams: [10], members: [] }).map((a) => a.name)).toEqual(['Ann', 'Bob']);
    const d = decideRouting(input(routing('individuals', { assignment: { teams: [10], members: [4] } })));
    expect(d.assignees).toEqual([1, 4]);
  });

  it('a Slack destination that is not connected is routed in the inbox, and says so', () => {
    const d = decideRouting(input(routing('channelSelectedParticipants', { destination: 'slack', channelId: 'C1', assignment: { teams: [20], members: [] } })));
    expect(d.assignees).toEqual([3]);
    expect(d.explanation).toBe('Slack is not connected, routed in the inbox; assigned to Cara: selected participants (1 available agent)');
  });

  it('RingLead is not connected: round robin over the assignment', () => {
    const d = decideRouting(input(routing('ringLeadRouting', { assignment: { teams: [], members: [3, 4] } }), { pointers: { 'rr:3,4': 3 } }));
    expect(d.assignees).toEqual([4]);
    expect(d.explanation).toBe('RingLead is not connected; assigned to Dan: fallback round robin among 2 available agents');
  });
});

describe('custom routing rules', () => {
  const rules = routing('customRoutingRules', {
    assignment: { teams: [], members: [1] },
    customRules: [
      { id: 'r1', field: 'company', value: 'Acme', assignment: { teams: [], members: [4] } },
      { id: 'r2', field: 'email', value: 'vip@globex.test', assignment: { teams: [20], members: [] } },
    ],
  });

  it('the first matching rule picks the pool (case-insensitive)', () => {
    expect(decideRouting(input(rules, { visitor: { company: ' acme ' } }))).toMatchObject({ assignees: [4], explanation: 'custom rule company = Acme; assigned to Dan: round robin among 1 available agent' });
    expect(decideRouting(input(rules, { visitor: { email: 'VIP@globex.test' } })).assignees).toEqual([3]);
  });

  it('no rule matched: the assignment, explained', () => {
    const d = decideRouting(input(rules, { visitor: { company: 'Initech' } }));
    expect(d.assignees).toEqual([1]);
    expect(d.explanation).toBe('no custom rule matched; assigned to Ann: fallback round robin among 1 available agent');
  });
});

describe('owner-based modes', () => {
  const sfContact = routing('salesforceContactOwner', { assignment: { teams: [], members: [3, 4] } });

  it('maps each owner mode to its CRM and record', () => {
    expect(ownerModeOf('salesforceContactOwner')).toEqual({ crm: 'salesforce', object: 'contact' });
    expect(ownerModeOf('hubspotAccountOwner')).toEqual({ crm: 'hubspot', object: 'account' });
    expect(ownerModeOf('msdynamicsLeadOwner')).toEqual({ crm: 'msdynamics', object: 'lead' });
    expect(ownerModeOf('everyone')).toBeNull();
  });

  it('the owner when available', () => {
    const d = decideRouting(input(sfContact, { owner: { status: 'found', ownerEmail: 'ANN@x.test' } }));
    expect(d).toMatchObject({ outcome: 'assigned', assignees: [1], explanation: 'assigned to Ann: Salesforce contact owner' });
  });

  it('falls back to the assignment, explained, when the owner is offline, unknown or not found', () => {
    expect(decideRouting(input(sfContact, { owner: { status: 'found', ownerEmail: 'bob@x.test' } })).explanation).toBe(
      'Salesforce contact owner Bob is offline; assigned to Cara: fallback round robin among 2 available agents',
    );
    expect(decideRouting(input(sfContact, { owner: { status: 'found', ownerEmail: 'gone@x.test' } })).explanation).toMatch(
      /^Salesforce contact owner gone@x.test is not a Parley agent; assigned to Cara/,
    );
    expect(decideRouting(input(sfContact, { owner: { status: 'notFound' } })).explanation).toMatch(/^no contact found in Salesforce for the visitor; assigned to Cara/);
    expect(decideRouting(input(sfContact, { owner: { status: 'noEmail' } })).explanation).toMatch(/^the visitor gave no email/);
  });

  it('no CRM configured: fallback, explained (everyone when the assignment is empty)', () => {
    const d = decideRouting(input(routing('zohoLeadOwner'), { owner: { status: 'notConnected' } }));
    expect(d.assignees).toEqual([1]);
    expect(d.explanation).toBe('Zoho is not connected, no Zoho lead owner known; assigned to Ann: fallback round robin among 3 available agents; Bob offline');
  });
});

describe('nobody to take it', () => {
  it('no agent available', () => {
    const d = decideRouting(input(routing('individuals', { assignment: { teams: [], members: [2] } })));
    expect(d).toMatchObject({ outcome: 'noAgent', assignees: [], pointer: null });
    expect(d.explanation).toBe('no agent available: Bob offline; waiting in the inbox');
  });

  it('outside office hours and on holidays nobody is assigned, whatever the mode', () => {
    const closed = decideRouting(input(routing('everyoneInRoundrobin'), { office: { open: false, reason: 'closed' } }));
    expect(closed).toMatchObject({ outcome: 'closed', assignees: [], pointer: null, explanation: 'outside office hours: nobody assigned, waiting in the inbox' });
    const holiday = decideRouting(input(routing('salesforceContactOwner'), { office: { open: false, reason: 'holiday', holiday: 'New Year' }, owner: { status: 'found', ownerEmail: 'ann@x.test' } }));
    expect(holiday.outcome).toBe('closed');
    expect(holiday.explanation).toBe('holiday (New Year): nobody assigned, waiting in the inbox');
  });
});
