// The delivery benchmark's data: one project and a few agents, written straight into a fresh DATA_DIR with the
// shared builders (the same ones the seed and the API tests use), before the server process opens it.
import { openDatabase } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories/index';
import { buildProject, buildUser } from '../../server/db/builders';

export interface DeliveryFixture {
  projectId: number;
  widgetKey: string;
  agents: Array<{ email: string; password: string }>;
}

export async function prepareDeliveryData(dataDir: string, agentCount: number): Promise<DeliveryFixture> {
  const db = await openDatabase({ dataDir, databaseUrl: null });
  try {
    const repos = createRepositories(db);
    const { project, agent } = await buildProject(repos, { name: 'Delivery bench' });
    const agents: DeliveryFixture['agents'] = [];
    for (let i = 0; i < agentCount; i++) {
      const u = await buildUser(repos, { projectId: project.id, roleId: agent.id, name: `Agent ${i + 1}`, email: `agent${i + 1}@bench.test` });
      agents.push({ email: u.email, password: u.password });
    }
    return { projectId: project.id, widgetKey: project.widget_key, agents };
  } finally {
    await db.close();
  }
}
