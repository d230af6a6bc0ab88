// Cluster mode: when each agent's last socket on some node went (AgentPresence's grace), in one Redis hash so every
// node applies the same grace whichever node the agent was connected to. Entries are overwritten, never needed for
// long: a day's expiry on the hash keeps it from growing with agents who left.
import type { Redis } from 'ioredis';
import type { LastConnected } from '../services/presence/agentPresence';

const KEY = 'parley:agent-last-connected';

export class RedisLastConnected implements LastConnected {
  constructor(private readonly redis: Redis) {}

  set(key: string, ms: number): void {
    this.redis.multi().hset(KEY, key, String(ms)).pexpire(KEY, 24 * 3600 * 1000).exec().catch(() => undefined);
  }

  async get(keys: string[]): Promise<Array<number | null>> {
    if (!keys.length) return [];
    const values = await this.redis.hmget(KEY, ...keys);
    return values.map((v) => (v === null ? null : Number(v)));
  }
}
