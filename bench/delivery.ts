// Benchmark (issue 3, realtime inbox): visitor message -> agent pusher-js 'new-message' callback latency with
// 500 sockets subscribed to the project channel and visitors sending 200 messages/s over HTTP.
// Budget: p99 <= 2 ms delivery. Run: node --import tsx bench/delivery.ts
//
// Processes: the real server (child, `server/main.ts`), a load child of raw `ws` Pusher clients (most sockets),
// and this process: ~10 real pusher-js observers plus the HTTP sender. Latency = observer callback time minus the
// time just before the visitor's POST was issued, on this process's clock, so it covers the whole path: HTTP
// request, validation, the transaction, fan-out to every socket, websocket transit and pusher-js decoding.
import type { InboxDetails } from '../src/domain/inbox/types';
import { Cleanup, runBenchmark } from './support/lifecycle';
import { httpClient, login } from './support/http';
import { startServerProcess } from './support/serverProcess';
import { prepareDeliveryData } from './support/deliveryFixture';
import { startLoadSockets, type LoadSockets } from './support/loadClient';
import { subscribeObserver, type Observer } from './support/observers';
import { openConversations, sendSteadily, type SendRun } from './support/steadySender';
import { formatSummary, ms, summarize, verdict } from './support/stats';
import { printHeader } from './support/machine';
import { cpuMeter } from './support/cpu';

const ENV_KEYS = ['BENCH_SOCKETS', 'BENCH_OBSERVERS', 'BENCH_RATE', 'BENCH_SECONDS', 'BENCH_WARMUP_SECONDS', 'BENCH_CONVERSATIONS', 'BENCH_SERVER_PROFILE_DIR'] as const;
const num = (key: Exclude<(typeof ENV_KEYS)[number], 'BENCH_SERVER_PROFILE_DIR'>, fallback: number) => {
  const v = Number(process.env[key] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${key} must be a positive number`);
  return v;
};

const SOCKETS = num('BENCH_SOCKETS', 500);
const OBSERVERS = num('BENCH_OBSERVERS', 10);
const RATE = num('BENCH_RATE', 200);
const SECONDS = num('BENCH_SECONDS', 15);
const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 2);
const CONVERSATIONS = num('BENCH_CONVERSATIONS', 100);
const AGENTS = 5;
const APP_KEY = 'parley-key';
const BUDGET_P99_MS = 2;
const DRAIN_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until every observer and every load socket got every message sent so far (or the timeout passes). */
async function drain(observers: Observer[], texts: string[], load: LoadSockets, loadExpected: number): Promise<void> {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const observersDone = observers.every((o) => texts.every((t) => o.received.has(t)));
    if (observersDone && (await load.counters()).newMessages >= loadExpected) return;
    await sleep(50);
  }
}

function report(run: SendRun, observers: Observer[], early: Set<Observer>): { lost: number; p99: number } {
  const all: number[] = [];
  const byPosition = { early: [] as number[], late: [] as number[] };
  let lost = 0;
  for (const o of observers) {
    for (const [text, sent] of run.sentAt) {
      const got = o.received.get(text);
      if (got === undefined) {
        lost++;
        continue;
      }
      all.push(got - sent);
      byPosition[early.has(o) ? 'early' : 'late'].push(got - sent);
    }
  }
  const delivery = summarize(all);
  const rtt = summarize(run.rttMs);
  console.log(formatSummary('delivery (all observer callbacks)', delivery));
  console.log(formatSummary('  observers subscribed first', summarize(byPosition.early)));
  console.log(formatSummary('  observers subscribed last', summarize(byPosition.late)));
  console.log(formatSummary('visitor POST round trip', rtt));
  console.log(`mean delivery ${ms(delivery.mean)}, mean round trip ${ms(rtt.mean)}`);
  return { lost, p99: delivery.p99 };
}

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader('delivery: visitor message -> agent pusher-js callback', 'bench/delivery.ts', ENV_KEYS);
  const loadCount = SOCKETS - OBSERVERS;
  if (loadCount < 0) throw new Error('BENCH_OBSERVERS must not exceed BENCH_SOCKETS');
  console.log(`setup    ${SOCKETS} sockets (${loadCount} raw ws in a load child + ${OBSERVERS} pusher-js observers), ${RATE} msg/s for ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${CONVERSATIONS} conversations`);

  const t0 = performance.now();
  const dataDir = cleanup.tempDir('parley-bench-delivery-');
  const fixture = await prepareDeliveryData(dataDir, AGENTS);
  const server = await startServerProcess(cleanup, {
    dataDir,
    env: {
      REALTIME_KEY: APP_KEY,
      REALTIME_SECRET: 'bench-delivery-secret',
      VISITOR_RATE_LIMIT: '100000000',
      AUTH_RATE_LIMIT: '100000',
    },
  });
  const http = httpClient(server.base);
  const tokens: string[] = [];
  for (const a of fixture.agents) tokens.push(await login(http, a.email, a.password));
  const details = await http.json<InboxDetails>('GET', '/app/inbox/details', undefined, tokens[0]);
  const channel = details.pusherChannels[0]!.name; // the project channel; the second is the agent's own

  // Fan-out walks subscribers in subscription order: half the observers subscribe before the load sockets and
  // half after, so the figures show both ends of one publish.
  const observers: Observer[] = [];
  cleanup.add('disconnect observers', () => observers.forEach((o) => o.client.disconnect()));
  const addObservers = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const n = observers.length;
      observers.push(await subscribeObserver(`observer-${n + 1}`, server.base, APP_KEY, channel, tokens[n % tokens.length]!));
    }
  };
  const firstHalf = Math.ceil(OBSERVERS / 2);
  await addObservers(firstHalf);
  const early = new Set(observers);
  const { load, setupMs } = await startLoadSockets(cleanup, { base: server.base, appKey: APP_KEY, channel, tokens, sockets: loadCount, concurrency: 25 });
  await addObservers(OBSERVERS - firstHalf);
  const visitors = await openConversations(http, fixture.widgetKey, CONVERSATIONS);
  console.log(`ready    in ${((performance.now() - t0) / 1000).toFixed(1)} s (load sockets subscribed in ${(setupMs / 1000).toFixed(1)} s), server pid ${server.pid}`);

  const warm = await sendSteadily(http, visitors, { rate: RATE, seconds: WARMUP_SECONDS, prefix: 'warm' });
  const cpu = cpuMeter({ server: server.pid, 'load child': load.pid, 'bench (observers + sender)': process.pid });
  const runStart = performance.now();
  const run = await sendSteadily(http, visitors, { rate: RATE, seconds: SECONDS, prefix: 'msg' });
  const cpuUsed = cpu();
  const runMs = performance.now() - runStart;
  const failures = [...warm.failures, ...run.failures];
  const published = CONVERSATIONS + warm.sentAt.size + run.sentAt.size - failures.length;
  await drain(observers, [...run.sentAt.keys()], load, published * loadCount);
  const counters = await load.counters();

  console.log(`sent     ${run.sentAt.size} measured messages at ${run.achievedRate.toFixed(1)} msg/s (+${warm.sentAt.size} warm-up)`);
  console.log('');
  const { lost, p99 } = report(run, observers, early);
  const loadLost = Math.max(0, published * loadCount - counters.newMessages);
  console.log('');
  console.log(`lost     ${lost} of ${run.sentAt.size * observers.length} observer deliveries; HTTP failures ${failures.length}`);
  console.log(`sockets  ${counters.open} of ${loadCount} load sockets open at the end, ${counters.closed} closed by the server, ${counters.newMessages} of ${published * loadCount} new-message frames received (${loadLost} missing)`);
  for (const f of failures.slice(0, 5)) console.log(`  failure: ${f}`);
  for (const [name, used] of Object.entries(cpuUsed)) {
    if (used === null) continue;
    const perMessage = used / Math.max(1, run.rttMs.length);
    console.log(`cpu      ${name.padEnd(27)} ${(used / runMs * 100).toFixed(0).padStart(3)}% of one core, ${ms(perMessage)} per message`);
  }
  console.log(`budget   delivery p99 ${ms(p99)} <= ${BUDGET_P99_MS} ms: ${verdict(p99, BUDGET_P99_MS)}`);
  return lost === 0 && failures.length === 0 && loadLost === 0 && counters.closed === 0;
}

void runBenchmark('bench/delivery.ts', main);
