// Soak benchmark (issue 16): visitors arriving steadily for BENCH_SECONDS (default 10 minutes, 2,000 visitors), each
// opening a conversation and sending a few messages minutes apart, answered by agents through the realtime client
// event the inbox uses, all on the embedded default (one server process, SQLite). Prints throughput, visitor-send
// and agent-reply p50/p99, and the server's RSS and open file descriptors at start, every minute and at the end: a
// leak shows as growth that does not level off (caches level off).
// Run: node --import tsx bench/soak.ts   (BENCH_VISITORS, BENCH_SECONDS, BENCH_AGENTS, BENCH_MESSAGES to change it)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { InboxDetails, Message } from '../src/domain/inbox/types';
import { pusherClient, subscribed } from '../tests/api/support/pusher';
import { runBenchmark } from './support/lifecycle';
import { httpClient } from './support/http';
import { printHeader } from './support/machine';
import { startServerProcess } from './support/serverProcess';
import { formatSummary, summarize } from './support/stats';
import { positiveNumberEnv } from './support/envNumber';

const ENV_KEYS = ['BENCH_VISITORS', 'BENCH_SECONDS', 'BENCH_AGENTS', 'BENCH_MESSAGES'] as const;
const num = (key: (typeof ENV_KEYS)[number], fallback: number) => positiveNumberEnv(key, fallback);
const VISITORS = num('BENCH_VISITORS', 2000);
const SECONDS = num('BENCH_SECONDS', 600);
const AGENTS = num('BENCH_AGENTS', 5);
const MESSAGES = num('BENCH_MESSAGES', 4);
/** A visitor's messages are spread over this share of the run (they come, chat a while and leave). */
const VISITOR_SPAN_S = Math.min(120, SECONDS / 4);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sample {
  at: number;
  rssMiB: number;
  fds: number;
}
function sampleOf(pid: number): Sample {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { at: Date.now(), rssMiB: rssKiB / 1024, fds: fs.readdirSync(`/proc/${pid}/fd`).length };
}

interface Agent {
  client: Pusher;
  project: Channel;
  reply(conversationId: number, visitorId: string, clientId: string): void;
}

async function main(cleanup: import('./support/lifecycle').Cleanup): Promise<boolean> {
  printHeader('Soak: visitors chatting with agents on the embedded default', 'bench/soak.ts', ENV_KEYS, {
    always: { BENCH_VISITORS: VISITORS, BENCH_SECONDS: SECONDS },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-soak-'));
  cleanup.add('remove data dir', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // One machine plays every visitor: the per-address visitor limit is lifted for the run (it guards the internet).
  const server = await startServerProcess(cleanup, { dataDir, env: { SEED_DEMO: 'true', DEMO_HISTORY: 'false', VISITOR_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000' } });
  const http = httpClient(server.base);

  // Agents: the demo admin and agent, signed in several times (several tabs), each answering by client event.
  const pending = new Map<string, number>(); // reply clientId -> sent at
  const replyMs: number[] = [];
  const agents: Agent[] = [];
  for (let i = 0; i < AGENTS; i++) {
    const { token } = await http.json<{ token: string }>('POST', '/app/login', { email: i % 2 ? 'agent@demo.test' : 'admin@demo.test', password: 'demo-pass-1' });
    const details = await http.json<InboxDetails>('GET', '/app/inbox/details', undefined, token);
    const client = pusherClient(server.port, token);
    cleanup.add('disconnect agent', async () => client.disconnect());
    const [project, own] = await Promise.all(details.pusherChannels.map((c) => subscribed(client, c.name)));
    const projectId = Number(project!.name.split('-').pop());
    project!.bind('new-message', (d: { message: Message }) => {
      const sent = d.message.clientId ? pending.get(d.message.clientId) : undefined;
      if (sent !== undefined) {
        pending.delete(d.message.clientId!);
        replyMs.push(performance.now() - sent);
      }
    });
    agents.push({
      client,
      project: project!,
      reply(conversationId, visitorId, clientId) {
        own!.trigger('client-app-message', {
          senderId: details.sender.userId,
          channelName: own!.name,
          visitorId,
          conversationId,
          clientId,
          message: { text: 'Thanks, looking into it now.', mentions: [] },
          projectId,
          senderSignature: details.sender.signature,
        });
      },
    });
  }

  const sendMs: number[] = [];
  let sent = 0;
  let failed = 0;
  let replies = 0;
  const samples: Sample[] = [sampleOf(server.pid)];
  const start = Date.now();
  // Every minute, or ten samples over a shorter run.
  const sampler = setInterval(() => samples.push(sampleOf(server.pid)), Math.min(60_000, SECONDS * 100));
  cleanup.add('stop sampler', async () => clearInterval(sampler));

  // Agent replies are queued per agent connection and sent under the 10 client events per second a connection may send.
  const queues: Array<Array<() => void>> = agents.map(() => []);
  const pumps = queues.map((q) => setInterval(() => q.shift()?.(), 110));
  cleanup.add('stop reply pumps', async () => pumps.forEach(clearInterval));

  async function visitor(n: number): Promise<void> {
    const t0 = performance.now();
    try {
      const session = await http.json<{ token: string; visitorId: string }>('POST', '/app/visitor/session', { projectKey: 'demo-widget-key', name: `Soak visitor ${n}`, email: `soak${n}@load.example` });
      const { conversationId } = await http.json<{ conversationId: number }>('POST', '/app/visitor/conversations', { text: `Hello from visitor ${n}` }, session.token);
      sendMs.push(performance.now() - t0);
      sent++;
      for (let m = 1; m < MESSAGES; m++) {
        await sleep((VISITOR_SPAN_S * 1000) / MESSAGES);
        const t = performance.now();
        await http.json('POST', `/app/visitor/conversations/${conversationId}/messages`, { text: `Message ${m} from visitor ${n}` }, session.token);
        sendMs.push(performance.now() - t);
        sent++;
        const clientId = `soak-${n}-${m}`;
        const agent = n % agents.length;
        queues[agent]!.push(() => {
          pending.set(clientId, performance.now());
          agents[agent]!.reply(conversationId, session.visitorId, clientId);
          replies++;
        });
      }
    } catch (err) {
      failed++;
      if (failed <= 5) console.error(`visitor ${n}:`, (err as Error).message);
    }
  }

  // Arrivals spread evenly over the run minus the last visitor's chat span.
  const arrivalWindow = Math.max(1, SECONDS - VISITOR_SPAN_S) * 1000;
  const running: Array<Promise<void>> = [];
  for (let n = 0; n < VISITORS; n++) {
    const due = start + (n * arrivalWindow) / VISITORS;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    running.push(visitor(n));
  }
  await Promise.all(running);
  // Let the last queued replies go out and come back.
  const drainUntil = Date.now() + 15_000;
  while ((queues.some((q) => q.length) || pending.size) && Date.now() < drainUntil) await sleep(100);
  clearInterval(sampler);
  samples.push(sampleOf(server.pid));
  const elapsed = (Date.now() - start) / 1000;

  console.log(`visitors          ${VISITORS} over ${elapsed.toFixed(0)} s (${AGENTS} agent connections)`);
  console.log(`throughput        ${(sent / elapsed).toFixed(1)} visitor messages/s, ${(replyMs.length / elapsed).toFixed(1)} agent replies/s`);
  console.log(formatSummary('visitor send (HTTP)', summarize(sendMs)));
  console.log(formatSummary('agent reply (client event -> stored -> echoed)', summarize(replyMs)));
  console.log(`lost              ${failed} visitors failed, ${replies - replyMs.length} of ${replies} replies unconfirmed`);
  console.log('server RSS / fds  ' + samples.map((s) => `${((s.at - start) / 1000).toFixed(0)}s ${s.rssMiB.toFixed(0)} MiB ${s.fds} fds`).join(' | '));
  const first = samples[1] ?? samples[0]!;
  const last = samples.at(-1)!;
  console.log(`growth            RSS ${(last.rssMiB - first.rssMiB).toFixed(0)} MiB, fds ${last.fds - first.fds} from the first minute to the end`);
  // Verdict (issue 30): caches fill early and level off, a leak keeps the same slope. The end stays within 8 MiB of the
  // first half's peak (V8's idle collections can drop RSS mid-run), or the second half adds at most half of what the
  // first half added plus 8 MiB; descriptors grow by 2 at most (the agents' keep-alive connections).
  const half = Math.floor(samples.length / 2);
  const mid = samples[half]!;
  const early = mid.rssMiB - samples[0]!.rssMiB;
  const late = last.rssMiB - mid.rssMiB;
  const peak = Math.max(...samples.slice(0, half + 1).map((s) => s.rssMiB));
  const levels = (last.rssMiB <= peak + 8 || late <= Math.max(0, early) / 2 + 8) && last.fds - first.fds <= 2;
  console.log(`verdict           ${levels ? 'no growth beyond caches' : 'STILL GROWING'}: RSS ${early.toFixed(0)} MiB over the first half, ${late.toFixed(0)} MiB over the second (end ${last.rssMiB.toFixed(0)}, first-half peak ${peak.toFixed(0)}); fds ${last.fds - first.fds >= 0 ? '+' : ''}${last.fds - first.fds}`);
  return failed === 0 && replyMs.length === replies && levels;
}

void runBenchmark('soak', main);
