// Bulk close of every match (issue 27): one job over BENCH_CONVERSATIONS (default 10,000) human conversations on the
// embedded default. Prints the job's wall time and rate, how often progress moved (read every 100 ms, as the toolbar
// does), and how many realtime events the job logged: one conversations-batch event per batch of BULK_BATCH_SIZE
// (default 100) instead of one event per conversation. Run: node --import tsx bench/bulk.ts
import { Cleanup, runBenchmark } from './support/lifecycle';
import { startInProcessServer } from './support/inProcessServer';
import { httpClient, login } from './support/http';
import { seedInbox } from './support/seedInbox';
import { printHeader } from './support/machine';
import type { BulkJob } from '../src/domain/inbox/bulk';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const ENV_KEYS = ['BENCH_CONVERSATIONS', 'BULK_BATCH_SIZE', 'BULK_BATCH_PAUSE_MS'] as const;

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader(`bulk close of ${CONVERSATIONS.toLocaleString('en')} conversations`, 'bench/bulk.ts', ENV_KEYS);
  const dataDir = cleanup.tempDir('parley-bench-bulk-');
  const seeded = await seedInbox(dataDir, { conversations: CONVERSATIONS, richSample: 0, agents: 6, seed: 20261127 });
  console.log(`seeded   ${seeded.counts.conversations} conversations in ${(seeded.seedMs / 1000).toFixed(1)} s`);
  const { app, base } = await startInProcessServer(cleanup, dataDir, { AUTH_RATE_LIMIT: '100000' });
  const http = httpClient(base);
  const token = await login(http, seeded.me.email, seeded.me.password);
  const sqlite = app.db.sqlite;
  if (!sqlite) throw new Error('the bulk benchmark runs on the embedded SQLite database');
  const events = (name: string) => (sqlite.prepare('select count(*) as n from realtime_events where event = ?').get(name) as { n: number }).n;
  const before = { batch: events('conversations-batch'), status: events('conversation-status') };

  const query = { participant: 'nonBot', botConv: false, filters: { archive: false } };
  const t0 = performance.now();
  const started = await http.json<BulkJob>('POST', '/app/inbox/bulk', { query, kind: 'close' }, token);
  const seen = new Set<number>();
  let job = started;
  while (job.state === 'running') {
    await new Promise((r) => setTimeout(r, 100));
    job = await http.json<BulkJob>('GET', `/app/inbox/bulk/${started.id}`, undefined, token);
    seen.add(job.done);
  }
  const seconds = (performance.now() - t0) / 1000;
  const batches = events('conversations-batch') - before.batch;
  const singles = events('conversation-status') - before.status;
  const open = (sqlite.prepare("select count(*) as n from conversations where bot = 0 and archived = 0 and status <> 'close'").get() as { n: number }).n;
  console.log(`job      ${job.state}: ${job.total} matching, ${job.updated} updated, ${job.skipped} skipped in ${seconds.toFixed(2)} s (${Math.round(job.total / seconds)} conversations/s)`);
  console.log(`progress ${seen.size} distinct readings of done (every 100 ms)`);
  console.log(`events   ${batches} conversations-batch events, ${singles} single conversation-status events; ${open} left open`);
  console.log(`command  node --import tsx bench/bulk.ts`);
  return job.state === 'finished' && open === 0 && singles === 0;
}

void runBenchmark('bench/bulk.ts', main);
