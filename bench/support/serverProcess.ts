// The real server as a child process (`node --import tsx server/main.ts`), so the benchmark's own clients do not
// share its event loop. SEED_DEMO=true runs the demo entry instead (demo/main.ts, its fakes off unless DEMO_MOCKS says
// otherwise): only it seeds the demo project. Stopped with SIGTERM (graceful: sockets get 4200), SIGKILL if it hangs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cleanup } from './lifecycle';
import { waitForHttp } from './http';
import { benchServerEnv } from './serverEnv';
import { freePort } from '../../scripts/lib/freePort';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port free right now on 127.0.0.1: the same helper the browser tests use. */
export { freePort };

export interface ServerProcess {
  base: string;
  port: number;
  pid: number;
}

export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ServerProcessOptions {
  dataDir: string;
  env?: Record<string, string>;
  /** taskset CPU list to pin the server to (bench/support/pinning.ts). */
  cpus?: string | null;
  /** Preload bench/support/serverProbe.ts, writing its windows' reports (and profiles, with BENCH_SERVER_PROFILE_DIR)
   *  into this folder. */
  probeDir?: string;
}

export async function startServerProcess(cleanup: Cleanup, opts: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_PROFILE_DIR=/some/dir writes a V8 CPU profile of the server (open it in Chrome DevTools): of the
  // probe's windows when there is a probe (the measured run only), else of the whole process.
  const profileDir = process.env.BENCH_SERVER_PROFILE_DIR;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const probe = opts.probeDir ? ['--import', path.join(REPO_ROOT, 'bench/support/serverProbe.ts')] : [];
  const profile = profileDir && !opts.probeDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  // BENCH_SERVER_NODE_FLAGS='--trace-gc …' passes V8/node flags to the server only (NODE_OPTIONS would reach the bench too).
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const entry = opts.env?.SEED_DEMO === 'true' ? 'demo/main.ts' : 'server/main.ts';
  const args = [...profile, ...flags, '--import', 'tsx', ...probe, entry];
  const child = spawn(opts.cpus ? 'taskset' : process.execPath, opts.cpus ? ['-c', opts.cpus, process.execPath, ...args] : args, {
    cwd: REPO_ROOT,
    env: {
      ...benchServerEnv({ port, dataDir: opts.dataDir, seedDemo: false }),
      STATIC_DIR: '',
      ...(opts.probeDir ? { BENCH_PROBE_DIR: opts.probeDir, BENCH_PROBE_PROFILE_DIR: profileDir ? path.resolve(profileDir) : '' } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add(`stop server pid ${child.pid}`, () => stopChild(child));
  // Warnings and errors only (LOG_LEVEL=warn): show them, prefixed, so a failing run explains itself.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  }
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(base, 30_000, () => child.exitCode === null);
  return { base, port, pid: child.pid! };
}
