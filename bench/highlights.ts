// Highlights panel data (GET app/highlights/{visitorId}) with every provider fake answering after BENCH_PROVIDER_MS
// (default 50 ms): a project with Salesforce and HubSpot connected (the real OAuth flow against the fakes), Intent and
// Technologies subscribed, and 15 fields over Parley, Salesforce, HubSpot and the enrichment provider.
//   cache miss: the first read of each new visitor (Salesforce: Contact and Lead in parallel, then the account's
//               open Opportunity; HubSpot: search, then the owner; enrichment: company and person in parallel);
//   cache hit:  reads of visitors already looked up (within the 60 s TTL), nothing asked of any provider;
//   slow provider: the enrichment fake answering after BENCH_SLOW_MS (default 1000 ms): the first read answers what
//               is ready within the 300 ms wait and lists enrichment as pending; re-reads every 100 ms until complete.
// One request at a time over HTTP on the loopback. Budgets (ours): hit p95 ≤ 20 ms, miss p95 ≤ 300 ms (the time a
// read waits for slow sources before answering them as pending).
import { runBenchmark } from './support/lifecycle';
import { printHeader } from './support/machine';
import { startInProcessServer } from './support/inProcessServer';
import { formatSummary, summarize, verdict } from './support/stats';
import { startMockServer } from '../mock-server/index';
import { people } from '../mock-server/crm/records';
import { buildProject, buildUser } from '../server/db/builders';
import { connectIntegration } from '../tests/api/support/integrations';
import { login } from '../tests/api/support/server';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 200);
const HITS = Number(process.env.BENCH_HITS ?? 1000);
const PROVIDER_MS = Number(process.env.BENCH_PROVIDER_MS ?? 50);
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 1000);
const SLOW_VISITORS = 50;

const FIELDS = [
  'chat.name',
  'chat.email',
  'chat.company',
  'salesforce.recordLink',
  'salesforce.ownerName',
  'salesforce.opportunityAmount',
  'salesforce.opportunityStage',
  'hubspot.recordLink',
  'hubspot.ownerName',
  'contact.jobTitle',
  'company.industry',
  'company.employees',
  'intent.topTopic',
  'technologies.all',
  'technologies.crm',
];

await runBenchmark('highlights', async (cleanup) => {
  printHeader('Highlights panel data: GET app/highlights/{visitorId}, cache miss and hit', 'bench/highlights.ts', ['BENCH_VISITORS', 'BENCH_HITS', 'BENCH_SLOW_MS'], {
    always: { BENCH_PROVIDER_MS: PROVIDER_MS },
    lines: { shape: `${VISITORS} visitors (cold reads), ${HITS} warm reads, ${FIELDS.length} fields from 4 sources, providers +${PROVIDER_MS} ms` },
  });
  const mocks = await startMockServer();
  cleanup.add('close mocks', () => mocks.close());
  const dataDir = cleanup.tempDir('parley-bench-hl-');
  // Configured as a deployment would be: each provider's base URL and OAuth app (the fakes' demo apps).
  const provider = (p: string) => ({ [`${p}_API_URL`]: `${mocks.url}/${p.toLowerCase()}`, [`${p}_CLIENT_ID`]: `parley-demo-${p.toLowerCase()}`, [`${p}_CLIENT_SECRET`]: `parley-demo-secret-${p.toLowerCase()}` });
  const { app, base } = await startInProcessServer(cleanup, dataDir, {
    ...provider('SALESFORCE'),
    ...provider('HUBSPOT'),
    PUBLIC_URL: 'http://parley.test',
    ENRICHMENT_API_URL: `${mocks.url}/enrichment`,
    ENRICHMENT_API_KEY: 'parley-demo-enrichment-key',
    OUTBOUND_ALLOW_HOSTS: new URL(mocks.url).host,
  });

  const p = await buildProject(app.repos, { plan: 'enterprise' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const token = await login(app, admin.email, admin.password);
  await connectIntegration(app, token, 'salesforce', mocks);
  await connectIntegration(app, token, 'hubspot', mocks);
  await app.highlights.setSubscription(p.project.id, { hasIntent: true, hasScoops: false, hasTechnology: true });
  const saved = await app.inject({ method: 'POST', url: '/app/highlights', headers: { authorization: `Bearer ${token}` }, payload: { fields: FIELDS.map((key, i) => ({ id: `f${i}`, key })) } });
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.body}`);

  // Visitors with the addresses of the fakes' Salesforce contacts (HubSpot and enrichment answer for them too).
  const emails = people(120, 12, 500).flatMap((x) => (x.email ? [x.email] : []));
  const visitors: string[] = [];
  for (let i = 0; i < VISITORS; i++) {
    const res = await fetch(`${base}/app/visitor/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectKey: p.project.widget_key, name: `Visitor ${i}`, email: emails[i % emails.length] }),
    });
    visitors.push(((await res.json()) as { visitorId: string }).visitorId);
  }
  await fetch(`${mocks.url}/_latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: PROVIDER_MS }) });

  const read = async (visitorId: string) => {
    const t = performance.now();
    const res = await fetch(`${base}/app/highlights/${visitorId}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { pending: string[]; highlights: Array<{ state: string; value: string | null }> };
    const elapsed = performance.now() - t;
    if (res.status !== 200) throw new Error(`read ${visitorId}: ${res.status}`);
    return { elapsed, pending: body.pending.length > 0, failed: body.highlights.some((h) => h.state === 'error') };
  };

  // One warm-up visitor (connections, statement caches, HubSpot's portal id), then the cache is emptied.
  await read(visitors[0]!);
  app.highlights.cache.clear();

  const miss: number[] = [];
  let pendingAnswers = 0;
  let failed = 0;
  for (const v of visitors) {
    const r = await read(v);
    miss.push(r.elapsed);
    if (r.pending) pendingAnswers++;
    if (r.failed) failed++;
  }
  const hit: number[] = [];
  for (let i = 0; i < HITS; i++) {
    const r = await read(visitors[i % visitors.length]!);
    hit.push(r.elapsed);
    if (r.failed) failed++;
  }
  // A slow enrichment provider: new visitors, the other providers still at PROVIDER_MS.
  await fetch(`${mocks.url}/_latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'enrichment', ms: SLOW_MS }) });
  const slowFirst: number[] = [];
  const slowComplete: number[] = [];
  let slowPending = 0;
  for (let i = 0; i < SLOW_VISITORS; i++) {
    const res = await fetch(`${base}/app/visitor/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectKey: p.project.widget_key, name: `Slow ${i}`, email: emails[(i + VISITORS) % emails.length] }),
    });
    const id = ((await res.json()) as { visitorId: string }).visitorId;
    app.highlights.cache.clear();
    const started = performance.now();
    let r = await read(id);
    slowFirst.push(r.elapsed);
    if (r.pending) slowPending++;
    while (r.pending) {
      await new Promise((done) => setTimeout(done, 100));
      r = await read(id);
    }
    slowComplete.push(performance.now() - started);
    if (r.failed) failed++;
  }

  const m = summarize(miss);
  const h = summarize(hit);
  console.log(formatSummary('cache miss (first read of a visitor)', m));
  console.log(formatSummary('cache hit (warm read)', h));
  const sf = summarize(slowFirst);
  console.log(formatSummary(`slow enrichment: first answer`, sf));
  console.log(formatSummary(`slow enrichment: all values`, summarize(slowComplete)));
  console.log(`answers with sources still pending: ${pendingAnswers}/${miss.length} (providers +${PROVIDER_MS} ms), ${slowPending}/${SLOW_VISITORS} (enrichment +${SLOW_MS} ms); answers with a failed source: ${failed}`);
  console.log(`cache: ${app.highlights.cache.hits} hits, ${app.highlights.cache.misses} misses (per source)`);
  console.log(`verdict  hit p95 ${h.p95.toFixed(2)} ms ≤ 20 ms: ${verdict(h.p95, 20)};  miss p95 ${m.p95.toFixed(2)} ms ≤ 300 ms: ${verdict(m.p95, 300)};  slow first answer p95 ${sf.p95.toFixed(2)} ms ≤ 400 ms: ${verdict(sf.p95, 400)}`);
  return failed === 0;
});
