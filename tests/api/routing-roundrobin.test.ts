// Round robin over the real server: fair turns among available agents, and the pointer kept in the database so
// turns carry on after a restart on the same DATA_DIR (the embedded database, whatever TEST_DATABASE_URL says).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import type { ConversationDetail } from '../../src/domain/inbox/types';
import { call, login, startTestServer } from './support/server';
import { newVisitor } from './support/visitor';
import { agentOnline } from './support/agentOnline';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-rr-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// A flow whose greeting leads straight to a round-robin handoff (no buttons: the first path runs at once).
const flow: Flow = {
  name: 'Straight to a human',
  status: 'active',
  audienceId: null,
  priority: 0,
  version: 1,
  topics: [],
  greeting: { variants: [{ id: 'g', value: textDoc('One moment'), gifs: [] }], buttons: [] },
  paths: [
    {
      id: 'p',
      name: 'Human',
      steps: [{ id: 'h', type: 'app', message: textDoc(''), routing: { mode: 'everyoneInRoundrobin', destination: 'inbox', assignment: { teams: [], members: [] } }, waitSeconds: null, offlineMessage: textDoc('') }],
    },
  ],
};

/** Which agent each of `n` new bot conversations went to. */
async function handOff(app: FastifyInstance, widgetKey: string, flowId: number, token: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = await newVisitor(app, widgetKey);
    const res = await call(app, 'POST', '/app/visitor/conversations', { flowId }, v.token);
    expect(res.statusCode).toBe(201);
    const d = (await call(app, 'GET', `/app/inbox/conversations/${res.json().conversationId}/${v.visitorId}`, undefined, token)).json() as ConversationDetail;
    out.push(d.participants.appUsers.map((u) => u.name).join('+'));
  }
  return out;
}

describe('round robin', () => {
  it('is fair among available agents and carries on across a restart', async () => {
    let app = await startTestServer({ dataDir, databaseUrl: null });
    const p = await buildProject(app.repos, { plan: 'enterprise' });
    const admin = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Zed Admin' });
    const amy = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Amy', available: true });
    await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Bo' });
    const cy = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Cy', available: true });
    // Available means toggled on and connected (src/domain/presence): Amy and Cy have the dashboard open.
    await agentOnline(app, amy);
    await agentOnline(app, cy);
    const row = await app.repos.flows.create({ projectId: p.project.id, name: flow.name, status: 'active', audienceId: null, priority: 0, definition: serializeFlow(flow), now: 1 });
    let token = await login(app, admin.email, admin.password);

    const first = await handOff(app, p.project.widget_key, row.id, token, 5);
    expect(first).toEqual(['Amy', 'Cy', 'Amy', 'Cy', 'Amy']);
    await app.close();

    app = await startTestServer({ dataDir, databaseUrl: null });
    try {
      token = await login(app, admin.email, admin.password);
      await agentOnline(app, amy); // their dashboards reconnect to the restarted server
      await agentOnline(app, cy);
      // Cy's turn: the pointer survived the restart.
      const second = await handOff(app, p.project.widget_key, row.id, token, 3);
      expect(second).toEqual(['Cy', 'Amy', 'Cy']);
      const all = [...first, ...second];
      expect(all.filter((n) => n === 'Amy')).toHaveLength(4);
      expect(all.filter((n) => n === 'Cy')).toHaveLength(4);
    } finally {
      await app.close();
    }
  });
});
