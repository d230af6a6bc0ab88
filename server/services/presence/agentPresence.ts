// Agents' availability as routing, the bot's wait for an agent and the widget see it: the toggle, and a socket on
// their own agent channel now (any node), or one that went less than the grace ago (src/domain/presence). The
// moment an agent's last socket on a node goes is kept per project and user: in memory, or in Redis in cluster
// mode so every node applies the same grace.
import { agentChannel, channelAgentId, channelProjectId } from '../../../src/domain/channels';
import { isAvailableNow } from '../../../src/domain/presence/availability';
import type { RoutingAgent } from '../../../src/domain/routing/types';
import type { RealtimeHub } from '../../realtime/hub';

/** When each agent was last connected (ms), keyed "projectId:userId". */
export interface LastConnected {
  set(key: string, ms: number): void;
  get(keys: string[]): Promise<Array<number | null>>;
}

export class MemoryLastConnected implements LastConnected {
  private readonly seen = new Map<string, number>();
  set(key: string, ms: number): void {
    this.seen.set(key, ms);
  }
  async get(keys: string[]): Promise<Array<number | null>> {
    return keys.map((k) => this.seen.get(k) ?? null);
  }
}

/** What the Router and the widget's settings ask: the project's agents with `available` as the one rule says. */
export interface Availability {
  apply<T extends RoutingAgent>(projectId: number, agents: T[]): Promise<T[]>;
}

export class AgentPresence implements Availability {
  constructor(
    private readonly hub: Pick<RealtimeHub, 'channelSubscriptions' | 'onOccupancy'>,
    private readonly lastConnected: LastConnected,
    private readonly graceSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts noting when agents' sockets go; returns stop. */
  start(): () => void {
    return this.hub.onOccupancy((channel, occupied) => {
      const userId = channelAgentId(channel);
      const projectId = channelProjectId(channel);
      if (occupied || userId === null || projectId === null) return;
      this.lastConnected.set(`${projectId}:${userId}`, this.now());
    });
  }

  async apply<T extends RoutingAgent>(projectId: number, agents: T[]): Promise<T[]> {
    const toggled = agents.filter((a) => a.available);
    if (!toggled.length) return agents;
    const [subscriptions, seen] = await Promise.all([
      Promise.all(toggled.map((a) => this.hub.channelSubscriptions(agentChannel(projectId, a.id)))),
      this.lastConnected.get(toggled.map((a) => `${projectId}:${a.id}`)),
    ]);
    const now = this.now();
    const available = new Set(
      toggled
        .filter((_, i) => isAvailableNow({ toggled: true, connected: subscriptions[i]! > 0, lastConnectedAt: seen[i] ?? null }, now, this.graceSeconds))
        .map((a) => a.id),
    );
    return agents.map((a) => (a.available && !available.has(a.id) ? { ...a, available: false } : a));
  }
}
