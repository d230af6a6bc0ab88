// The demo project a fresh `npm start` opens with (README lists these logins).
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../../server/db/repositories/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import type { Audience } from '../../src/domain/audience/model';
import { nowSeconds } from '../../server/lib/clock';

export const DEMO = {
  password: 'demo-pass-1',
  admin: 'admin@demo.test',
  agent: 'agent@demo.test',
  cs: 'cs@demo.test',
  msTenantId: 'a1b2c3d4-demo-tenant', // the tenant the Teams fake's admin consent answers
  agentMsObjectId: 'demo-agent-object',
  widgetKey: 'demo-widget-key',
} as const;

const avatar = (initials: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

/** The demo site's audience: every visitor, on any page they view. */
export const demoAudience = (): Audience => ({
  name: 'Every visitor',
  groups: [],
  groupsConjunction: 'AND',
  triggers: [{ type: 'visitUrl', value: ['*'] }],
});

/** The demo bot: a greeting with two buttons leading to two paths, an email input, then a human (everyone). */
export function demoFlow(audienceId: number | null): Flow {
  const toHuman = (id: string) => ({
    id,
    type: 'app' as const,
    message: textDoc('Thanks! Connecting you with our team now.'),
    routing: { mode: 'everyone' as const, destination: 'inbox' as const, assignment: { teams: [], members: [] } },
    waitSeconds: 60,
    offlineMessage: textDoc('Our team is away right now. We will reply to your email soon.'),
  });
  const askEmail = (id: string, question: string) => ({
    id,
    type: 'input' as const,
    message: textDoc(question),
    field: 'email',
    validation: 'email' as const,
    redirect: { kind: 'fromResponse' as const },
  });
  return {
    name: 'Demo website greeting',
    status: 'active',
    audienceId,
    priority: 1,
    version: 1,
    topics: [],
    greeting: {
      variants: [{ id: 'demo-greeting', value: textDoc('Hi there 👋 Welcome to the Parley demo. How can we help?'), gifs: [] }],
      buttons: [
        { id: 'demo-sales', label: 'Talk to sales', redirect: { kind: 'nextState', pathId: 'demo-path-sales' } },
        { id: 'demo-support', label: 'I need help', redirect: { kind: 'nextState', pathId: 'demo-path-support' } },
      ],
    },
    paths: [
      { id: 'demo-path-sales', name: 'Sales', steps: [askEmail('demo-sales-email', 'Great! What is your work email?'), toHuman('demo-sales-human')] },
      {
        id: 'demo-path-support',
        name: 'Support',
        steps: [
          { id: 'demo-support-topic', type: 'plainInput', message: textDoc('Sure. What do you need help with?') },
          askEmail('demo-support-email', 'Got it. Which email can we reach you at?'),
          toHuman('demo-support-human'),
        ],
      },
    ],
  };
}

export async function seedDemo(repos: Repositories, log?: FastifyBaseLogger): Promise<void> {
  await repos.transaction(async (tx) => {
    const { project, admin, agent } = await buildProject(tx, {
      name: 'Demo Company',
      plan: 'enterprise',
      msTenantId: DEMO.msTenantId,
      widgetKey: DEMO.widgetKey,
    });
    const common = { projectId: project.id, password: DEMO.password };
    const ada = await buildUser(tx, { ...common, roleId: admin.id, email: DEMO.admin, name: 'Ada Admin', img: avatar('AA', '#3f51b5'), available: true });
    // Book meeting sends this link while no calendar is connected (the demo history offers it in a few chats).
    await tx.users.update(ada.id, { meeting_link: 'https://cal.example/ada-admin/30min' });
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
    // /demo greets visitors with this bot.
    const now = nowSeconds();
    const audience = await tx.audiences.create(project.id, demoAudience(), now);
    const flow = demoFlow(audience.id);
    const row = await tx.flows.create({ projectId: project.id, name: flow.name, status: flow.status, audienceId: audience.id, priority: flow.priority, definition: serializeFlow(flow), now });
    await tx.flows.addVersion(row.id, 1, row.definition, null, now);
  });
  log?.info(`Seeded the demo project: ${DEMO.admin}, ${DEMO.agent}, ${DEMO.cs} (password ${DEMO.password})`);
}
