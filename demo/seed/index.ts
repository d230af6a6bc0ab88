// The demo seed the demo entry (demo/main.ts) and the tests' servers pass to buildServer: the demo project and its
// users on an empty database, then (DEMO_HISTORY) its weeks of history replayed through the live services, and on
// every boot the demo project's intelligence subscription when it has none. The production server carries none of it.
import type { Seed } from '../../server/db/seeding';
import { HighlightsRepository } from '../../server/db/repositories/highlights';
import { seedDemoHistory } from './history';
import { seedDemo } from './project';
import { ensureDemoSubscription } from './subscription';

export const demoSeed: Seed = {
  project: (repos, log) => seedDemo(repos, log),
  async services(deps, seeded) {
    await ensureDemoSubscription(deps.repos, new HighlightsRepository(deps.db.kysely));
    if (!seeded || !deps.config.demoHistory) return;
    const { repos, visitors, inbox, attachments, meetings, agentMessages, replay } = deps;
    await seedDemoHistory({ repos, visitors, inbox, attachments, meetings, agentMessages, realtimeSecret: deps.config.realtime.secret, replay }, { log: deps.log });
  },
};

export { DEMO, demoAudience, demoFlow } from './project';
