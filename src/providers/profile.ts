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

/** The load a cold start began (checkAuth), offered once to the first page that reads the profile. */
let prefetched: { promise: Promise<Profile>; at: number } | null = null;
const PREFETCH_FRESH_MS = 60_000;

/** A signed-in cold start asks for the profile at once, beside the app details, and only once: the load under way
 * (the permissions' own, on a browser with none cached) or a new one. */
export function prefetchProfile(): void {
  if (getCachedProfile() || (prefetched && prefetched.promise === inFlight)) return;
  const promise = loadProfile();
  prefetched = { promise, at: Date.now() };
  promise.catch(() => {
    if (prefetched?.promise === promise) prefetched = null;
  });
}

/** The prefetched profile, once and within a minute; later reads (a refresh after a save) ask the server. */
export function takePrefetchedProfile(): Promise<Profile> | null {
  const offer = prefetched;
  prefetched = null;
  return offer && Date.now() - offer.at < PREFETCH_FRESH_MS ? offer.promise : null;
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
