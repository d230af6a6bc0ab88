// Decides who gets a conversation handed over by the bot (or started by a visitor), for every routing mode of
// spec §4, and says why. Pure: the server passes agents, availability, office status, pointers and CRM answers.
import type { Assignment, CustomRoutingRule, Routing } from '../flows/types';
import { agentCount, joinParts, names, offlinePart } from './explain';
import { CRM_LABELS, ownerLabel, ownerModeOf } from './owner';
import { isEmptyAssignment, poolKey, poolOf, splitByAvailability } from './pool';
import { nextInTurn } from './roundRobin';
import type { RoutingAgent, RoutingDecision, RoutingInput } from './types';

const DESTINATION_LABELS = { slack: 'Slack', msteams: 'Microsoft Teams' } as const;

function none(office: RoutingInput['office'], offline: readonly RoutingAgent[], prefix: string[]): RoutingDecision {
  if (!office.open) {
    const why = office.reason === 'holiday' ? `holiday (${office.holiday})` : 'outside office hours';
    return { outcome: 'closed', assignees: [], pointer: null, explanation: joinParts(...prefix, `${why}: nobody assigned, waiting in the inbox`) };
  }
  const who = offline.length ? `${names(offline)} offline` : 'no agent can take conversations';
  return { outcome: 'noAgent', assignees: [], pointer: null, explanation: joinParts(...prefix, `no agent available: ${who}; waiting in the inbox`) };
}

/** One agent of the pool, by turns. */
function roundRobin(input: RoutingInput, pool: readonly RoutingAgent[], prefix: string[], label = 'round robin among'): RoutingDecision {
  const { available, offline } = splitByAvailability(pool);
  if (!input.office.open || available.length === 0) return none(input.office, offline, prefix);
  const key = poolKey(pool);
  const pick = nextInTurn(available, input.pointers[key])!;
  return {
    outcome: 'assigned',
    assignees: [pick.id],
    pointer: { key, userId: pick.id },
    explanation: joinParts(...prefix, `assigned to ${pick.name}: ${label} ${agentCount(available.length)}`, offlinePart(offline)),
  };
}

/** Every available agent of the pool: assigned (they become members), or only offered (the shared inbox, no member). */
function allOf(input: RoutingInput, pool: readonly RoutingAgent[], prefix: string[], label: string, assign = true): RoutingDecision {
  const { available, offline } = splitByAvailability(pool);
  if (!input.office.open || available.length === 0) return none(input.office, offline, prefix);
  const counted = `(${agentCount(available.length)})`;
  return {
    outcome: assign ? 'assigned' : 'offered',
    assignees: assign ? available.map((a) => a.id) : [],
    pointer: null,
    explanation: joinParts(...prefix, assign ? `assigned to ${names(available)}: ${label} ${counted}` : `offered to ${label}: ${names(available)} ${counted}`, offlinePart(offline)),
  };
}

/** The pool a fallback uses: the step's assignment when it names someone, else everyone. */
const fallbackPool = (input: RoutingInput, assignment: Assignment | null) =>
  poolOf(input.agents, isEmptyAssignment(assignment) ? null : assignment);

function norm(v: string | null | undefined) {
  return (v ?? '').trim().toLowerCase();
}

export function matchingRule(rules: readonly CustomRoutingRule[], visitor: RoutingInput['visitor']): CustomRoutingRule | null {
  return rules.find((r) => norm(r.value) !== '' && norm(visitor[r.field]) === norm(r.value)) ?? null;
}

function ownerBased(input: RoutingInput, routing: Routing, prefix: string[]): RoutingDecision {
  const spec = ownerModeOf(routing.mode)!;
  const label = ownerLabel(spec);
  const lookup = input.owner ?? { status: 'notConnected' as const };
  const fallback = (why: string) =>
    roundRobin(input, fallbackPool(input, routing.assignment), [...prefix, why], 'fallback round robin among');
  switch (lookup.status) {
    case 'notConnected':
      return fallback(`${CRM_LABELS[spec.crm]} is not connected, no ${label} known`);
    case 'noEmail':
      return fallback(`the visitor gave no email, no ${label} known`);
    case 'failed':
      return fallback(`${CRM_LABELS[spec.crm]} did not answer, no ${label} known`);
    case 'notFound':
      return fallback(`no ${spec.crm === 'hubspot' && spec.object === 'account' ? 'company' : spec.object} found in ${CRM_LABELS[spec.crm]} for the visitor`);
    case 'found': {
      const owner = input.agents.find((a) => norm(a.email) === norm(lookup.ownerEmail));
      if (!owner) return fallback(`${label} ${lookup.ownerEmail} is not a Parley agent`);
      if (!owner.available) return fallback(`${label} ${owner.name} is offline`);
      if (!input.office.open) return none(input.office, [], prefix);
      return { outcome: 'assigned', assignees: [owner.id], pointer: null, explanation: joinParts(...prefix, `assigned to ${owner.name}: ${label}`) };
    }
  }
}

export function decideRouting(input: RoutingInput): RoutingDecision {
  const { routing } = input;
  const prefix: string[] = [];
  if (routing.destination !== 'inbox' && !input.connected[routing.destination]) {
    prefix.push(`${DESTINATION_LABELS[routing.destination]} is not connected, routed in the inbox`);
  }
  if (ownerModeOf(routing.mode)) return ownerBased(input, routing, prefix);
  switch (routing.mode) {
    case 'everyone':
      return allOf(input, poolOf(input.agents, null), prefix, 'everyone available', false);
    case 'everyoneInRoundrobin':
      return roundRobin(input, poolOf(input.agents, null), prefix);
    case 'individuals':
      return allOf(input, fallbackPool(input, routing.assignment), prefix, 'selected individuals');
    case 'channelSelectedParticipants':
      return allOf(input, fallbackPool(input, routing.assignment), prefix, 'selected participants');
    case 'ringLeadRouting':
      return input.connected.ringlead
        ? roundRobin(input, fallbackPool(input, routing.assignment), prefix)
        : roundRobin(input, fallbackPool(input, routing.assignment), [...prefix, 'RingLead is not connected'], 'fallback round robin among');
    case 'customRoutingRules': {
      const rule = matchingRule(routing.customRules ?? [], input.visitor);
      if (!rule) return roundRobin(input, fallbackPool(input, routing.assignment), [...prefix, 'no custom rule matched'], 'fallback round robin among');
      return roundRobin(input, fallbackPool(input, rule.assignment), [...prefix, `custom rule ${rule.field} = ${rule.value}`]);
    }
    default:
      return allOf(input, poolOf(input.agents, null), prefix, 'everyone available', false);
  }
}
