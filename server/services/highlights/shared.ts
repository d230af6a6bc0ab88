// Cluster mode: settled provider answers are also kept in Redis for the same TTL, so a panel's re-poll that lands on
// another node finds what the first node looked up instead of asking the provider again. Keyed by project and
// visitor (a project never reads another's), checked against the visitor-record fingerprint like the in-process
// entry; failures are not shared (each node retries after its own short error TTL). Redis being down only costs the
// provider call: a failed GET or SET is ignored.
export interface RedisLike {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'PX', ms: number): Promise<unknown>;
}

const PREFIX = 'parley:highlights:';

export function sharedLoader<T>(redis: RedisLike | null | undefined, key: string, fingerprint: string, ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  if (!redis) return load;
  return async () => {
    const stored = await redis.get(PREFIX + key).catch(() => null);
    if (stored) {
      try {
        const parsed = JSON.parse(stored) as { fp: string; value: T };
        if (parsed.fp === fingerprint) return parsed.value;
      } catch {
        /* unreadable: looked up again below */
      }
    }
    const value = await load();
    await redis.set(PREFIX + key, JSON.stringify({ fp: fingerprint, value }), 'PX', ttlMs).catch(() => undefined);
    return value;
  };
}
