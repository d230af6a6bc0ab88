// Pinning for reproducible figures (issue 30): the server gets one core to itself and the load generators (this
// process, its pusher-js observers and the forked load children, which inherit the affinity) the other, so they
// stop taking turns on the same core. Other processes can still run anywhere; the bench prints their CPU share.
import os from 'node:os';
import { spawnSync } from 'node:child_process';

export interface Pinning {
  /** taskset CPU list for the server, or null when not pinning. */
  serverCpus: string | null;
  describe: string;
}

/** BENCH_PIN: unset or '1' pins when the machine has 2+ cores and taskset exists; '0' never pins. */
export function pinFromEnv(v: string | undefined): Pinning {
  const cores = os.cpus().length;
  if (v === '0') return { serverCpus: null, describe: 'off (BENCH_PIN=0)' };
  if (cores < 2) return { serverCpus: null, describe: 'off (one core)' };
  const self = spawnSync('taskset', ['-a', '-cp', `1-${cores - 1}`, String(process.pid)], { encoding: 'utf8' });
  if (self.status !== 0) return { serverCpus: null, describe: `off (taskset failed: ${(self.stderr || String(self.error)).trim()})` };
  return { serverCpus: '0', describe: `server on cpu 0; this bench (observers, sender) and its load children on cpu 1${cores > 2 ? `-${cores - 1}` : ''} (taskset; BENCH_PIN=0 turns it off)` };
}
