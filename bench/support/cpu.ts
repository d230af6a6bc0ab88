// CPU time of a process (user + system), to tell whether the server or the load generators saturate the cores.
// Linux only (/proc); elsewhere the figures are simply left out.
import fs from 'node:fs';

/** USER_HZ: /proc/<pid>/stat counts clock ticks of 1/100 s on every mainstream Linux build. */
const TICK_MS = 10;

export function cpuMs(pid: number): number | null {
  if (pid === process.pid) {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the "(comm)" part: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** Snapshot now; call the result later for "CPU ms used since" per named process. */
export function cpuMeter(pids: Record<string, number>): () => Record<string, number | null> {
  const start = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  return () =>
    Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => {
        const now = cpuMs(pid);
        const before = start[name];
        return [name, now === null || before === null || before === undefined ? null : now - before];
      }),
    );
}

/** CPU time (ms) the whole machine spent busy (every core, every process) since boot, from /proc/stat. */
export function machineBusyMs(): number | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    // cpu  user nice system idle iowait irq softirq steal ...
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * TICK_MS;
  } catch {
    return null;
  }
}
