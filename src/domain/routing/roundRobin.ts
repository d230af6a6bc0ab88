// Fair round robin: agents take turns in id order, starting after the last one served. The pointer is the last
// agent's id (not an index), so agents joining, leaving or going offline never make anyone wait a double turn.
import type { RoutingAgent } from './types';

/** The next available agent after `lastUserId` (wrapping around), or null when nobody is available. */
export function nextInTurn(available: readonly RoutingAgent[], lastUserId: number | undefined): RoutingAgent | null {
  if (available.length === 0) return null;
  const sorted = [...available].sort((a, b) => a.id - b.id);
  if (lastUserId === undefined) return sorted[0]!;
  return sorted.find((a) => a.id > lastUserId) ?? sorted[0]!;
}
