// The floor under any in-process fan-out (bench/README.md): what one socket write costs the sending process on
// loopback TCP, with nothing else involved (no websocket framing, no HTTP, no database). Opens BENCH_SOCKETS
// connections to a receiver child that only reads, then writes a frame-sized buffer to every socket, round after
// round, one write per socket (and, for comparison, several frames per write, as the server's per-turn batch
// does). Run: node --import tsx bench/support/socketWriteCost.ts
import net from 'node:net';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Cleanup, runBenchmark } from './lifecycle';
import { printHeader } from './machine';
import { stopChild } from './serverProcess';

const ENV_KEYS = ['BENCH_SOCKETS', 'BENCH_ROUNDS'] as const;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
/** About one new-message event as the server sends it. */
const FRAME_BYTES = 700;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The receiver child: connects SOCKETS sockets, reads and drops everything, reports when all are open. */
function receiver(port: number): void {
  let open = 0;
  for (let i = 0; i < SOCKETS; i++) {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (++open === SOCKETS) process.send!('ready');
    });
    socket.setNoDelay(true);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
  }
  process.on('message', (m) => m === 'stop' && process.exit(0));
}

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader(`socket write cost: ${SOCKETS} loopback TCP sockets`, 'bench/support/socketWriteCost.ts', ENV_KEYS);
  const sockets: net.Socket[] = [];
  const server = net.createServer((s) => {
    s.setNoDelay(true); // as `ws` does: every write leaves at once
    s.on('error', () => undefined); // resets when the receiver stops at the end
    sockets.push(s);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.add('close server', () => new Promise((r) => server.close(r)));
  cleanup.add('destroy sockets', () => sockets.forEach((s) => s.destroy()));
  const port = (server.address() as net.AddressInfo).port;
  const child = fork(fileURLToPath(import.meta.url), ['receiver', String(port)], { execArgv: ['--import', 'tsx'] });
  cleanup.add(`stop receiver pid ${child.pid}`, () => {
    if (child.connected) child.send('stop');
    return stopChild(child, 3000);
  });
  await new Promise((r) => child.once('message', r));
  while (sockets.length < SOCKETS) await sleep(10);

  const frame = Buffer.alloc(FRAME_BYTES, 'a');
  for (const batch of [1, 2, 4, 8]) {
    const cpu0 = process.cpuUsage();
    let wallMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const t = performance.now();
      for (const s of sockets) {
        s.cork();
        for (let i = 0; i < batch; i++) s.write(frame);
        s.uncork();
      }
      wallMs += performance.now() - t;
      await sleep(5); // let the receiver drain, as between two events
    }
    const cpu = process.cpuUsage(cpu0);
    const writes = ROUNDS * SOCKETS;
    const perWrite = (cpu.user + cpu.system) / writes;
    console.log(
      `${String(batch).padStart(2)} frame(s) per write: ${perWrite.toFixed(1)} µs of sender CPU per socket write (${(cpu.system / writes).toFixed(1)} µs in the kernel), ` +
        `${(perWrite / batch).toFixed(1)} µs per frame; one pass over all ${SOCKETS} sockets ${(wallMs / ROUNDS).toFixed(2)} ms`,
    );
  }
  return true;
}

if (process.argv[2] === 'receiver') receiver(Number(process.argv[3]));
else void runBenchmark('bench/support/socketWriteCost.ts', main);
