// The analytics benchmark's data set (bench/analytics.ts): one project, N conversations over 91 days with a
// weekday/office-hour shape, ~20 messages each, written with raw prepared statements (2M messages through Kysely
// would take minutes): a bot flow with step visits on ~35% (half handed to a human), CSAT on ~40% of answered
// ones, meeting links from the bot's calendar step (a third of them booked), offline-form conversations.
import { openDatabase } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { starterFlow } from '../../server/services/flows';
import { textDoc } from '../../src/domain/flows/steps';
import { serializeFlow } from '../../src/domain/flows/serialize';
import type { Flow } from '../../src/domain/flows/types';
import { seededRandom } from '../../demo/seed/random';

const DAY = 86_400;
const DAYS = 91;
/** Relative traffic per hour of day (UTC): quiet nights, a morning and an afternoon peak. */
const HOURS = [1, 1, 1, 1, 1, 2, 3, 6, 10, 14, 15, 13, 10, 12, 14, 13, 11, 8, 5, 4, 3, 2, 2, 1];
const STEPS = ['greet', 'ask-email', 'qualify', 'handoff'];
const SAYS: Record<string, string> = {
  greet: 'Hi! What brings you here today?',
  'ask-email': 'What is your work email?',
  qualify: 'How many seats do you need?',
  handoff: 'Connecting you with our team',
};

export interface SeededAnalytics {
  email: string;
  password: string;
  agentId: number;
  teamId: number;
  flowId: number;
  messages: number;
  seedMs: number;
}

export async function seedAnalytics(dataDir: string, o: { conversations: number; perConversation: number }): Promise<SeededAnalytics> {
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
      paths: [{ id: 'main', name: 'Welcome', steps: STEPS.map((id) => ({ id, type: 'text' as const, message: textDoc(SAYS[id]!), gifs: [] })) }],
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
    const insMeeting = sqlite.prepare(
      `insert or ignore into meetings (project_id, user_id, conversation_id, name, email, starts_at, ends_at, calendar, event_id, event_url, created_at)
        values (?, ?, ?, ?, ?, ?, ?, 'googleCalendar', ?, null, ?)`,
    );
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
      for (let id = 1; id <= o.conversations; id++) {
        let day = rnd.int(0, DAYS - 1);
        // Weekends are quieter: re-draw most weekend days.
        if ([0, 6].includes(new Date((now - day * DAY) * 1000).getUTCDay()) && rnd.chance(0.6)) day = rnd.int(0, DAYS - 1);
        const dayStart = Math.floor((now - day * DAY) / DAY) * DAY;
        let created = dayStart + pickHour() * 3600 + rnd.int(0, 3599);
        // Today's hours still to come: the same hour on another day (clamping them to now would pile them up).
        if (created > now - 60) created -= rnd.int(1, DAYS - 1) * DAY;
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
          const offered = rnd.chance(0.08);
          msg('message', 'bot', null, offered ? JSON.stringify({ calendar: { url: 'https://cal.example/x', title: 'Book a meeting' } }) : null, 2);
          // A third of the links booked, for two days later (every third id: the random sequence, and so the data set,
          // stay as they were; a start the host already has is left out, as the booking page would).
          if (offered && id % 3 === 0) insMeeting.run(project.id, agentId, id, `Visitor ${id}`, `v${id}@example.test`, created + 2 * DAY, created + 2 * DAY + 1800, `bench-${id}`, t);
        }
        if (answered) msg('message', 'agent', agentId, null, firstReply);
        while (pos < o.perConversation - (answered ? 1 : 0)) {
          const visitorTurn = pos % 2 === 1 || !answered;
          msg('message', visitorTurn ? 'visitor' : answered ? 'agent' : 'bot', visitorTurn || !answered ? null : agentId, null, rnd.int(5, 120));
        }
        if (answered && rnd.chance(0.4)) msg('csat_response', 'visitor', null, JSON.stringify({ feedback: { id: 'f', rating: rnd.pick([1, 2, 3, 4, 4, 5, 5, 5]) } }), 30);
        messages += pos;
        const status = answered ? rnd.pick(['open', 'pending', 'close', 'close', 'close']) : 'open';
        const last = Math.min(now - rnd.int(1, 600), t + (status === 'close' ? rnd.int(60, 4 * 3600) : 0));
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

