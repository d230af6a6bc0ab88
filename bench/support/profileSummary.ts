// Reads a V8 CPU profile (.cpuprofile) and says where the CPU went per unit of work (e.g. per visitor message):
// self time grouped into the costs issue 30 asks about (validation, logging, query building, SQLite, JSON, frames
// and socket writes, HTTP, GC), then the top functions. Idle time is left out.
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const SOCKET_NATIVES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String', 'writeAsciiString', 'shutdown']);
const RULES: Array<[string, (f: CallFrame) => boolean]> = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['V8 runtime outside JS ((program))', (f) => f.functionName === '(program)'],
  ['socket writes (syscalls)', (f) => !f.url && SOCKET_NATIVES.has(f.functionName)],
  ['JSON (native stringify/parse)', (f) => !f.url && (f.functionName === 'stringify' || f.functionName === 'parse')],
  ['SQLite (statement execution)', (f) => /better-sqlite3|kysely\/dist\/\w+\/dialect\/sqlite/.test(f.url) || f.url.includes('statementCache') || f.url.includes('sqliteNow')],
  ['PostgreSQL client (pg)', (f) => /node_modules\/(pg|pg-protocol|pg-pool)\//.test(f.url)],
  ['query building (Kysely)', (f) => f.url.includes('node_modules/kysely/')],
  ['validation (yup)', (f) => f.url.includes('node_modules/yup/') || f.url.includes('node_modules/property-expr/')],
  ['logging (pino, redaction)', (f) => /node_modules\/(pino|@pinojs|sonic-boom|fast-redact|thread-stream)/.test(f.url)],
  ['realtime (hub, frames, ws)', (f) => f.url.includes('server/realtime/') || f.url.includes('node_modules/ws/')],
  ['HTTP (node http, Fastify, plugins)', (f) => /node:_http|node:net|node:internal\/streams|node:internal\/stream_base|node_modules\/(fastify|@fastify|find-my-way|avvio|helmet|secure-json-parse|fast-json-stringify|fast-querystring|light-my-request)/.test(f.url)],
  ['crypto', (f) => f.url.startsWith('node:internal/crypto') || f.functionName === 'randomFillSync'],
  ['Parley server code', (f) => /\/(server|src)\//.test(f.url)],
  ['node internals (events, timers, promises)', (f) => f.url.startsWith('node:')],
];

export interface ProfileLine {
  name: string;
  ms: number;
}

/** A native frame (no url) other than the named ones above counts where its nearest JavaScript caller counts: the
 *  SQLite engine's `run`/`all` under Kysely's SQLite driver, `runMicrotasks` under node's task queue. */
function categoryOf(id: number, byId: Map<number, CallFrame>, parent: Map<number, number>): string {
  let at: number | undefined = id;
  while (at !== undefined) {
    const f = byId.get(at)!;
    const named = RULES.find(([, test]) => test(f))?.[0];
    if (named) return named;
    if (f.url) return 'other (packages)';
    at = parent.get(at);
  }
  return 'other (packages)';
}

/** True when the frame runs under the probe itself (starting or stopping the profiler is not the server's work). */
function underProbe(id: number, byId: Map<number, CallFrame>, parent: Map<number, number>): boolean {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (byId.get(at)!.url.includes('serverProbe')) return true;
  return false;
}

export function summarizeProfile(file: string): { busyMs: number; categories: ProfileLine[]; functions: ProfileLine[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const f = byId.get(id)!;
    if (f.functionName === '(idle)' || underProbe(id, byId, parent)) continue;
    busyUs += us;
    const category = categoryOf(id, byId, parent);
    categories.set(category, (categories.get(category) ?? 0) + us);
    const where = f.url ? `${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|src|bench)\//, '$1/')}:${f.lineNumber + 1}` : 'native';
    const name = `${f.functionName || '(anonymous)'} ${where}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const sorted = (m: Map<string, number>) => [...m].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return { busyMs: busyUs / 1000, categories: sorted(categories), functions: sorted(functions) };
}

/** Prints the profile's costs per `unit` (e.g. 3000 messages): categories, then the top `top` functions. */
export function printProfile(file: string, units: number, unitName: string, top = 15): void {
  const s = summarizeProfile(file);
  const per = (x: number) => `${((x * 1000) / units).toFixed(1).padStart(7)} µs`;
  console.log(`profile  ${file}: ${s.busyMs.toFixed(0)} ms busy = ${per(s.busyMs).trim()} per ${unitName} (sampled on the main thread; profiling itself adds some)`);
  for (const c of s.categories) console.log(`  ${c.name.padEnd(42)} ${per(c.ms)} per ${unitName}  ${((c.ms / s.busyMs) * 100).toFixed(1).padStart(5)}%`);
  console.log(`  top functions (self time per ${unitName}):`);
  for (const f of s.functions.slice(0, top)) console.log(`    ${per(f.ms)}  ${f.name}`);
}
