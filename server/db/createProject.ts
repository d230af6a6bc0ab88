// Creating a project: the project row plus its default roles, in one transaction with the first user. Rows only
// (repositories, domain rules), so the data builders below services use it too.
import crypto from 'node:crypto';
import { fullPermissionTree, inboxOnlyPermissionTree } from '../../src/domain/permissions';
import { DEFAULT_PLAN, PLANS } from '../../src/domain/plans';
import { BLOCKED_TAG } from '../../src/domain/tags';
import type { Repositories } from './repositories/index';
import type { ProjectRow } from './schema';
import type { Role } from './repositories/roles';
import { nowSeconds } from '../lib/clock';

export const DEFAULT_ROLES = { admin: 'Admin', agent: 'Agent' } as const;

export interface NewProject {
  name: string;
  plan?: string;
  isDoziCustomer?: boolean;
  migrationInProgress?: boolean;
  passwordMaxAgeDays?: number | null;
  msTenantId?: string | null;
  widgetKey?: string;
}

export async function createProject(
  repos: Repositories,
  p: NewProject,
): Promise<{ project: ProjectRow; admin: Role; agent: Role }> {
  const now = nowSeconds();
  const plan = PLANS[p.plan ?? DEFAULT_PLAN] ?? PLANS[DEFAULT_PLAN]!;
  const project = await repos.projects.create({
    name: p.name,
    zi_tenant_id: crypto.randomUUID(),
    widget_key: p.widgetKey ?? crypto.randomBytes(12).toString('hex'),
    plan: plan.id,
    features: JSON.stringify(plan.features),
    user_limit: plan.userLimit,
    is_dozi_customer: p.isDoziCustomer ? 1 : 0,
    migration_in_progress: p.migrationInProgress ? 1 : 0,
    password_max_age_days: p.passwordMaxAgeDays ?? null,
    ms_tenant_id: p.msTenantId ?? null,
    created_at: now,
  });
  const admin = await repos.roles.create(project.id, DEFAULT_ROLES.admin, fullPermissionTree(), now);
  const agent = await repos.roles.create(project.id, DEFAULT_ROLES.agent, inboxOnlyPermissionTree(), now);
  await repos.tags.create(project.id, BLOCKED_TAG.name, now, BLOCKED_TAG.key);
  return { project, admin, agent };
}
