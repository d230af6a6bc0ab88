// The spec's Teams-only sessions (§6, §7 POST app/login/msteams) sign in from a tab inside a team chat's client:
// the tenant the tab names is matched to the projects whose admin connected that team chat for it. The provider that
// has such a tab says how (its folder's `tabSignIn`); accounts ask here instead of naming it.
import type { Repositories } from '../db/repositories/index';
import { PROVIDER_LIST } from './providers/index';

export interface TabSignIn {
  /** The projects connected for the tenant (a connection's consented tenant). */
  projectsOfTenant(repos: Repositories, tenantId: string): Promise<number[]>;
}

/** Every project a tab sign-in from this tenant may open. */
export async function tabTenantProjects(repos: Repositories, tenantId: string): Promise<number[]> {
  const found = await Promise.all(PROVIDER_LIST.map((p) => p.tabSignIn?.projectsOfTenant(repos, tenantId) ?? Promise.resolve([])));
  return [...new Set(found.flat())];
}
