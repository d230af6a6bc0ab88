// WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the commit that crosses 1,000 WAL
// pages: a synchronous copy plus two fsyncs on the one thread that serves every request. At 200 visitor messages a
// second that was a stall every ~420 ms, and it set the request path's p99 (bench/delivery.ts: server-side p99
// 8.5 ms with it, 4.6 ms without). So the server's connection never checkpoints; a worker thread with its own
// connection to the same file does, PASSIVE (it neither waits for nor blocks the writer), whenever the database
// changed since its last pass. If the worker dies, the main connection takes automatic checkpoints back.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

export interface CheckpointerOptions {
  /** How often the worker looks for new commits (PRAGMA data_version: one cheap read when nothing changed). */
  intervalMs?: number;
  /** Started this long after the database opens, so short-lived servers (tests, CLI tasks) never pay for a thread. */
  startAfterMs?: number;
  /** The SQLite driver module the worker loads (tests give it a broken one to see the fallback). */
  driver?: string;
  /** Default: a process warning (the log shows it). */
  onError?: (err: Error) => void;
}

export interface Checkpointer {
  /** Stops the worker (its connection closes first, so the main connection's close can still remove the WAL). */
  stop(): Promise<void>;
}

const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/** After a checkpoint resets the WAL, SQLite truncates the file to this size: a burst does not leave a huge file. */
const JOURNAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

// Plain CommonJS evaluated in the worker, so it runs the same under tsx, vitest and a compiled build (a .ts worker
// file would need the TypeScript loader in every one of them). The driver's resolved path comes in workerData.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
let seen = -1; // the first pass checkpoints whatever was written before the worker opened
const timer = setInterval(() => {
  const version = db.pragma('data_version', { simple: true });
  if (version === seen) return;
  seen = version;
  db.pragma('wal_checkpoint(PASSIVE)');
}, workerData.intervalMs);
parentPort.on('message', (msg) => {
  if (msg !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.postMessage('stopped');
});
`;

export function startWalCheckpointer(sqlite: SQLite.Database, file: string, opts: CheckpointerOptions = {}): Checkpointer {
  const intervalMs = opts.intervalMs ?? 250;
  sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  let worker: Worker | null = null;
  let stopped = false;

  const fallBack = (err: Error) => {
    worker = null;
    if (stopped) return;
    // Never leave the WAL growing without bound: the main connection checkpoints again, stalls and all.
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    (opts.onError ?? ((e: Error) => process.emitWarning(e)))(err);
  };

  const start = () => {
    if (stopped) return;
    const driver = opts.driver ?? createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs } });
    w.unref();
    w.on('error', fallBack);
    w.on('exit', (code) => {
      if (worker === w && !stopped) fallBack(new Error(`WAL checkpoint worker exited with code ${code}`));
    });
    worker = w;
  };
  const startTimer = setTimeout(start, opts.startAfterMs ?? 1000);
  startTimer.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(startTimer);
      const w = worker;
      worker = null;
      if (!w) return;
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        w.once('exit', done);
        w.once('message', () => void w.terminate().then(done, done));
        w.postMessage('stop');
      });
    },
  };
}
