// Subscriptions per channel across the cluster: each node keeps its own counts in parley:occ:{node} (HINCRBY per
// subscribe / leave, fire and forget); a count is the sum over live nodes. A dead node's hash is dropped by the
// others' sweep (NodeRegistry), a restarted node's by itself at boot.
import type { Redis } from 'ioredis';
import type { SharedOccupancy } from '../realtime/relay';

export const occupancyKey = (nodeId: string) => `parley:occ:${nodeId}`;

export class RedisOccupancy implements SharedOccupancy {
  constructor(
    private readonly redis: Redis,
    private readonly nodeId: string,
    private readonly liveNodes: () => Promise<string[]>,
  ) {}

  change(channel: string, delta: 1 | -1): void {
    const key = occupancyKey(this.nodeId);
    const op = delta > 0 ? this.redis.hincrby(key, channel, 1) : this.redis.eval(DECREMENT, 1, key, channel);
    op.catch(() => undefined); // counts are diagnostics for the HTTP API: never fail a subscription over them
  }

  async count(channel: string): Promise<number> {
    const nodes = await this.liveNodes();
    const counts = await Promise.all(nodes.map((n) => this.redis.hget(occupancyKey(n), channel)));
    return counts.reduce((s, c) => s + Number(c ?? 0), 0);
  }

  async all(): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (const hash of await Promise.all((await this.liveNodes()).map((n) => this.redis.hgetall(occupancyKey(n))))) {
      for (const [channel, n] of Object.entries(hash)) if (Number(n) > 0) out.set(channel, (out.get(channel) ?? 0) + Number(n));
    }
    return out;
  }
}

const DECREMENT = `local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return n`;
