// Signed-in accounts the settings suites start from: an admin and an agent of one new project, and an admin of
// another project (the stranger whose calls must never see or change the first project's data).
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../../server/db/builders';
import { login } from './server';

/** The three accounts' bearer tokens. */
export async function adminAgentAndStranger(app: FastifyInstance): Promise<{ admin: string; agent: string; other: string }> {
  const p = await buildProject(app.repos);
  const q = await buildProject(app.repos);
  const a = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
  const g = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
  const o = await buildUser(app.repos, { projectId: q.project.id, roleId: q.admin.id });
  return { admin: await login(app, a.email, a.password), agent: await login(app, g.email, g.password), other: await login(app, o.email, o.password) };
}
