// Analytics endpoints against a small set of known conversations: exact counts, medians and p90 (percentile_cont
// on PostgreSQL, ordered rows on SQLite: same figures), the CSAT distribution, a flow's funnel, the agent table,
// filters by flow, agent and team, the §5 messages, the permission, project isolation and the incremental refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { AnalyticsRepository } from '../../server/db/repositories/analytics';
import { starterFlow } from '../../server/services/flows';
import { nowSeconds } from '../../server/lib/clock';
import { DATE_MSG } from '../../src/domain/analytics/dateRange';
import { percentileOf } from '../../src/domain/analytics/percentile';
import { serializeFlow } from '../../src/domain/flows/serialize';
import type { Flow } from '../../src/domain/flows/types';
import { call, errorOf, login, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agentToken: string;
let csToken: string;
let projectA: number;
let projectB: number;
let alice: number;
let bob: number;
let teamId: number;
let flowId: number;
let missedConv: number;
const NOW = nowSeconds();
/** Two days ago, on an hour boundary (so the day buckets are predictable in UTC). */
const BASE = Math.floor((NOW - 2 * 86_400) / 3600) * 3600;

interface Msg {
  at: number;
  sender: 'visitor' | 'agent' | 'bot';
  userId?: number;
  type?: string;
  payload?: unknown;
}

async function conversation(
  projectId: number,
  o: { created: number; bot?: boolean; flow?: number; status?: string; closedAt?: number; messages: Msg[]; note?: string; visits?: string[] },
): Promise<number> {
  const v = await app.repos.visitors.create({
    project_id: projectId,
    public_id: `v-${Math.random().toString(36).slice(2)}`,
    token_hash: `h-${Math.random().toString(36).slice(2)}`,
    name: `Visitor ${o.created}`,
    email: 'visitor@example.test',
    last_seen_at: o.created,
    created_at: o.created,
  });
  const c = await app.repos.conversations.create({ projectId, visitorId: v.id, bot: !!o.bot, now: o.created });
  let pos = 0;
  let last = o.created;
  for (const m of o.messages) {
    pos += 1;
    last = Math.max(last, m.at);
    await app.repos.messages.insert({
      conversation_id: c.id,
      pos,
      type: m.type ?? 'message',
      sender_type: m.sender,
      sender_name: m.sender,
      user_id: m.userId ?? null,
      text: 'hello',
      payload: m.payload ? JSON.stringify(m.payload) : null,
      client_id: null,
      time: m.at,
    });
  }
  await app.repos.conversations.update(c.id, {
    message_count: pos,
    status: o.status ?? 'open',
    bot: o.bot ? 1 : 0,
    flow_id: o.flow ?? null,
    routing_note: o.note ?? null,
    last_event_time: o.closedAt ?? last,
  });
  if (o.flow && o.visits) await app.repos.stepVisits.record(o.flow, c.id, o.visits.map((stepId) => ({ pathId: 'p1', stepId })), o.created);
  return c.id;
}

const csat = (at: number, rating: number): Msg => ({ at, sender: 'visitor', type: 'csat_response', payload: { feedback: { id: 'f', rating } } });

async function get(path: string, token = admin) {
  const res = await call(app, 'GET', `/app/analytics/${path}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  app = await startTestServer();
  const a = await buildProject(app.repos, { name: 'Analytics A' });
  const b = await buildProject(app.repos, { name: 'Analytics B' });
  projectA = a.project.id;
  projectB = b.project.id;
  const adminUser = await buildUser(app.repos, { projectId: projectA, roleId: a.admin.id, name: 'Ada Admin' });
  const agentUser = await buildUser(app.repos, { projectId: projectA, roleId: a.agent.id, name: 'Agent Only' });
  const csUser = await buildUser(app.repos, { projectId: projectB, roleId: b.admin.id, isCSUser: true });
  alice = (await buildUser(app.repos, { projectId: projectA, roleId: a.agent.id, name: 'Alice' })).id;
  bob = (await buildUser(app.repos, { projectId: projectA, roleId: a.agent.id, name: 'Bob' })).id;
  teamId = await app.repos.teams.create(projectA, 'Sales', NOW);
  await app.repos.teams.setMembers(teamId, [bob]);
  const flow: Flow = { ...starterFlow('Pricing bot'), paths: [{ id: 'p1', name: 'Welcome', steps: ['s1', 's2', 's3'].map((id) => ({ id, type: 'text' as const, message: { type: 'doc' as const, content: [] }, gifs: [] })) }] };
  flowId = (await app.repos.flows.create({ projectId: projectA, name: 'Pricing bot', status: 'active', audienceId: null, priority: 0, definition: serializeFlow(flow), now: NOW })).id;
  const holiday = new Date((BASE + 5 * 3600) * 1000).toISOString().slice(0, 10);
  await app.repos.settings.put(projectA, 'holidays', { holidays: [{ name: 'Founders day', date: holiday }] }, NOW);

  const t = BASE;
  // c1..c4: human conversations; first replies 60, 120, 300 s; c1 and c3 closed after 600 and 3600 s; c4 missed.
  await conversation(projectA, { created: t, status: 'close', closedAt: t + 600, messages: [{ at: t, sender: 'visitor' }, { at: t + 60, sender: 'agent', userId: alice }, csat(t + 500, 5)] });
  await conversation(projectA, { created: t + 3600, messages: [{ at: t + 3600, sender: 'visitor' }, { at: t + 3720, sender: 'agent', userId: alice }, csat(t + 3800, 4)] });
  await conversation(projectA, { created: t + 7200, status: 'close', closedAt: t + 7200 + 3600, messages: [{ at: t + 7200, sender: 'visitor' }, { at: t + 7500, sender: 'agent', userId: bob }, csat(t + 7600, 1)] });
  missedConv = await conversation(projectA, { created: t + 86_400, messages: [{ at: t + 86_400, sender: 'visitor' }] });
  // c5: the bot alone; c6: handed to Bob (30 s), the bot's calendar step offered a meeting.
  await conversation(projectA, { created: t + 1800, bot: true, flow: flowId, messages: [{ at: t + 1800, sender: 'visitor' }, { at: t + 1801, sender: 'bot' }], visits: ['s1', 's2'] });
  await conversation(projectA, {
    created: t + 1900,
    flow: flowId,
    status: 'pending',
    messages: [
      { at: t + 1900, sender: 'visitor' },
      { at: t + 1901, sender: 'bot', payload: { calendar: { url: 'https://cal.example/bob', title: 'Book a meeting with Bob' } } },
      { at: t + 1930, sender: 'agent', userId: bob },
    ],
    visits: ['s1', 's2', 's3'],
  });
  // c7: left through the offline form on the holiday, nobody answered.
  await conversation(projectA, { created: t + 5 * 3600, note: 'left through the offline form: nobody assigned, waiting in the inbox', messages: [{ at: t + 5 * 3600, sender: 'visitor' }] });
  // Outside the last 7 days, and another project's conversation.
  await conversation(projectA, { created: NOW - 20 * 86_400, messages: [{ at: NOW - 20 * 86_400, sender: 'visitor' }] });
  await conversation(projectB, { created: t, messages: [{ at: t, sender: 'visitor' }, { at: t + 5, sender: 'agent' }] });

  admin = await login(app, adminUser.email, adminUser.password);
  agentToken = await login(app, agentUser.email, agentUser.password);
  csToken = await login(app, csUser.email, csUser.password);
});

afterAll(async () => {
  await app?.close();
});

describe('analytics figures (Last 7 days)', () => {
  it('counts by channel and status, missed, handed, meetings and offline', async () => {
    const o = await get('overview?span=7');
    expect(o).toMatchObject({
      total: 7,
      botOnly: 1,
      human: 6,
      byStatus: { open: 4, pending: 1, close: 2 },
      missed: 2,
      handedToHumans: 1,
      // The bot's calendar message; bookings through the booking page: tests/api/analytics-meetings.test.ts.
      meetingsOffered: 1,
      meetingsBooked: 0,
      offline: 1,
    });
    expect(o.range.bucket).toBe('day');
  });

  it('computes the median and p90 of first response and time to close in SQL', async () => {
    expect(await get('response-times?span=7')).toEqual({
      firstResponse: { count: 4, median: 90, p90: 246 },
      timeToClose: { count: 2, median: 2100, p90: 3300 },
    });
  });

  it('gives the CSAT distribution in the five label order, average and trend', async () => {
    const r = await get('csat?span=7');
    expect(r.distribution).toEqual([1, 0, 0, 1, 1]);
    expect(r.responses).toBe(3);
    expect(r.average).toBe(3.3);
    expect(r.trend.reduce((n: number, p: { responses: number }) => n + p.responses, 0)).toBe(3);
  });

  it('draws the flow funnel step by step and the flow performance', async () => {
    const { funnels } = await get('funnels?span=7');
    expect(funnels).toHaveLength(1);
    expect(funnels[0]).toMatchObject({ flowId, flowName: 'Pricing bot', started: 2 });
    expect(funnels[0].steps.map((s: { stepId: string; count: number }) => [s.stepId, s.count])).toEqual([['s1', 2], ['s2', 2], ['s3', 1]]);
    const { flows } = await get('flows?span=7');
    expect(flows).toEqual([{ flowId, flowName: 'Pricing bot', audienceName: null, started: 2, handedToHumans: 1, meetingsOffered: 1, meetingsBooked: 0 }]);
  });

  it('lists agents with handled, median first response and CSAT', async () => {
    const { agents } = await get('agents?span=7');
    expect(agents).toEqual([
      { agentId: alice, name: 'Alice', handled: 2, firstResponseMedian: 90, csatAverage: 4.5, csatResponses: 2 },
      { agentId: bob, name: 'Bob', handled: 2, firstResponseMedian: 165, csatAverage: 1, csatResponses: 1 },
    ]);
  });

  it('fills the series, the heat map and the offline/holiday report', async () => {
    const series = await get('series?span=7');
    expect(series.bucket).toBe('day');
    expect(series.points).toHaveLength(8);
    const sum = (k: 'bot' | 'human') => series.points.reduce((n: number, p: Record<string, number>) => n + p[k]!, 0);
    expect([sum('bot'), sum('human')]).toEqual([1, 6]);
    const { cells } = await get('heatmap?span=7');
    expect(cells.flat().reduce((a: number, b: number) => a + b, 0)).toBe(7);
    const day = new Date(BASE * 1000).getUTCDay();
    expect(cells[day][new Date(BASE * 1000).getUTCHours()]).toBe(3); // c1, c5, c6
    const off = await get('offline?span=7');
    expect([off.offline, off.holiday]).toEqual([1, 1]);
    const hourly = await get('series?hours=12');
    expect(hourly.bucket).toBe('hour');
  });

  it('filters by flow, agent and team', async () => {
    expect((await get(`overview?span=7&chat=${flowId}`)).total).toBe(2);
    expect((await get(`overview?span=7&agent=${alice}`)).total).toBe(2);
    expect((await get(`overview?span=7&team=${teamId}`)).total).toBe(2);
    expect((await get(`response-times?span=7&team=${teamId}`)).firstResponse).toEqual({ count: 2, median: 165, p90: 273 });
    expect((await get(`overview?span=30`)).total).toBe(8);
  });

  it('exports the figures as CSV', async () => {
    const res = await call(app, 'GET', '/app/analytics/export?span=7', undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toContain('Conversations,7\r\n');
    expect(res.body).toContain('First response median (s),90\r\n');
    expect(res.body).toContain('Alice,2,90,4.5,2\r\n');
  });

  it('lists meetings offered in chat with visitor, agent and source conversation', async () => {
    const res = await call(app, 'GET', '/app/meetings?span=30', undefined, admin);
    expect(res.statusCode).toBe(200);
    const { meetings } = res.json();
    expect(meetings).toHaveLength(1);
    expect(meetings[0]).toMatchObject({ source: 'bot', agentName: 'Bob', title: 'Book a meeting with Bob', url: 'https://cal.example/bob' });
  });

  it('picks up later changes from the watermark', async () => {
    await app.repos.messages.insert({ conversation_id: missedConv, pos: 2, type: 'message', sender_type: 'agent', sender_name: 'Alice', user_id: alice, text: 'hi', payload: null, client_id: null, time: NOW });
    // Stamped with the current second, as the services stamp every change.
    await app.repos.conversations.update(missedConv, { message_count: 2, last_event_time: nowSeconds() });
    expect((await get('overview?span=7')).missed).toBe(1);
    expect((await get('agents?span=7')).agents[0]).toMatchObject({ name: 'Alice', handled: 3 });
    // Closed right after (often within the same second: the facts compare the status too).
    await app.repos.conversations.update(missedConv, { status: 'close', last_event_time: nowSeconds() });
    expect((await get('overview?span=7')).byStatus).toEqual({ open: 3, pending: 1, close: 3 });
  });

  it('answers the figures of the page asked all at once right after a change (one refresh at a time)', async () => {
    await app.repos.conversations.update(missedConv, { status: 'open', last_event_time: nowSeconds() });
    const names = ['overview', 'series', 'heatmap', 'response-times', 'csat', 'funnels', 'flows', 'agents', 'offline'];
    const answers = await Promise.all(names.map((n) => call(app, 'GET', `/app/analytics/${n}?span=7`, undefined, admin)));
    expect(answers.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    expect(answers[0]!.json().byStatus).toEqual({ open: 4, pending: 1, close: 2 });
    // Two nodes refreshing at once (two repositories, two pooled connections on PostgreSQL): serialized, no clash.
    await app.repos.conversations.update(missedConv, { status: 'pending', last_event_time: nowSeconds() });
    const nodes = [new AnalyticsRepository(app.db.kysely, app.db.dialect), new AnalyticsRepository(app.db.kysely, app.db.dialect)];
    await Promise.all(nodes.map((n) => n.refresh(projectA)));
    expect((await get('overview?span=7')).byStatus).toEqual({ open: 3, pending: 2, close: 2 });
  });
});

describe('percentiles against the reference', () => {
  it.each([1, 2, 5, 17, 40])('median and p90 of %i first replies equal percentile_cont', async (count) => {
    const c = await buildProject(app.repos, { name: `Percentiles ${count}` });
    const lead = await buildUser(app.repos, { projectId: c.project.id, roleId: c.admin.id });
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      const v = (i * 7919 + count * 104_729) % 997; // spread, with repeats for larger counts
      values.push(v);
      const t = BASE + i * 60;
      await conversation(c.project.id, { created: t, messages: [{ at: t, sender: 'visitor' }, { at: t + v, sender: 'agent', userId: lead.id }] });
    }
    const token = await login(app, lead.email, lead.password);
    const { firstResponse } = await get('response-times?span=7', token);
    expect(firstResponse).toEqual({ count, median: percentileOf(values, 0.5), p90: percentileOf(values, 0.9) });
    const { agents } = await get('agents?span=7', token);
    expect(agents[0].firstResponseMedian).toBe(percentileOf(values, 0.5));
  });
});

describe('rules', () => {
  it('answers each §5 message for a bad custom range', async () => {
    const cases: Array<[string, string]> = [
      ['toDateTime=' + NOW, DATE_MSG.fromRequired],
      ['fromDateTime=' + (NOW - 3600), DATE_MSG.toRequired],
      [`fromDateTime=${NOW + 3 * 86_400}&toDateTime=${NOW + 4 * 86_400}`, DATE_MSG.fromFuture],
      [`fromDateTime=${NOW - 3600}&toDateTime=${NOW + 3 * 86_400}`, DATE_MSG.toFuture],
      [`fromDateTime=${NOW - 3600}&toDateTime=${NOW - 7200}`, DATE_MSG.toAfterFrom],
      [`fromDateTime=${NOW - 100 * 86_400}&toDateTime=${NOW}`, DATE_MSG.fromTooOld],
    ];
    for (const [q, msg] of cases) {
      const res = await call(app, 'GET', `/app/analytics/overview?${q}`, undefined, admin);
      expect(res.statusCode, q).toBe(400);
      expect(errorOf(res)).toBe(msg);
    }
    const ok = await get(`overview?fromDateTime=${BASE - 60}&toDateTime=${BASE + 3601}`);
    expect(ok.total).toBe(4);
    expect(ok.range.bucket).toBe('hour');
  });

  it('refuses a user without the analytics permission, and another project unless customer success', async () => {
    expect((await call(app, 'GET', '/app/analytics/overview?span=7', undefined, agentToken)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/analytics/export?span=7', undefined, agentToken)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/app/analytics/overview?span=7')).statusCode).toBe(401);
    expect((await call(app, 'GET', `/app/analytics/overview?span=7&project=${projectB}`, undefined, admin)).statusCode).toBe(403);
    const drill = await call(app, 'GET', `/app/analytics/overview?span=7&project=${projectA}`, undefined, csToken);
    expect(drill.statusCode).toBe(200);
    expect(drill.json().total).toBe(7);
    expect((await call(app, 'GET', '/app/cs/analytics/projects?span=7', undefined, admin)).statusCode).toBe(403);
    const cs = await call(app, 'GET', '/app/cs/analytics/projects?span=7', undefined, csToken);
    const rows = cs.json().projects as Array<{ projectId: number; conversations: number; agents: number }>;
    expect(rows.find((r) => r.projectId === projectA)).toMatchObject({ conversations: 7, agents: 4 });
    expect(rows.find((r) => r.projectId === projectB)).toMatchObject({ conversations: 1, agents: 1 });
  });

  it('answers the billing usage against the plan', async () => {
    const res = await call(app, 'GET', '/app/billing/usage', undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'growth', planName: 'Growth', userLimit: 10, usage: { users: 4, flows: 1 } });
  });
});
