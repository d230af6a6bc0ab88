// Memory benchmark (issue 30): what the idle server holds, split between the product's code and the demo's data, and
// what stays after load. Each case is its own server child with the V8 inspector on (bench/support/memoryServer.ts):
//   production   server/main.ts under tsx, empty database (SEED_DEMO=false): the product's code and nothing else
//   demo first   demo/main.ts under tsx on an empty folder: npm start's first start, which seeds six weeks of history
//   demo again   demo/main.ts on that seeded folder: every later npm start; then BENCH_VISITORS visitors send
//                BENCH_MESSAGES messages each through the visitor API and a full GC shows what stays
//   compiled     dist-server/server/main.js (npm run serve, with and without --enable-source-maps) on a copy of the
//                seeded folder, when the build exists (npm run build:server)
// Each idles BENCH_IDLE_SECONDS, then RSS (with the anonymous / file-backed / glibc main-arena split) and the heap
// figures are read, a full GC is forced through the inspector and they are read again. BENCH_SNAPSHOT=true (default)
// takes a heap snapshot of the seeded demo's idle server and prints what holds it.
// Run: npm run bench:memory
import fs from 'node:fs';
import path from 'node:path';
import { runBenchmark, type Cleanup } from './support/lifecycle';
import { httpClient } from './support/http';
import { printHeader } from './support/machine';
import { Inspector, type MemoryFigures } from './support/memoryInspector';
import { COMPILED_ENTRY, processMemory, startMemoryServer, type Entry, type MemoryServer, type ProcessMemory } from './support/memoryServer';
import { summarizeSnapshot } from './support/memorySnapshot';

const ENV_KEYS = ['BENCH_IDLE_SECONDS', 'BENCH_VISITORS', 'BENCH_MESSAGES', 'BENCH_SNAPSHOT', 'BENCH_CASES', 'BENCH_SERVER_NODE_FLAGS'] as const;
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
const SNAPSHOT = process.env.BENCH_SNAPSHOT !== 'false';
/** Which cases run (comma-separated names), all by default. */
const CASES = (process.env.BENCH_CASES ?? 'production,demo-first,demo-again,compiled').split(',');

const MiB = (n: number) => (n / 2 ** 20).toFixed(0);
const MiB1 = (n: number) => (n / 2 ** 20).toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Reading {
  label: string;
  bootS: number;
  idle: ProcessMemory;
  heap: MemoryFigures;
  gc: ProcessMemory;
  heapGc: MemoryFigures;
}

async function read(label: string, server: MemoryServer, idleS: number): Promise<Reading> {
  await sleep(idleS * 1000);
  const idle = processMemory(server.pid);
  const inspector = await Inspector.attach(server.inspectorPort);
  try {
    const heap = await inspector.figures();
    await inspector.collectGarbage();
    await sleep(1000);
    return { label, bootS: server.bootMs / 1000, idle, heap, gc: processMemory(server.pid), heapGc: await inspector.figures() };
  } finally {
    inspector.close();
  }
}

function row(r: Reading): string {
  const kids = r.idle.children.reduce((s, c) => s + c.rss, 0);
  const code = r.heap.code.codeAndMetadata + r.heap.code.bytecodeAndMetadata;
  return `| ${r.label} | ${r.bootS.toFixed(1)} s | **${MiB(r.idle.rss)}** | ${MiB(r.idle.anon)} / ${MiB(r.idle.file)} / ${MiB(r.idle.brkHeap)} | ${MiB1(r.heap.heapUsed)} / ${MiB1(r.heap.heapTotal)} | ${MiB1(code)} | ${MiB1(r.heap.external)} | ${r.idle.threads} | ${kids ? `${MiB(kids)} (${r.idle.children.map((c) => c.name).join(', ')})` : '–'} | ${MiB(r.gc.rss)} | ${MiB1(r.heapGc.heapUsed)} |`;
}

/** N visitors each send M messages through the visitor API (session, conversation, messages), one visitor at a time. */
async function visitorLoad(server: MemoryServer): Promise<number> {
  const http = httpClient(server.base);
  let sent = 0;
  for (let v = 0; v < VISITORS; v++) {
    const session = await http.json<{ token: string }>('POST', '/app/visitor/session', { projectKey: 'demo-widget-key', name: `Memory visitor ${v}`, email: `memory${v}@load.example` });
    const { conversationId } = await http.json<{ conversationId: number }>('POST', '/app/visitor/conversations', { text: `Hello from visitor ${v}` }, session.token);
    sent++;
    for (let m = 1; m < MESSAGES; m++) {
      await http.json('POST', `/app/visitor/conversations/${conversationId}/messages`, { text: `Message ${m} from visitor ${v}` }, session.token);
      sent++;
    }
  }
  return sent;
}

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader('Memory: what the idle server holds (issue 30)', 'bench/memory.ts', ENV_KEYS, {
    always: { BENCH_IDLE_SECONDS: IDLE_S, BENCH_VISITORS: VISITORS, BENCH_MESSAGES: MESSAGES },
  });
  const readings: Reading[] = [];
  const start = async (label: string, entry: Entry, dataDir: string, extra: { sourceMaps?: boolean; env?: Record<string, string> } = {}) => {
    const server = await startMemoryServer(cleanup, { entry, dataDir, ...extra, env: { VISITOR_RATE_LIMIT: '1000000', ...extra.env } });
    console.error(`${label}: up in ${(server.bootMs / 1000).toFixed(1)} s, idling ${IDLE_S} s`);
    return server;
  };
  const seeded = cleanup.tempDir('parley-memory-demo-');

  if (CASES.includes('production')) {
    const server = await start('production entry (tsx), empty database', 'production', cleanup.tempDir('parley-memory-empty-'));
    readings.push(await read('production entry (tsx), empty database', server, IDLE_S));
    await server.stop();
  }
  if (CASES.includes('demo-first') || CASES.includes('demo-again') || CASES.includes('compiled')) {
    const server = await start('demo entry (npm start), first start: seeds the history', 'demo', seeded);
    if (CASES.includes('demo-first')) readings.push(await read('demo entry (npm start), first start: seeds the history', server, IDLE_S));
    await server.stop();
  }
  let snapshotFile: string | null = null;
  if (CASES.includes('demo-again')) {
    const server = await start('demo entry (npm start), seeded database', 'demo', seeded);
    readings.push(await read('demo entry (npm start), seeded database', server, IDLE_S));
    if (SNAPSHOT) {
      snapshotFile = path.join(cleanup.tempDir('parley-memory-snap-'), 'demo.heapsnapshot');
      const inspector = await Inspector.attach(server.inspectorPort);
      await inspector.heapSnapshot(snapshotFile).finally(() => inspector.close());
    }
    const t0 = Date.now();
    const sent = await visitorLoad(server);
    const label = `… after ${sent} visitor messages (${VISITORS} visitors, ${((Date.now() - t0) / 1000).toFixed(0)} s)`;
    readings.push(await read(label, server, Math.min(IDLE_S, 10)));
    await server.stop();
  }
  if (CASES.includes('compiled')) {
    if (!fs.existsSync(COMPILED_ENTRY)) console.log(`compiled: ${path.relative(process.cwd(), COMPILED_ENTRY)} is missing (npm run build:server), skipped`);
    else {
      for (const sourceMaps of [true, false]) {
        const dir = cleanup.tempDir('parley-memory-compiled-');
        fs.cpSync(seeded, dir, { recursive: true });
        const label = `compiled (npm run serve)${sourceMaps ? ', --enable-source-maps' : ', no source maps'}, seeded database`;
        const server = await start(label, 'compiled', dir, { sourceMaps });
        readings.push(await read(label, server, IDLE_S));
        await server.stop();
      }
    }
  }

  console.log('MiB; heap figures from process.memoryUsage() and v8.getHeapCodeStatistics() inside the server, RSS from /proc');
  console.log('| case | boot | idle RSS | anon / file / glibc main arena | heap used / total | code + bytecode | external | threads | child processes | RSS after full GC | heap after GC |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of readings) console.log(row(r));
  for (const r of readings) {
    const spaces = r.heapGc.spaces.filter((s) => s.physical > 2 ** 19).map((s) => `${s.name} ${MiB1(s.used)}/${MiB1(s.physical)}`);
    console.log(`${r.label}: after GC ${spaces.join(', ')}; script source outside the heap ${MiB1(r.heapGc.code.externalScriptSource)}, array buffers ${MiB1(r.heapGc.arrayBuffers)}; source maps ${r.heapGc.sourceMapsEnabled ? 'on' : 'off'}`);
  }

  if (snapshotFile) {
    const s = summarizeSnapshot(snapshotFile);
    console.log(`\nheap snapshot of the seeded demo at idle: ${MiB1(s.total)} MiB in objects`);
    console.log('by type        ' + s.byType.map((t) => `${t.type} ${MiB1(t.size)}`).join(', '));
    console.log('strings        ' + s.stringKinds.map((k) => `${k.kind} ${MiB1(k.size)} (${k.count})`).join(', '));
    console.log('constructors   ' + s.byConstructor.map((c) => `${c.name} ${MiB1(c.size)}`).join(', '));
    console.log('largest strings');
    for (const x of s.largestStrings) console.log(`  ${MiB1(x.size)} MiB  ${x.text}`);
    console.log('largest retainers (retained size, what holds them)');
    for (const x of s.retainers) console.log(`  ${MiB1(x.retained)} MiB  ${x.name} <- ${x.via}`);
  }
  return readings.length > 0;
}

void runBenchmark('memory', main);
