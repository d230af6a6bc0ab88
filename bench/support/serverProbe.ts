// Preloaded into the benchmark's server process (`--import`, after tsx): measures the server from inside without
// any code in the server itself. SIGUSR2 opens a window, the next SIGUSR2 closes it and writes
// `<BENCH_PROBE_DIR>/probe-<pid>-<n>.json`: the event loop's delay over the window (perf_hooks'
// monitorEventLoopDelay, 1 ms resolution: how long a timer, and so any waiting request, was held up by work already
// running), the SQLite statements run in it (wall time inside better-sqlite3: a commit that waits on the disk holds
// the event loop as surely as any JavaScript) and, with BENCH_PROBE_PROFILE_DIR, a V8 CPU profile of exactly that
// window written there (not boot, seeding or logins).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
import path from 'node:path';
import type { ProbeReport } from './probeReport';

const dir = process.env.BENCH_PROBE_DIR;
const profileDir = process.env.BENCH_PROBE_PROFILE_DIR || null;
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let session: Session | null = null;
let open = false;
let windows = 0;
let openedAt = 0;

/** A statement slower than this (ms) is listed: long enough to show in a delivery's p99. */
const SLOW_STATEMENT_MS = 2;
const sqlite = { statements: 0, ms: 0, slow: [] as Array<{ sql: string; ms: number }> };

/** Times every better-sqlite3 statement run while a window is open (the server reuses prepared statements, so the
 *  statements' shared prototype is wrapped, as bench/support/sqlTrace.ts does). */
function watchSqlite(): void {
  type Exec = (...args: unknown[]) => unknown;
  const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => { prepare(sql: string): object; close(): void };
  const scratch = new Database(':memory:');
  const proto = Object.getPrototypeOf(scratch.prepare('select 1')) as Record<string, Exec>;
  scratch.close();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const exec = proto[method]!;
    proto[method] = function timed(this: { source: string }, ...args: unknown[]) {
      if (!open) return exec.apply(this, args);
      const t = performance.now();
      try {
        return exec.apply(this, args);
      } finally {
        const took = performance.now() - t;
        sqlite.statements += 1;
        sqlite.ms += took;
        if (took > SLOW_STATEMENT_MS) sqlite.slow.push({ sql: this.source.replace(/\s+/g, ' ').slice(0, 60), ms: took });
      }
    };
  }
}

async function openWindow(): Promise<void> {
  open = true;
  openedAt = performance.now();
  if (profileDir) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  delay.reset();
  Object.assign(sqlite, { statements: 0, ms: 0, slow: [] });
}

async function closeWindow(): Promise<void> {
  open = false;
  const n = ++windows;
  const ms = (ns: number) => ns / 1e6;
  const report: ProbeReport = {
    windowMs: performance.now() - openedAt,
    eventLoopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
    profile: null,
    sqlite: { statements: sqlite.statements, ms: sqlite.ms, slow: sqlite.slow.sort((a, b) => b.ms - a.ms) },
  };
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    session = null;
    report.profile = path.join(profileDir!, `probe-${process.pid}-${n}.cpuprofile`);
    fs.writeFileSync(report.profile, JSON.stringify(profile));
  }
  // Written then renamed: the bench polls for the file and must never read half of it.
  const file = path.join(dir!, `probe-${process.pid}-${n}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(report));
  fs.renameSync(`${file}.tmp`, file);
}

if (dir) {
  watchSqlite();
  process.on('SIGUSR2', () => {
    void (open ? closeWindow() : openWindow()).catch((err: unknown) => process.stderr.write(`serverProbe: ${String(err)}\n`));
  });
}
