// Candidate pools: who an assignment names (members and members of its teams), and who of them is available.
import type { Assignment } from '../flows/types';
import type { RoutingAgent } from './types';

/** Agents named by the assignment, directly or through a team, in id order (everyone when it names no one). */
export function poolOf(agents: readonly RoutingAgent[], assignment: Assignment | null): RoutingAgent[] {
  const sorted = [...agents].sort((a, b) => a.id - b.id);
  if (!assignment || (assignment.members.length === 0 && assignment.teams.length === 0)) return sorted;
  const members = new Set(assignment.members);
  const teams = new Set(assignment.teams);
  return sorted.filter((a) => members.has(a.id) || a.teamIds.some((t) => teams.has(t)));
}

export const isEmptyAssignment = (a: Assignment | null | undefined) => !a || (a.members.length === 0 && a.teams.length === 0);

export function splitByAvailability(pool: readonly RoutingAgent[]) {
  return { available: pool.filter((a) => a.available), offline: pool.filter((a) => !a.available) };
}

/** A stable key for a pool's round-robin pointer: the same people share one pointer whatever named them. */
export const poolKey = (pool: readonly RoutingAgent[]) => (pool.length ? `rr:${pool.map((a) => a.id).join(',')}` : 'rr:');
