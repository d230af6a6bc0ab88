// Benchmark (issue 30, "server CPU ≤ 0.7 ms per visitor message"): what the request path of one visitor message
// costs in CPU, split into what any server pays and what is Parley's own. In one process on one core, one request
// at a time over a keep-alive node:http connection (no fan-out: nothing subscribed):
//   whole      POST /app/visitor/conversations/:id/messages to the real server
//   bare HTTP  the same request and the same answer's bytes to a bare Fastify route (node's HTTP server, Fastify's
//              routing and JSON; the client's side is in both figures, so their difference is all server)
//   SQLite     the statements the real request ran, timed inside better-sqlite3 over 500 requests: per statement its
//              median (the commit included; the worst are printed apart: a commit that waits on the disk is a stall,
//              not CPU), summed: the database work itself, with Parley's schema, indexes and search index
// Parley's own work is whole − bare HTTP − SQLite: hooks, validation, the query builder, the service, events.
// Run: node --import tsx bench/request-floor.ts
import Fastify from 'fastify';
import { Cleanup, runBenchmark } from './support/lifecycle';
import { shortSql, traceSql } from './support/sqlTrace';
import { printHeader } from './support/machine';
import { pinFromEnv } from './support/pinning';
import { describeSpeed, speedReference } from './support/speedReference';
import { keepAlivePoster as poster, type Post } from './support/keepAlivePoster';
import { embeddedVisitor } from './support/embeddedVisitor';
import { positiveIntEnv } from './support/envNumber';

const ENV_KEYS = ['BENCH_REQUESTS', 'BENCH_ROUNDS', 'BENCH_PIN'] as const;
const REQUESTS = positiveIntEnv('BENCH_REQUESTS', 2000);
const ROUNDS = positiveIntEnv('BENCH_ROUNDS', 5);
const WARMUP = 500;

/** Median over ROUNDS of the CPU (µs, this whole process) per request. */
async function cpuPerRequest(post: Post, label: string): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await post(JSON.stringify({ text: `${label} warm ${i}` }));
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) await post(JSON.stringify({ text: `${label} ${r}-${i}` }));
    const c = process.cpuUsage(c0);
    rounds.push((c.user + c.system) / REQUESTS);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

const µs = (x: number) => `${x.toFixed(0).padStart(5)} µs`;

async function main(cleanup: Cleanup): Promise<boolean> {
  const pin = pinFromEnv(process.env.BENCH_PIN);
  const cpus = pin.serverCpus === null ? null : '1';
  printHeader('visitor message request path: whole, bare HTTP, SQLite, Parley', 'bench/request-floor.ts', ENV_KEYS, {
    lines: { pinning: cpus ? 'this process (server and client) on cpu 1 (taskset; BENCH_PIN=0 turns it off)' : pin.describe },
  });
  const { sqlite, path, token, post: parley } = await embeddedVisitor(cleanup, 'parley-bench-floor-');

  // The bare route answers the same bytes Parley answered (same size, same JSON work for the client).
  const answer = JSON.parse(await parley(JSON.stringify({ text: 'the answer to copy' }))) as unknown;
  const bare = Fastify();
  bare.post(path, async () => answer);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  cleanup.add('close bare server', () => bare.close());
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const speedBefore = speedReference(cpus);
  const whole = await cpuPerRequest(parley, 'parley');
  const bareHttp = await cpuPerRequest(poster(bareBase, path, token), 'bare');
  const traced = 500;
  const t = await traceSql(sqlite, async () => {
    for (let i = 0; i < traced; i++) await parley(JSON.stringify({ text: `traced ${i}` }));
  });
  const statements = t.length;
  // Per statement: mean, median and worst wall time (a commit that waits on the disk shows in its worst).
  const by = new Map<string, number[]>();
  for (const s of t) by.set(s.sql, [...(by.get(s.sql) ?? []), s.ms]);
  const rows = [...by].map(([sql, v]) => ({ sql, v: v.sort((a, b) => a - b), total: v.reduce((x, y) => x + y, 0) })).sort((a, b) => b.total - a.total);
  const sql = rows.reduce((sum, r) => sum + r.v[Math.floor(r.v.length / 2)]! * 1000 * (r.v.length / traced), 0);
  const mean = rows.reduce((sum, r) => sum + r.total, 0) * (1000 / traced);
  const speedAfter = speedReference(cpus);

  console.log(`requests ${ROUNDS} rounds of ${REQUESTS} after ${WARMUP} warm-up, one at a time; CPU of this process (server and client) per request, median round`);
  console.log(describeSpeed(speedBefore, speedAfter, cpus ? 'cpu 1, this process' : 'any core'));
  console.log('');
  console.log(`whole      ${µs(whole)}  POST ${path} (client and server)`);
  console.log(`bare HTTP  ${µs(bareHttp)}  the same request and answer to a bare Fastify route (client and server)`);
  console.log(`SQLite     ${µs(sql)}  ${(statements / traced).toFixed(1)} statements a message, each at its median inside better-sqlite3 over ${traced} requests (commit included; the mean with the disk's stalls: ${µs(mean).trim()})`);
  for (const r of rows.slice(0, 8)) {
    const at = (q: number) => (r.v[Math.min(r.v.length - 1, Math.floor(r.v.length * q))]! * 1000).toFixed(0);
    console.log(`  ${((r.total * 1000) / traced).toFixed(0).padStart(5)} µs a message  ${String(r.v.length / traced).padStart(3)} ×  median ${at(0.5).padStart(4)} µs, worst ${at(1).padStart(6)} µs  ${shortSql(r.sql, 80)}`);
  }
  console.log(`Parley     ${µs(whole - bareHttp - sql)}  whole - bare HTTP - SQLite: hooks, validation, query builder, service, events`);
  return true;
}

void runBenchmark('bench/request-floor.ts', main);
