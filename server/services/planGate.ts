// Plan gating on the server (spec §6): a save that needs a feature the project's plan lacks is refused with 402 and
// the upgrade prompt the dashboard shows for it, so hiding the control in the UI is never the only guard.
import type { Feature } from '../../src/domain/plans';
import { missingFeature, upgradePromptText } from '../../src/domain/planPrompts';
import type { Repositories } from '../db/repositories/index';
import { ApiError } from '../lib/apiError';

export const PAYMENT_REQUIRED = 402;

/** Throws 402 with the prompt of the first of `needed` the project's plan lacks. */
export async function requireFeatures(repos: Pick<Repositories, 'projects'>, projectId: number, needed: readonly Feature[]): Promise<void> {
  if (needed.length === 0) return;
  const project = await repos.projects.findById(projectId);
  const features = project ? (JSON.parse(project.features) as string[]) : [];
  const missing = missingFeature(features, needed);
  if (missing) throw new ApiError(PAYMENT_REQUIRED, upgradePromptText(missing));
}
