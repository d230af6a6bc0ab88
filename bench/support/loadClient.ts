// The parent side of the load child: fork it, wait until all its sockets are subscribed, read its counters.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Cleanup } from './lifecycle';
import type { FromLoad, LoadCounters, LoadStart, ToLoad } from './loadProtocol';
import { stopChild } from './serverProcess';

export interface LoadSockets {
  pid: number;
  counters(): Promise<LoadCounters>;
}

function nextMessage<T extends FromLoad['type']>(child: ChildProcess, type: T, timeoutMs: number): Promise<Extract<FromLoad, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`load child: no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (msg: FromLoad) => {
      if (msg.type === 'error') done(new Error(`load child: ${msg.message}`));
      else if (msg.type === type) done(null, msg as Extract<FromLoad, { type: T }>);
    };
    const onExit = (code: number | null) => done(new Error(`load child exited (${code}) while waiting for ${type}`));
    function done(err: Error | null, msg?: Extract<FromLoad, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(msg!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function startLoadSockets(cleanup: Cleanup, cfg: Omit<LoadStart, 'type'>): Promise<{ load: LoadSockets; setupMs: number }> {
  const child = fork(fileURLToPath(new URL('./loadSockets.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  cleanup.add(`stop load child pid ${child.pid}`, () => {
    if (child.connected) child.send({ type: 'stop' } satisfies ToLoad);
    return stopChild(child, 3000);
  });
  const ready = nextMessage(child, 'ready', 120_000);
  child.send({ type: 'start', ...cfg } satisfies ToLoad);
  const { sockets, ms } = await ready;
  if (sockets !== cfg.targets.length) throw new Error(`load child subscribed ${sockets} of ${cfg.targets.length} sockets`);
  return {
    setupMs: ms,
    load: {
      pid: child.pid!,
      counters: async () => {
        const report = nextMessage(child, 'report', 10_000);
        child.send({ type: 'report' } satisfies ToLoad);
        return (await report).counters;
      },
    },
  };
}
