// WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the commit that crosses 1,000 WAL
// pages: a synchronous copy plus two fsyncs on the one thread that serves every request. At 200 visitor messages a
// second that was a stall every ~420 ms, and it set the request path's p99 (bench/delivery.ts: server-side p99
// 8.5 ms with it, 4.6 ms without). So the server's connection never checkpoints; a worker thread with its own
// connection to the same file does, PASSIVE (it neither waits for nor blocks the writer), whenever the database
// changed since its last pass. If the worker dies, the main connection takes automatic checkpoints back.
// The WAL's size is kept between requests (walTrim.ts), never inside a commit.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';
import { startWalTrim } from './walTrim';

export interface CheckpointerOptions {
  /** How often the worker looks for new commits (PRAGMA data_version: one cheap read when nothing changed). */
  intervalMs?: number;
  /** Started this long after the database opens, so short-lived servers (tests, CLI tasks) never pay for a thread. */
  startAfterMs?: number;
  /** The SQLite driver module the worker loads (tests give it a broken one to see the fallback). */
  driver?: string;
  /** Default: a process warning (the log shows it). */
  onError?: (err: Error) => void;
  /** The WAL's size (bytes) above which it is cut once the database is quiet (walTrim.ts). */
  walLimitBytes?: number;
  /** How long (ms) no change must have happened before the WAL is cut. */
  quietMs?: number;
}

export interface Checkpointer {
  /** Stops the worker (its connection closes first, so the main connection's close can still remove the WAL). */
  stop(): Promise<void>;
}

const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/** A WAL larger than this is cut when the database is quiet: a burst does not leave a huge file. */
const WAL_LIMIT_BYTES = 16 * 1024 * 1024;
/** The quiet moment: a second without commits (a request writes within milliseconds of the previous one under load). */
const QUIET_MS = 1000;

// Plain CommonJS evaluated in the worker, so it runs the same under tsx, vitest and a compiled build (a .ts worker
// file would need the TypeScript loader in every one of them). The driver's resolved path comes in workerData.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// The lowest priority for this thread alone (Linux keeps nice per thread; pid 0 = the calling thread): when it and
// the event loop want the same core, the event loop runs and the checkpoint waits for idle time.
try { require('node:os').setPriority(19); } catch {}
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
let seen = -1; // the first pass checkpoints whatever was written before the worker opened
const timer = setInterval(() => {
  const version = db.pragma('data_version', { simple: true });
  if (version === seen) return;
  seen = version;
  const [r] = db.pragma('wal_checkpoint(PASSIVE)');
  // Everything copied back: the server's connection may cut the WAL without copying anything itself (walTrim.ts).
  if (r && r.busy === 0 && r.log === r.checkpointed) parentPort.postMessage('caught-up');
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
  const walLimitBytes = opts.walLimitBytes ?? WAL_LIMIT_BYTES;
  // The server's connection neither checkpoints nor truncates the WAL in a commit.
  sqlite.pragma('journal_size_limit = -1');
  sqlite.pragma('wal_autocheckpoint = 0');
  const trim = startWalTrim(sqlite, file, { limitBytes: walLimitBytes, quietMs: opts.quietMs ?? QUIET_MS });
  let worker: Worker | null = null;
  let stopped = false;

  const fallBack = (err: Error) => {
    worker = null;
    if (stopped) return;
    // Never leave the WAL growing without bound: the main connection checkpoints again, stalls and all.
    if (sqlite.open) {
      sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
      sqlite.pragma(`journal_size_limit = ${walLimitBytes}`);
    }
    (opts.onError ?? ((e: Error) => process.emitWarning(e)))(err);
  };

  const start = () => {
    if (stopped) return;
    const driver = opts.driver ?? createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs } });
    w.unref();
    w.on('message', (msg) => msg === 'caught-up' && trim.caughtUp());
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
      trim.stop();
      clearTimeout(startTimer);
      const w = worker;
      worker = null;
      if (!w) return;
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        w.once('exit', done);
        w.on('message', (msg) => msg === 'stopped' && void w.terminate().then(done, done));
        w.postMessage('stop');
      });
    },
  };
}
