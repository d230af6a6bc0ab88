// Benchmark (issue 30): what the full-text index costs a visitor message on the embedded database, indexed in the
// message's own transaction (migration 028's trigger, put back for the rounds marked "immediate") or noted and
// indexed in batches between requests (migration 041, the server's indexer running: its ticks are in the figure).
// One server in this process on cpu 1, one request at a time, rounds alternating; CPU of the process per message.
// Run: node --import tsx bench/search-index-cost.ts
import { Cleanup, runBenchmark } from './support/lifecycle';
import { printHeader } from './support/machine';
import { pinFromEnv } from './support/pinning';
import { embeddedVisitor } from './support/embeddedVisitor';
import { SEARCH_MESSAGE_TYPES } from '../server/db/searchPending';
import { positiveIntEnv } from './support/envNumber';

const ENV_KEYS = ['BENCH_REQUESTS', 'BENCH_ROUNDS', 'BENCH_PIN'] as const;
const REQUESTS = positiveIntEnv('BENCH_REQUESTS', 1500);
const ROUNDS = positiveIntEnv('BENCH_ROUNDS', 6);
// A visitor's question of 16 words: the index's cost grows with the words (four prefix indexes each).
const WORDS = 'hello there I would like to know about your pricing for the enterprise plan please';

const IMMEDIATE = `create trigger search_messages_ai after insert on messages when new.type in ${SEARCH_MESSAGE_TYPES} begin
  insert into search_messages (rowid, body, scope) select new.id, new.text, 'p' || c.project_id from conversations c where c.id = new.conversation_id; end`;

async function main(cleanup: Cleanup): Promise<boolean> {
  const pin = pinFromEnv(process.env.BENCH_PIN);
  printHeader('search index cost per visitor message: immediate vs batched', 'bench/search-index-cost.ts', ENV_KEYS, {
    lines: { pinning: pin.serverCpus === null ? pin.describe : 'this process (server and client) on cpu 1 (taskset; BENCH_PIN=0 turns it off)' },
  });
  const { app, sqlite, post } = await embeddedVisitor(cleanup, 'parley-bench-fts-');
  const batched = (sqlite.prepare(`select sql from sqlite_master where name = 'search_messages_ai'`).pluck().get() as string) ?? '';
  if (!batched.includes('search_pending')) throw new Error('expected migration 041: messages noted in search_pending');
  const use = (trigger: string) => sqlite.exec(`drop trigger search_messages_ai; ${trigger}`);

  for (let i = 0; i < 500; i++) await post(JSON.stringify({ text: `${WORDS} warm ${i}` }));
  const cpu: Record<'immediate' | 'batched', number[]> = { immediate: [], batched: [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const mode of ['immediate', 'batched'] as const) {
      if (mode === 'immediate') {
        app.db.searchIndexer?.tick(); // nothing noted left behind from the batched round
        use(IMMEDIATE);
      }
      const c0 = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) await post(JSON.stringify({ text: `${WORDS} ${mode} ${r}-${i}` }));
      const c = process.cpuUsage(c0);
      cpu[mode].push((c.user + c.system) / REQUESTS);
      if (mode === 'immediate') use(batched);
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  console.log(`requests ${ROUNDS} rounds of ${REQUESTS} per mode after 500 warm-up, one at a time, alternating; CPU of this process per message`);
  for (const mode of ['immediate', 'batched'] as const) {
    console.log(`${mode.padEnd(10)} median ${median(cpu[mode]).toFixed(0).padStart(5)} µs   rounds ${cpu[mode].map((x) => x.toFixed(0)).join(' ')}`);
  }
  console.log(`saved      ${(median(cpu.immediate) - median(cpu.batched)).toFixed(0)} µs a message`);
  return true;
}

void runBenchmark('bench/search-index-cost.ts', main);
