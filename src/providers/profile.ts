// GET app/user/profile: who the agent is and what they may do. The permission tree is flattened once and cached,
// so authProvider.canAccess (which runs before every page) stays a lookup.
import { API, type Profile } from '../domain/api';
import { flattenPermissions, type FlatPermissions } from '../domain/permissions';
import { httpClient } from './httpClient';
import { getCachedPermissions, getCachedProfile, setCachedPermissions, setCachedProfile } from './session';

export async function loadProfile(): Promise<Profile> {
  const profile = (await httpClient<Profile>(API.profile)).json;
  setCachedProfile(profile);
  setCachedPermissions(flattenPermissions(profile.permissions));
  return profile;
}

export async function ensureProfile(): Promise<Profile> {
  return getCachedProfile() ?? loadProfile();
}

/** The cached flat permissions, loading the profile once when nothing is cached (e.g. a cookie or Teams session). */
export async function ensurePermissions(): Promise<FlatPermissions> {
  const cached = getCachedPermissions();
  if (cached) return cached;
  await loadProfile();
  return getCachedPermissions() ?? {};
}
