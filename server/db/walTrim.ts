// A grown WAL is cut on the server's own connection once the database has been quiet (issue 30). SQLite otherwise
// truncates it (journal_size_limit) in the first commit after the WAL restarts, i.e. inside a request: truncating the
// few hundred MB a burst left held that commit 250–390 ms (perf trace: ftruncate on the event loop's thread). Cut
// from the checkpoint worker's connection instead, the restart invalidated the snapshot of a request's transaction
// that had read and was about to write ("database is locked"). On this connection, between transactions, neither
// can happen: it runs only after `quietMs` without a change, never inside a transaction, and gives up at once (no
// busy wait) if the worker is checkpointing at that moment. And only once the checkpoint worker has copied the WAL
// back (it says so): cut before, this connection would copy it itself, fsync included, on the event loop's thread
// (after the demo seed's tens of MB that held the first browser test's server for most of a minute).
import fs from 'node:fs';
import type SQLite from 'better-sqlite3';

export interface WalTrim {
  /** The checkpoint worker has copied every frame of the WAL back into the database file. */
  caughtUp(): void;
  stop(): void;
}

export function startWalTrim(sqlite: SQLite.Database, file: string, opts: { limitBytes: number; quietMs: number }): WalTrim {
  const changes = sqlite.prepare('select total_changes()').pluck();
  let seen = -1;
  let quietSince = performance.now();
  /** This connection's change count when the worker last said it had copied everything back (-1: not since). */
  let caughtUpAt = -1;
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
    if (n !== caughtUpAt || now - quietSince < opts.quietMs || sqlite.inTransaction || walSize() <= opts.limitBytes) return;
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
  return {
    caughtUp: () => {
      if (sqlite.open) caughtUpAt = changes.get() as number;
    },
    stop: () => clearInterval(timer),
  };
}
