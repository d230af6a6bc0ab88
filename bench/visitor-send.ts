// Benchmark (issue 3, delivery budget): the request path of a visitor message alone, with no fan-out and no
// concurrency: `POST /app/visitor/conversations/:id/messages`, one at a time on a keep-alive connection, against
// the server in this process. Nothing is subscribed to the project channel, so what it measures is the floor every
// delivery pays before the first socket write: HTTP, hooks, validation, the visitor lookup, the transaction, the
// event log and the JSON answer. Then one request's SQL is traced. Run: node --import tsx bench/visitor-send.ts
// (add --cpu-prof --cpu-prof-dir=DIR before --import for a profile of the whole process).
import { Cleanup, runBenchmark } from './support/lifecycle';
import { startInProcessServer } from './support/inProcessServer';
import { httpClient } from './support/http';
import { prepareDeliveryData } from './support/deliveryFixture';
import { openConversations } from './support/steadySender';
import { measure } from './support/endpoints';
import { diagnoseRequest } from './support/diagnose';
import { formatSummary, ms } from './support/stats';
import { printHeader } from './support/machine';
import { positiveIntEnv } from './support/envNumber';

const ENV_KEYS = ['BENCH_REQUESTS', 'BENCH_WARMUP'] as const;
const num = (key: (typeof ENV_KEYS)[number], fallback: number) => positiveIntEnv(key, fallback);
const REQUESTS = num('BENCH_REQUESTS', 3000);
const WARMUP = num('BENCH_WARMUP', 300);

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader('visitor message request path, no subscribers, sequential', 'bench/visitor-send.ts', ENV_KEYS);
  const dataDir = cleanup.tempDir('parley-bench-send-');
  const [project] = await prepareDeliveryData(dataDir, { projects: 1, agentsPerProject: 1 });
  const { app, base } = await startInProcessServer(cleanup, dataDir);
  const [visitor] = await openConversations(httpClient(base), [project!.widgetKey]);
  const path = `/app/visitor/conversations/${visitor!.conversationId}/messages`;
  const endpoint = { label: 'visitor POST round trip', path: () => path, post: (i: number) => ({ text: `m-${i}` }), token: visitor!.token };

  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const s = await measure(base, visitor!.token, endpoint, { warmup: WARMUP, requests: REQUESTS, maxMs: 120_000 });
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0;
  console.log(`requests ${REQUESTS} after ${WARMUP} warm-up, one at a time, keep-alive; server and client share this process`);
  console.log(formatSummary(endpoint.label, s));
  const perRequest = (cpu.user + cpu.system) / 1000 / (REQUESTS + WARMUP);
  console.log(`cpu      ${ms(perRequest)} per request (server + fetch client, ${((cpu.system / (cpu.user + cpu.system)) * 100).toFixed(0)}% in the kernel), ${(wall / (REQUESTS + WARMUP)).toFixed(2)} ms wall per request`);

  const sqlite = app.db.sqlite;
  if (!sqlite) throw new Error('this benchmark needs the embedded SQLite database');
  await diagnoseRequest(sqlite, base, visitor!.token, { ...endpoint, post: () => ({ text: 'traced' }) }, 50);
  return true;
}

void runBenchmark('bench/visitor-send.ts', main);
