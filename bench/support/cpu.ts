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

/** CPU ms (user, system) per thread of a process since it started, by thread name (/proc/<pid>/task/<tid>/{comm,stat});
 *  threads of one name are summed (V8's GC helpers, libuv's pool). */
export function threadsCpuMs(pid: number): Map<string, { user: number; system: number }> {
  const out = new Map<string, { user: number; system: number }>();
  let tids: string[] = [];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const comm = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = tid === String(pid) ? 'main thread' : `${comm} threads`;
      const t = out.get(name) ?? { user: 0, system: 0 };
      t.user += Number(fields[11]) * TICK_MS;
      t.system += Number(fields[12]) * TICK_MS;
      out.set(name, t);
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}
