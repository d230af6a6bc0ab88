// The machine's speed at the moment of a run (issue 30: reproducible figures). On this shared virtual machine the
// same code's CPU per message varied by a third between back-to-back runs with no other process busy (1.45 to
// 2.14 ms at 100 × 5): the host, not the bench, was faster or slower. So each run times a fixed piece of work like
// the server's own (JSON both ways, a SHA-256, a small buffer join, map churn) on the server's core just before and
// just after the measured window; the printed figure lets two runs' CPU figures be compared, and a run whose
// reference moved a lot is known to have been measured on a changing machine.
import { spawnSync } from 'node:child_process';

/** The work: fixed, in a child so it runs on the given core with nothing of the bench's heap around it. */
const SCRIPT = `
const crypto = require('node:crypto');
const message = { id: 12345, conversationId: 678, pos: 42, type: 'text', senderType: 'visitor', senderName: 'Ada Lovelace',
  text: 'Hello, I would like to know more about your enterprise plan and its pricing.', payload: null, clientId: 'c-1', time: 1795850669 };
function unit(i) {
  const json = JSON.stringify({ event: 'new-message', data: { ...message, pos: i } });
  const back = JSON.parse(json);
  crypto.createHash('sha256').update(json).digest('hex');
  const m = new Map();
  for (let k = 0; k < 20; k++) m.set('k' + k, back.data.pos + k);
  return Buffer.concat([Buffer.from(json), Buffer.alloc(16)]).length + m.size;
}
for (let i = 0; i < 2000; i++) unit(i); // warm-up: optimized code, not the first tier
const slices = [];
for (let s = 0; s < 7; s++) {
  const t = process.hrtime.bigint();
  let n = 0;
  while (process.hrtime.bigint() - t < 30000000n) { unit(n); n++; }
  slices.push(Number(process.hrtime.bigint() - t) / 1000 / n);
}
slices.sort((a, b) => a - b);
process.stdout.write(String(slices[3]));
`;

/** Median µs per unit of the reference work on `cpus` (taskset list; null: anywhere), or null if it could not run. */
export function speedReference(cpus: string | null): number | null {
  const node = [process.execPath, '-e', SCRIPT];
  const r = cpus ? spawnSync('taskset', ['-c', cpus, ...node], { encoding: 'utf8' }) : spawnSync(node[0]!, node.slice(1), { encoding: 'utf8' });
  const us = Number(r.stdout);
  return r.status === 0 && Number.isFinite(us) && us > 0 ? us : null;
}

/** "speed ... µs before, ... after": the line a bench prints, with how far the two readings are apart. */
export function describeSpeed(before: number | null, after: number | null, where: string): string {
  if (before === null || after === null) return `speed    reference work could not run (${where})`;
  const drift = ((after - before) / before) * 100;
  return `speed    reference work on ${where}: ${before.toFixed(2)} µs before the run, ${after.toFixed(2)} µs after (${drift >= 0 ? '+' : ''}${drift.toFixed(0)}%; lower is faster; bench/support/speedReference.ts)`;
}
