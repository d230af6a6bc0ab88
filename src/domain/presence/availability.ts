// Whether an agent is available: the one rule behind routing, the bot's wait for an agent (and its away message) and
// the widget's online state. The toggle alone is not enough (an agent who never signed in, or closed the dashboard,
// may have it on): the agent must also be connected now, or have been a moment ago (a reload, a network blip).

/** Seconds an agent whose last socket dropped still counts as connected: a reload or a short network loss. */
export const AVAILABILITY_GRACE_SECONDS = 30;

export interface AgentPresenceFacts {
  /** The availability toggle (users.available). */
  toggled: boolean;
  /** A socket of theirs is subscribed to their agent channel now, on any node. */
  connected: boolean;
  /** When their last socket went away (ms since the epoch); null when not known to have been connected. */
  lastConnectedAt: number | null;
}

export function isAvailableNow(facts: AgentPresenceFacts, nowMs: number, graceSeconds = AVAILABILITY_GRACE_SECONDS): boolean {
  if (!facts.toggled) return false;
  if (facts.connected) return true;
  return facts.lastConnectedAt !== null && nowMs - facts.lastConnectedAt < graceSeconds * 1000;
}
