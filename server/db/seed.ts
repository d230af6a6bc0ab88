// The demo project a fresh `npm start` opens with (README lists these logins).
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from './repositories/index';
import { buildProject, buildUser } from './builders';

export const DEMO = {
  password: 'demo-pass-1',
  admin: 'admin@demo.test',
  agent: 'agent@demo.test',
  cs: 'cs@demo.test',
  msTenantId: 'demo-tenant',
  agentMsObjectId: 'demo-agent-object',
  widgetKey: 'demo-widget-key',
} as const;

const avatar = (initials: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

export async function seedDemo(repos: Repositories, log?: FastifyBaseLogger): Promise<void> {
  await repos.transaction(async (tx) => {
    const { project, admin, agent } = await buildProject(tx, {
      name: 'Demo Company',
      plan: 'enterprise',
      msTenantId: DEMO.msTenantId,
      widgetKey: DEMO.widgetKey,
    });
    const common = { projectId: project.id, password: DEMO.password };
    await buildUser(tx, { ...common, roleId: admin.id, email: DEMO.admin, name: 'Ada Admin', img: avatar('AA', '#3f51b5'), available: true });
    await buildUser(tx, {
      ...common,
      roleId: agent.id,
      email: DEMO.agent,
      name: 'Sam Agent',
      img: avatar('SA', '#00897b'),
      available: true,
      msObjectId: DEMO.agentMsObjectId,
    });
    await buildUser(tx, { ...common, roleId: admin.id, email: DEMO.cs, name: 'Casey Success', isCSUser: true, img: avatar('CS', '#8e24aa') });
  });
  log?.info(`Seeded the demo project: ${DEMO.admin}, ${DEMO.agent}, ${DEMO.cs} (password ${DEMO.password})`);
}
