// The audit-log API tests' project and helpers (tests/api/audit-log.test.ts): an enterprise project with an admin, an
// agent and a partial admin (integrations only), another project's admin, and readers of GET /app/audit-log.
import { expect } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { MockServer } from '../../../mock-server/index';
import { buildProject, buildUser } from '../../../server/db/builders';
import type { AuditLogRecord } from '../../../src/domain/audit/query';
import { call, login } from './server';
import { startIntegrationServer } from './integrations';

export const MARKETO_SECRET = 'parley-demo-secret-marketo';
export const RINGLEAD_KEY = 'parley-demo-ringlead-key';
/** The provider refuses it: the failed connect leaves no row. */
export const WRONG_KEY = 'parley-wrong-ringlead-key';
/** Incoming webhooks carry their token in the address: recorded as changed, never their value. */
export const SLACK_HOOK = 'https://hooks.slack.com/services/T0AUDIT/B0AUDIT/parley-hook-token-1';
export const TEAMS_HOOK = 'https://contoso.webhook.office.com/webhookb2/parley-hook-token-2';

export interface AuditProject {
  app: FastifyInstance;
  mocks: MockServer;
  /** Session tokens. */
  admin: string;
  agent: string;
  integrationsAdmin: string;
  other: string;
  agentUserId: number;
  agentRoleId: number;
}

export async function startAuditProject(): Promise<AuditProject> {
  const { app, mocks } = await startIntegrationServer();
  const p = await buildProject(app.repos, { name: 'Audit Co', plan: 'enterprise' });
  const q = await buildProject(app.repos, { name: 'Elsewhere', plan: 'enterprise' });
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Ada Admin', email: 'ada@audit.test' });
  const g = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id, name: 'Gus Agent' });
  // A role that manages integrations (with write) but not every settings area: not an admin of the log.
  const partial = await app.repos.roles.create(p.project.id, 'Integrations manager', { settings: { permissions: [], children: { integrations: { permissions: ['read', 'write'] } } } }, 0);
  const i = await buildUser(app.repos, { projectId: p.project.id, roleId: partial.id, name: 'Ian Integrations' });
  const o = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id, name: 'Olga Other' });
  const [admin, agent, integrationsAdmin, other] = await Promise.all([
    login(app, a.email, a.password),
    login(app, g.email, g.password),
    login(app, i.email, i.password),
    login(app, o.email, o.password),
  ]);
  return { app, mocks, admin, agent, integrationsAdmin, other, agentUserId: g.id, agentRoleId: p.agent.id };
}

export const channels = (service: string, target: string | null, desktop = true, sound = true) => ({ teamChat: { service, target }, push: { desktop, sound } });
export const changesOf = (r: AuditLogRecord) => Object.fromEntries(r.summary.changes.map((c) => [c.field, c]));

/** Readers of the log on the project started in beforeAll (read lazily: it does not exist yet when they are made). */
export function auditReaders(project: () => AuditProject) {
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) => call(project().app, method, url, body, token);
  async function auditLog(token: string, filter: Record<string, unknown> = {}, range: [number, number] = [0, 99]) {
    const res = await req('GET', `/app/audit-log?range=${JSON.stringify(range)}&filter=${encodeURIComponent(JSON.stringify(filter))}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as AuditLogRecord[], contentRange: res.headers['content-range'] as string };
  }
  const newest = async (n = 1) => (await auditLog(project().admin, {}, [0, n - 1])).rows;
  const countOf = async (token = project().admin) => Number((await auditLog(token, {}, [0, 0])).contentRange.split('/')[1]);
  const storedLog = async () => JSON.stringify((await sql`select * from audit_log`.execute(project().app.db.kysely)).rows);
  return { req, auditLog, newest, countOf, storedLog };
}
