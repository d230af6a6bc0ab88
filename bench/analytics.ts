// Benchmark (issue 13, analytics): every analytics endpoint at 100,000 conversations / 2,000,000 messages spread
// over 91 days. Budget (2-core machine): p95 <= 50 ms per endpoint. Run: node --import tsx bench/analytics.ts
//
// Same harness as the inbox benchmark (bench/support: in-process server on a temp DATA_DIR, sequential keep-alive
// requests, nearest-rank percentiles, a traced request per endpoint). The data set is written here with raw
// prepared statements (2M messages through Kysely would take minutes): weekday/office-hour shape, a bot flow with
// step visits on ~35% of conversations (half handed to a human), CSAT on ~40%, meetings, offline-form ones.
// Before measuring, one request builds the analytics facts of every conversation (printed as "facts build"); each
// measured request then pays only the incremental refresh of conversations changed since (none, or the last second).
import { Cleanup, runBenchmark } from './support/lifecycle';
import { startInProcessServer } from './support/inProcessServer';
import { httpClient, login } from './support/http';
import { seededRandom } from './support/random';
import { measure, type EndpointCase } from './support/endpoints';
import { diagnoseRequest } from './support/diagnose';
import { formatSummary, verdict } from './support/stats';
import { printHeader } from './support/machine';
import { openDatabase } from '../server/db/database';
import { createRepositories } from '../server/db/repositories/index';
import { buildProject, buildUser } from '../server/db/builders';
import { starterFlow } from '../server/services/flows';
import { serializeFlow } from '../src/domain/flows/serialize';
import type { Flow } from '../src/domain/flows/types';

const ENV_KEYS = ['BENCH_CONVERSATIONS', 'BENCH_MESSAGES_PER_CONVERSATION', 'BENCH_REQUESTS', 'BENCH_WARMUP', 'BENCH_MAX_SECONDS'] as const;
const num = (key: (typeof ENV_KEYS)[number], fallback: number) => {
  const v = Number(process.env[key] ?? fallback);
  if (!Number.isInteger(v) || v <= 0) throw new Error(`${key} must be a positive integer`);
  return v;
};

const CONVERSATIONS = num('BENCH_CONVERSATIONS', 100_000);
const PER_CONVERSATION = num('BENCH_MESSAGES_PER_CONVERSATION', 20);
const REQUESTS = num('BENCH_REQUESTS', 200);
const WARMUP = num('BENCH_WARMUP', 20);
const MAX_SECONDS = num('BENCH_MAX_SECONDS', 30);
const BUDGET_MS = 50;
const DAY = 86_400;
const DAYS = 91;
/** Relative traffic per hour of day (UTC): quiet nights, a morning and an afternoon peak. */
const HOURS = [1, 1, 1, 1, 1, 2, 3, 6, 10, 14, 15, 13, 10, 12, 14, 13, 11, 8, 5, 4, 3, 2, 2, 1];
const STEPS = ['greet', 'ask-email', 'qualify', 'handoff'];

interface Seeded {
  email: string;
  password: string;
  agentId: number;
  teamId: number;
  flowId: number;
  messages: number;
  seedMs: number;
}

async function seed(dataDir: string): Promise<Seeded> {
  const t0 = performance.now();
  const rnd = seededRandom(20261125);
  const db = await openDatabase({ dataDir, databaseUrl: null });
  try {
    const repos = createRepositories(db);
    const sqlite = db.sqlite!;
    const now = Math.round(Date.now() / 1000);
    const { project, admin, agent } = await buildProject(repos, { name: 'Analytics bench' });
    const lead = await buildUser(repos, { projectId: project.id, roleId: admin.id, name: 'Support Lead', email: 'lead@bench.test' });
    const agents: number[] = [];
    for (let i = 0; i < 8; i++) agents.push((await buildUser(repos, { projectId: project.id, roleId: agent.id, name: `Agent ${i + 1}`, email: `a${i}@bench.test` })).id);
    const teamId = await repos.teams.create(project.id, 'Sales', now);
    await repos.teams.setMembers(teamId, agents.slice(0, 4));
    await repos.teams.setMembers(await repos.teams.create(project.id, 'Support', now), agents.slice(4));
    const flow: Flow = {
      ...starterFlow('Qualify visitors'),
      status: 'active',
      paths: [{ id: 'main', name: 'Welcome', steps: STEPS.map((id) => ({ id, type: 'text' as const, message: { type: 'doc' as const, content: [] }, gifs: [] })) }],
    };
    const flowId = (await repos.flows.create({ projectId: project.id, name: 'Qualify visitors', status: 'active', audienceId: null, priority: 0, definition: serializeFlow(flow), now })).id;

    const insVisitor = sqlite.prepare(
      'insert into visitors (id, project_id, public_id, token_hash, name, email, last_seen_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insConv = sqlite.prepare(
      `insert into conversations (id, project_id, visitor_id, status, bot, message_count, last_message_text, last_message_time,
        last_event_time, routing_note, created_at, flow_id) values (?, ?, ?, ?, ?, ?, 'hello', ?, ?, ?, ?, ?)`,
    );
    const insMsg = sqlite.prepare(
      'insert into messages (conversation_id, pos, type, sender_type, sender_name, user_id, text, payload, time) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insVisit = sqlite.prepare('insert into flow_step_visits (flow_id, conversation_id, path_id, step_id, created_at) values (?, ?, ?, ?, ?)');
    const hourTotal = HOURS.reduce((a, b) => a + b, 0);
    const pickHour = () => {
      let r = rnd.next() * hourTotal;
      for (let h = 0; h < 24; h++) if ((r -= HOURS[h]!) < 0) return h;
      return 23;
    };
    let messages = 0;
    // Each conversation row is written after its messages (its counters are known then): keys checked at the end.
    sqlite.pragma('foreign_keys = OFF');
    sqlite.transaction(() => {
      for (let id = 1; id <= CONVERSATIONS; id++) {
        let day = rnd.int(0, DAYS - 1);
        // Weekends are quieter: re-draw most weekend days.
        if ([0, 6].includes(new Date((now - day * DAY) * 1000).getUTCDay()) && rnd.chance(0.6)) day = rnd.int(0, DAYS - 1);
        const dayStart = Math.floor((now - day * DAY) / DAY) * DAY;
        const created = Math.min(now - 60, dayStart + pickHour() * 3600 + rnd.int(0, 3599));
        insVisitor.run(id, project.id, `bv${id}`, `bh${id}`, `Visitor ${id}`, rnd.chance(0.6) ? `v${id}@example.test` : null, created, created);
        const viaBot = rnd.chance(0.35);
        const handed = viaBot && rnd.chance(0.5);
        const offline = !viaBot && rnd.chance(0.05);
        const answered = !offline && (viaBot ? handed : rnd.chance(0.92));
        const agentId = rnd.pick(agents);
        const firstReply = rnd.chance(0.8) ? rnd.int(10, 240) : rnd.int(240, 3600);
        let t = created;
        let pos = 0;
        const msg = (type: string, sender: string, userId: number | null, payload: string | null, gap: number) => {
          t += gap;
          pos += 1;
          insMsg.run(id, pos, type, sender, sender === 'agent' ? `Agent` : sender, userId, 'message text of a usual length here', payload, t);
        };
        msg('message', 'visitor', null, null, 0);
        if (viaBot) {
          const reached = handed ? STEPS.length : rnd.int(1, STEPS.length - 1);
          for (let s = 0; s < reached; s++) insVisit.run(flowId, id, 'main', STEPS[s]!, created);
          msg('message', 'bot', null, rnd.chance(0.08) ? JSON.stringify({ calendar: { url: 'https://cal.example/x', title: 'Book a meeting' } }) : null, 2);
        }
        if (answered) msg('message', 'agent', agentId, null, firstReply);
        while (pos < PER_CONVERSATION - (answered ? 1 : 0)) {
          const visitorTurn = pos % 2 === 1 || !answered;
          msg('message', visitorTurn ? 'visitor' : answered ? 'agent' : 'bot', visitorTurn || !answered ? null : agentId, null, rnd.int(5, 120));
        }
        if (answered && rnd.chance(0.4)) msg('csat_response', 'visitor', null, JSON.stringify({ feedback: { id: 'f', rating: rnd.pick([1, 2, 3, 4, 4, 5, 5, 5]) } }), 30);
        messages += pos;
        const status = answered ? rnd.pick(['open', 'pending', 'close', 'close', 'close']) : 'open';
        const last = Math.min(now, t + (status === 'close' ? rnd.int(60, 4 * 3600) : 0));
        insConv.run(id, project.id, id, status, viaBot && !handed ? 1 : 0, pos, last, last,
          offline ? 'left through the offline form: nobody assigned, waiting in the inbox' : null, created, viaBot ? flowId : null);
      }
    })();
    sqlite.pragma('foreign_keys = ON');
    if (sqlite.prepare('pragma foreign_key_check').all().length) throw new Error('seed broke a foreign key');
    sqlite.exec('analyze');
    return { email: lead.email, password: lead.password, agentId: agents[0]!, teamId, flowId, messages, seedMs: performance.now() - t0 };
  } finally {
    await db.close();
  }
}

const ENDPOINTS = ['overview', 'series', 'heatmap', 'response-times', 'csat', 'funnels', 'flows', 'agents', 'offline', 'export'];

function cases(s: Seeded): EndpointCase[] {
  const out: EndpointCase[] = [];
  const now = () => Math.round(Date.now() / 1000);
  for (const e of ENDPOINTS) {
    out.push({ label: `${e}, Last 1 month`, budgetP95: BUDGET_MS, path: () => `/app/analytics/${e}?span=30` });
    out.push({ label: `${e}, 91 days`, budgetP95: BUDGET_MS, path: () => `/app/analytics/${e}?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}` });
  }
  out.push({ label: 'overview, 91 days, team', budgetP95: BUDGET_MS, path: () => `/app/analytics/overview?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}&team=${s.teamId}` });
  out.push({ label: 'response-times, 91 d, agent', budgetP95: BUDGET_MS, path: () => `/app/analytics/response-times?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}&agent=${s.agentId}` });
  out.push({ label: 'agents, 91 days, flow', budgetP95: BUDGET_MS, path: () => `/app/analytics/agents?fromDateTime=${now() - 91 * DAY + 60}&toDateTime=${now()}&chat=${s.flowId}` });
  out.push({ label: 'series, Last 24 hours', budgetP95: BUDGET_MS, path: () => '/app/analytics/series?span=1' });
  out.push({ label: 'options', budgetP95: BUDGET_MS, path: () => '/app/analytics/options' });
  out.push({ label: 'meetings, Last 1 month', budgetP95: BUDGET_MS, path: () => '/app/meetings?span=30' });
  out.push({ label: 'billing usage', budgetP95: BUDGET_MS, path: () => '/app/billing/usage' });
  return out;
}

async function main(cleanup: Cleanup): Promise<boolean> {
  printHeader(`analytics endpoints at ${CONVERSATIONS.toLocaleString('en')} conversations over ${DAYS} days`, 'bench/analytics.ts', ENV_KEYS);
  const dataDir = cleanup.tempDir('parley-bench-analytics-');
  const seeded = await seed(dataDir);
  console.log(`seeded   ${CONVERSATIONS} conversations, ${seeded.messages} messages over ${DAYS} days in ${(seeded.seedMs / 1000).toFixed(1)} s`);

  const { app, base } = await startInProcessServer(cleanup, dataDir, { AUTH_RATE_LIMIT: '100000' });
  const http = httpClient(base);
  const token = await login(http, seeded.email, seeded.password);
  const t = performance.now();
  const first = await fetch(`${base}/app/analytics/overview?span=30`, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`first request: ${first.status} ${await first.text()}`);
  console.log(`facts build (first request, every conversation): ${((performance.now() - t) / 1000).toFixed(2)} s`);
  console.log(`requests ${REQUESTS} per endpoint after ${WARMUP} warm-up (at most ${MAX_SECONDS} s each), sequential, keep-alive`);
  console.log('');

  const all = cases(seeded);
  const misses: string[] = [];
  for (const endpoint of all) {
    const s = await measure(base, token, endpoint, { warmup: WARMUP, requests: REQUESTS, maxMs: MAX_SECONDS * 1000 });
    console.log(`${formatSummary(endpoint.label, s)}  budget p95 <= ${BUDGET_MS} ms: ${verdict(s.p95, BUDGET_MS)}${s.capped ? ` (stopped at the ${MAX_SECONDS} s cap)` : ''}`);
    if (s.p95 > BUDGET_MS) misses.push(endpoint.label);
  }
  console.log(`\nbudget   ${misses.length ? `MISSED by: ${misses.join(', ')}` : 'every analytics endpoint within budget'}`);

  if (process.env.BENCH_DIAGNOSE === '1') {
    console.log('\n# where the time goes (one traced request per endpoint)');
    for (const endpoint of all) await diagnoseRequest(app.db.sqlite!, base, token, endpoint);
  }
  return true;
}

void runBenchmark('bench/analytics.ts', main);
