// The demo history's handoffs reach agents: the replay tells routing which demo agents were connected at each past
// moment (their shift), so handoffs in the shift are routed and answered, and the bot's away message is left only on
// the few unanswered handoffs outside it. After the replay, live presence is the sockets' again: nobody connected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { startTestServer } from './support/server';
import { DEMO } from '../../demo/seed/project';
import { connectedInShift } from '../../demo/seed/replayPresence';

const AWAY = 'Our team is away right now.%';

async function count(app: FastifyInstance, q: string): Promise<number> {
  return Number((((await sql.raw(q).execute(app.db.kysely)).rows[0] ?? {}) as { n?: unknown }).n ?? 0);
}

describe('demo history handoffs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestServer({ seedDemo: true, demoHistory: true });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('routes the handoffs to the demo agents, who answer them', async () => {
    const handoffs = await count(app, 'select count(*) as n from conversations where bot = 0 and routing_note is not null');
    const noAgent = await count(app, "select count(*) as n from conversations where routing_note like '%no agent available%'");
    const toBoth = await count(app, "select count(*) as n from conversations where routing_note like 'offered to everyone available: Ada Admin and Sam Agent%'");
    const answered = await count(
      app,
      `select count(*) as n from conversations c where bot = 0
         and exists (select 1 from conversation_members m where m.conversation_id = c.id)
         and exists (select 1 from messages g where g.conversation_id = c.id and g.sender_type = 'agent' and g.type <> 'note')`,
    );
    expect(handoffs).toBeGreaterThanOrEqual(40);
    // Only the handoffs outside the agents' shift find nobody (nights and weekends): 14 of the 64, at most a quarter.
    expect(noAgent).toBeGreaterThan(0);
    expect(noAgent).toBeLessThanOrEqual(16);
    expect(toBoth).toBe(handoffs - noAgent);
    expect(answered).toBeGreaterThanOrEqual(Math.round(handoffs * 0.7));
  });

  it('leaves the away message last only on the few unanswered handoffs outside the shift', async () => {
    const rows = (
      await sql.raw<{ id: number; time: number }>(
        `select c.id as id, g.time as time from conversations c join messages g on g.conversation_id = c.id
          where g.pos = (select max(pos) from messages x where x.conversation_id = c.id) and g.text like '${AWAY}'`,
      ).execute(app.db.kysely)
    ).rows;
    // The history's answered handoffs are answered within the bot's 60 s wait: none, or a few at night, end away.
    expect(rows.length).toBeLessThanOrEqual(3);
    for (const row of rows) expect(connectedInShift(Number(row.time) * 1000), `conversation ${row.id}`).toBe(false);
    // No away message at all where the agents were on shift.
    const awayTimes = (await sql.raw<{ time: number }>(`select time from messages where text like '${AWAY}'`).execute(app.db.kysely)).rows;
    for (const { time } of awayTimes) expect(connectedInShift(Number(time) * 1000)).toBe(false);
  });

  it('leaves nobody connected once the replay is over: the widget is offline and routing finds no agent', async () => {
    const project = (await app.repos.projects.findByWidgetKey(DEMO.widgetKey))!;
    const agents = await app.visitors.router.agents(app.repos, project.id);
    expect(agents.length).toBeGreaterThanOrEqual(2);
    expect(agents.filter((a) => a.available)).toEqual([]);
    const widget = await app.inject({ method: 'GET', url: `/app/visitor/widget?projectKey=${DEMO.widgetKey}` });
    expect(widget.statusCode).toBe(200);
    expect((widget.json() as { online?: boolean }).online).toBe(false);
  });
});
