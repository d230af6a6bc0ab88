// The routing explanation agents read in the visitor panel, built from small phrases so every mode reads alike:
// "assigned to Ann: round robin among 3 available agents; Bob offline".
import type { RoutingAgent } from './types';

export function names(agents: readonly Pick<RoutingAgent, 'name'>[]): string {
  const n = agents.map((a) => a.name);
  if (n.length <= 1) return n.join('');
  return `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

export const agentCount = (n: number, what = 'available agent') => `${n} ${what}${n === 1 ? '' : 's'}`;

/** "Bob offline" / "Bob and Carl offline"; empty when everyone is available. */
export const offlinePart = (offline: readonly RoutingAgent[]) => (offline.length ? `${names(offline)} offline` : '');

/** Joins the non-empty parts with "; ". */
export const joinParts = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join('; ');
