// The demo project's intelligence subscription: Intent and Technologies, not Scoops (so the builder shows the Scoops
// pop-up). Set at boot when the demo seed is on and the demo project has no subscription yet; afterwards it is what a
// customer-success user sets with PUT app/details/dozi/subscription, never overwritten here.
import type { Repositories } from '../../server/db/repositories/index';
import type { HighlightsRepository } from '../../server/db/repositories/highlights';
import { DEMO } from './project';
import { nowSeconds } from '../../server/lib/clock';

export const DEMO_SUBSCRIPTION = { hasIntent: true, hasScoops: false, hasTechnology: true } as const;

export async function ensureDemoSubscription(repos: Repositories, store: HighlightsRepository): Promise<void> {
  const demo = await repos.projects.findByWidgetKey(DEMO.widgetKey);
  if (demo && !(await store.subscription(demo.id))) await store.setSubscription(demo.id, DEMO_SUBSCRIPTION, nowSeconds());
}
