// Benchmark (issue 13, analytics): every analytics endpoint at 100,000 conversations / 2,000,000 messages spread
// over 91 days. Budget (2-core machine): p95 <= 50 ms per endpoint. Run: node --import tsx bench/analytics.ts
//
// Same harness as the inbox benchmark (bench/support: in-process server on a temp DATA_DIR, sequential keep-alive
// requests, nearest-rank percentiles, a traced request per endpoint). The data set is written here with raw
// prepared statements (2M messages through Kysely would take minutes): weekday/office-hour shape, a bot flow with
// step visits on ~35% of conversations (half handed to a human), CSAT on ~40%, meetings, offline-form ones.
// Before measuring, one request builds the analytics facts of every conversation (printed as "facts build"); each
// measured request then pays only the incremental refresh of conversations changed since (none, or the last second).
import { Cleanup, runBenchmark } from './support/lifecycle';
import { startInProcessServer } from './support/inProcessServer';
import { httpClient, login } from './support/http';
import { measure, type EndpointCase } from './support/endpoints';
import { diagnoseRequest } from './support/diagnose';
import { formatSummary, verdict } from './support/stats';
import { printHeader } from './support/machine';
import type { FastifyInstance } from 'fastify';
import { seedAnalytics, type SeededAnalytics } from './support/seedAnalytics';
import { positiveIntEnv } from './support/envNumber';

const ENV_KEYS = ['BENCH_CONVERSATIONS', 'BENCH_MESSAGES_PER_CONVERSATION', 'BENCH_REQUESTS', 'BENCH_WARMUP', 'BENCH_MAX_SECONDS'] as const;
const num = (key: (typeof ENV_KEYS)[number], fallback: number) => positiveIntEnv(key, fallback);

const CONVERSATIONS = num('BENCH_CONVERSATIONS', 100_000);
const PER_CONVERSATION = num('BENCH_MESSAGES_PER_CONVERSATION', 21);
const REQUESTS = num('BENCH_REQUESTS', 200);
const WARMUP = num('BENCH_WARMUP', 20);
const MAX_SECONDS = num('BENCH_MAX_SECONDS', 30);
const BUDGET_MS = 50;
const DAY = 86_400;
const DAYS = 91;
const ENDPOINTS = ['overview', 'series', 'heatmap', 'response-times', 'csat', 'funnels', 'flows', 'agents', 'offline', 'export'];

/** Between two requests (outside the timed part) an agent closes a random conversation: the next request pays the
 *  incremental refresh of its facts and the rebuild of its hour in the rollup, as on a live project. */
function liveChange(sqlite: NonNullable<FastifyInstance['db']['sqlite']>) {
  let n = 0;
  const close = sqlite.prepare("update conversations set status = 'close', last_event_time = ? where id = ?");
  return () => void close.run(Math.round(Date.now() / 1000), 1 + ((n++ * 7919) % CONVERSATIONS));
}

function cases(s: SeededAnalytics, sqlite: NonNullable<FastifyInstance['db']['sqlite']>): EndpointCase[] {
  const out: EndpointCase[] = [];
  const now = () => Math.round(Date.now() / 1000);
  for (const e of ENDPOINTS) {
    out.push({ label: `${e}, Last 1 month`, budgetP95: BUDGET_MS, path: () => `/app/analytics/${e}?span=30` });
    out.push({ label: `${e}, 91 days`, budgetP95: BUDGET_MS, path: () => `/app/analytics/${e}?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}` });
  }
  out.push({ label: 'overview, 91 days, team', budgetP95: BUDGET_MS, path: () => `/app/analytics/overview?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}&team=${s.teamId}` });
  out.push({ label: 'response-times, 91 d, agent', budgetP95: BUDGET_MS, path: () => `/app/analytics/response-times?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}&agent=${s.agentId}` });
  out.push({ label: 'agents, 91 days, flow', budgetP95: BUDGET_MS, path: () => `/app/analytics/agents?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}&chat=${s.flowId}` });
  out.push({ label: 'series, Last 24 hours', budgetP95: BUDGET_MS, path: () => '/app/analytics/series?span=1' });
  out.push({ label: 'options', budgetP95: BUDGET_MS, path: () => '/app/analytics/options' });
  out.push({ label: 'meetings, Last 1 month', budgetP95: BUDGET_MS, path: () => '/app/meetings?span=30' });
  out.push({ label: 'billing usage', budgetP95: BUDGET_MS, path: () => '/app/billing/usage' });
  const change = liveChange(sqlite);
  out.push({ label: 'overview, 91 d, live changes', budgetP95: BUDGET_MS, path: () => `/app/analytics/overview?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}`, onBody: change });
  out.push({ label: 'response-times, 91 d, live', budgetP95: BUDGET_MS, path: () => `/app/analytics/response-times?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}`, onBody: change });
  return out;
}

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader(`analytics endpoints at ${CONVERSATIONS.toLocaleString('en')} conversations over ${DAYS} days`, 'bench/analytics.ts', ENV_KEYS);
  const dataDir = cleanup.tempDir('parley-bench-analytics-');
  const seeded = await seedAnalytics(dataDir, { conversations: CONVERSATIONS, perConversation: PER_CONVERSATION });
  console.log(`seeded   ${CONVERSATIONS} conversations, ${seeded.messages} messages over ${DAYS} days in ${(seeded.seedMs / 1000).toFixed(1)} s`);

  const { app, base } = await startInProcessServer(cleanup, dataDir, { AUTH_RATE_LIMIT: '100000' });
  const http = httpClient(base);
  const token = await login(http, seeded.email, seeded.password);
  const t = performance.now();
  const first = await fetch(`${base}/app/analytics/overview?span=30`, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`first request: ${first.status} ${await first.text()}`);
  console.log(`facts build (first request, every conversation): ${((performance.now() - t) / 1000).toFixed(2)} s`);
  console.log(`requests ${REQUESTS} per endpoint after ${WARMUP} warm-up (at most ${MAX_SECONDS} s each), sequential, keep-alive`);
  console.log('');

  const all = cases(seeded, app.db.sqlite!);
  const misses: string[] = [];
  for (const endpoint of all) {
    const s = await measure(base, token, endpoint, { warmup: WARMUP, requests: REQUESTS, maxMs: MAX_SECONDS * 1000 });
    console.log(`${formatSummary(endpoint.label, s)}  budget p95 <= ${BUDGET_MS} ms: ${verdict(s.p95, BUDGET_MS)}${s.capped ? ` (stopped at the ${MAX_SECONDS} s cap)` : ''}`);
    if (s.p95 > BUDGET_MS) misses.push(endpoint.label);
  }
  console.log(`\nbudget   ${misses.length ? `MISSED by: ${misses.join(', ')}` : 'every analytics endpoint within budget'}`);

  if (process.env.BENCH_DIAGNOSE === '1') {
    console.log('\n# where the time goes (one traced request per endpoint)');
    for (const endpoint of all) await diagnoseRequest(app.db.sqlite!, base, token, endpoint);
  }
  return true;
}

void runBenchmark('bench/analytics.ts', main);
