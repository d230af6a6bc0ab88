// Benchmark (issue 3, realtime inbox): the inbox list and thread endpoints on a project of 100,000 conversations.
// Budgets (2-core machine): list p95 <= 20 ms, thread p95 <= 10 ms. Run: node --import tsx bench/inbox-endpoints.ts
//
// The server runs in this process (buildServer + listen on a free port) over a temp DATA_DIR seeded with Kysely
// batch inserts; requests go over real HTTP, one at a time on a keep-alive connection, so each figure is one
// request's latency including this process's fetch client. After the figures, each endpoint's SQL is traced for
// one request and the slowest statement is explained (EXPLAIN QUERY PLAN) to show where the time goes.
import { Cleanup, runBenchmark } from './support/lifecycle';
import { startInProcessServer } from './support/inProcessServer';
import { httpClient, login } from './support/http';
import { seedInbox, type SeededInbox } from './support/seedInbox';
import { seededRandom } from '../demo/seed/random';
import { measure, type EndpointCase } from './support/endpoints';
import { diagnoseRequest } from './support/diagnose';
import { formatSummary, verdict } from './support/stats';
import { printHeader } from './support/machine';
import { positiveIntEnv } from './support/envNumber';

const ENV_KEYS = ['BENCH_CONVERSATIONS', 'BENCH_REQUESTS', 'BENCH_WARMUP', 'BENCH_MAX_SECONDS'] as const;
const num = (key: (typeof ENV_KEYS)[number], fallback: number) => positiveIntEnv(key, fallback);

const CONVERSATIONS = num('BENCH_CONVERSATIONS', 100_000);
const REQUESTS = num('BENCH_REQUESTS', 500);
const WARMUP = num('BENCH_WARMUP', 50);
const MAX_SECONDS = num('BENCH_MAX_SECONDS', 60);
const LIST_BUDGET_MS = 20;
const THREAD_BUDGET_MS = 10;

function cases(seeded: SeededInbox, visitorToken: string): EndpointCase[] {
  const rnd = seededRandom(7);
  const list = '/app/inbox/conversations';
  const thread = (id: number) => `${list}/${id}/${seeded.visitorOfConversation[id - 1]}`;
  let cursor: string | null = null;
  let online = false; // flipped on every request, so that each one is a real change
  return [
    { label: 'list nonBot, first page', budgetP95: LIST_BUDGET_MS, path: () => `${list}?participant=nonBot` },
    {
      label: 'list nonBot, pages via before',
      budgetP95: LIST_BUDGET_MS,
      path: () => `${list}?participant=nonBot${cursor ? `&before=${cursor}` : ''}`,
      onBody: (body) => (cursor = (JSON.parse(body) as { next: string | null }).next),
    },
    { label: 'list status=open', budgetP95: LIST_BUDGET_MS, path: () => `${list}?participant=nonBot&status=open` },
    { label: 'list star=true', budgetP95: LIST_BUDGET_MS, path: () => `${list}?participant=nonBot&star=true` },
    { label: 'list readStatus=unread', budgetP95: LIST_BUDGET_MS, path: () => `${list}?participant=nonBot&readStatus=unread` },
    { label: 'list participant=me', budgetP95: LIST_BUDGET_MS, path: () => `${list}?participant=me` },
    { label: 'list visitorOnline=true', budgetP95: LIST_BUDGET_MS, path: () => `${list}?participant=nonBot&visitorOnline=true` },
    { label: 'thread, random conversation', budgetP95: THREAD_BUDGET_MS, path: () => thread(rnd.int(1, CONVERSATIONS)) },
    { label: 'thread, ~10-message conversation', budgetP95: THREAD_BUDGET_MS, path: () => thread(rnd.pick(seeded.richConversationIds)) },
    { label: 'details (statistics)', path: () => '/app/inbox/details' },
    // A visitor coming and going: each change publishes the project's online counts (no budget in the issue).
    { label: 'visitor online/offline', path: () => '/app/visitor/status', post: () => ({ online: (online = !online) }), token: visitorToken },
  ];
}

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader(`inbox endpoints at ${CONVERSATIONS.toLocaleString('en')} conversations`, 'bench/inbox-endpoints.ts', ENV_KEYS);
  const dataDir = cleanup.tempDir('parley-bench-inbox-');
  const seeded = await seedInbox(dataDir, { conversations: CONVERSATIONS, richSample: 2000, agents: 6, seed: 20261121 });
  const c = seeded.counts;
  console.log(`seeded   ${c.conversations} conversations, ${c.visitors} visitors, ${c.messages} messages, ${c.members} members, ${c.tags} tags in ${(seeded.seedMs / 1000).toFixed(1)} s`);

  const { app, base } = await startInProcessServer(cleanup, dataDir, { AUTH_RATE_LIMIT: '100000' });
  const http = httpClient(base);
  const token = await login(http, seeded.me.email, seeded.me.password);
  const visitor = await http.json<{ token: string }>('POST', '/app/visitor/session', { projectKey: seeded.widgetKey });
  console.log(`requests ${REQUESTS} per endpoint after ${WARMUP} warm-up (at most ${MAX_SECONDS} s each), sequential, keep-alive`);
  console.log('');

  const all = cases(seeded, visitor.token);
  const misses: string[] = [];
  for (const endpoint of all) {
    const s = await measure(base, token, endpoint, { warmup: WARMUP, requests: REQUESTS, maxMs: MAX_SECONDS * 1000 });
    const budget = endpoint.budgetP95 === undefined ? '' : `  budget p95 <= ${endpoint.budgetP95} ms: ${verdict(s.p95, endpoint.budgetP95)}`;
    console.log(`${formatSummary(endpoint.label, s)}${budget}${s.capped ? ` (stopped at the ${MAX_SECONDS} s cap)` : ''}`);
    if (endpoint.budgetP95 !== undefined && s.p95 > endpoint.budgetP95) misses.push(endpoint.label);
  }
  console.log(`\nbudget   ${misses.length ? `MISSED by: ${misses.join(', ')}` : 'all list/thread endpoints within budget'}`);

  console.log('\n# where the time goes (one traced request per endpoint)');
  const sqlite = app.db.sqlite;
  if (!sqlite) throw new Error('the endpoint benchmark needs the embedded SQLite database');
  for (const endpoint of all) await diagnoseRequest(sqlite, base, token, endpoint);
  return true;
}

void runBenchmark('bench/inbox-endpoints.ts', main);
