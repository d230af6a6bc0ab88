// Per-visitor cache of the slow sources' answers (CRM record, enrichment), with the lookup itself kept while it runs:
// a request that cannot wait for a slow provider answers without it, and the next one (the panel re-polls) finds the
// settled answer here. An entry is valid for `ttlMs` (failures for `errorTtlMs`) and only for the visitor record it
// was made from (`fingerprint`: email, name, company, domain): a visitor who tells the bot their email gets fresh
// lookups at once.
//
// In-process, per node. In cluster mode each node keeps its own entries (a running lookup cannot be shared), and
// settled answers are also written to Redis (shared.ts), so a re-poll that lands on another node reads the first
// node's answer there instead of asking the provider again. Entries are never shared across projects.
export type Settled<T> = { ok: true; value: T } | { ok: false; error: string };

export interface CacheEntry<T> {
  fingerprint: string;
  startedAt: number;
  promise: Promise<Settled<T>>;
  settled: Settled<T> | null;
  settledAt: number;
}

export interface SourceCacheOptions {
  ttlMs: number;
  errorTtlMs: number;
  /** Entries kept at most (oldest dropped first). */
  max: number;
  now?: () => number;
}

export class SourceCache {
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly opts: SourceCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** The entry for `key`, starting `load` when there is none valid for this fingerprint. */
  get<T>(key: string, fingerprint: string, load: () => Promise<T>): CacheEntry<T> {
    const now = this.now();
    const found = this.entries.get(key) as CacheEntry<T> | undefined;
    if (found && found.fingerprint === fingerprint && this.fresh(found, now)) {
      this.hits++;
      return found;
    }
    this.misses++;
    const entry: CacheEntry<T> = { fingerprint, startedAt: now, settled: null, settledAt: 0, promise: Promise.resolve(null as never) };
    entry.promise = load().then(
      (value): Settled<T> => ({ ok: true, value }),
      (err: unknown): Settled<T> => ({ ok: false, error: err instanceof Error ? err.message : String(err) }),
    ).then((s) => {
      entry.settled = s;
      entry.settledAt = this.now();
      return s;
    });
    this.entries.delete(key);
    this.entries.set(key, entry as CacheEntry<unknown>);
    while (this.entries.size > this.opts.max) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** Drops every entry of a key prefix (a visitor: `<project>:<visitor>:`). */
  invalidate(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private fresh(e: CacheEntry<unknown>, now: number): boolean {
    if (!e.settled) return true; // still running: share it
    return now - e.settledAt < (e.settled.ok ? this.opts.ttlMs : this.opts.errorTtlMs);
  }
}
