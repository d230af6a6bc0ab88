// The delivery benchmark's data: projects with a few agents each, written straight into a fresh DATA_DIR with the
// shared builders (the same ones the seed and the API tests use), before the server process opens it.
import { openDatabase } from '../../server/db/database';
import { createRepositories } from '../../server/db/repositories/index';
import { buildProject, buildUser } from '../../server/db/builders';

export interface DeliveryProject {
  projectId: number;
  widgetKey: string;
  agents: Array<{ email: string; password: string }>;
}

/** `databaseUrl`: a cluster's PostgreSQL database (already migrated by its nodes) instead of `dataDir`. */
export async function prepareDeliveryData(dataDir: string, p: { projects: number; agentsPerProject: number; databaseUrl?: string }): Promise<DeliveryProject[]> {
  const db = await openDatabase({ dataDir, databaseUrl: p.databaseUrl ?? null });
  try {
    const repos = createRepositories(db);
    const out: DeliveryProject[] = [];
    for (let n = 1; n <= p.projects; n++) {
      const { project, agent } = await buildProject(repos, { name: p.projects === 1 ? 'Delivery bench' : `Delivery bench ${n}` });
      const agents: DeliveryProject['agents'] = [];
      for (let i = 1; i <= p.agentsPerProject; i++) {
        const email = p.projects === 1 ? `agent${i}@bench.test` : `agent${i}@p${n}.bench.test`;
        const u = await buildUser(repos, { projectId: project.id, roleId: agent.id, name: `Agent ${i}`, email });
        agents.push({ email: u.email, password: u.password });
      }
      out.push({ projectId: project.id, widgetKey: project.widget_key, agents });
    }
    return out;
  } finally {
    await db.close();
  }
}
