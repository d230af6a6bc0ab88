// Indexes the messages migration 041 notes in search_pending, a batch at a time, on the server's own connection
// (issue 30): one FTS5 segment per batch instead of one per message. Runs between transactions only (a statement
// here would otherwise join a request's open transaction), a batch per transaction, and within a tick only as many
// batches as fit in ~`sliceMs`, so a backlog (a seed, a burst) is worked off without holding the event loop long.
// A search indexes what is still noted before it reads (repositories/search.ts), so the delay is never visible.
// Measured: a tick of 40 messages (200 msg/s) takes ~0.7 ms, ~17 µs a message against ~150 µs one at a time.
import type SQLite from 'better-sqlite3';
import { ANY_PENDING, FORGET_PENDING, INDEX_PENDING } from './searchPending';

export interface SearchIndexerOptions {
  /** How often (ms) the noted messages are looked for. */
  intervalMs?: number;
  /** Messages per transaction. */
  batch?: number;
  /** How long (ms) one tick may keep indexing before the rest waits for the next tick. */
  sliceMs?: number;
}

export interface SearchIndexer {
  /** Indexes noted messages now (what a tick does); returns how many were indexed. */
  tick(): number;
  stop(): void;
}

export function startSearchIndexer(sqlite: SQLite.Database, opts: SearchIndexerOptions = {}): SearchIndexer {
  const batch = opts.batch ?? 100;
  const sliceMs = opts.sliceMs ?? 2;
  const anyPending = sqlite.prepare(ANY_PENDING).pluck();
  const index = sqlite.prepare(INDEX_PENDING);
  const forget = sqlite.prepare(FORGET_PENDING);
  const oneBatch = sqlite.transaction(() => {
    index.run(batch);
    return forget.run(batch).changes;
  });
  const tick = () => {
    let done = 0;
    const started = performance.now();
    while (sqlite.open && !sqlite.inTransaction && anyPending.get()) {
      done += oneBatch();
      if (performance.now() - started >= sliceMs) break;
    }
    return done;
  };
  let failing = false;
  const timer = setInterval(() => {
    try {
      tick();
      failing = false;
    } catch (err) {
      // A failed batch rolled back and stays noted: the next tick, or the next search, indexes it. Said once per
      // failing spell, not five times a second while a disk stays full.
      if (!failing) process.emitWarning(`search indexing failed: ${(err as Error).message}`);
      failing = true;
    }
  }, opts.intervalMs ?? 200);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
