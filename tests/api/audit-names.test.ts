// Issue 22, point 17 (server side): the audit log and the analytics CSV say who and what by name. An export
// narrowed to an agent records 'Agent: <their name>', not 'Agent: 2', and the CSV itself records the agent, team and
// flow it was narrowed to; an integration disconnect reads 'State: connected → disconnected', not 'State: connected'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../../mock-server/index';
import { buildProject, buildUser } from '../../server/db/builders';
import type { AuditLogRecord } from '../../src/domain/audit/query';
import { summaryLines } from '../../src/resources/auditLog/model';
import { lineText } from '../../src/domain/audit/summary';
import { call, login } from './support/server';
import { startIntegrationServer } from './support/integrations';

let app: FastifyInstance;
let mocks: MockServer;
let admin: string;
let agentId: number;
let teamId: number;
let flowId: number;

beforeAll(async () => {
  ({ app, mocks } = await startIntegrationServer());
  const p = await buildProject(app.repos, { name: 'Names Co', plan: 'enterprise' });
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada Admin' });
  const g = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Gus Agent' });
  agentId = g.id;
  admin = await login(app, a.email, a.password);
  teamId = (await call(app, 'POST', '/app/teams', { name: 'Tier 1', memberIds: [g.id] }, admin)).json().id;
  flowId = (await call(app, 'POST', '/app/flows', { name: 'Pricing bot' }, admin)).json().id;
});
afterAll(async () => {
  await app?.close();
  await mocks?.close();
});

const newest = async (): Promise<AuditLogRecord> => (await call(app, 'GET', '/app/audit-log?range=[0,0]', undefined, admin)).json()[0];
const lines = (r: AuditLogRecord) => summaryLines(r.summary, r.action).map(lineText);

describe('names in the audit log and the analytics CSV', () => {
  it('an export narrowed to an agent, a team and a flow names them in the log and in the file', async () => {
    const res = await call(app, 'GET', `/app/analytics/export?span=7&agent=${agentId}&team=${teamId}&chat=${flowId}`, undefined, admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body.split('\r\n');
    expect(rows).toContain('Agent,Gus Agent');
    expect(rows).toContain('Team,Tier 1');
    expect(rows).toContain('Conversation flow,Pricing bot');

    const row = await newest();
    expect(row).toMatchObject({ action: 'export.analytics', summary: { details: { agent: 'Gus Agent', team: 'Tier 1', chat: 'Pricing bot', span: '7' } } });
    expect(lines(row)).toContain('Agent: Gus Agent');
    expect(lines(row).join(' ')).not.toContain(`Agent: ${agentId}`);
  });

  it('an export of everything says so in the file', async () => {
    const rows = (await call(app, 'GET', '/app/analytics/export?span=7', undefined, admin)).body.split('\r\n');
    expect(rows).toContain('Agent,All agents');
    expect(rows).toContain('Team,All teams');
  });

  it('a disconnect reads connected → disconnected', async () => {
    expect((await call(app, 'POST', '/app/integrations/ringlead/connect', { credential: 'parley-demo-ringlead-key' }, admin)).statusCode).toBe(200);
    expect(lines(await newest())).toContain('State: disconnected → connected');
    expect((await call(app, 'DELETE', '/app/integrations/ringlead', undefined, admin)).statusCode).toBe(200);
    const row = await newest();
    expect(row.action).toBe('integration.disconnect');
    expect(lines(row)).toContain('State: connected → disconnected');
    expect(lines(row)).not.toContain('State: connected');
  });
});
