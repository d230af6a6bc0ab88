// Benchmark (issue 29): webhook fan-out. With 10 endpoints of one project subscribed to message.created (all at a
// local receiver answering 200 at once), (1) the visitor message request path with and without the subscriptions:
// the sends must stay off the request's critical path (the transaction only writes the delivery rows, the outbox),
// so the added latency is those writes and what the deliveries' CPU takes from the same process, not a wait on them; (2) fan-out throughput: a burst of visitor messages, then deliveries a
// second until the receiver has every one (each signed, logged as an attempt, marked succeeded).
// Server, receiver and client share this process (2 cores): a floor, not a cluster figure.
// Run: npm run bench:webhooks   (BENCH_REQUESTS, BENCH_BURST, BENCH_ENDPOINTS)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Cleanup, runBenchmark } from './support/lifecycle';
import { startInProcessServer } from './support/inProcessServer';
import { httpClient } from './support/http';
import { openConversations } from './support/steadySender';
import { measure } from './support/endpoints';
import { formatSummary, ms } from './support/stats';
import { printHeader } from './support/machine';
import { buildProject, buildUser } from '../server/db/builders';
import { positiveIntEnv } from './support/envNumber';

const ENV_KEYS = ['BENCH_REQUESTS', 'BENCH_BURST', 'BENCH_ENDPOINTS'] as const;
const num = (key: (typeof ENV_KEYS)[number], fallback: number) => positiveIntEnv(key, fallback);
const REQUESTS = num('BENCH_REQUESTS', 500);
const BURST = num('BENCH_BURST', 300);
const ENDPOINTS = num('BENCH_ENDPOINTS', 10);

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader(`webhook fan-out, ${ENDPOINTS} endpoints on message.created, local receiver`, 'bench/webhooks.ts', ENV_KEYS);
  let received = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  cleanup.add('close receiver', () => new Promise((r) => receiver.close(r)));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const dataDir = cleanup.tempDir('parley-bench-webhooks-');
  const { app, base } = await startInProcessServer(cleanup, dataDir, { OUTBOUND_ALLOW_HOSTS: new URL(receiverUrl).host, AUTH_RATE_LIMIT: '100000' });
  const p = await buildProject(app.repos, { name: 'Webhook bench', plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const client = httpClient(base);
  const { token } = await client.json<{ token: string }>('POST', '/app/login', { email: admin.email, password: admin.password });
  const [visitor] = await openConversations(client, [p.project.widget_key]);
  const path = `/app/visitor/conversations/${visitor!.conversationId}/messages`;
  const send = (label: string) => ({ label, path: () => path, post: (i: number) => ({ text: `m-${i}` }), token: visitor!.token });

  const without = await measure(base, visitor!.token, send('visitor POST, no endpoints'), { warmup: 100, requests: REQUESTS, maxMs: 60_000 });
  for (let i = 0; i < ENDPOINTS; i++) await client.json('POST', '/app/webhooks', { url: receiverUrl, events: ['message.created'], description: `bench ${i}` }, token);
  received = 0;
  const withHooks = await measure(base, visitor!.token, send(`visitor POST, ${ENDPOINTS} endpoints`), { warmup: 100, requests: REQUESTS, maxMs: 60_000 });
  await app.webhooks.idle();
  const expectedDuring = (100 + REQUESTS) * ENDPOINTS;
  console.log(`requests ${REQUESTS} after 100 warm-up, one at a time, keep-alive`);
  console.log(formatSummary('no endpoints', without));
  console.log(formatSummary(`${ENDPOINTS} endpoints`, withHooks));
  console.log(`added    p50 ${ms(withHooks.p50 - without.p50)}, p95 ${ms(withHooks.p95 - without.p95)} on the request path (deliveries during it: ${received}/${expectedDuring})`);

  received = 0;
  const t0 = performance.now();
  for (let i = 0; i < BURST; i++) await client.json('POST', path, { text: `burst-${i}` }, visitor!.token);
  const sent = performance.now() - t0;
  const expected = BURST * ENDPOINTS;
  const deadline = performance.now() + 120_000;
  while (received < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await app.webhooks.idle();
  const wall = performance.now() - t0;
  console.log(`burst    ${BURST} messages sent in ${(sent / 1000).toFixed(2)} s → ${received}/${expected} deliveries in ${(wall / 1000).toFixed(2)} s: ${((received / wall) * 1000).toFixed(0)} deliveries/s`);
  const failed = await app.db.kysely.selectFrom('webhook_attempts').select(['response', 'status_code']).where('ok', '=', 0).limit(5).execute();
  const states = await app.db.kysely.selectFrom('webhook_deliveries').select(['status']).select((eb) => eb.fn.countAll().as('n')).groupBy('status').execute();
  console.log(`deliveries ${states.map((r) => `${r.status} ${r.n}`).join(', ')}${failed.length ? `; failed attempts e.g. ${JSON.stringify(failed)}` : ''}`);
  return received === expected;
}

void runBenchmark('bench/webhooks.ts', main);
