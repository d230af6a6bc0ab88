// Who was connected while the demo history happened. The replay runs before the server listens, so no socket is
// there to say it: this source tells routing (and so the bot's wait for an agent and the widget) that the demo
// agents had the dashboard open during their shift, weekdays 08:00-18:00 UTC, at the replay clock's past time. The
// one availability rule (src/domain/presence) still decides: toggled on and connected. Pure time arithmetic, so the
// seed stays deterministic; the history removes it when done, and live presence is the sockets' again.
import { isAvailableNow } from '../../src/domain/presence/availability';
import type { RoutingAgent } from '../../src/domain/routing/types';
import type { Availability } from '../../server/services/presence/agentPresence';

/** The demo agents' shift (UTC): the hours most of the history's conversations start in (history.ts startTime). */
export const DEMO_SHIFT = { fromHour: 8, toHour: 18 } as const;

/** Whether the demo agents were connected at `ms`: a weekday, within the shift. */
export function connectedInShift(ms: number): boolean {
  const at = new Date(ms);
  const day = at.getUTCDay();
  const hour = at.getUTCHours();
  return day !== 0 && day !== 6 && hour >= DEMO_SHIFT.fromHour && hour < DEMO_SHIFT.toHour;
}

export class ReplayPresence implements Availability {
  constructor(
    private readonly projectId: number,
    /** The agents who worked the shift (the demo project's non-CS users). */
    private readonly agentIds: ReadonlySet<number>,
    /** The replay clock, in ms. */
    private readonly now: () => number,
  ) {}

  async apply<T extends RoutingAgent>(projectId: number, agents: T[]): Promise<T[]> {
    const nowMs = this.now();
    const shift = projectId === this.projectId && connectedInShift(nowMs);
    return agents.map((a) => {
      const available = isAvailableNow({ toggled: a.available, connected: shift && this.agentIds.has(a.id), lastConnectedAt: null }, nowMs);
      return available === a.available ? a : { ...a, available };
    });
  }
}
