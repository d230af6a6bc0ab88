// Benchmark (issue 30, cluster figure): PostgreSQL's own CPU per visitor message, with the prepared queries run as
// named statements (server/db/namedStatements.ts) or, with PG_NAMED_STATEMENTS=off, unnamed as Kysely runs them
// (parsed and planned again on every run). N visitor messages, one at a time, through the real server in this
// process on a throwaway schema of DATABASE_URL; the figure is the CPU of the server's PostgreSQL backends (found by
// their application_name, read from /proc) over the measured messages. The switch is read once at start: run the
// script once per case. Run: DATABASE_URL=postgres://parley@127.0.0.1:55432/postgres node --import tsx bench/pg-statements.ts
import crypto from 'node:crypto';
import pg from 'pg';
import { Cleanup, runBenchmark } from './support/lifecycle';
import { startInProcessServer } from './support/inProcessServer';
import { httpClient } from './support/http';
import { prepareDeliveryData } from './support/deliveryFixture';
import { openConversations } from './support/steadySender';
import { measure } from './support/endpoints';
import { cpuMs } from './support/cpu';
import { formatSummary, ms } from './support/stats';
import { printHeader } from './support/machine';
import { positiveIntEnv } from './support/envNumber';

const ENV_KEYS = ['DATABASE_URL', 'PG_NAMED_STATEMENTS', 'BENCH_REQUESTS', 'BENCH_WARMUP'] as const;
const num = (key: (typeof ENV_KEYS)[number], fallback: number) => positiveIntEnv(key, fallback);
const REQUESTS = num('BENCH_REQUESTS', 2000);
const WARMUP = num('BENCH_WARMUP', 200);

async function main(cleanup: Cleanup): Promise<boolean> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL must name a PostgreSQL database (scripts/start-postgres.sh prints one)');
  printHeader('PostgreSQL CPU per visitor message, named statements on/off', 'bench/pg-statements.ts', ENV_KEYS, { always: { PG_NAMED_STATEMENTS: process.env.PG_NAMED_STATEMENTS ?? 'on' } });
  const schema = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  cleanup.add('drop schema', async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });
  await admin.query(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', schema);
  const databaseUrl = url.toString();

  const dataDir = cleanup.tempDir('parley-bench-pgstmt-');
  const [project] = await prepareDeliveryData(dataDir, { projects: 1, agentsPerProject: 1, databaseUrl });
  const { base: http } = await startInProcessServer(cleanup, dataDir, { DATABASE_URL: databaseUrl, ...(process.env.PG_NAMED_STATEMENTS ? { PG_NAMED_STATEMENTS: process.env.PG_NAMED_STATEMENTS } : {}) });
  const [visitor] = await openConversations(httpClient(http), [project!.widgetKey]);
  const path = `/app/visitor/conversations/${visitor!.conversationId}/messages`;
  const endpoint = { label: 'visitor POST round trip', path: () => path, post: (i: number) => ({ text: `m-${i}` }), token: visitor!.token };

  const backends = async () => (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [schema])).rows.map((r) => r.pid);
  await measure(http, visitor!.token, endpoint, { warmup: 0, requests: WARMUP, maxMs: 120_000 });
  const before = new Map((await backends()).map((pid) => [pid, cpuMs(pid) ?? 0]));
  const s = await measure(http, visitor!.token, endpoint, { warmup: 0, requests: REQUESTS, maxMs: 300_000 });
  let pgMs = 0;
  const pids = await backends();
  for (const pid of pids) pgMs += (cpuMs(pid) ?? 0) - (before.get(pid) ?? 0);
  console.log(`requests ${s.n} after ${WARMUP} warm-up, one at a time; ${pids.length} backend(s) of this server`);
  console.log(formatSummary(endpoint.label, s));
  console.log(`postgres ${ms(pgMs / s.n)} CPU per message in the server's backends (/proc, 10 ms ticks: ${pgMs} ms in all)`);
  return true;
}

void runBenchmark('pg-statements', main);
