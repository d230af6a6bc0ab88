// A server child for the memory benchmark: the demo entry (npm start), the production entry under tsx, or the compiled
// bundle (npm run serve), each with the V8 inspector on a port of ours so the bench can read the heap from outside.
// The outside view comes from /proc: RSS split into anonymous and file-backed pages, glibc's main arena ([heap]),
// threads, and the child processes (tsx's esbuild services) that belong to the same npm start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Cleanup } from './lifecycle';
import { waitForHttp } from './http';
import { freePort, REPO_ROOT, stopChild } from './serverProcess';
import { benchServerEnv } from './serverEnv';

export type Entry = 'demo' | 'production' | 'compiled';

export interface MemoryServer {
  base: string;
  port: number;
  pid: number;
  inspectorPort: number;
  bootMs: number;
  stop(): Promise<void>;
}

export const COMPILED_ENTRY = path.join(REPO_ROOT, 'dist-server/server/main.js');

/** The command line of each entry, as the package scripts run it (`npm start` builds first, then runs the demo). */
export function entryArgs(entry: Entry, sourceMaps = true): string[] {
  if (entry === 'demo') return ['--import', 'tsx', 'demo/main.ts'];
  if (entry === 'production') return ['--import', 'tsx', 'server/main.ts'];
  return [...(sourceMaps ? ['--enable-source-maps'] : []), COMPILED_ENTRY];
}

export async function startMemoryServer(
  cleanup: Cleanup,
  opts: { entry: Entry; dataDir: string; sourceMaps?: boolean; env?: Record<string, string> },
): Promise<MemoryServer> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const started = Date.now();
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectorPort}`, ...flags, ...entryArgs(opts.entry, opts.sourceMaps)], {
    cwd: REPO_ROOT,
    env: {
      ...benchServerEnv({ port, dataDir: opts.dataDir, seedDemo: opts.entry === 'demo' }),
      SMTP_INBOUND_PORT: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => stopChild(child);
  cleanup.add(`stop server pid ${child.pid}`, stop);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (!/Debugger (listening|attached)|For help, see|SMTP_URL is not set/.test(text)) process.stderr.write(`[server] ${text}`);
    });
  }
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(base, 180_000, () => child.exitCode === null);
  return { base, port, pid: child.pid!, inspectorPort, bootMs: Date.now() - started, stop };
}

export interface ProcessMemory {
  rss: number;
  anon: number;
  file: number;
  /** glibc's main arena (the brk heap): what the main thread's native allocations (SQLite, V8's zones) hold. */
  brkHeap: number;
  threads: number;
  /** RSS of the server's own child processes (tsx's esbuild service) with their names. */
  children: Array<{ name: string; rss: number }>;
}

const kib = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

export function processMemory(pid: number): ProcessMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  let brkHeap = 0;
  let inHeap = false;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inHeap = line.trimEnd().endsWith('[heap]');
    else if (inHeap && line.startsWith('Rss:')) brkHeap += kib(line, 'Rss');
  }
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const s = fs.readFileSync(`/proc/${d}/status`, 'utf8');
        if (Number(/^PPid:\s+(\d+)/m.exec(s)?.[1]) !== pid) return [];
        return [{ name: /^Name:\s+(\S+)/m.exec(s)?.[1] ?? '?', rss: kib(s, 'VmRSS') }];
      } catch {
        return [];
      }
    });
  return {
    rss: kib(status, 'VmRSS'),
    anon: kib(status, 'RssAnon'),
    file: kib(status, 'RssFile'),
    brkHeap,
    threads: Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 0),
    children,
  };
}
