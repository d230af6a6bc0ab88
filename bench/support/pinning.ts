// Pinning for reproducible figures (issue 30): the server gets one core to itself and the load generators (this
// process, its pusher-js observers and the forked load children, which inherit the affinity) the other, so they
// stop taking turns on the same core. Other processes can still run anywhere; the bench prints their CPU share.
import os from 'node:os';
import { spawnSync } from 'node:child_process';

export interface Pinning {
  /** taskset CPU list for the server, or null when not pinning. */
  serverCpus: string | null;
  describe: string;
  /** Gives this process (and what it forks from now on) every core again. */
  release(): void;
}

const taskset = (cpus: string, pid: number) => spawnSync('taskset', ['-a', '-cp', cpus, String(pid)], { encoding: 'utf8' });

/** BENCH_PIN: unset or '1' pins when the machine has 2+ cores and taskset exists; '0' never pins. Call it before
 *  spawning anything that should run on the load generators' cores. */
export function pinFromEnv(v: string | undefined): Pinning {
  const cores = os.cpus().length;
  const none = (why: string): Pinning => ({ serverCpus: null, describe: `off (${why})`, release: () => undefined });
  if (v === '0') return none('BENCH_PIN=0');
  if (cores < 2) return none('one core');
  const load = cores > 2 ? `1-${cores - 1}` : '1';
  const self = taskset(load, process.pid);
  if (self.status !== 0) return none(`taskset failed: ${(self.stderr || String(self.error)).trim()}`);
  return {
    serverCpus: '0',
    describe: `server on cpu 0; this bench (observers, sender) and its load children on cpu ${load} (taskset; BENCH_PIN=0 turns it off)`,
    release: () => void taskset(`0-${cores - 1}`, process.pid),
  };
}
