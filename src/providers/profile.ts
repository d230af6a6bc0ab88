// GET app/user/profile: who the agent is and what they may do. The permission tree is flattened once and cached,
// so authProvider.canAccess (which runs before every page) stays a lookup.
import { API, type Profile } from '../domain/api';
import { flattenPermissions, type FlatPermissions } from '../domain/permissions';
import { httpClient } from './httpClient';
import { getCachedPermissions, getCachedProfile, setCachedPermissions, setCachedProfile } from './session';

/** The request under way: callers that ask at the same moment (the app bar's identity and its availability switch
 * on a cold load) share it instead of each fetching the profile. */
let inFlight: Promise<Profile> | null = null;

export function loadProfile(): Promise<Profile> {
  if (inFlight) return inFlight;
  const request = httpClient<Profile>(API.profile).then(({ json: profile }) => {
    setCachedProfile(profile);
    setCachedPermissions(flattenPermissions(profile.permissions));
    return profile;
  });
  inFlight = request;
  const done = () => {
    if (inFlight === request) inFlight = null;
  };
  request.then(done, done);
  return request;
}

/** The profile being loaded (a refresh after a save), else the cached one, else a load. */
export async function ensureProfile(): Promise<Profile> {
  return inFlight ?? getCachedProfile() ?? loadProfile();
}

/** The cached flat permissions, loading the profile once when nothing is cached (e.g. a cookie or Teams session). */
export async function ensurePermissions(): Promise<FlatPermissions> {
  const cached = getCachedPermissions();
  if (cached) return cached;
  await loadProfile();
  return getCachedPermissions() ?? {};
}
