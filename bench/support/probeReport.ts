// What bench/support/serverProbe.ts writes for one window, and the bench side that opens and closes it.
import fs from 'node:fs';
import path from 'node:path';

export interface ProbeReport {
  windowMs: number;
  /** ms, over the window. */
  eventLoopDelay: { p50: number; p99: number; max: number; mean: number };
  /** The window's CPU profile file, when the bench asked for one (BENCH_SERVER_PROFILE_DIR). */
  profile: string | null;
  /** The SQLite statements run in the window: how many, their wall time inside better-sqlite3 (ms), the slow ones. */
  sqlite: { statements: number; ms: number; slow: Array<{ sql: string; ms: number }> };
}

/** Opens a window in the server now; the returned function closes it and resolves with its report. */
export function openProbeWindow(pid: number, dir: string, n: number): () => Promise<ProbeReport> {
  process.kill(pid, 'SIGUSR2');
  return async () => {
    process.kill(pid, 'SIGUSR2');
    const file = path.join(dir, `probe-${pid}-${n}.json`);
    const until = Date.now() + 30_000;
    while (!fs.existsSync(file)) {
      if (Date.now() > until) throw new Error(`server probe wrote no ${file}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeReport;
  };
}
