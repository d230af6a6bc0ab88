// Benchmark (issue 3, realtime inbox): visitor message -> agent pusher-js 'new-message' callback latency with
// 500 sockets subscribed to project channels and visitors sending 200 messages/s over HTTP.
// Budget: p99 <= 2 ms delivery. Run: node --import tsx bench/delivery.ts
//
// Topology (BENCH_PROJECTS): 1 project (default) puts every socket on one channel, the worst case; N projects
// spread the sockets, observers and visitors evenly over N project channels (e.g. 100 projects x 5 agents' tabs),
// so each message reaches only its own project's sockets.
//
// Nodes (BENCH_NODES): 1 (default) runs one embedded server (SQLite) as before. 2 runs the same case twice in one
// go: first on one embedded node, then on a two-node cluster (scripts/cluster/cluster.ts: PostgreSQL, Redis, two
// nodes, HAProxy in front of the visitors' HTTP requests), the sockets and observers split evenly between the two
// nodes, every event published once to Redis and delivered by each node to its own sockets. Both print the
// server CPU per delivered frame (all nodes, plus Redis and HAProxy in the cluster).
//
// Processes: the real server (child, `server/main.ts`), a load child of raw `ws` Pusher clients (most sockets),
// and this process: the real pusher-js observers (at least one per project) plus the HTTP sender. Latency =
// observer callback time minus the time just before the visitor's POST was issued, on this process's clock, so it
// covers the whole path: HTTP request, validation, the transaction, fan-out, websocket transit, pusher-js decoding.
import type { InboxDetails } from '../src/domain/inbox/types';
import { Cleanup, runBenchmark } from './support/lifecycle';
import { httpClient, login } from './support/http';
import { messageSender, senderKindFromEnv } from './support/messageSender';
import { startServerProcess } from './support/serverProcess';
import { prepareDeliveryData, type DeliveryProject } from './support/deliveryFixture';
import { startCluster } from '../scripts/cluster/cluster';
import type { LoadCounters } from './support/loadProtocol';
import { deliveryTopology, describeTopology, topologyLabel, type Topology } from './support/deliveryTopology';
import { startLoadSockets, type LoadSockets } from './support/loadClient';
import { subscribeObserver, type Observer } from './support/observers';
import { openConversations, sendSteadily, type SendRun } from './support/steadySender';
import { formatSummary, ms, summarize, verdict } from './support/stats';
import { printHeader } from './support/machine';
import { cpuMeter, machineBusyMs, threadsCpuMs } from './support/cpu';
import { pinFromEnv } from './support/pinning';
import { describeSpeed, speedReference } from './support/speedReference';
import { openProbeWindow, type ProbeReport } from './support/probeReport';
import { printProfile } from './support/profileSummary';
import { positiveNumberEnv } from './support/envNumber';

const ENV_KEYS = [
  'BENCH_PROJECTS',
  'BENCH_SOCKETS',
  'BENCH_OBSERVERS',
  'BENCH_RATE',
  'BENCH_SECONDS',
  'BENCH_WARMUP_SECONDS',
  'BENCH_CONVERSATIONS',
  'BENCH_SERVER_PROFILE_DIR',
  'BENCH_NODES',
  'BENCH_SENDER',
  'BENCH_SERVER_NODE_FLAGS',
  'BENCH_PIN',
] as const;
const num = (key: Exclude<(typeof ENV_KEYS)[number], 'BENCH_SERVER_PROFILE_DIR' | 'BENCH_SENDER' | 'BENCH_SERVER_NODE_FLAGS' | 'BENCH_PIN'>, fallback: number) => positiveNumberEnv(key, fallback);

const PROJECTS = num('BENCH_PROJECTS', 1);
const SOCKETS = num('BENCH_SOCKETS', 500);
// At least one observer and one visitor per project, so every project is both busy and measured.
const OBSERVERS = num('BENCH_OBSERVERS', Math.max(10, PROJECTS));
const RATE = num('BENCH_RATE', 200);
const SECONDS = num('BENCH_SECONDS', 15);
const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 2);
const CONVERSATIONS = num('BENCH_CONVERSATIONS', Math.max(100, PROJECTS));
const NODES = num('BENCH_NODES', 1);
const SENDER = senderKindFromEnv();
if (NODES !== 1 && NODES !== 2) throw new Error('BENCH_NODES must be 1 or 2');
// Agent accounts, not sockets: a socket is one dashboard tab, and the fan-out depends on sockets per channel only.
// One project keeps the original 5 agents; with many, one agent per project has all its tabs (500 accounts would
// cost a minute of scrypt hashing and logins before anything is measured).
const AGENTS_PER_PROJECT = PROJECTS === 1 ? 5 : 1;
const APP_KEY = 'parley-key';
// Issue 14's budgets on one node at 200 msg/s with the load generator beside it (issue 3 asked for 2 ms).
// Issue 30 on this machine, pinned: p99 <= 10 ms with up to 100 sockets per channel (1 x 100, 100 x 5), 50 ms for
// 1 x 500; and at 100 x 5 the server's CPU per visitor message <= 0.7 ms.
const BUDGET_P99_MS = SOCKETS / PROJECTS > 100 ? 50 : 10;
const BUDGET_CPU_MS = PROJECTS >= 100 ? 0.7 : null;
const DRAIN_TIMEOUT_MS = 10_000;
// Before anything is spawned: this process (and the load children it forks) move to the second core.
const PIN = pinFromEnv(process.env.BENCH_PIN);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What one run of the sender should deliver: per project, the texts its observers must get. */
function textsByProject(topology: Topology, run: SendRun): string[][] {
  const out = topology.projects.map(() => [] as string[]);
  for (const [text, visitor] of run.sender) if (!run.failed.has(text)) out[topology.visitorProject[visitor]!]!.push(text);
  return out;
}

/** Waits until every observer and every load socket got every message sent so far (or the timeout passes). */
async function drain(observers: Observer[], observerProject: number[], texts: string[][], load: LoadSockets, loadExpected: number): Promise<void> {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const observersDone = observers.every((o, j) => texts[observerProject[j]!]!.every((t) => o.received.has(t)));
    if (observersDone && (await load.counters()).newMessages >= loadExpected) return;
    await sleep(50);
  }
}

function report(topology: Topology, run: SendRun, observers: Observer[], early: Set<Observer>): { lost: number; expected: number; p99: number; p50: number } {
  const texts = textsByProject(topology, run);
  const all: number[] = [];
  const byPosition = { early: [] as number[], late: [] as number[] };
  const byProject = topology.projects.map(() => [] as number[]);
  // Callback time minus the time the same message's POST answer had been read: < 0 means the event came first.
  const afterAnswer: number[] = [];
  let lost = 0;
  let expected = 0;
  observers.forEach((o, j) => {
    const project = topology.observerProject[j]!;
    for (const text of texts[project]!) {
      expected++;
      const got = o.received.get(text);
      if (got === undefined) {
        lost++;
        continue;
      }
      const latency = got - run.sentAt.get(text)!;
      all.push(latency);
      byPosition[early.has(o) ? 'early' : 'late'].push(latency);
      byProject[project]!.push(latency);
      afterAnswer.push(got - run.answeredAt.get(text)!);
    }
  });
  const delivery = summarize(all);
  const rtt = summarize(run.rttMs);
  const eventFirst = afterAnswer.filter((d) => d < 0).length;
  console.log(formatSummary('delivery (all observer callbacks)', delivery));
  console.log(formatSummary('  observers subscribed first', summarize(byPosition.early)));
  console.log(formatSummary('  observers subscribed last', summarize(byPosition.late)));
  if (topology.projects.length > 1) {
    const p99s = byProject.map((d) => summarize(d).p99).sort((a, b) => a - b);
    console.log(`  per project p99 (${p99s.length} projects): best ${ms(p99s[0]!)}, median ${ms(summarize(p99s).p50)}, worst ${ms(p99s[p99s.length - 1]!)}`);
  }
  console.log(formatSummary('visitor POST round trip', rtt));
  if (run.serverMs.length > 0) console.log(formatSummary("  the server's share (Server-Timing)", summarize(run.serverMs)));
  console.log(formatSummary('callback - POST answer read', summarize(afterAnswer)));
  console.log(`mean delivery ${ms(delivery.mean)}, mean round trip ${ms(rtt.mean)}; event before the HTTP answer in ${((eventFirst / Math.max(1, afterAnswer.length)) * 100).toFixed(0)}% of deliveries`);
  return { lost, expected, p99: delivery.p99, p50: delivery.p50 };
}

/** Where a case runs: one embedded server, or the nodes of a cluster (sockets split between them). */
interface Deployment {
  label: string;
  /** Each node's address: sockets and observers are spread over them. */
  nodes: string[];
  /** Where the visitors' HTTP requests go (the node, or the balancer). */
  httpBase: string;
  /** Server-side processes whose CPU counts (nodes, and Redis and HAProxy in a cluster). */
  serverPids: Record<string, number>;
  fixture: DeliveryProject[];
  /** The one embedded server's probe (event loop delay, windowed profile): bench/support/serverProbe.ts. */
  probe?: { pid: number; dir: string };
}

interface CaseResult {
  label: string;
  p50: number;
  p99: number;
  rate: number;
  lost: number;
  ok: boolean;
  serverCpuMs: number;
  frames: number;
}

async function startSingle(cleanup: Cleanup): Promise<Deployment> {
  const dataDir = cleanup.tempDir('parley-bench-delivery-');
  const fixture = await prepareDeliveryData(dataDir, { projects: PROJECTS, agentsPerProject: AGENTS_PER_PROJECT });
  const probeDir = cleanup.tempDir('parley-bench-probe-');
  const server = await startServerProcess(cleanup, { dataDir, env: SERVER_ENV, cpus: PIN.serverCpus, probeDir });
  return { label: '1 node (embedded, SQLite)', nodes: [server.base], httpBase: server.base, serverPids: { server: server.pid }, fixture, probe: { pid: server.pid, dir: probeDir } };
}

async function startTwoNodes(cleanup: Cleanup): Promise<Deployment> {
  const cluster = await startCluster({ nodes: 2, env: { ...SERVER_ENV, SEED_DEMO: 'false', STATIC_DIR: '', LOG_LEVEL: 'warn', DEMO_MOCKS: 'false' } });
  cleanup.add('stop the cluster', () => cluster.stop());
  const fixture = await prepareDeliveryData('', { projects: PROJECTS, agentsPerProject: AGENTS_PER_PROJECT, databaseUrl: cluster.databaseUrl });
  return { label: '2 nodes (cluster: PostgreSQL, Redis, HAProxy)', nodes: cluster.nodes.map((n) => n.url), httpBase: cluster.url, serverPids: cluster.pids(), fixture };
}

const SERVER_ENV = {
  REALTIME_KEY: APP_KEY,
  REALTIME_SECRET: 'bench-delivery-secret',
  VISITOR_RATE_LIMIT: '100000000',
  AUTH_RATE_LIMIT: '100000',
  // The fixture's users are hashed at this cost (server/db/builders.ts): at the production default every login would
  // rehash, a minute of scrypt before a 100-project run could start. Logins are not what this bench measures.
  SCRYPT_N: String(2 ** 14),
};

async function runCase(cleanup: Cleanup, d: Deployment, topology: Topology): Promise<CaseResult> {
  const t0 = performance.now();
  const loadCount = topology.projects.reduce((s, p) => s + p.load, 0);
  const { fixture } = d;
  const http = httpClient(d.httpBase);
  const tokens: string[][] = [];
  const channels: string[] = [];
  for (const project of fixture) {
    const own: string[] = [];
    for (const a of project.agents) own.push(await login(http, a.email, a.password));
    const details = await http.json<InboxDetails>('GET', '/app/inbox/details', undefined, own[0]);
    tokens.push(own);
    channels.push(details.pusherChannels[0]!.name); // the project channel; the second is the agent's own
  }

  // Fan-out walks a channel's subscribers in subscription order: half the observers (round-robin over the
  // projects) subscribe before the load sockets and half after, so the figures show both ends of one publish.
  const observers: Observer[] = [];
  cleanup.add('disconnect observers', () => observers.forEach((o) => o.client.disconnect()));
  const addObservers = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const n = observers.length;
      const project = topology.observerProject[n]!;
      const own = tokens[project]!;
      observers.push(await subscribeObserver(`observer-${n + 1}`, d.nodes[n % d.nodes.length]!, APP_KEY, channels[project]!, own[n % own.length]!));
    }
  };
  const firstHalf = Math.ceil(OBSERVERS / 2);
  await addObservers(firstHalf);
  const early = new Set(observers);
  const targets = topology.projects.flatMap((p, project) =>
    Array.from({ length: p.load }, (_, k) => ({ channel: channels[project]!, token: tokens[project]![k % tokens[project]!.length]! })),
  );
  // One load child per node, each holding its share of the sockets.
  const loads: LoadSockets[] = [];
  let setupMs = 0;
  for (const [i, base] of d.nodes.entries()) {
    const mine = targets.filter((_, k) => k % d.nodes.length === i);
    const started = await startLoadSockets(cleanup, { base, appKey: APP_KEY, targets: mine, concurrency: 25 });
    loads.push(started.load);
    setupMs += started.setupMs;
  }
  const loadCounters = async () => {
    const all = await Promise.all(loads.map((l) => l.counters()));
    const sum = (k: keyof LoadCounters) => all.reduce((s, c) => s + c[k], 0);
    return { open: sum('open'), closed: sum('closed'), frames: sum('frames'), newMessages: sum('newMessages') };
  };
  await addObservers(OBSERVERS - firstHalf);
  const visitors = await openConversations(
    http,
    topology.visitorProject.map((p) => fixture[p]!.widgetKey),
  );
  console.log(`ready    ${d.label} in ${((performance.now() - t0) / 1000).toFixed(1)} s (load sockets subscribed in ${(setupMs / 1000).toFixed(1)} s), server pids ${Object.values(d.serverPids).join(', ')}`);

  const sender = messageSender(d.httpBase, SENDER);
  const speedCpus = d.nodes.length === 1 ? PIN.serverCpus : null;
  const speedBefore = speedReference(speedCpus);
  const warm = await sendSteadily(sender, visitors, { rate: RATE, seconds: WARMUP_SECONDS, prefix: 'warm' });
  const loadPids = Object.fromEntries(loads.map((l, i) => [loads.length > 1 ? `load child ${i + 1}` : 'load child', l.pid]));
  const cpu = cpuMeter({ ...d.serverPids, ...loadPids, 'bench (observers + sender)': process.pid });
  const busyBefore = machineBusyMs();
  const threadsBefore = d.probe ? threadsCpuMs(d.probe.pid) : null;
  const closeProbe = d.probe ? openProbeWindow(d.probe.pid, d.probe.dir, 1) : null;
  const runStart = performance.now();
  const run = await sendSteadily(sender, visitors, { rate: RATE, seconds: SECONDS, prefix: 'msg' });
  const cpuUsed = cpu();
  const busyAfter = machineBusyMs();
  const threadsAfter = d.probe ? threadsCpuMs(d.probe.pid) : null;
  const runMs = performance.now() - runStart;
  const probe: ProbeReport | null = closeProbe ? await closeProbe() : null;
  const speedAfter = speedReference(speedCpus);
  const failures = [...warm.failures, ...run.failures];
  // Every new-message event reaches its own project's load sockets: the opening messages, then every send.
  const published = topology.projects.map(() => 0);
  for (const p of topology.visitorProject) published[p]!++;
  for (const r of [warm, run]) textsByProject(topology, r).forEach((texts, p) => (published[p]! += texts.length));
  const loadExpected = published.reduce((s, n, p) => s + n * topology.projects[p]!.load, 0);
  await drain(observers, topology.observerProject, textsByProject(topology, run), { counters: loadCounters, pid: 0 }, loadExpected);
  const counters = await loadCounters();

  console.log(`sent     ${run.sentAt.size} measured messages at ${run.achievedRate.toFixed(1)} msg/s (+${warm.sentAt.size} warm-up)`);
  console.log('');
  const { lost, expected, p99, p50 } = report(topology, run, observers, early);
  const loadLost = Math.max(0, loadExpected - counters.newMessages);
  console.log('');
  console.log(`lost     ${lost} of ${expected} observer deliveries; HTTP failures ${failures.length}`);
  console.log(`sockets  ${counters.open} of ${loadCount} load sockets open at the end, ${counters.closed} closed by the server, ${counters.newMessages} of ${loadExpected} new-message frames received (${loadLost} missing)`);
  for (const f of failures.slice(0, 5)) console.log(`  failure: ${f}`);
  let serverCpuMs = 0;
  for (const [name, used] of Object.entries(cpuUsed)) {
    if (used === null) continue;
    if (name in d.serverPids) serverCpuMs += used;
    const perMessage = used / Math.max(1, run.rttMs.length);
    console.log(`cpu      ${name.padEnd(27)} ${(used / runMs * 100).toFixed(0).padStart(3)}% of one core, ${ms(perMessage)} per message`);
  }
  // Frames the servers wrote in the measured window: each measured message to each socket of its project.
  const frames = textsByProject(topology, run).reduce((s, texts, p) => s + texts.length * (topology.projects[p]!.load + topology.observerProject.filter((o) => o === p).length), 0);
  // The machine's busy time minus ours: another engineer's test run shows here, not as a mystery in the figures.
  if (busyBefore !== null && busyAfter !== null) {
    const ours = Object.values(cpuUsed).reduce<number>((sum, used) => sum + (used ?? 0), 0);
    const others = Math.max(0, busyAfter - busyBefore - ours);
    console.log(`cpu      ${'other processes'.padEnd(27)} ${(others / runMs * 100).toFixed(0).padStart(3)}% of one core (the machine's busy time minus the processes above)`);
  }
  console.log(describeSpeed(speedBefore, speedAfter, speedCpus ? `cpu ${speedCpus}, the server's` : 'any core'));
  if (threadsBefore && threadsAfter) {
    // Where the server's CPU went by thread: the event loop, V8's GC helpers, the SQLite checkpointer, libuv's pool.
    // User and kernel time apart: the kernel's share is mostly the loopback network (each socket write delivers too).
    const n = Math.max(1, run.rttMs.length);
    const used = [...threadsAfter]
      .map(([name, after]) => ({ name, user: after.user - (threadsBefore.get(name)?.user ?? 0), system: after.system - (threadsBefore.get(name)?.system ?? 0) }))
      .filter((t) => t.user + t.system > 0)
      .sort((a, b) => b.user + b.system - (a.user + a.system));
    console.log(`threads  server CPU per message by thread (user + kernel): ${used.map((t) => `${t.name} ${ms((t.user + t.system) / n)} (${ms(t.user / n)} + ${ms(t.system / n)})`).join(', ')}`);
  }
  if (probe) {
    const l = probe.eventLoopDelay;
    console.log(`loop     server event loop delay over the run (monitorEventLoopDelay, 1 ms resolution): p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, max ${ms(l.max)}, mean ${ms(l.mean)}`);
  }
  if (probe) {
    const q = probe.sqlite;
    const n = Math.max(1, run.rttMs.length);
    const slowest = q.slow.slice(0, 3).map((s) => `${s.sql} ${ms(s.ms)}`).join('; ');
    console.log(`sqlite   ${(q.statements / n).toFixed(1)} statements and ${ms(q.ms / n)} inside SQLite per message (wall); ${q.slow.length} over 2 ms${slowest ? `, the slowest: ${slowest}` : ''}`);
  }
  if (run.outsideMs.length > 0) console.log(formatSummary('request wait (round trip - server)', summarize(run.outsideMs)));
  console.log(`cpu      server side per delivered frame: ${((serverCpuMs * 1000) / Math.max(1, frames)).toFixed(2)} µs (${frames} frames; floor: one loopback write 12-13 µs, bench/support/socketWriteCost.ts)`);
  console.log(`budget   delivery p99 ${ms(p99)} <= ${BUDGET_P99_MS} ms (${topologyLabel(topology)}, ${d.label}): ${verdict(p99, BUDGET_P99_MS)}`);
  if (BUDGET_CPU_MS !== null && d.nodes.length === 1) {
    const perMessage = serverCpuMs / Math.max(1, run.rttMs.length);
    console.log(`budget   server CPU per visitor message ${ms(perMessage)} <= ${BUDGET_CPU_MS} ms: ${verdict(perMessage, BUDGET_CPU_MS)}${probe?.profile ? ' (profiled: the profiler adds to it)' : ''}`);
  }
  if (probe?.profile) printProfile(probe.profile, run.rttMs.length, 'message');
  for (const o of observers) o.client.disconnect();
  return { label: d.label, p50, p99, rate: run.achievedRate, lost: lost + loadLost, ok: lost === 0 && failures.length === 0 && loadLost === 0 && counters.closed === 0, serverCpuMs, frames };
}

async function main(cleanup: Cleanup): Promise<boolean> {
  const topology = deliveryTopology({ projects: PROJECTS, sockets: SOCKETS, observers: OBSERVERS, conversations: CONVERSATIONS });
  printHeader('delivery: visitor message -> agent pusher-js callback', 'bench/delivery.ts', ENV_KEYS, {
    always: { BENCH_PROJECTS: PROJECTS, ...(NODES > 1 ? { BENCH_NODES: NODES } : {}) },
    lines: { topology: describeTopology(topology), pinning: PIN.describe },
  });
  const loadCount = topology.projects.reduce((s, p) => s + p.load, 0);
  console.log(
    `setup    ${SOCKETS} sockets (${loadCount} raw ws in load children + ${OBSERVERS} pusher-js observers), ${RATE} msg/s for ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${CONVERSATIONS} conversations, ${AGENTS_PER_PROJECT} agent account(s) per project; visitors POST with ${SENDER === 'http' ? 'node:http' : 'fetch'} (BENCH_SENDER)`,
  );
  const results: CaseResult[] = [];
  const single = new Cleanup();
  try {
    results.push(await runCase(single, await startSingle(single), topology));
  } finally {
    await single.runAll();
  }
  if (NODES === 2) {
    // The cluster's processes (nodes, PostgreSQL, Redis, HAProxy) are forked by this process: unpinned, they may use
    // both cores, as the two nodes need to (the figures of a 2-core machine stand for a larger one only via CPU per
    // message: see bench/README.md).
    PIN.release();
    console.log('');
    console.log('pinning  off for the cluster (its five kinds of process share both cores)');
    results.push(await runCase(cleanup, await startTwoNodes(cleanup), topology));
    console.log('');
    console.log('compare  deployment                                      rate    p50 / p99 delivery     server-side CPU per frame');
    for (const r of results) {
      console.log(`         ${r.label.padEnd(46)} ${r.rate.toFixed(1).padStart(6)}  ${ms(r.p50).padStart(9)} / ${ms(r.p99).padEnd(10)}  ${((r.serverCpuMs * 1000) / Math.max(1, r.frames)).toFixed(2)} µs`);
    }
  }
  return results.every((r) => r.ok);
}

void runBenchmark('bench/delivery.ts', main);
