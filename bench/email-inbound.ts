// Email follow-up (issue 28): the inbound path's throughput on the embedded default (SQLite in memory, one process).
// N replies (distinct Message-IDs, quoted history to strip) go through the real SMTP receiver from nodemailer over
// C parallel connections; each is parsed, checked, stripped and stored in its conversation's thread.
//   npx tsx bench/email-inbound.ts [N=500] [C=8]
import net from 'node:net';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import { loadConfig } from '../server/config';
import { buildServer } from '../server/server';
import { buildProject } from '../server/db/builders';

const N = Number(process.argv[2] ?? 500);
const C = Number(process.argv[3] ?? 8);

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

const port = await freePort();
const base = loadConfig({});
const app = await buildServer(
  loadConfig({}, { dataDir: ':memory:', staticDir: null, seedDemo: false, logLevel: 'silent', email: { ...base.email, replyDomain: 'reply.bench.test', smtpInbound: { port, host: '127.0.0.1', maxBytes: 1 << 20, tls: null } } }),
  { logger: false },
);
const p = await buildProject(app.repos);
const targets: Array<{ to: string; from: string }> = [];
for (let i = 0; i < 50; i++) {
  const res = await app.inject({ method: 'POST', url: '/app/visitor/session', payload: { projectKey: p.project.widget_key, name: `V${i}`, email: `v${i}@bench.test` } });
  const v = res.json();
  const c = await app.inject({ method: 'POST', url: '/app/visitor/conversations', payload: { text: 'hello' }, headers: { authorization: `Bearer ${v.token}` } });
  targets.push({ from: `v${i}@bench.test`, to: app.email.tokens.address({ projectId: p.project.id, conversationId: c.json().conversationId }, 'reply.bench.test') });
}

const latencies: number[] = [];
let next = 0;
async function worker() {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: 1 });
  while (next < N) {
    const i = next++;
    const t = targets[i % targets.length];
    const start = performance.now();
    await transport.sendMail({ from: t.from, to: t.to, subject: 'Re: hi', messageId: `<${crypto.randomUUID()}@bench.test>`, text: `Reply number ${i}.\n\nOn Fri, 27 Nov 2026 at 10:00, Acme wrote:\n> earlier\n> lines\n` });
    latencies.push(performance.now() - start);
  }
  transport.close();
}
const t0 = performance.now();
await Promise.all(Array.from({ length: C }, worker));
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
const stored = (await Promise.all(targets.map(async (t) => (await app.repos.messages.after(app.email.tokens.parseAddress(t.to)!.ref.conversationId, 0, 1000)).length - 1))).reduce((a, b) => a + b, 0);
console.log(`email-inbound: ${N} replies over ${C} SMTP connections in ${seconds.toFixed(2)} s = ${(N / seconds).toFixed(0)} mails/s; per mail p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms; stored ${stored}`);
await app.close();
