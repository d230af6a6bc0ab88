// Preloaded into the benchmark's server process (`--import`, after tsx): measures the server from inside without
// any code in the server itself. SIGUSR2 opens a window, the next SIGUSR2 closes it and writes
// `<BENCH_PROBE_DIR>/probe-<pid>-<n>.json`: the event loop's delay over the window (perf_hooks'
// monitorEventLoopDelay, 1 ms resolution: how long a timer, and so any waiting request, was held up by work already
// running) and, with BENCH_PROBE_PROFILE_DIR, a V8 CPU profile of exactly that window written there (not boot, seeding or logins).
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
}

async function closeWindow(): Promise<void> {
  open = false;
  const n = ++windows;
  const ms = (ns: number) => ns / 1e6;
  const report: ProbeReport = {
    windowMs: performance.now() - openedAt,
    eventLoopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
    profile: null,
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
  process.on('SIGUSR2', () => {
    void (open ? closeWindow() : openWindow()).catch((err: unknown) => process.stderr.write(`serverProbe: ${String(err)}\n`));
  });
}
