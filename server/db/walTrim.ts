// A grown WAL is cut on the server's own connection once the database has been quiet (issue 30). SQLite otherwise
// truncates it (journal_size_limit) in the first commit after the WAL restarts, i.e. inside a request: truncating the
// few hundred MB a burst left held that commit 250–390 ms (perf trace: ftruncate on the event loop's thread). Cut
// from the checkpoint worker's connection instead, the restart invalidated the snapshot of a request's transaction
// that had read and was about to write ("database is locked"). On this connection, between transactions, neither
// can happen: it runs only after `quietMs` without a change, never inside a transaction, and gives up at once (no
// busy wait) if the worker is checkpointing at that moment.
import fs from 'node:fs';
import type SQLite from 'better-sqlite3';

export interface WalTrim {
  stop(): void;
}

export function startWalTrim(sqlite: SQLite.Database, file: string, opts: { limitBytes: number; quietMs: number }): WalTrim {
  const changes = sqlite.prepare('select total_changes()').pluck();
  let seen = -1;
  let quietSince = performance.now();
  const walSize = () => {
    try {
      return fs.statSync(`${file}-wal`).size;
    } catch {
      return 0;
    }
  };
  const timer = setInterval(() => {
    if (!sqlite.open) return;
    const now = performance.now();
    const n = changes.get() as number;
    if (n !== seen) {
      seen = n;
      quietSince = now;
      return;
    }
    if (now - quietSince < opts.quietMs || sqlite.inTransaction || walSize() <= opts.limitBytes) return;
    const busyTimeout = sqlite.pragma('busy_timeout', { simple: true }) as number;
    sqlite.pragma('busy_timeout = 0');
    try {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Busy (the worker's checkpoint holds the lock): the next quiet tick tries again.
    } finally {
      sqlite.pragma(`busy_timeout = ${busyTimeout}`);
    }
  }, Math.max(50, Math.floor(opts.quietMs / 4)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
